// `npm run content:build`: checks content/ against its schemas, rebuilds the content pack from it and the public
// sources, and says what it read. `npm run content:build -- --write-schemas` writes content/schema/*.schema.json
// from the zod schemas instead (commit them: a test fails when they differ).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveContentPaths, rebuildContentPack } from './content-pack-store.ts';
import { parseIgnoreExamples } from './content-schema/ignore-examples-file.ts';
import { writeJsonSchemas } from './content-schema/json-schemas.ts';
import { ContentValidationError } from './content-schema/problems.ts';

const { values } = parseArgs({ options: { 'write-schemas': { type: 'boolean', default: false } } });
const startedAt = performance.now();
const paths = resolveContentPaths();

if (values['write-schemas']) {
  for (const file of await writeJsonSchemas(paths.contentDir)) console.log(`wrote ${file}`);
} else {
  try {
    await build();
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    console.error(`content:build failed: ${error.message}`);
    process.exitCode = 1;
  }
}

async function build(): Promise<void> {
  console.log(`content:   ${paths.contentDir}`);
  console.log(`sources:   ${paths.sourcesDir ?? '(none: authored content only)'}`);
  // Not an input of the pack, but content all the same: `npm run eval` scores the ignore rules with it.
  const examples = await readFile(path.join(paths.contentDir, 'model/ignore-examples.json'), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (examples !== undefined) parseIgnoreExamples(examples);

  const build = await rebuildContentPack(paths);

  const formatCounts = (counts: Record<string, number>): string =>
    Object.entries(counts)
      .map(([name, count]) => `${name}=${count}`)
      .join(' ');
  console.log('');
  for (const step of build.steps) {
    console.log(`${step.name.padEnd(42)} ${step.isPresent ? formatCounts(step.counts) : 'missing, skipped'}`);
  }
  console.log('');
  console.log(`totals:    ${formatCounts(build.totals)}`);
  console.log(`model:     ${build.pack.model.version}`);
  console.log(`catalog:   ${build.pack.catalog.version}`);
  console.log(`written:   ${build.filePath} (${(build.bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`took:      ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
