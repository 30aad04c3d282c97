import { readFile } from 'node:fs/promises';
import type { RawRow } from '@rnorm/engine';
import { ContentValidationError, parseIgnoreExamples } from '@rnorm/catalog-content';
import { InvalidInputError } from '@rnorm/inventory-files';
import type { RowNormalizer } from '../enrich/batch-normalizer.ts';

/**
 * Real titles that must come out `ignored` (KB articles, hotfixes, security updates…) and look-alikes that must not
 * (`Microsoft Update Health Tools`). Entries are titles, or rows `{publisher, title, version}`.
 */
export interface IgnoreExamples {
  ignored: RawRow[];
  kept: RawRow[];
}

export interface IgnoreScore {
  /** `ignored` examples that came out ignored. */
  recalled: number;
  /** `kept` examples that came out ignored. */
  falsePositives: number;
  examples: IgnoreExamples;
  missed: RawRow[];
  wronglyIgnored: RawRow[];
}

/**
 * Reads `ignore-examples.json` against its schema (as `npm run content:build` does); undefined when the file does
 * not exist. A title alone is a row without publisher and version.
 */
export async function readIgnoreExamples(path: string): Promise<IgnoreExamples | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parseIgnoreExamples(text);
  } catch (error) {
    if (error instanceof ContentValidationError) throw new InvalidInputError(`${path}: ${error.message}`);
    throw error;
  }
}

export function scoreIgnoreExamples(examples: IgnoreExamples, normalizer: RowNormalizer): IgnoreScore {
  const isIgnored = (row: RawRow) => normalizer.normalize(row).status === 'ignored';
  const missed = examples.ignored.filter((row) => !isIgnored(row));
  const wronglyIgnored = examples.kept.filter(isIgnored);
  return {
    recalled: examples.ignored.length - missed.length,
    falsePositives: wronglyIgnored.length,
    examples,
    missed,
    wronglyIgnored,
  };
}
