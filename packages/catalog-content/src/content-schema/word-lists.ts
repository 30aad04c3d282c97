import { z } from 'zod';
import { schemaReference, text } from './shared.ts';

/** A list of spellings, as written. */
export const wordListSchema = z.array(text());

export const legalSuffixesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    legalSuffixes: wordListSchema.describe('Legal suffixes to drop from publisher names (`Inc.`, `GmbH`), as written.'),
  })
  .describe('rnorm content: legal suffixes of publisher names.');

export const legalPrefixesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    legalPrefixes: wordListSchema.describe('Legal forms written before a publisher name (`ООО`, `JSC`, `PT`).'),
  })
  .describe('rnorm content: legal forms written before publisher names.');

export const publisherPlaceholdersFileSchema = z
  .strictObject({
    $schema: schemaReference,
    publisherPlaceholders: wordListSchema.describe(
      'Publisher strings that carry no information (`Unknown`, `N/A`, `Default Company Name`).',
    ),
  })
  .describe('rnorm content: publisher placeholders.');
