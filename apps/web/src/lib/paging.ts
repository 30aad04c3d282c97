export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Keeps a page number inside the pages that exist, for when rows disappear under the user (a refetch). */
export function clampPage(page: number, totalItems: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(totalItems, pageSize));
}

/** The rows shown on a 1-based page. */
export function pageItems<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The page to show after one row of the current page leaves the list (delete, approve, deny, match).
 * Spec section 4, Paging: on the last page, not page 1, when it held that one row only, go back one page;
 * otherwise stay.
 *
 * @param totalItems the number of rows in the (filtered) list before the row left
 */
export function pageAfterRemoval(page: number, totalItems: number, pageSize: number): number {
  const lastPage = pageCount(totalItems, pageSize);
  const itemsOnPage = totalItems - (page - 1) * pageSize;
  if (page > 1 && page === lastPage && itemsOnPage === 1) return page - 1;
  return page;
}
