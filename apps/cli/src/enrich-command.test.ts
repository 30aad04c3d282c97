import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function runEnrich(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/enrich-command.ts', ...args],
      { cwd: repositoryRoot },
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
