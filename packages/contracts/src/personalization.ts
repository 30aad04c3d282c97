import { z } from 'zod';
import { UUID_PATTERN } from './keys.ts';
import { EXAMPLE_RAW_KEY, EXAMPLE_UPDATED_AT, withExample } from './examples.ts';
import { tooLongMessage, validationMessages as m } from './messages.ts';

// Personalization: a company's rule mappings, user catalog and user data mappings (spec sections 3, 4, 5, 7).
// Requests and responses use the spec's envelopes and field names: `ReturnCode` and `ReturnObject` (with `ErrorCode`
// on failures, see ErrorBodySchema), `Records` for the rule list.

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, tooLongMessage(500));
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

/** Where a rule's target product is known (see `RuleMappingRecordSchema.target_in`). */
export const RULE_TARGET_PLACES = ['catalog', 'company_catalog', 'none'] as const;
export type RuleTargetPlace = (typeof RULE_TARGET_PLACES)[number];

export const RuleMappingRecordSchema = z
  .object({
    hash_key: z.string().describe('The raw row: MD5 of its raw publisher, name and version, written as a UUID.'),
    publisher: z.string().describe('Raw publisher.'),
    name: z.string().describe('Raw name (title).'),
    version: z.string().describe('Raw version.'),
    target_publisher: z.string().describe('The publisher the rule normalizes the row to.'),
    target_name: z.string().describe('The product name the rule normalizes the row to.'),
    target_version: z.string().describe('The version the rule normalizes the row to.'),
    target_in: z
      .enum(RULE_TARGET_PLACES)
      .describe(
        "Where the target product is known: `catalog`, a product of the content catalog (rows keep its lifecycle, licence and CPE); `company_catalog`, an entry of the company's catalog; `none`, neither.",
      ),
    any_version: z
      .boolean()
      .describe(
        'Whether the rule matches every version of the raw title (its publisher and its title without the version); rows keep their own version. `hash_key` is then the key of that family.',
      ),
    ignore_reason: z
      .string()
      .nullable()
      .describe('Set when the rule ignores the rows it matches: the reason their output gives.'),
  })
  .merge(ChangeStampSchema);
export type RuleMappingRecord = z.infer<typeof RuleMappingRecordSchema>;

export const RuleMappingListResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    Records: z.array(RuleMappingRecordSchema),
  }),
  {
    ReturnCode: 200,
    Records: [
      {
        hash_key: EXAMPLE_RAW_KEY,
        publisher: 'Mozilla Corporation',
        name: 'Mozilla Firefox (x64 en-US)',
        version: '128.0.3',
        target_publisher: 'Mozilla',
        target_name: 'Mozilla Firefox',
        target_version: '128.0.3',
        target_in: 'catalog',
        any_version: false,
        ignore_reason: null,
        updated_at: EXAMPLE_UPDATED_AT,
        updated_by: 'jdoe',
      },
    ],
  },
);
export type RuleMappingListResponse = z.infer<typeof RuleMappingListResponseSchema>;

/** The normalized values of the examples' raw row (Mozilla Corporation, Mozilla Firefox (x64 en-US), 128.0.3). */
const firefoxNormalized: NormalizedSection = {
  publisher: 'Mozilla',
  name: 'Mozilla Firefox',
  version: '128.0.3',
  major: '128',
  minor: '0',
  patch: '3',
  build: null,
  release: null,
  edition: null,
  servicepack: null,
  architecture: 'x64',
  language: 'en-US',
};

export const RuleMappingDetailResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    hash_key: z.string(),
    raw_section: z.object({ raw_publisher: z.string(), raw_name: z.string(), raw_version: z.string() }),
    normalized_section: NormalizedSectionSchema,
    any_version: z
      .boolean()
      .describe('The rule matches every version of the raw title; rows keep their own version, so it may be empty.'),
    ignore_reason: z
      .string()
      .nullable()
      .describe('Set when the rule gives its rows status `ignored`, with this reason.'),
  }),
  {
    ReturnCode: 200,
    hash_key: EXAMPLE_RAW_KEY,
    raw_section: {
      raw_publisher: 'Mozilla Corporation',
      raw_name: 'Mozilla Firefox (x64 en-US)',
      raw_version: '128.0.3',
    },
    normalized_section: firefoxNormalized,
    any_version: false,
    ignore_reason: null,
  },
);
export type RuleMappingDetailResponse = z.infer<typeof RuleMappingDetailResponseSchema>;

/**
 * Create: the raw row (Publisher, Title, Version) and the normalized values (`…_normalised`). With `any_version` the
 * rule matches every version of the raw title and rows keep their own version: the normalized version may be empty.
 */
