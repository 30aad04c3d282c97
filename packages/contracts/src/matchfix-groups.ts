import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { EXAMPLE_RAW_KEY, withExample } from './examples.ts';
import { UUID_PATTERN } from './keys.ts';

// Matchfix by product (issue 30): the user's Matchfix entries grouped by raw publisher and title family (the title
// without its version), so that one rule fixes every version of a product, and several groups are fixed at once.

/** Groups a page shows by default: a working list, not the spec's 6-row lists. */
export const MATCHFIX_GROUP_PAGE_SIZE = 25;
/** Groups one bulk action takes at most. */
export const MAX_BULK_GROUPS = 100;
/** Versions a group lists; `version_count` tells how many there are. */
export const GROUP_VERSIONS_SHOWN = 10;

export const MatchfixGroupQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MATCHFIX_GROUP_PAGE_SIZE),
  publisher: withExample(z.string().max(500).optional().describe('Substring of the raw publisher.'), 'Acme'),
  name: z.string().max(500).optional().describe('Substring of the raw title.'),
});
export type MatchfixGroupQuery = z.input<typeof MatchfixGroupQuerySchema>;

export const MatchfixGroupSchema = z.object({
  group_key: z
    .string()
    .describe(
      "The group: the key of the raw rows' family (`job_outputs.family_key`), or the raw row's key for rows stored before families were kept.",
    ),
  publisher: z.string().describe('Raw publisher, as the newest entry writes it.'),
  title: z.string().describe('Raw title of the newest entry.'),
  version: z.string().describe('Raw version of the newest entry.'),
  versions: z.array(z.string()).describe(`Raw versions of the group, at most ${GROUP_VERSIONS_SHOWN}, sorted.`),
  version_count: z.number().int().describe('Distinct raw versions in the group.'),
  entries: z.number().int().describe('Matchfix entries (distinct raw rows of each job) in the group.'),
  rows: z
    .number()
    .int()
    .describe(
      "Input rows of the user's jobs the group stands for (an entry of a job completed before rows were counted counts as 1).",
    ),
  jobs: z.number().int().describe('Jobs with an entry of the group.'),
  suggestion: z
    .object({ catalog_id: z.string(), publisher: z.string(), name: z.string(), score: z.number() })
    .nullable()
    .describe("The current catalog's best suggestion for the newest entry; null when it has none."),
});
export type MatchfixGroup = z.infer<typeof MatchfixGroupSchema>;

export const MatchfixGroupListResponseSchema = withExample(
  z.object({
    Groups: z.array(MatchfixGroupSchema),
    total: z.number().int().describe('Groups matching the filters, over all pages.'),
  }),
  {
    Groups: [
      {
        group_key: EXAMPLE_RAW_KEY,
        publisher: 'Mozilla',
        title: 'Mozila Firefux 131.0.2 (x64)',
        version: '131.0.2',
        versions: ['128.0', '130.0', '131.0.2'],
        version_count: 3,
        entries: 4,
        rows: 212,
        jobs: 2,
        suggestion: {
          catalog_id: 'winget:Mozilla.Firefox',
          publisher: 'Mozilla',
          name: 'Mozilla Firefox',
          score: 0.86,
        },
      },
    ],
    total: 1,
  },
);
export type MatchfixGroupListResponse = z.infer<typeof MatchfixGroupListResponseSchema>;

const groupKeys = z
  .array(z.string().regex(UUID_PATTERN, 'Each group key must be the UUID of a group.'), {
    error: 'group_keys is required.',
  })
  .min(1, 'Select at least one group.')
  .max(MAX_BULK_GROUPS, `Select at most ${MAX_BULK_GROUPS} groups at a time.`);

/** Accept: each group's top suggestion becomes a rule for every version of its title. */
export const MatchfixGroupAcceptRequestSchema = withExample(z.object({ group_keys: groupKeys }), {
  group_keys: [EXAMPLE_RAW_KEY],
});
export type MatchfixGroupAcceptRequest = z.input<typeof MatchfixGroupAcceptRequestSchema>;

/** Ignore: each group becomes a rule that ignores every version of its title, with the reason given. */
export const MatchfixGroupIgnoreRequestSchema = withExample(
  z.object({
    group_keys: groupKeys,
    reason: z
      .string({ error: 'A reason is required.' })
      .trim()
      .min(1, 'A reason is required.')
      .max(500, 'The reason must be at most 500 characters.'),
  }),
  { group_keys: [EXAMPLE_RAW_KEY], reason: 'Not software we license: a driver component.' },
);
export type MatchfixGroupIgnoreRequest = z.input<typeof MatchfixGroupIgnoreRequestSchema>;

export const MatchfixGroupActionResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({
      message: z.string(),
      rules_made: z.number().int().describe('Rules made (one per group).'),
      skipped: z
        .number()
        .int()
        .describe('Groups left as they were: no suggestion to accept, or no longer on the list.'),
    }),
  }),
  { ReturnCode: 200, ReturnObject: { message: '1 rule made.', rules_made: 1, skipped: 0 } },
);
export type MatchfixGroupActionResponse = z.infer<typeof MatchfixGroupActionResponseSchema>;
