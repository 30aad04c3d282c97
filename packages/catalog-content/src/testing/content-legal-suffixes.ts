import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The legal suffixes of the repository's content (content/model/legal-suffixes.json), for tests that strip publisher
 * names as the content build does: the list has one source, the content's.
 */
export const CONTENT_LEGAL_SUFFIXES: readonly string[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../content/model/legal-suffixes.json'), 'utf8'),
).legalSuffixes;
