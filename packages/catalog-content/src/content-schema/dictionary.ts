import type { TokenDictionary } from '@rnorm/engine';
import { z } from 'zod';
import { schemaReference, text, type Assert, type Fits } from './shared.ts';

const spellings = z
  .array(text())
  .describe('Spellings that mean the value, matched as whole words, case-insensitively.');

/** value → spellings, as the engine reads it. */
export const tokenDictionarySchema = z.record(z.string().min(1, 'must not be empty'), spellings);

/**
 * A dictionary file (architectures, languages, editions, channels): value → spellings, and `$schema`. Only the
 * spellings count, not the value itself.
 */
export const dictionaryFileSchema = z
  .object({ $schema: schemaReference })
  .catchall(spellings)
  .describe('rnorm content: a token dictionary, value → spellings (e.g. "x64": ["x64", "amd64", "64-bit"]).');

type _DictionaryFits = Assert<Fits<z.output<typeof tokenDictionarySchema>, TokenDictionary>>;
