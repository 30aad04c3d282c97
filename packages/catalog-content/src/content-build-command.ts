// `npm run content:build`: rebuilds the content pack from content/ and the public sources, and says what it read.
import { resolveContentPaths, rebuildContentPack } from './content-pack-store.ts';

const startedAt = performance.now();
const paths = resolveContentPaths();
console.log(`content:   ${paths.contentDir}`);
console.log(`sources:   ${paths.sourcesDir ?? '(none: authored content only)'}`);

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
