import type { FieldSource, NormalizedRow, OutputColumn } from '../types.ts';

/** Output fields a stage sets, each with what set it. A stage returns one; the row is put together from them. */
export interface FieldSet {
  values: Partial<Record<OutputColumn, string | boolean | number>>;
  sources: Partial<Record<OutputColumn, FieldSource>>;
}

export function emptyFieldSet(): FieldSet {
  return { values: {}, sources: {} };
}

/** Sets a field of a stage's own set, unless the value is empty; returns the set. */
export function put(
  set: FieldSet,
  field: OutputColumn,
  value: string | boolean | number | null | undefined,
  source: FieldSource,
): FieldSet {
  if (value === null || value === undefined || value === '') return set;
  set.values[field] = value;
  set.sources[field] = source;
  return set;
}

/** A new row: `row` with the sets' fields laid over it in order (a later set wins). Neither input changes. */
export function withFields(row: NormalizedRow, ...sets: readonly FieldSet[]): NormalizedRow {
  return rowOf(row, {}, ...sets);
}

/**
 * A new row: `base` with the outcome's top-level values (status, reason, confidence…) and the sets' fields laid over
 * it in order, made in one copy (rows are built per distinct row of a job). No input changes.
 */
export function rowOf(
  base: NormalizedRow,
  outcome: Partial<NormalizedRow>,
  ...sets: readonly FieldSet[]
): NormalizedRow {
  const result: NormalizedRow = { ...base, ...outcome, sources: { ...base.sources } };
  for (const set of sets) {
    Object.assign(result, set.values);
    Object.assign(result.sources, set.sources);
  }
  return result;
}
