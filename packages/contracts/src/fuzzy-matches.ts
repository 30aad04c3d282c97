import { z } from 'zod';
import { UUID_PATTERN } from './keys.ts';
import { PageQuerySchema, RowStatusSchema } from './jobs.ts';
import { EXAMPLE_FUZZY_RAW_KEY, EXAMPLE_JOB_ID, withExample } from './examples.ts';
import { feedbackMessages, validationMessages } from './messages.ts';

/** Filters of the Fuzzy Match list: case-insensitive substrings of the raw entry, combined with AND. */
export const FuzzyMatchListQuerySchema = PageQuerySchema.extend({
  publisher: z.string().max(500).optional(),
  name: withExample(z.string().max(500).optional().describe('Substring of the raw title.'), 'Firef'),
  version: z.string().max(500).optional(),
  job_id: z.string().max(20).optional(),
});

const nullableText = z.string().nullable();

/** A suggestion for a raw entry: the normalized values a match would store (the spec's normalization rule). */
export const NormalizationRuleSchema = z.object({
  hash_key: z.string().describe('The catalog reference of the suggested product (`get_catalog_entry_bulk` takes it).'),
  publisher: z.string(),
  name: z.string(),
  version: nullableText,
  edition: nullableText,
  release: nullableText,
  servicepack: nullableText,
  architecture: nullableText,
  language: nullableText,
  major: nullableText,
  minor: nullableText,
  score: z.number().describe('Similarity in [0, 1]; the list is ordered best first.'),
});
export type NormalizationRule = z.infer<typeof NormalizationRuleSchema>;

/** What the engine made of the entry, to start the edit mode from. */
export const EngineValuesSchema = z.object({
  publisher: nullableText,
  name: nullableText,
  version: nullableText,
  edition: nullableText,
  release: nullableText,
  servicepack: nullableText,
  architecture: nullableText,
  language: nullableText,
  major: nullableText,
  minor: nullableText,
});
export type EngineValues = z.infer<typeof EngineValuesSchema>;
/** The normalized fields of a fuzzy entry, in the order the edit mode asks for them. */
export const ENGINE_VALUE_FIELDS = EngineValuesSchema.keyof().options;

export const FuzzyMatchEntrySchema = z.object({
  job_id: z.number().int().describe("The newest of the user's jobs that held this raw entry."),
  hash_key: z.string().describe('The raw entry: MD5 of its raw publisher, title and version, written as a UUID.'),
  publisher: z.string(),
  name: z.string().describe('The raw title.'),
  version: z.string(),
  status: RowStatusSchema.describe('`matchfix`, or `normalized` from the title alone or by a fuzzy match.'),
  engine: EngineValuesSchema,
  fuzzy_matches: z
    .record(z.string(), NormalizationRuleSchema)
    .describe('Catalog products the entry may mean, keyed by their hash key, best first.'),
});
export type FuzzyMatchEntry = z.infer<typeof FuzzyMatchEntrySchema>;

const fuzzySuggestion = (hashKey: string, name: string, score: number): NormalizationRule => ({
  hash_key: hashKey,
  publisher: 'Mozilla',
  name,
  version: '128.0',
  edition: null,
  release: null,
  servicepack: null,
  architecture: null,
  language: null,
  major: '128',
  minor: '0',
  score,
});

export const FuzzyMatchListResponseSchema = withExample(
  z.object({
    FuzzyMatches: z.array(FuzzyMatchEntrySchema),
    total: z.number().int().describe('Entries matching the filters, over all pages.'),
  }),
  {
    FuzzyMatches: [
      {
        job_id: EXAMPLE_JOB_ID,
        hash_key: EXAMPLE_FUZZY_RAW_KEY,
        publisher: 'Mozila Corp.',
        name: 'Mozila Firefx',
        version: '128.0',
        status: 'normalized',
        engine: {
          publisher: 'Mozila',
          name: 'Mozila Firefx',
          version: '128.0',
          edition: null,
          release: null,
          servicepack: null,
          architecture: null,
          language: null,
          major: '128',
          minor: '0',
        },
        fuzzy_matches: {
          'curated:mozilla-firefox': fuzzySuggestion('curated:mozilla-firefox', 'Mozilla Firefox', 0.91),
          'curated:mozilla-firefox-esr': fuzzySuggestion('curated:mozilla-firefox-esr', 'Mozilla Firefox ESR', 0.74),
        },
      },
    ],
    total: 1,
  },
);
export type FuzzyMatchListResponse = z.infer<typeof FuzzyMatchListResponseSchema>;

