import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list screen's views (Matchfix, Fuzzy Match): each entry as a row (the spec's table), or grouped by product. */
export type ProductsView = 'rows' | 'products';

/** The view an address names (`?view=products`); anything else is the spec's table, which stays the default. */
export function parseProductsView(value: string | null): ProductsView {
  return value === 'products' ? 'products' : 'rows';
}

/** The chosen view, kept in the address so that it survives a reload and can be linked to. */
export function useProductsView(): [ProductsView, (view: ProductsView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseProductsView(searchParams.get('view'));
  const setView = useCallback(
    (next: ProductsView) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'products') params.set('view', 'products');
          else params.delete('view');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [view, setView];
}
