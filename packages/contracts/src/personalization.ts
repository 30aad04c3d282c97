import { z } from 'zod';
import { validationMessages as m } from './messages.ts';

// Personalization: a company's rule mappings, user catalog and user data mappings (spec sections 3, 4, 5, 7).
// Requests and responses use the spec's envelopes and field names: `ReturnCode` and `ReturnObject` (with `ErrorCode`
// on failures, see ErrorBodySchema), `Records` for the rule list.

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);
/** An optional value: empty text and missing both become null (spec: empty release, edition, … are sent as null). */
const optional = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));
const nullableText = z.string().nullable();

/** The 12 normalized fields a rule sets, in the form's order (spec: the 12 type-ahead fields). */
export const NORMALIZED_FIELDS = [
  'publisher',
  'name',
  'version',
  'major',
  'minor',
  'patch',
  'build',
  'release',
  'edition',
  'servicepack',
  'architecture',
  'language',
] as const;
export type NormalizedFieldName = (typeof NORMALIZED_FIELDS)[number];

export const NormalizedSectionSchema = z.object({
  publisher: z.string(),
  name: z.string(),
  version: z.string(),
  major: nullableText,
  minor: nullableText,
  patch: nullableText,
  build: nullableText,
  release: nullableText,
  edition: nullableText,
  servicepack: nullableText,
  architecture: nullableText,
  language: nullableText,
});
export type NormalizedSection = z.infer<typeof NormalizedSectionSchema>;

/** Who changed a record last and when (beyond the spec: overrides must be traceable). */
const ChangeStampSchema = z.object({
  updated_at: z.string().describe('ISO 8601.'),
  updated_by: z.string().nullable().describe('Username of whoever changed it last.'),
});

// ---- Rule mappings ----------------------------------------------------------------------------------------------

export const RuleMappingRecordSchema = z
  .object({
    hash_key: z.string().describe('The raw row: MD5 of its raw publisher, name and version, written as a UUID.'),
    publisher: z.string().describe('Raw publisher.'),
    name: z.string().describe('Raw name (title).'),
    version: z.string().describe('Raw version.'),
  })
  .merge(ChangeStampSchema);
export type RuleMappingRecord = z.infer<typeof RuleMappingRecordSchema>;

export const RuleMappingListResponseSchema = z.object({
  ReturnCode: z.number().int(),
  Records: z.array(RuleMappingRecordSchema),
});
export type RuleMappingListResponse = z.infer<typeof RuleMappingListResponseSchema>;

export const RuleMappingDetailResponseSchema = z.object({
  ReturnCode: z.number().int(),
  hash_key: z.string(),
  raw_section: z.object({ raw_publisher: z.string(), raw_name: z.string(), raw_version: z.string() }),
  normalized_section: NormalizedSectionSchema,
});
export type RuleMappingDetailResponse = z.infer<typeof RuleMappingDetailResponseSchema>;

/** Create: the raw row (Publisher, Title, Version) and the normalized values (`…_normalised`). */
export const RuleMappingCreateRequestSchema = z.object({
  Publisher: required(m.publisherRequired),
  Title: required(m.nameRequired),
  Version: required(m.versionRequired),
  publisher_normalised: required(m.publisherRequired),
  name_normalised: required(m.nameRequired),
  version_normalised: required(m.versionRequired),
  major_normalised: optional,
  minor_normalised: optional,
  patch_normalised: optional,
  build_normalised: optional,
  release_normalised: optional,
  edition_normalised: optional,
  servicepack_normalised: optional,
  architecture_normalised: optional,
  language_normalised: optional,
});
export type RuleMappingCreateRequest = z.input<typeof RuleMappingCreateRequestSchema>;

/** Update: the normalized section only (the raw row is the rule's identity). */
export const RuleMappingUpdateRequestSchema = z.object({
  publisher: required(m.publisherRequired),
  name: required(m.nameRequired),
  version: required(m.versionRequired),
  major: optional,
  minor: optional,
  patch: optional,
  build: optional,
  release: optional,
  edition: optional,
  servicepack: optional,
  architecture: optional,
  language: optional,
});
export type RuleMappingUpdateRequest = z.input<typeof RuleMappingUpdateRequestSchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashKey = z
  .string({ error: 'hash_key is required.' })
  .regex(UUID_PATTERN, 'hash_key must be the UUID of a record.');

export const HashKeyBodySchema = z.object({ hash_key: hashKey });
export const RuleMappingHashKeyQuerySchema = z.object({ hash_key: hashKey });

// ---- Existence check and type-ahead -----------------------------------------------------------------------------

const searchField = z.string().max(500).optional();

/** The normalized values to look for; all optional. */
export const CheckRecordQuerySchema = z.object(
  Object.fromEntries(NORMALIZED_FIELDS.map((field) => [field, searchField])) as Record<
    NormalizedFieldName,
    typeof searchField
  >,
);
export const CheckRecordResponseSchema = z.object({
  exists: z.boolean().describe('Whether the catalog (or the company catalog) has an entry with these values.'),
});
export type CheckRecordResponse = z.infer<typeof CheckRecordResponseSchema>;

