import type { LifecycleCycle, LifecycleProduct } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, type Assert, type Fits } from './shared.ts';

/** A calendar date as the sources write them: `2020-12-31`. */
const isoDate = () => z.iso.date({ error: 'must be a date YYYY-MM-DD' });

/** An end of support: a date, or true when it has ended on a day not stated (false: no end planned). */
const end = (what: string) =>
  z
    .union([isoDate(), z.boolean()], { error: 'must be a date YYYY-MM-DD, or true (ended, date not stated) or false' })
    .optional()
    .describe(`${what}: a date YYYY-MM-DD, or true when it has ended on a day not stated.`);

/** One release cycle, as the engine's LifecycleCycle (its dates the lifecycle's `source`'s). */
export const lifecycleCycleSchema = z.strictObject({
  cycle: text().describe('The release line a row’s version falls in by its leading numbers: `32`, `3.12`, `2019`.'),
  releaseDate: isoDate().optional().describe('When the cycle was first released.'),
  eol: end('End of support'),
  eoas: end('End of active support'),
  eoes: end('End of extended support'),
  latest: text().optional().describe('The cycle’s latest release: `32.0.0.465`.'),
  lts: z.boolean().optional().describe('A long-term support cycle.'),
  label: text().optional().describe('The cycle’s name where its id is a version: `X` for `10`.'),
});

/** A lifecycle we author: one that no public source read at build time has, from a vendor's own statement. */
export const lifecycleSchema = z
  .strictObject({
    id: text()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, 'must be lower-case letters, digits and hyphens, e.g. `adobe-flash-player`')
      .describe('Stable id, e.g. `adobe-flash-player`; curated products name it as their `lifecycleId`.'),
    title: text().describe('The product the lifecycle is of, as a row’s reason names it: `Adobe Flash Player`.'),
    source: text().describe(
      'Where the dates come from, as a row’s reason names it: the vendor’s announcement and its address.',
    ),
    category: text().optional().describe('A category id of model/categories.json, for products without their own.'),
    cycles: z
      .array(lifecycleCycleSchema)
      .min(1, 'must list at least one cycle')
      .describe('Its release cycles, each with the dates the source states.'),
  })
  .superRefine((lifecycle, context) => {
    const seen = new Map<string, number>();
    lifecycle.cycles.forEach(({ cycle }, position) => {
      const first = seen.get(cycle);
      if (first === undefined) seen.set(cycle, position);
      else {
        context.addIssue({
          code: 'custom',
          path: ['cycles', position, 'cycle'],
          message: `cycle "${cycle}" is listed already, as cycles[${first}]`,
        });
      }
    });
  });

export const lifecyclesFileSchema = z
  .strictObject({
    $schema: schemaReference,
    lifecycles: z.array(lifecycleSchema),
  })
  .describe('rnorm content: lifecycles we author from vendors’ announcements that no public source has.');

type _CycleFits = Assert<Fits<z.output<typeof lifecycleCycleSchema>, LifecycleCycle>>;
// Every field of LifecycleCycle but `source`: an authored cycle's dates are its lifecycle's source's.
type _CycleKeys = Assert<Fits<Exclude<keyof LifecycleCycle, 'source'>, keyof z.output<typeof lifecycleCycleSchema>>>;
type _LifecycleFits = Assert<Fits<z.output<typeof lifecycleSchema>, LifecycleProduct>>;
// Every field but the identifiers a source gives (an authored lifecycle's product has its own CPE and purl).
type _LifecycleKeys = Assert<
  Fits<Exclude<keyof LifecycleProduct, 'cpe' | 'purl'>, keyof z.output<typeof lifecycleSchema>>
>;
