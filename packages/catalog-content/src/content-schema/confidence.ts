import type { ConfidenceTable } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, type Assert, type Fits } from './shared.ts';

const share = () => z.number().min(0).max(1);
const count = () => z.number().int().min(0);

const measure = {
  rows: count().describe('Labelled rows found this way, with this evidence.'),
  right: count().describe('How many of them came out right.'),
  confidence: share().describe(
    'The confidence given to such a row: their accuracy, leaning on the way’s when rows are few.',
  ),
};

/** The key of a class of evidence, as confidence/row-evidence.ts writes it. */
const EVIDENCE_KEY =
  /^(?:alias|exact|template|fuzzy|title_parse|ignored) publisher:(?:catalog|broad|other|none) version:(?:raw|raw-other|title|scheme|none) title:(?:identifier|component|words) dropped:(?:none|words)$/u;

export const confidenceShape = {
  measuredOn: text().describe('What the measures were taken on and when (written by the eval command).'),
  matchfixBelow: share().describe('A normalized row below this confidence is a guess: it goes to Matchfix.'),
  broadPublisher: count()
    .optional()
    .describe('A publisher with this many catalog products or more is a broad one (evidence `publisher:broad`).'),
  ways: z
    .array(
      z.strictObject({
        way: z
          .enum(['alias', 'exact', 'template', 'fuzzy', 'title_parse', 'ignored'])
          .describe('A way of finding a row.'),
        ...measure,
      }),
    )
    .describe('Each way over all its rows: the confidence of evidence no class measures.'),
  classes: z
    .array(
      z.strictObject({
        evidence: text()
          .regex(
            EVIDENCE_KEY,
            'must be a way and its evidence: `alias publisher:catalog version:raw title:words dropped:none`',
          )
          .describe('The way and the evidence: `alias publisher:catalog version:raw title:words dropped:none`.'),
        ...measure,
      }),
    )
    .describe('Each class of evidence within a way.'),
};

export const confidenceTableSchema = z.strictObject(confidenceShape);

export const confidenceFileSchema = z
  .strictObject({ $schema: schemaReference, ...confidenceShape })
  .describe(
    'rnorm content: how sure a row is, measured per way of finding it and per evidence. Written by ' +
      '`npm run eval -- --calibration --write`; not edited by hand.',
  );

type _ConfidenceFit = Assert<Fits<z.output<typeof confidenceTableSchema>, ConfidenceTable>>;
