// The build of the Node processes (`npm run build:node`, part of `npm run build`, and the first step of every
// production command): each TypeScript file of the API, the CLI and the packages they import becomes one JavaScript
// file in its package's `dist/`, at the place it has under `src/` (packages/db/src/client.ts →
// packages/db/dist/client.js), and the other files under `src/` (api-docs' CSS and script) are copied along. Nothing
// is bundled, so code that finds files through `import.meta.url` (the repository root, SQL migrations, the web app's
// dist, the normalize worker, content/) finds them from dist as from src. Imports of workspace packages stay imports:
// `@rnorm/db` resolves through its package's `exports` to `dist/` under plain `node`, and to `src/` under the
// `rnorm-source` condition (tests, typecheck, `dev:api`).
//
// esbuild rather than `tsc -b`: it only strips types, file by file (the code is written for that: `isolatedModules`,
// `verbatimModuleSyntax`), and builds all seven packages in about half a second, where tsc took 16–23 s from clean on
// two cores. Type checking stays `npm run typecheck`'s job, as it was when these processes ran under tsx.
//
// A package is built again when a file or folder under its `src/`, its package.json or this script changed after its
// last build began (as `make` decides), so a command never runs older code than its source, and one that finds
// everything current starts at once. Plain JavaScript, because it runs before anything is compiled.
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THIS_SCRIPT = fileURLToPath(import.meta.url);
/** What the API, the worker and the CLI run, with every package they import. */
const NODE_PACKAGES = [
  'packages/contracts',
  'packages/db',
  'packages/engine',
  'packages/catalog-content',
  'packages/inventory-files',
  'apps/api',
  'apps/cli',
];
const STAMP_FILE = '.build-stamp.json';

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isTypeScript = (file) => /\.tsx?$/.test(file);

/**
 * The relative `.ts` imports of a file name the `.js` file beside it, as tsc's `rewriteRelativeImportExtensions`
 * would; every import stays external, so each source file stays one output file.
 */
const keepImportsAsFiles = {
  name: 'keep-imports-as-files',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const isRelative = args.path.startsWith('./') || args.path.startsWith('../');
      return { path: isRelative ? args.path.replace(/\.tsx?$/, '.js') : args.path, external: true };
    });
  },
};

/** The files below `directory`, and the folders too (a deleted or renamed file changes its folder's times). */
async function listTree(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return {
    files: entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    folders: [directory, ...entries.filter((entry) => entry.isDirectory()).map((e) => path.join(e.parentPath, e.name))],
  };
}

async function isCurrent(distDir, inputs) {
  let startedAtMs;
  try {
    ({ startedAtMs } = JSON.parse(await readFile(path.join(distDir, STAMP_FILE), 'utf8')));
  } catch {
    return false;
  }
  if (typeof startedAtMs !== 'number') return false;
  const times = await Promise.all(
    inputs.map((input) =>
      stat(input).then(
        (stats) => Math.max(stats.mtimeMs, stats.ctimeMs),
        () => Infinity,
      ),
    ),
  );
  return times.every((changedAtMs) => changedAtMs < startedAtMs);
}

/** Builds one package into a folder of its own, then puts it in place of `dist/`; false if it was current. */
async function buildPackage(packageDir) {
  const srcDir = path.join(ROOT, packageDir, 'src');
  const distDir = path.join(ROOT, packageDir, 'dist');
  const { files, folders } = await listTree(srcDir);
  const inputs = [...files, ...folders, path.join(ROOT, packageDir, 'package.json'), THIS_SCRIPT];
  if (await isCurrent(distDir, inputs)) return false;

  // Taken before anything is read, so that a file saved during the build counts as changed next time.
  const startedAtMs = Date.now();
  const sources = files.filter((file) => isTypeScript(file) && !isTest(file));
  const assets = files.filter((file) => !isTypeScript(file));
  const nextDir = `${distDir}.${process.pid}.tmp`;
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: sources,
      outdir: nextDir,
      outbase: srcDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [keepImportsAsFiles],
    });
    for (const asset of assets) {
      const target = path.join(nextDir, path.relative(srcDir, asset));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(asset, target);
    }
    await writeFile(path.join(nextDir, STAMP_FILE), JSON.stringify({ startedAtMs }));
    // A fresh folder rather than writes over the old one: a module deleted from src leaves nothing behind in dist.
    await rm(distDir, { recursive: true, force: true });
    await rename(nextDir, distDir).catch((error) => {
      // Another build (a second command started at once) put its dist in place first, from the same sources.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(nextDir, { recursive: true, force: true });
  }
  return true;
}

const built = (
  await Promise.all(NODE_PACKAGES.map(async (dir) => ((await buildPackage(dir)) ? dir : undefined)))
).filter(Boolean);
if (built.length > 0 && !process.argv.includes('--quiet')) {
  process.stderr.write(`build: ${built.join(', ')} → dist/\n`);
}
