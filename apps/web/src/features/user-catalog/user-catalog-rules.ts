import { NORMALIZED_FIELDS, type NormalizedFieldName, type UserCatalogRecord } from '@rnorm/contracts';

/** The edit form's fields, in the spec's order. */
export const catalogFields = NORMALIZED_FIELDS;

/** Spec: publisher, name and version are required; the other fields are optional. */
export const requiredCatalogFields: readonly NormalizedFieldName[] = ['publisher', 'name', 'version'];

/** The fields the list filters on (spec section 2), in the order the columns show them. */
export const catalogFilterFields = ['publisher', 'name', 'version', 'release', 'edition'] as const;
export type CatalogFilterField = (typeof catalogFilterFields)[number];

/** The form's values, as typed: empty text for a missing value. */
export type CatalogFormValues = Record<NormalizedFieldName, string>;

export function catalogFormValues(record: UserCatalogRecord | undefined): CatalogFormValues {
  return Object.fromEntries(catalogFields.map((field) => [field, record?.[field] ?? ''])) as CatalogFormValues;
}

/** The `u_cat_ref_id` of the address, or null when it cannot name an entry. */
export function parseCatRefId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
