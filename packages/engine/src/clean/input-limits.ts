import type { RawRow } from '../types.ts';

/**
 * The longest raw value, in characters, the engine reads for each field. Real titles and publishers stay far below
 * (the longest of the real machines' rows is under 200); a longer value is a broken export or a pasted document,
 * and the row says so rather than being normalized from a cut-off text.
 */
export const INPUT_LIMITS = { publisher: 1024, title: 1024, version: 256 } as const;

type LimitedField = keyof typeof INPUT_LIMITS;

const ALL_FIELDS = Object.keys(INPUT_LIMITS) as LimitedField[];

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Why a row is refused for its length: the first of its fields longer than `INPUT_LIMITS` allows, with both
 * lengths; undefined when every field fits. A publisher job reads only the publisher (`fields`).
 *
 * @example overLimitReason({ publisher: 'Contoso', title: 'x'.repeat(1100), version: '1.0' })
 * // 'The title is 1,100 characters long; at most 1,024 are read. The row was not normalized: check the export.'
 */
export function overLimitReason(raw: RawRow, fields: readonly LimitedField[] = ALL_FIELDS): string | undefined {
  for (const field of fields) {
    const length = raw[field]?.length ?? 0;
    if (length > INPUT_LIMITS[field]) {
      return (
        `The ${field} is ${count(length)} characters long; at most ${count(INPUT_LIMITS[field])} are ` +
        'read. The row was not normalized: check the export.'
      );
    }
  }
  return undefined;
}
