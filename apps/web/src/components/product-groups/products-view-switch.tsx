import { SegmentedControl } from '@mantine/core';
import type { ProductGroupTexts } from '../../config/product-group-texts.ts';
import { parseProductsView, type ProductsView } from './products-view.ts';

/** Each row (the spec's table) or by product (the entries grouped, for fixing every version at once). */
export function ProductsViewSwitch({
  texts,
  view,
  onChange,
}: {
  texts: Pick<ProductGroupTexts, 'viewLabel' | 'eachRowView' | 'byProductView'>;
  view: ProductsView;
  onChange: (view: ProductsView) => void;
}) {
  return (
    <SegmentedControl
      aria-label={texts.viewLabel}
      value={view}
      onChange={(value) => onChange(parseProductsView(value))}
      data={[
        { value: 'rows', label: texts.eachRowView },
        { value: 'products', label: texts.byProductView },
      ]}
    />
  );
}
