import type { UserDataMappingRecord } from '@rnorm/contracts';
import { paths } from '../../config/paths.ts';
import { fieldLabel } from '../../config/personalization-texts.ts';
import { queryString } from '../../lib/user-api-path.ts';

/** Spec section 9: the suggestions wait until typing has paused for 200 ms. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** Spec: the typed normalized value is checked against the suggestions once typing has paused for 1 s. */
export const VALUE_CHECK_DELAY_MS = 1_000;

/** The edit screen's query parameter that names the mapping's field, when one value is mapped for several. */
export const FIELD_QUERY_PARAM = 'field';

/** `/user-data-mapping/{encoded normalized_value}?field={field_name}`. */
export function dataMappingEditHref(record: Pick<UserDataMappingRecord, 'normalized_value' | 'field_name'>): string {
  return `${paths.userDataMappingEdit.href(record.normalized_value)}${queryString({ [FIELD_QUERY_PARAM]: record.field_name })}`;
}

/** A list row: the mapping and its field's label, which is what the Field Name column shows and filters. */
export type DataMappingRow = UserDataMappingRecord & { field_label: string };

export function dataMappingRows(records: readonly UserDataMappingRecord[]): DataMappingRow[] {
  return records.map((record) => ({ ...record, field_label: fieldLabel(record.field_name) }));
}

export const dataMappingFilterFields = ['field_label', 'normalized_value', 'custom_value'] as const;
export type DataMappingFilterField = (typeof dataMappingFilterFields)[number];

/**
 * The suggestion the typed value names: the same text, else the same text in another case (the suggestion's
 * spelling is the one stored). Undefined when the value is none of the suggestions.
 */
export function matchingSuggestion(suggestions: readonly string[], typed: string): string | undefined {
  const value = typed.trim();
  return (
    suggestions.find((suggestion) => suggestion === value) ??
    suggestions.find((suggestion) => suggestion.toLowerCase() === value.toLowerCase())
  );
}
