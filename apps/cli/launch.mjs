// Starts a command of the CLI (`node apps/cli/launch.mjs enrich …`, which is what `npm run enrich` runs) from a
// JavaScript bundle of its TypeScript source. `node --import tsx` spends about 0.3 s setting up its loader before a
// command's first line runs, a tenth of the time `enrich` needs for a 50 MB file; the bundle starts at once.
//
// The bundle is rebuilt with esbuild whenever one of the files it was built from has changed since (as `make`
// decides), so it never runs older code than the source. When esbuild cannot build it, the command runs from its
// source through tsx, as before. This file is plain JavaScript because it must start without tsx.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLI_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
// Beside the repository's packages, so that the bundle finds the few it leaves out (esbuild) where the source does.
const CACHE_DIR = path.resolve(CLI_SOURCE, '../../../node_modules/.cache/rnorm-cli');
const COMMANDS = { enrich: 'enrich-command.ts' };

/**
 * Modules find the files around them through `import.meta.url` (the repository root, the builder's own code, the
 * worker's source). In a bundle that would name the bundle; each module keeps its own source URL instead.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

const [name] = process.argv.splice(2, 1);
if (!Object.hasOwn(COMMANDS, name)) {
  process.stderr.write(`launch.mjs: unknown command "${name}"; known: ${Object.keys(COMMANDS).join(', ')}\n`);
  process.exit(2);
}
const source = path.join(CLI_SOURCE, COMMANDS[name]);
const bundle = path.join(CACHE_DIR, `${name}.mjs`);
const manifestPath = path.join(CACHE_DIR, `${name}.inputs.json`);

if (await isCurrent()) {
  await import(pathToFileURL(bundle).href);
} else {
  let isBuilt = false;
  try {
    await buildBundle();
    isBuilt = true;
  } catch (error) {
    process.stderr.write(`${name}: running from the TypeScript source (bundling it failed: ${error})\n`);
  }
  if (isBuilt) {
    await import(pathToFileURL(bundle).href);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(source).href);
  }
}

/** The bundle exists and none of its inputs was written, replaced or removed after its build began. */
async function isCurrent() {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    await stat(bundle);
  } catch {
    return false;
  }
  if (typeof manifest.startedAtMs !== 'number' || !Array.isArray(manifest.inputs)) return false;
  const changes = await Promise.all(
    manifest.inputs.map((input) =>
      stat(input).then(
        (stats) => Math.max(stats.mtimeMs, stats.ctimeMs),
        () => Infinity,
      ),
    ),
  );
  return changes.every((changedAtMs) => changedAtMs < manifest.startedAtMs);
}

async function buildBundle() {
  const { build } = await import('esbuild');
  await mkdir(CACHE_DIR, { recursive: true });
  // Taken before esbuild reads anything, so that a file saved during the build counts as changed next time.
  const startedAtMs = Date.now();
  const temporary = `${bundle}.${process.pid}.${startedAtMs}.tmp`;
  try {
    const result = await build({
      entryPoints: [source],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // A native binary: loaded from node_modules as the source loads it.
      external: ['esbuild'],
      metafile: true,
      logLevel: 'silent',
      plugins: [keepModuleUrls],
    });
    await rename(temporary, bundle);
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
    await writeFile(manifestPath, JSON.stringify({ startedAtMs, inputs }));
  } finally {
    await rm(temporary, { force: true });
  }
}
