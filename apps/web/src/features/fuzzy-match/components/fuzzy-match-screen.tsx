import { ProductsViewSwitch } from '../../../components/product-groups/products-view-switch.tsx';
import { useProductsView } from '../../../components/product-groups/products-view.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { fuzzyMatchGroupTexts } from '../../../config/fuzzy-match-texts.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { ExportFuzzyMatchButton } from './export-fuzzy-match-button.tsx';
import { FuzzyMatchGroupTable } from './fuzzy-match-group-table.tsx';
import { FuzzyMatchTable } from './fuzzy-match-table.tsx';

/**
 * The Fuzzy Match screen (spec section 2): the entries matched only loosely, to confirm, edit or remove. The spec's
 * per-row table is the default view; "By product" (`?view=products`, issue 30) groups the entries to act on many.
 */
export function FuzzyMatchScreen() {
  const [view, setView] = useProductsView();
  return (
    <>
      <PageHeader
        title={uiTexts.fuzzyMatchTitle}
        description={uiTexts.fuzzyMatchDescription}
        actions={
          <>
            <ProductsViewSwitch texts={fuzzyMatchGroupTexts} view={view} onChange={setView} />
            <ExportFuzzyMatchButton />
          </>
        }
      />
      {view === 'products' ? <FuzzyMatchGroupTable /> : <FuzzyMatchTable />}
    </>
  );
}
