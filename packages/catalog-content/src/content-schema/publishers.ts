import type { CatalogPublisher } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, webAddress, type Assert, type Fits } from './shared.ts';

export const publisherSchema = z.strictObject({
  id: text().describe('Stable key, lower case, e.g. `microsoft`; products name it as their `publisherId`.'),
  name: text().describe('Display name without legal suffix, e.g. `Microsoft`.'),
  aliases: z
    .array(text())
    .default([])
    .describe('Other spellings seen in inventories (legal names, abbreviations, old names), as written.'),
  website: webAddress().optional(),
  nameFromIdentifier: z
    .boolean()
    .optional()
    .describe('The name was made from a package identifier: a row’s own spelling is reported instead.'),
  category: text()
    .optional()
    .describe('What most of the publisher’s software is (a category id of model/categories.json), e.g. `game`.'),
  productLinesOf: z
    .array(
      z.strictObject({
        publisherId: text().describe('The publisher the lines came from, e.g. `hp`.'),
        titleWords: z
          .array(text())
          .min(1)
          .describe('Words (whole words, any case) a title of those lines names, e.g. `ProLiant`.'),
      }),
    )
    .optional()
    .describe(
      'Product lines this publisher took over from another: a row of that publisher whose title names one of the words is this publisher’s.',
    ),
});

export const publishersFileSchema = z
  .strictObject({
    $schema: schemaReference,
    publishers: z.array(publisherSchema),
  })
  .describe('rnorm content: curated publishers.');

type _PublisherFits = Assert<Fits<z.output<typeof publisherSchema>, CatalogPublisher>>;
type _PublisherKeys = Assert<Fits<keyof CatalogPublisher, keyof z.output<typeof publisherSchema>>>;
