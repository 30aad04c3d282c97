import { ProductsViewSwitch } from '../../../components/product-groups/products-view-switch.tsx';
import { matchfixGroupTexts } from '../../../config/matchfix-texts.ts';
import type { MatchfixView } from '../use-matchfix-view.ts';

/** Each row (the spec's table) or by product (the entries grouped, for fixing every version at once). */
export function MatchfixViewSwitch({ view, onChange }: { view: MatchfixView; onChange: (view: MatchfixView) => void }) {
  return <ProductsViewSwitch texts={matchfixGroupTexts} view={view} onChange={onChange} />;
}
