import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES } from './content-files.ts';
import { renderJsonSchemas, SCHEMA_DIR } from './json-schemas.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const schemaDir = path.join(contentDir, SCHEMA_DIR);

describe(renderJsonSchemas.name, () => {
  it('matches the committed content/schema/*.schema.json (run `npm run content:build -- --write-schemas` after changing a schema)', async () => {
    const rendered = await renderJsonSchemas();
    expect(readdirSync(schemaDir).sort()).toEqual([...rendered.keys()].sort());
    for (const [file, text] of rendered) {
      expect(readFileSync(path.join(schemaDir, file), 'utf8'), file).toBe(text);
    }
  });

  it('is referenced by every content file through `$schema`, which editors follow', () => {
    for (const fileSpec of Object.values(CONTENT_FILES)) {
      const filePath = path.join(contentDir, fileSpec.file);
      const { $schema } = JSON.parse(readFileSync(filePath, 'utf8')) as { $schema?: string };
      expect($schema, fileSpec.file).toBeDefined();
      expect(path.resolve(path.dirname(filePath), $schema!), fileSpec.file).toBe(
        path.join(schemaDir, fileSpec.schemaFile),
      );
    }
  });
});
