import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_FILES } from './content-files.ts';

const REPOSITORY_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../content');

/** Where the JSON Schemas live, relative to content/: each content file's `$schema` points there. */
export const SCHEMA_DIR = 'schema';

/**
 * The JSON Schema of every content file kind (schema file name → text), generated from the zod schemas and
 * formatted as prettier formats the repository, so that `--write-schemas` and the drift test agree byte for byte.
 * Draft 7, which editors (VS Code, JetBrains) support in full. They check shape and types; what JSON Schema cannot
 * say (a regular expression compiles, references between files) only `npm run content:build` checks.
 */
export async function renderJsonSchemas(): Promise<Map<string, string>> {
  const prettier = await import('prettier');
  const rendered = new Map<string, string>();
  for (const fileSpec of Object.values(CONTENT_FILES)) {
    if (rendered.has(fileSpec.schemaFile)) continue;
    const document = z.toJSONSchema(fileSpec.schema, { io: 'input', target: 'draft-7' });
    // Resolved in the repository, whichever directory the command runs in, for its prettier configuration.
    const filepath = path.join(REPOSITORY_CONTENT_DIR, SCHEMA_DIR, fileSpec.schemaFile);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    rendered.set(fileSpec.schemaFile, await prettier.format(JSON.stringify(document), { ...options, filepath }));
  }
  return rendered;
}

/** Writes content/schema/*.schema.json; answers the paths written. */
export async function writeJsonSchemas(contentDir: string): Promise<string[]> {
  const directory = path.join(contentDir, SCHEMA_DIR);
  await mkdir(directory, { recursive: true });
  const written: string[] = [];
  for (const [file, text] of await renderJsonSchemas()) {
    const target = path.join(directory, file);
    await writeFile(target, text);
    written.push(target);
  }
  return written;
}