/**
 * Type-ahead: the fields up to the one being typed, in form order (`publisher=Moz` suggests publishers;
 * `publisher=Mozilla&name=Fi` suggests Mozilla's product names). The last field given is the one suggested.
 */
export const SearchQuerySchema = CheckRecordQuerySchema;
export const ValuesResponseSchema = z.object({
  values: z.array(z.string()).describe('Suggestions, best first (prefix matches before other substrings).'),
});
export type ValuesResponse = z.infer<typeof ValuesResponseSchema>;

/** The fields a data mapping can rewrite. */
export const DATA_MAPPING_FIELDS = [
  'publisher',
  'name',
  'edition',
  'release',
  'servicepack',
  'architecture',
  'language',
  'category',
] as const;
export type DataMappingField = (typeof DATA_MAPPING_FIELDS)[number];
export const DataMappingFieldSchema = z.enum(DATA_MAPPING_FIELDS, { error: m.fieldNameRequired });

export const DistinctValuesQuerySchema = z.object({
  field_name: DataMappingFieldSchema,
  filter: z.string().max(500).optional().describe('Substring the values contain, any case.'),
});

export const FieldNamesResponseSchema = z.object({
  ReturnCode: z.number().int(),
  ReturnObject: z.object({ field_names: z.array(DataMappingFieldSchema) }),
});
export type FieldNamesResponse = z.infer<typeof FieldNamesResponseSchema>;

// ---- User catalog -----------------------------------------------------------------------------------------------

export const UserCatalogRecordSchema = NormalizedSectionSchema.extend({ u_cat_ref_id: z.number().int() }).merge(
  ChangeStampSchema,
);
export type UserCatalogRecord = z.infer<typeof UserCatalogRecordSchema>;

export const UserCatalogListResponseSchema = z.object({
  ReturnCode: z.number().int(),
  ReturnObject: z.object({ usercatalog_records: z.array(UserCatalogRecordSchema) }),
});
export type UserCatalogListResponse = z.infer<typeof UserCatalogListResponseSchema>;

export const UserCatalogViewResponseSchema = z.object({
  ReturnCode: z.number().int(),
  ReturnObject: z.object({ usercatalog_record: UserCatalogRecordSchema }),
});
export type UserCatalogViewResponse = z.infer<typeof UserCatalogViewResponseSchema>;

export const UserCatalogRefQuerySchema = z.object({
  u_cat_ref_id: z.coerce.number({ error: 'u_cat_ref_id must be a number.' }).int().positive(),
});

/** Edit: publisher, name and version required; the rest optional. A `metadata` field, if sent, is ignored. */
export const UserCatalogEditRequestSchema = RuleMappingUpdateRequestSchema;
export type UserCatalogEditRequest = z.input<typeof UserCatalogEditRequestSchema>;

// ---- User data mappings -----------------------------------------------------------------------------------------

export const UserDataMappingRecordSchema = z
  .object({
    hash_key: z.string(),
    field_name: DataMappingFieldSchema,
    normalized_value: z.string(),
    custom_value: z.string(),
  })
  .merge(ChangeStampSchema);
export type UserDataMappingRecord = z.infer<typeof UserDataMappingRecordSchema>;

export const UserDataMappingListResponseSchema = z.object({
  ReturnCode: z.number().int(),
  ReturnObject: z.object({ user_data_mappings: z.array(UserDataMappingRecordSchema) }),
});
export type UserDataMappingListResponse = z.infer<typeof UserDataMappingListResponseSchema>;

export const UserDataMappingViewResponseSchema = z.object({
  ReturnCode: z.number().int(),
  ReturnObject: z.object({ user_data_mapping: UserDataMappingRecordSchema }),
});
export type UserDataMappingViewResponse = z.infer<typeof UserDataMappingViewResponseSchema>;

export const DataMappingCreateRequestSchema = z.object({
  FieldName: DataMappingFieldSchema,
  NormalizedValue: required(m.normalizedValueRequired),
  CustomValue: required(m.customizedValueRequired),
});
export type DataMappingCreateRequest = z.input<typeof DataMappingCreateRequestSchema>;

export const DataMappingUpdateRequestSchema = z.object({ CustomValue: required(m.customizedValueRequired) });
export type DataMappingUpdateRequest = z.input<typeof DataMappingUpdateRequestSchema>;

/**
 * A data mapping is named by its normalized value (the spec's identifier); `FieldName` tells two mappings of the
 * same value apart ("Java" as a publisher and as a name) and may be left out when the value is mapped once.
 */
export const DataMappingValueQuerySchema = z.object({
  NormalizedValue: required(m.normalizedValueRequired),
  FieldName: DataMappingFieldSchema.optional(),
});