export const RuleMappingCreateRequestSchema = withExample(
  z
    .object({
      Publisher: required(m.publisherRequired),
      Title: required(m.nameRequired),
      Version: required(m.versionRequired),
      any_version: z
        .boolean()
        .default(false)
        .describe('Match every version of the raw title (publisher and title without the version), not only this row.'),
      publisher_normalised: required(m.publisherRequired),
      name_normalised: required(m.nameRequired),
      version_normalised: z.string({ error: m.versionRequired }).trim().max(500, tooLongMessage(500)).default(''),
      major_normalised: optional,
      minor_normalised: optional,
      patch_normalised: optional,
      build_normalised: optional,
      release_normalised: optional,
      edition_normalised: optional,
      servicepack_normalised: optional,
      architecture_normalised: optional,
      language_normalised: optional,
    })
    .superRefine((body, context) => {
      // A rule for one row names its version; one for every version leaves each row its own.
      if (!body.any_version && body.version_normalised === '') {
        context.addIssue({ code: 'custom', path: ['version_normalised'], message: m.versionRequired });
      }
    }),
  {
    Publisher: 'Mozilla Corporation',
    Title: 'Mozilla Firefox (x64 en-US)',
    Version: '128.0.3',
    any_version: false,
    publisher_normalised: 'Mozilla',
    name_normalised: 'Mozilla Firefox',
    version_normalised: '128.0.3',
    major_normalised: '128',
    minor_normalised: '0',
    patch_normalised: '3',
    build_normalised: null,
    release_normalised: null,
    edition_normalised: null,
    servicepack_normalised: null,
    architecture_normalised: 'x64',
    language_normalised: 'en-US',
  },
);
export type RuleMappingCreateRequest = z.input<typeof RuleMappingCreateRequestSchema>;

/** A company catalog entry's values, as edited: publisher, name and version required, the others optional. */
const CatalogValuesSchema = z.object({
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

/**
 * Update: the normalized section only (the raw row is the rule's identity). The version is required of a rule for one
 * row; a rule for every version may leave it empty (the service checks which the rule is).
 */
export const RuleMappingUpdateRequestSchema = withExample(
  CatalogValuesSchema.extend({
    version: z.string({ error: m.versionRequired }).trim().max(500, tooLongMessage(500)).default(''),
  }),
  firefoxNormalized,
);
export type RuleMappingUpdateRequest = z.input<typeof RuleMappingUpdateRequestSchema>;

const hashKey = z
  .string({ error: 'hash_key is required.' })
  .regex(UUID_PATTERN, 'hash_key must be the UUID of a record.');

export const HashKeyBodySchema = withExample(z.object({ hash_key: hashKey }), { hash_key: EXAMPLE_RAW_KEY });
export const RuleMappingHashKeyQuerySchema = z.object({ hash_key: withExample(hashKey, EXAMPLE_RAW_KEY) });

// ---- Existence check and type-ahead -----------------------------------------------------------------------------

const searchField = z.string().max(500).optional();
/** Example values of the first fields, filled into the documentation's parameters. */
const searchFieldExamples: Partial<Record<NormalizedFieldName, string>> = {
  publisher: 'Mozilla',
  name: 'Mozilla Firefox',
};

/** The normalized values to look for; all optional. */
export const CheckRecordQuerySchema = z.object(
  Object.fromEntries(
    NORMALIZED_FIELDS.map((field) => {
      const example = searchFieldExamples[field];
      return [field, example === undefined ? searchField : withExample(searchField, example)];
    }),
  ) as Record<NormalizedFieldName, typeof searchField>,
);
export const CheckRecordResponseSchema = withExample(
  z.object({
    exists: z.boolean().describe('Whether the catalog (or the company catalog) has an entry with these values.'),
  }),
  { exists: true },
);
export type CheckRecordResponse = z.infer<typeof CheckRecordResponseSchema>;

/**
 * Type-ahead: the fields up to the one being typed, in form order (`publisher=Moz` suggests publishers;
 * `publisher=Mozilla&name=Fi` suggests Mozilla's product names). The last field given is the one suggested.
 */
export const SearchQuerySchema = CheckRecordQuerySchema;
export const ValuesResponseSchema = withExample(
  z.object({
    values: z.array(z.string()).describe('Suggestions, best first (prefix matches before other substrings).'),
  }),
  { values: ['Mozilla Firefox', 'Mozilla Firefox ESR'] },
);
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
  field_name: withExample(DataMappingFieldSchema, 'name'),
  filter: withExample(z.string().max(500).optional().describe('Substring the values contain, any case.'), 'firefox'),
});

export const FieldNamesResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ field_names: z.array(DataMappingFieldSchema) }),
  }),
  { ReturnCode: 200, ReturnObject: { field_names: [...DATA_MAPPING_FIELDS] } },
);
export type FieldNamesResponse = z.infer<typeof FieldNamesResponseSchema>;

