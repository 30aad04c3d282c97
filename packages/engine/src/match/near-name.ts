/**
 * A name key without its spaces: "notepad ++" and "notepad++", "7zip" and "7 zip" (from "7-Zip") are one name
 * written two ways.
 */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/** Names shorter than this are too easily another word with one letter changed ("Xbox", "Xbax"). */
const MIN_TYPO_LENGTH = 8;

/**
 * Whether two name keys are one slip of the keyboard apart: a letter typed wrong, left out, added or swapped with
 * its neighbour ("googel chrome" / "google chrome", "adobe acrobat reder" / "adobe acrobat reader"). Only letters
 * slip: "visual c 2012" and "visual c 2013", "4k video downloader" and "4k video downloader+" are two products.
 */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < MIN_TYPO_LENGTH || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const partA = a.slice(start, endA);
  const partB = b.slice(start, endB);
  if (/[^\p{L}]/u.test(partA + partB)) return false;
  const isSwap = partA.length === 2 && partB.length === 2 && partA[0] === partB[1] && partA[1] === partB[0];
  return isSwap || (partA.length <= 1 && partB.length <= 1);
}
