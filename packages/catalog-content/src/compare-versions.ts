/**
 * Orders version strings naturally: numeric components as numbers (`3.10` after `3.9`), others as text. A version
 * with more components sorts after its prefix (`1.2.1` after `1.2`).
 */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.\-+_]/);
  const right = b.split(/[.\-+_]/);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const x = left[index];
    const y = right[index];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const isNumeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = isNumeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}
