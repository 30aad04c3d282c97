import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The Matchfix screen's views: each entry as a row (the spec's table), or the entries grouped by product. */
export type MatchfixView = 'rows' | 'products';

/** The view an address names (`?view=products`); anything else is the spec's table. */
export function parseMatchfixView(value: string | null): MatchfixView {
  return value === 'products' ? 'products' : 'rows';
}

/** The chosen view, kept in the address so that it survives a reload and can be linked to. */
export function useMatchfixView(): [MatchfixView, (view: MatchfixView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseMatchfixView(searchParams.get('view'));
  const setView = useCallback(
    (next: MatchfixView) =>
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
