import type { DataMappings, NormalizedField, NormalizedRow } from '../types.ts';
import { emptyFieldSet, put, withFields } from './field-set.ts';
import type { StageTrace } from './trace.ts';

/**
 * The data mappings stage: the company's wording of output values, field by field, whatever set them
 * ("International Business Machines" → "IBM"). Returns a new row.
 */
export function applyDataMappings(
  row: NormalizedRow,
  mappings: DataMappings | undefined,
): { row: NormalizedRow; trace: StageTrace | undefined } {
  if (!mappings) return { row, trace: undefined };
  const fields = emptyFieldSet();
  for (const [field, mapping] of Object.entries(mappings) as [NormalizedField, ReadonlyMap<string, string>][]) {
    const current = row[field];
    const custom = current !== null ? mapping.get(current) : undefined;
    if (custom !== undefined) put(fields, field, custom, 'data_mapping');
  }
  const changed = Object.keys(fields.values);
  if (changed.length === 0) return { row, trace: { stage: 'data mappings', decision: 'no mapping applies' } };
  return {
    row: withFields(row, fields),
    trace: { stage: 'data mappings', decision: `the company's wording of ${changed.join(', ')}` },
  };
}
