import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestInputs } from '@rnorm/catalog-content/testing';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

// As `npm run enrich` runs it: the compiled command and worker, with plain `node` (see tooling/build-node.mjs).
beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['tooling/build-node.mjs', '--quiet'], { cwd: repositoryRoot });
});

function runEnrich(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['apps/cli/dist/enrich-command.js', ...args],
      { cwd: repositoryRoot, env },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rnorm-command-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

// These cases stop before the content pack loads, so they run without catalog sources.
describe('enrich-command', () => {
  it('prints its usage for --help and exits 0', async () => {
    const { code, stdout } = await runEnrich(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run enrich -- --in/);
  });

  it('exits 2 with the usage for a missing option or an unknown one', async () => {
    expect(await runEnrich(['--in', 'x.csv'])).toMatchObject({ code: 2, stderr: /--in and --out are required/ });
    expect(await runEnrich(['--input', 'x.csv'])).toMatchObject({ code: 2, stderr: /Unknown option '--input'/ });
    expect(await runEnrich(['--in', 'a', '--out', 'b', '--type', 'vendor'])).toMatchObject({ code: 2 });
  });

  it('exits 2 when --explain is not one row of three parts, or comes with --in', async () => {
    expect(await runEnrich(['--explain', 'Contoso|Widget'])).toMatchObject({ code: 2, stderr: /three parts/ });
    expect(await runEnrich(['--explain', 'a|b|c', '--in', 'x.csv'])).toMatchObject({
      code: 2,
      stderr: /leave out --in and --out/,
    });
  });

  it('exits 2 naming the missing column, and writes nothing', async () => {
    const inPath = join(folder, 'no-title.csv');
    const outPath = join(folder, 'no-title.out.csv');
    await writeFile(inPath, 'Publisher,Name2,Version\nA,B,1\n');
    const { code, stderr } = await runEnrich(['--in', inPath, '--out', outPath]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'enrich: the input has no "Title" column (found "Publisher", "Name2", "Version"); a title job expects the ' +
        'header Publisher,Title,Version.\n',
    );
    expect(existsSync(outPath)).toBe(false);
  });

  it('exits 2 for binary input', async () => {
    const inPath = join(folder, 'book.xlsx');
    await writeFile(inPath, Buffer.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0));
    expect(await runEnrich(['--in', inPath, '--out', join(folder, 'book.csv')])).toMatchObject({
      code: 2,
      stderr: /ZIP archive/,
    });
  });
});

describe('enrich-command with content', () => {
  it('builds the content pack on first use, reuses it next time, and writes one row per input row', async () => {
    const sources = await writeTestInputs();
    const env = { ...process.env, RNORM_CONTENT_SOURCES: sources.sourcesDir, RNORM_DATA_DIR: join(folder, 'data') };
    const inPath = join(folder, 'inventory.csv');
    await writeFile(
      inPath,
      'Publisher,Title,Version\r\nContoso Corporation,Contoso Widget (x64),2.1\r\n' +
        'Microsoft Corporation,Security Update for Microsoft Office 2016 (KB5002251) 64-Bit Edition,\r\n' +
        // A blank line between rows: not a row, and the summary says so.
        ',,\r\n\r\nContoso Corporation,Contoso Widget (x64),2.1\r\n' +
        // Written without quotes around the comma of the company name.
        'Contoso, Inc.,Contoso Widget (x64),2.1\r\n',
    );
    try {
      const first = await runEnrich(['--in', inPath, '--out', join(folder, 'first.json'), '--quiet'], env);
      expect(first).toMatchObject({ code: 0, stderr: /content pack missing or built from other inputs: rebuilding/ });
      const second = await runEnrich(['--in', inPath, '--out', join(folder, 'second.json'), '--quiet'], env);
      expect(second).toMatchObject({ code: 0, stderr: /content pack is current/ });
      expect(second.stderr).toMatch(/warning {2}1 rows had an unquoted comma in the publisher or title/);
      expect(second.stderr).toMatch(/warning {2}1 blank line\(s\) were passed over/);

      const { Results: rows } = JSON.parse(await readFile(join(folder, 'second.json'), 'utf8'));
      expect(rows.map((row: { status: string }) => row.status)).toEqual([
        'normalized',
        'ignored',
        'error',
        'normalized',
        'normalized',
      ]);
      expect(rows[4]).toMatchObject({ raw_publisher: 'Contoso, Inc.', publisher: 'Contoso', name: 'Contoso Widget' });
      expect(rows[0]).toMatchObject({
        publisher: 'Contoso',
        name: 'Contoso Widget',
        version: '2.1',
        architecture: 'x64',
      });
      expect(await readFile(join(folder, 'first.json'), 'utf8')).toBe(
        await readFile(join(folder, 'second.json'), 'utf8'),
      );

      // --explain: each stage's decision, the outcome with its reason, and each field with what set it.
      const explained = await runEnrich(['--explain', 'Contoso Corporation|Contoso Widget (x64)|2.1'], env);
      expect(explained.code).toBe(0);
      expect(explained.stdout).toMatch(
        /^row "Contoso Corporation" \| "Contoso Widget \(x64\)" \| "2\.1"\nstages:\n {2}clean /,
      );
      expect(explained.stdout).toMatch(/\n {2}publisher +Contoso \(/);
      expect(explained.stdout).toMatch(/\n {2}title +name "Contoso Widget"/);
      expect(explained.stdout).toMatch(/\noutcome: normalized, matched by /);
      expect(explained.stdout).toMatch(/\n {2}architecture +"x64" ← title\n/);
      const ignored = await runEnrich(
        ['--explain', 'Microsoft Corporation|Security Update for Microsoft Office 2016 (KB5002251) 64-Bit Edition|'],
        env,
      );
      expect(ignored.stdout).toMatch(/\n {2}decided by: ignore rule "[^"]+" in content\/model\/ignore-rules\.json\n/);
    } finally {
      await rm(sources.root, { recursive: true, force: true });
    }
  });
});
