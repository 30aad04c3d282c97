import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createNormalizer, type RowStatus } from '@rnorm/engine';
import { collectDistinctRows, generateInventoryCsv } from '@rnorm/inventory-files/generate';
import { measureEnrichRun } from './bench/measure-enrich-run.ts';
import { loadCatalogIndex } from './content/load-catalog-index.ts';
import { parseCommandLine, parseCount } from './parse-command-line.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run bench [-- --rows N] [-- --distinct N] [-- --seed N] [-- --keep <file.csv>]

Generates a deterministic inventory (a few hundred titles on most machines with their versions, KB/hotfix rows,
a long tail of rare in-house applications), runs the real enrich command on it as a child process (after a one-row
warm-up run that brings the CLI bundle and the content pack up to date), and then normalizes distinct rows in process
with a cold cache.

  --rows <N>       Rows of the generated inventory (default 728,000: about 50 MB, the file the targets are
                   stated for; 1,000,000 rows are about 69 MB).
  --distinct <N>   Distinct rows for the cold-cache measure (default 60,000; at least 50,000 for the target).
  --seed <N>       Seed of the generator (default 1).
  --keep <file>    Write the inventory there and keep it (default: a temporary folder, removed at the end).
  --help           This text.`;

const OPTIONS = {
  rows: { type: 'string' },
  distinct: { type: 'string' },
  seed: { type: 'string' },
  keep: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The targets, for the 50 MB file. */
const TARGETS = { endToEndSeconds: 5, peakMemoryBytes: 1e9, coldDistinctRowsPerSecond: 20_000 };
/**
 * Rows that make the 50 MB file the targets are stated for. The issue also says "about a million rows", but real
 * Add/Remove Programs rows average about 69 bytes, so a million of them are about 69 MB; the size decides.
 */
const ROWS_FOR_50_MB = 728_000;

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

async function writeInventory(path: string, rows: number, seed: number): Promise<void> {
  const file = createWriteStream(path);
  for (const chunk of generateInventoryCsv(rows, seed)) {
    if (!file.write(chunk)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
}

/** Output rows: CRLF line ends minus the header (the generator writes no line breaks inside cells). */
async function countOutputRows(path: string): Promise<number> {
  const text = await readFile(path, 'latin1');
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines - 1;
}

async function main(): Promise<void> {
  const values = parseCommandLine(process.argv.slice(2), OPTIONS, USAGE);
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const rows = parseCount(values.rows, '--rows', ROWS_FOR_50_MB);
  const distinct = parseCount(values.distinct, '--distinct', 60_000);
  const seed = parseCount(values.seed, '--seed', 1, 0);
  const folder = await mkdtemp(join(tmpdir(), 'rnorm-bench-'));
  const inventoryPath = values.keep ? resolve(values.keep) : join(folder, 'inventory.csv');
  const outputPath = join(folder, 'enriched.csv');
  const log = (line: string) => process.stderr.write(line + '\n');
  try {
    let startedAt = performance.now();
    await writeInventory(inventoryPath, rows, seed);
    const inventoryBytes = (await stat(inventoryPath)).size;
    log(
      `bench: generated ${count(rows)} rows, ${(inventoryBytes / 1e6).toFixed(1)} MB (seed ${seed}) in ` +
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${inventoryPath}`,
    );

    // A first run after a source or content change rebuilds the CLI bundle and the content pack; that one-time work
    // is not what the timed run measures, so a one-row run does it first.
    log('bench: warm-up run (brings the CLI bundle and the content pack up to date)…');
    const warmUpPath = join(folder, 'warm-up.csv');
    await writeInventory(warmUpPath, 1, seed);
    const warmUp = await measureEnrichRun(repositoryRoot, ['--in', warmUpPath, '--out', outputPath, '--quiet']);
    if (warmUp.exitCode !== 0) throw new Error(`enrich exited with ${warmUp.exitCode}:\n${warmUp.stderr}`);

    log('bench: enrich end to end (child process)…');
    const run = await measureEnrichRun(repositoryRoot, ['--in', inventoryPath, '--out', outputPath, '--quiet']);
    if (run.exitCode !== 0) throw new Error(`enrich exited with ${run.exitCode}:\n${run.stderr}`);
    const outputRows = await countOutputRows(outputPath);
    // The child's own lines; those of /usr/bin/time start with a tab.
    const childLines = run.stderr.split('\n').filter((line) => /^(content:|enrich:| {2}\S)/.test(line));

    log(`bench: ${count(distinct)} distinct rows, cold cache (in process)…`);
    const distinctRows = collectDistinctRows(distinct, seed);
    const { index } = await loadCatalogIndex({ log });
    // As a job and the enrich command normalize: without catalog suggestions, which neither stores.
    const normalizer = createNormalizer(index, { jobType: 'title', suggest: 'none' });
    const byStatus: Record<RowStatus, number> = { normalized: 0, matchfix: 0, ignored: 0, error: 0 };
    startedAt = performance.now();
    for (const row of distinctRows) byStatus[normalizer.normalize(row).status]++;
    const coldSeconds = (performance.now() - startedAt) / 1000;
    const coldRate = distinctRows.length / coldSeconds;

    const peak = run.peakMemoryBytes;
    const table = [
      ['measure', 'result', 'target', ''],
      [
        'end to end (spawn to exit)',
        `${run.wallSeconds.toFixed(2)} s`,
        `≤ ${TARGETS.endToEndSeconds} s`,
        verdict(run.wallSeconds <= TARGETS.endToEndSeconds),
      ],
      ['  of which rows (read, normalize, write)', `${run.rowsSeconds?.toFixed(2) ?? '?'} s`, '', ''],
      ['rows/s end to end', count(rows / run.wallSeconds), '', ''],
      [
        `peak memory (${run.peakMemorySource})`,
        peak === undefined ? '?' : `${count(peak / 1e6)} MB`,
        '≤ 1,000 MB',
        verdict(peak !== undefined && peak <= TARGETS.peakMemoryBytes),
      ],
      [
        `distinct rows/s, cold cache (${count(distinctRows.length)})`,
        count(coldRate),
        `≥ ${count(TARGETS.coldDistinctRowsPerSecond)}`,
        verdict(coldRate >= TARGETS.coldDistinctRowsPerSecond && distinctRows.length >= 50_000),
      ],
    ];
    const widths = [0, 1, 2].map((column) => Math.max(...table.map((cells) => (cells[column] ?? '').length)));
    const statusMix = Object.entries(byStatus)
      .map(([status, n]) => `${status} ${((100 * n) / distinctRows.length).toFixed(1)} %`)
      .join(', ');
    const lines = [
      '',
      `bench: ${count(rows)} rows, ${(inventoryBytes / 1e6).toFixed(1)} MB (seed ${seed}); output ${count(outputRows)} ` +
        `rows (${outputRows === rows ? 'one per input row' : 'MISMATCH'})`,
      ...childLines.map((line) => `  | ${line}`),
      '',
      ...table.map(
        ([label = '', result = '', target = '', met = '']) =>
          `  ${label.padEnd(widths[0] ?? 0)}  ${result.padStart(widths[1] ?? 0)}  ${target.padEnd(widths[2] ?? 0)}  ${met}`,
      ),
      `  cold-cache rows: ${count(distinctRows.length)} distinct in ${coldSeconds.toFixed(2)} s (${statusMix})`,
    ];
    if (inventoryBytes > 55e6) {
      const rowsFor50Mb = Math.round((rows * 50e6) / inventoryBytes / 1000) * 1000;
      lines.push(
        `  The targets are stated for a 50 MB file; this one is ${(inventoryBytes / 1e6).toFixed(0)} MB ` +
          `(--rows ${rowsFor50Mb} gives 50 MB).`,
      );
    }
    process.stdout.write(lines.join('\n') + '\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await runCommand('bench', main);
