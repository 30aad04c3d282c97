import { z } from 'zod';
import { schemaReference, text } from './shared.ts';

/** A title, or a row as an inventory gives it. */
const example = z.union([
  text(),
  z.strictObject({ publisher: z.string().optional(), title: text(), version: z.string().optional() }),
]);

/**
 * content/model/ignore-examples.json: real titles that must come out `ignored` and look-alikes that must not. Not
 * part of the content pack: `npm run eval` and the content tests score the ignore rules with them.
 */
export const ignoreExamplesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    ignored: z.array(example).describe('Titles (or rows) the ignore rules must ignore.'),
    kept: z.array(example).default([]).describe('Look-alike titles (or rows) the ignore rules must not ignore.'),
  })
  .describe('rnorm content: examples the ignore rules are scored on (npm run eval).');

export type IgnoreExample = z.output<typeof example>;
