import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAuthoredContent } from '../authored-content.ts';
import { AUTHORED_CATALOG_FILES, AUTHORED_MODEL_FILES, type AuthoredFile } from '../input-files.ts';
import { parseIgnoreExamples } from './ignore-examples-file.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const read = (file: string) => readFileSync(path.join(contentDir, file), 'utf8');

describe("the repository's content/", () => {
  it('passes every schema and every check across files, publishers from publishers.json alone', () => {
    const files = new Map<AuthoredFile, string>(
      [...AUTHORED_MODEL_FILES, ...AUTHORED_CATALOG_FILES].map((file) => [file, read(file)]),
    );
    const content = parseAuthoredContent(files);
    expect(content.products.length).toBeGreaterThan(300);
    expect(content.ignoreRules.length).toBeGreaterThan(10);
  });

  it('has valid ignore examples', () => {
    expect(parseIgnoreExamples(read('model/ignore-examples.json')).ignored.length).toBeGreaterThanOrEqual(100);
  });
});