export const HashKeyQuerySchema = z.object({
  hash_key: withExample(
    z.string({ error: 'hash_key is required.' }).regex(UUID_PATTERN, 'hash_key must be the UUID of an entry.'),
    EXAMPLE_FUZZY_RAW_KEY,
  ),
});

export const CatalogEntryBulkRequestSchema = withExample(
  z.object({
    catref_list: z.array(z.string().min(1).max(300)).min(1).max(100),
  }),
  { catref_list: ['curated:mozilla-firefox', 'curated:mozilla-firefox-esr'] },
);

export const CatalogEntrySchema = z.object({
  cat_ref_id: z.string(),
  publisher: z.string(),
  name: z.string(),
  category: nullableText,
  license: nullableText,
  is_open_source: z.boolean().nullable(),
  homepage: nullableText,
  latest_version: nullableText,
  cpe: nullableText,
  purl: nullableText,
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

/** The spec's envelope: ReturnCode 400 (no entry found for the references) means an empty list to the client. */
export const CatalogEntryBulkResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({
      catalog_entries: z.array(CatalogEntrySchema),
      ErrorCode: z.string().optional(),
    }),
  }),
  {
    ReturnCode: 200,
    ReturnObject: {
      catalog_entries: [
        {
          cat_ref_id: 'curated:mozilla-firefox',
          publisher: 'Mozilla',
          name: 'Mozilla Firefox',
          category: 'browser',
          license: 'MPL-2.0',
          is_open_source: true,
          homepage: 'https://www.mozilla.org/firefox/',
          latest_version: '136.0.1',
          cpe: 'cpe:2.3:a:mozilla:firefox',
          purl: 'pkg:winget/Mozilla.Firefox',
        },
        {
          cat_ref_id: 'curated:mozilla-firefox-esr',
          publisher: 'Mozilla',
          name: 'Mozilla Firefox ESR',
          category: 'browser',
          license: 'MPL-2.0',
          is_open_source: true,
          homepage: 'https://www.mozilla.org/firefox/enterprise/',
          latest_version: '128.8.0',
          cpe: 'cpe:2.3:a:mozilla:firefox_esr',
          purl: 'pkg:winget/Mozilla.Firefox.ESR',
        },
      ],
    },
  },
);
export type CatalogEntryBulkResponse = z.infer<typeof CatalogEntryBulkResponseSchema>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);
const optional = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The Match submit: the raw entry (Publisher, Title, Version) and the normalized values to map it to. It is stored
 * as a rule mapping of the company, so that later jobs normalize the entry this way.
 */
export const MatchRequestSchema = withExample(
  z.object({
    Publisher: z.string().max(500),
    Title: z.string().max(500),
    Version: z.string().max(500),
    publisher_normalised: required(validationMessages.publisherRequired),
    name_normalised: required(validationMessages.nameRequired),
    version_normalised: required(validationMessages.versionRequired),
    edition_normalised: optional,
    release_normalised: optional,
    servicepack_normalised: optional,
    architecture_normalised: optional,
    language_normalised: optional,
    major_normalised: optional,
    minor_normalised: optional,
    patch_normalised: optional,
    build_normalised: optional,
  }),
  {
    Publisher: 'Mozila Corp.',
    Title: 'Mozila Firefx',
    Version: '128.0',
    publisher_normalised: 'Mozilla',
    name_normalised: 'Mozilla Firefox',
    version_normalised: '128.0',
    edition_normalised: null,
    release_normalised: null,
    servicepack_normalised: null,
    architecture_normalised: null,
    language_normalised: null,
    major_normalised: '128',
    minor_normalised: '0',
    patch_normalised: null,
    build_normalised: null,
  },
);
export type MatchRequest = z.input<typeof MatchRequestSchema>;

/** The spec's envelope for a write that worked. */
export const ReturnMessageResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({ message: z.string(), hash_key: z.string().optional() }),
  }),
  { ReturnCode: 200, ReturnObject: { message: feedbackMessages.matched, hash_key: EXAMPLE_FUZZY_RAW_KEY } },
);
export type ReturnMessageResponse = z.infer<typeof ReturnMessageResponseSchema>;
