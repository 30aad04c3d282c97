import { z } from 'zod';
import { schemaReference, text } from './shared.ts';

/** content/version.json: the authored versions of the two halves; the build appends a hash of the inputs. */
export const versionFileSchema = z
  .strictObject({
    $schema: schemaReference,
    model: text().describe('Version of the Model half (dictionaries, rules), e.g. 1.0.0.'),
    content: text().describe('Version of the Content half (publishers, products), e.g. 1.0.0.'),
  })
  .describe('rnorm content: the authored versions of the Model and Content halves of the content pack.');