// ---- User catalog -----------------------------------------------------------------------------------------------

export const UserCatalogRecordSchema = NormalizedSectionSchema.extend({ u_cat_ref_id: z.number().int() }).merge(
  ChangeStampSchema,
);
export type UserCatalogRecord = z.infer<typeof UserCatalogRecordSchema>;

/** An in-house product the company added to its own catalog. */
const exampleUserCatalogRecord: UserCatalogRecord = {
  u_cat_ref_id: 12,
  publisher: 'Contoso',
  name: 'Contoso Inventory Agent',
  version: '5.2.1',
  major: '5',
  minor: '2',
  patch: '1',
  build: null,
  release: null,
  edition: 'Enterprise',
  servicepack: null,
  architecture: 'x64',
  language: null,
  updated_at: EXAMPLE_UPDATED_AT,
  updated_by: 'jdoe',
};

export const UserCatalogListResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ usercatalog_records: z.array(UserCatalogRecordSchema) }),
  }),
  { ReturnCode: 200, ReturnObject: { usercatalog_records: [exampleUserCatalogRecord] } },
);
export type UserCatalogListResponse = z.infer<typeof UserCatalogListResponseSchema>;

export const UserCatalogViewResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ usercatalog_record: UserCatalogRecordSchema }),
  }),
  { ReturnCode: 200, ReturnObject: { usercatalog_record: exampleUserCatalogRecord } },
);
export type UserCatalogViewResponse = z.infer<typeof UserCatalogViewResponseSchema>;

export const UserCatalogRefQuerySchema = z.object({
  u_cat_ref_id: withExample(
    z.coerce.number({ error: 'u_cat_ref_id must be a number.' }).int().positive(),
    exampleUserCatalogRecord.u_cat_ref_id,
  ),
});

/** Edit: publisher, name and version required; the rest optional. A `metadata` field, if sent, is ignored. */
export const UserCatalogEditRequestSchema = withExample(CatalogValuesSchema, firefoxNormalized);
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

/** The company writes the publisher the catalog calls "Mozilla" as its legal name. */
const exampleDataMapping: UserDataMappingRecord = {
  hash_key: '9b2f4c6e-1d3a-4e8b-a7c5-0f6d2e9b8a41',
  field_name: 'publisher',
  normalized_value: 'Mozilla',
  custom_value: 'Mozilla Corporation',
  updated_at: EXAMPLE_UPDATED_AT,
  updated_by: 'jdoe',
};

export const UserDataMappingListResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ user_data_mappings: z.array(UserDataMappingRecordSchema) }),
  }),
  {
    ReturnCode: 200,
    ReturnObject: {
      user_data_mappings: [
        exampleDataMapping,
        {
          hash_key: '4e7a1c90-8b2d-4f3e-9a61-c5d8e2f0b7a3',
          field_name: 'category',
          normalized_value: 'browser',
          custom_value: 'Web Browsers',
          updated_at: '2025-02-27T16:04:11.000Z',
          updated_by: 'admin',
        },
      ],
    },
  },
);
export type UserDataMappingListResponse = z.infer<typeof UserDataMappingListResponseSchema>;

export const UserDataMappingViewResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ user_data_mapping: UserDataMappingRecordSchema }),
  }),
  { ReturnCode: 200, ReturnObject: { user_data_mapping: exampleDataMapping } },
);
export type UserDataMappingViewResponse = z.infer<typeof UserDataMappingViewResponseSchema>;

export const DataMappingCreateRequestSchema = withExample(
  z.object({
    FieldName: DataMappingFieldSchema,
    NormalizedValue: required(m.normalizedValueRequired),
    CustomValue: required(m.customizedValueRequired),
  }),
  { FieldName: 'publisher', NormalizedValue: 'Mozilla', CustomValue: 'Mozilla Corporation' },
);
export type DataMappingCreateRequest = z.input<typeof DataMappingCreateRequestSchema>;

export const DataMappingUpdateRequestSchema = withExample(
  z.object({ CustomValue: required(m.customizedValueRequired) }),
  { CustomValue: 'Mozilla Corp.' },
);
export type DataMappingUpdateRequest = z.input<typeof DataMappingUpdateRequestSchema>;

/**
 * A data mapping is named by its normalized value (the spec's identifier); `FieldName` tells two mappings of the
 * same value apart ("Java" as a publisher and as a name) and may be left out when the value is mapped once.
 */
export const DataMappingValueQuerySchema = z.object({
  NormalizedValue: withExample(required(m.normalizedValueRequired), 'Mozilla'),
  FieldName: withExample(DataMappingFieldSchema.optional(), 'publisher'),
});
