import { z } from 'zod';
import { EXAMPLE_FUZZY_RAW_KEY, withExample } from './examples.ts';
import { MatchfixGroupAcceptRequestSchema, MatchfixGroupSchema } from './matchfix-groups.ts';

// Fuzzy Match by product (issue 30): the user's Fuzzy Match entries grouped by raw publisher and title family, as
// Matchfix by product groups its entries. The query, the accept and ignore bodies and their answer are Matchfix's
// (MatchfixGroupQuerySchema, MatchfixGroupAcceptRequestSchema, …); what differs is what an entry is, and removal.

export const FuzzyMatchGroupSchema = MatchfixGroupSchema.extend({
  entries: z.number().int().describe('Fuzzy Match entries (distinct raw rows, whichever jobs hold them) in the group.'),
  suggestion: MatchfixGroupSchema.shape.suggestion.describe(
    "The current catalog's best suggestion for the newest entry (the list's first suggestion); null when it has none.",
  ),
});
export type FuzzyMatchGroup = z.infer<typeof FuzzyMatchGroupSchema>;

export const FuzzyMatchGroupListResponseSchema = withExample(
  z.object({
    Groups: z.array(FuzzyMatchGroupSchema),
    total: z.number().int().describe('Groups matching the filters, over all pages.'),
  }),
  {
    Groups: [
      {
        group_key: EXAMPLE_FUZZY_RAW_KEY,
        publisher: 'Mozila Corp.',
        title: 'Mozila Firefx',
        version: '128.0',
        versions: ['115.0', '128.0'],
        version_count: 2,
        entries: 2,
        rows: 57,
        jobs: 1,
        suggestion: {
          catalog_id: 'winget:Mozilla.Firefox',
          publisher: 'Mozilla',
          name: 'Mozilla Firefox',
          score: 0.81,
        },
      },
    ],
    total: 1,
  },
);
export type FuzzyMatchGroupListResponse = z.infer<typeof FuzzyMatchGroupListResponseSchema>;

/** Remove: every entry of each group leaves the company's list, as `delete_fuzzy_match` removes one. */
export const FuzzyMatchGroupRemoveRequestSchema = withExample(
  z.object({ group_keys: MatchfixGroupAcceptRequestSchema.shape.group_keys }),
  { group_keys: [EXAMPLE_FUZZY_RAW_KEY] },
);
export type FuzzyMatchGroupRemoveRequest = z.input<typeof FuzzyMatchGroupRemoveRequestSchema>;

export const FuzzyMatchGroupRemoveResponseSchema = withExample(
  z.object({
    ReturnCode: z.number().int(),
    ReturnObject: z.object({
      message: z.string(),
      removed: z.number().int().describe('Groups whose entries left the list.'),
      entries_removed: z.number().int().describe('Entries (raw rows) that left the list.'),
      skipped: z.number().int().describe('Groups no longer on the list: nothing to remove.'),
    }),
  }),
  { ReturnCode: 200, ReturnObject: { message: '1 product removed.', removed: 1, entries_removed: 2, skipped: 0 } },
);
export type FuzzyMatchGroupRemoveResponse = z.infer<typeof FuzzyMatchGroupRemoveResponseSchema>;
