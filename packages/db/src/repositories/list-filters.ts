import { sql, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The spec's list-filter rule: a value of one character that starts with a space is ignored, as is an empty one. */
export function isActiveFilter(value: string | undefined): value is string {
  return value !== undefined && value !== '' && !(value.length === 1 && value.startsWith(' '));
}

/**
 * The spec's list filters as SQL: each active filter a case-insensitive substring of its column, combined with AND.
 * `columns` maps a filter to the column (or expression) it searches.
 */
export function substringConditions<K extends string>(
  filters: Partial<Record<K, string | undefined>>,
  columns: Record<K, SQL>,
): SQL[] {
  const conditions: SQL[] = [];
  for (const key of Object.keys(columns) as K[]) {
    const value = filters[key];
    if (isActiveFilter(value)) conditions.push(sql`${columns[key]} ilike ${containsPattern(value)}`);
  }
  return conditions;
}

/** The rows of a raw `db.execute` result, which both drivers (pg and PGlite) return as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
