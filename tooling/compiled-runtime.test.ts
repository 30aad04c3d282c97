// Production runs compiled JavaScript with plain `node` (issue 27, item 6): the commands build first and then run
// `dist/`, never TypeScript through tsx, and the build leaves no stale module behind.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const BUILD = 'node tooling/build-node.mjs';
const PRODUCTION_SCRIPTS = [
  'start',
  'worker',
  'enrich',
  'content:build',
  'openapi:export',
  'license:issue',
  'update-server',
  'package:build',
];

/** Plain `node`: no loader or condition a parent process (Vitest) might hand down. */
function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
}

describe('production scripts', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };

  it.each(PRODUCTION_SCRIPTS)('%s builds, then runs a compiled file with plain node', (name) => {
    const script = scripts[name] ?? '';
    const match =
      /^(?:npm run build|node tooling\/build-node\.mjs) && node ((?:apps|packages)\/[\w-]+\/dist\/[\w/-]+\.js)$/.exec(
        script,
      );
    expect(match, `"${name}": ${script}`).not.toBeNull();
    // The compiled file stands for a source file at the same place under src/.
    const source = (match?.[1] ?? '').replace('/dist/', '/src/').replace(/\.js$/, '.ts');
    expect(existsSync(path.join(ROOT, source)), source).toBe(true);
  });

  it('npm start builds the web app and the Node packages', () => {
    expect(scripts.build).toMatch(new RegExp(`^${BUILD} && `));
  });

  it('no production dependency brings tsx', async () => {
    // `npm ls` exits 1 when it finds nothing; the tree it prints is what counts.
    const { stdout } = await run('npm', ['ls', 'tsx', '--omit=dev', '--all', '--json'], { cwd: ROOT }).catch(
      (error: { stdout: string }) => error,
    );
    expect(JSON.parse(stdout)).toEqual({ name: 'rnorm' });
  });
});

describe('the compiled commands', () => {
  beforeAll(async () => {
    await run(process.execPath, ['tooling/build-node.mjs', '--quiet'], { cwd: ROOT });
  });

  it('run with plain node, resolving the workspace packages to their dist', async () => {
    // package-build imports contracts, catalog-content and, through it, the engine.
    const { stdout } = await run(process.execPath, ['apps/api/dist/package-build.js', '--help'], {
      cwd: ROOT,
      env: plainEnv(),
    });
    expect(stdout).toMatch(/^Usage: npm run package:build/);
    const { stdout: resolved } = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@rnorm/engine'))"],
      { cwd: path.join(ROOT, 'apps/api'), env: plainEnv() },
    );
    expect(resolved.trim()).toMatch(/\/packages\/engine\/dist\/index\.js$/);
  });

  it('find the files beside their source from dist (api-docs assets)', () => {
    for (const asset of ['accessible-theme.css', 'accessible-names.js']) {
      expect(readFileSync(path.join(ROOT, 'apps/api/dist/api-docs', asset), 'utf8')).toBe(
        readFileSync(path.join(ROOT, 'apps/api/src/api-docs', asset), 'utf8'),
      );
    }
  });
});

// The build script on a repository of its own, so that the test may change sources freely.
describe('tooling/build-node.mjs', () => {
  const PACKAGES = ['contracts', 'db', 'engine', 'catalog-content', 'inventory-files'].map(
    (name) => `packages/${name}`,
  );
  let repo = '';
  const build = () => run(process.execPath, ['tooling/build-node.mjs'], { cwd: repo });
  const runEngine = () =>
    run(process.execPath, ['--input-type=module', '-e', "import('./packages/engine/dist/index.js')"], { cwd: repo });

  beforeAll(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'rnorm-build-'));
    await mkdir(path.join(repo, 'tooling'));
    await cp(path.join(ROOT, 'tooling/build-node.mjs'), path.join(repo, 'tooling/build-node.mjs'));
    await symlink(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'));
    for (const dir of [...PACKAGES, 'apps/api', 'apps/cli']) {
      await mkdir(path.join(repo, dir, 'src'), { recursive: true });
      await writeFile(path.join(repo, dir, 'package.json'), '{ "type": "module" }\n');
      await writeFile(path.join(repo, dir, 'src/index.ts'), 'export const name: string = "index";\n');
    }
  });
  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('compiles each file in place, rewrites relative .ts imports, and skips tests', async () => {
    const engine = path.join(repo, 'packages/engine/src');
    await writeFile(path.join(engine, 'index.ts'), "import { part } from './part.ts';\nconsole.log(part);\n");
    await writeFile(path.join(engine, 'part.ts'), "export const part: string = 'first';\n");
    await writeFile(path.join(engine, 'part.test.ts'), 'throw new Error("a test is not compiled");\n');
    const { stderr } = await build();
    expect(stderr).toMatch(/^build: .*packages\/engine/);
    expect((await runEngine()).stdout).toBe('first\n');
    expect(existsSync(path.join(repo, 'packages/engine/dist/part.test.js'))).toBe(false);
    // Current: nothing to do, nothing said.
    expect((await build()).stderr).toBe('');
  });

  it('builds again what changed, and drops what was deleted', async () => {
    const engine = path.join(repo, 'packages/engine/src');
    await writeFile(path.join(engine, 'part.ts'), "export const part: string = 'second';\n");
    await writeFile(path.join(engine, 'gone.ts'), 'export {};\n');
    expect((await build()).stderr).toBe('build: packages/engine → dist/\n');
    expect((await runEngine()).stdout).toBe('second\n');
    expect(existsSync(path.join(repo, 'packages/engine/dist/gone.js'))).toBe(true);
    await rm(path.join(engine, 'gone.ts'));
    await build();
    expect(existsSync(path.join(repo, 'packages/engine/dist/gone.js'))).toBe(false);
    expect(await readFile(path.join(repo, 'packages/engine/dist/part.js'), 'utf8')).toContain('second');
  });
});
