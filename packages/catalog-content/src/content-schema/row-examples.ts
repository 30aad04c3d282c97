import type { LifecycleStatus } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, type Assert, type Fits } from './shared.ts';

/** An output value an example expects: a string, or null for "no value". */
const expectedText = () => z.string().nullable().optional();

/** One raw row and what the engine must make of it with the curated content alone. */
export const rowExampleEntrySchema = z
  .strictObject({
    row: z
      .strictObject({ publisher: z.string().default(''), title: text(), version: z.string().default('') })
      .describe('The row as an inventory gives it.'),
    expect: z
      .strictObject({
        status: z.enum(['normalized', 'ignored', 'matchfix', 'error']).optional(),
        publisher: expectedText(),
        name: expectedText(),
        version: expectedText(),
        edition: expectedText(),
        release: expectedText(),
        servicepack: expectedText(),
        architecture: expectedText(),
        language: expectedText(),
        catalog_id: expectedText(),
        category: expectedText(),
        license: expectedText(),
        license_type: z.enum(['open-source', 'proprietary', 'freeware', 'unknown']).optional(),
        cpe: expectedText(),
        end_of_support: expectedText(),
        lifecycle_status: z
          .enum(['supported', 'extended_support', 'end_of_life', 'unknown'])
          .nullable()
          .optional()
          .describe('As on the day the test runs: expect it of a cycle that has ended, whose status stays.'),
      })
      .describe('The output fields the row must have (the others are not checked).'),
    why: text().describe('The content this example tests, in a few words: "the alias …", "the template …".'),
  })
  .describe('A row and the output it must have.');

/**
 * content/catalog/row-examples.json: rows and the output the curated content must give them, the test of a content
 * change (a publisher alias, a product, a template, a version scheme). Not part of the content pack: the content
 * tests normalize each row with the authored content alone and compare.
 */
export const rowExamplesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    examples: z.array(rowExampleEntrySchema).describe('Rows and the output they must have.'),
  })
  .describe('rnorm content: rows and the output the curated content must give them (the content tests).');

export type RowExample = z.output<typeof rowExampleEntrySchema>;

type _StatusFits = Assert<Fits<NonNullable<RowExample['expect']['lifecycle_status']>, LifecycleStatus>>;
