/**
 * The page numbers to show as buttons: at most `size` consecutive pages that include `current`, with `current`
 * second where there is room, so the user sees one page back and the rest ahead.
 *
 * @example paginationWindow(5, 10, 4) // [4, 5, 6, 7]
 * @example paginationWindow(10, 10, 4) // [7, 8, 9, 10]
 */
export function paginationWindow(current: number, total: number, size: number): number[] {
  if (total < 1 || size < 1) return [];
  const count = Math.min(size, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
