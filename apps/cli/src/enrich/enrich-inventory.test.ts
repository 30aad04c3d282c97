import { buildCatalogIndex, createNormalizer, OUTPUT_COLUMNS, type JobType } from '@rnorm/engine';
import fc from 'fast-check';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInventoryCsv } from '@rnorm/inventory-files/generate';
import {
  DelimitedRecordParser,
  formatCsvField,
  openInventoryInput,
  OutputFileWriter,
  type OutputFormat,
  PUBLISHER_JOB_COLUMNS,
} from '@rnorm/inventory-files';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { createInProcessBatchNormalizer } from './batch-normalizer.ts';
import { createWorkerNormalizer } from './create-worker-normalizer.ts';
import { enrichInventory } from './enrich-inventory.ts';

const index = buildCatalogIndex(contentPackFixture);

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rnorm-enrich-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let runNumber = 0;
async function enrich(content: string, format: OutputFormat, jobType: JobType = 'title', inWorker = false) {
  const inPath = join(folder, `in-${++runNumber}.csv`);
  const outPath = join(folder, `out-${runNumber}.${format}`);
  await writeFile(inPath, content);
  const writer = await OutputFileWriter.create(outPath);
  const normalizer = inWorker
    ? createWorkerNormalizer({ jobType, format, pack: contentPackFixture }, () => undefined)
    : createInProcessBatchNormalizer(createNormalizer(index, { jobType }), format, jobType);
  try {
    const input = await openInventoryInput(inPath, jobType);
    const counts = await enrichInventory(input, normalizer, writer, format, undefined, jobType);
    await writer.commit();
    return { counts, output: await readFile(outPath, 'utf8') };
  } finally {
    await normalizer.close();
  }
}

/** What a CSV reader sees of a value we wrote (formulas carry their leading '). */
function asWritten(value: string): string | undefined {
  let first: string | undefined;
  const parser = new DelimitedRecordParser(',', (cells) => (first ??= cells[0]));
  parser.push(formatCsvField(value) + ',end');
  parser.end();
  return first;
}

function csvRecords(text: string, columns: readonly string[] = OUTPUT_COLUMNS): Record<string, string>[] {
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
  parser.push(text.replace(/^\uFEFF/, ''));
  parser.end();
  const [header = [], ...rows] = records;
  expect(header).toEqual([...columns]);
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])));
}

const INVENTORY = [
  'Publisher,Title,Version',
  'Mozilla,Mozilla Firefox (x64 en-US),122.0',
  '',
  'Microsoft Corporation,Security Update for Microsoft Office 2016 (KB5002251) 32-Bit Edition,',
  'Mozilla,Mozilla Firefox (x64 en-US),122.0',
  ',,',
  `Evil,"=cmd|' /C calc'!A0",-1`,
  'Igor Pavlov,7-Zip 23.01 (x64),23.01',
].join('\r\n');

describe(enrichInventory.name, () => {
  it.each([false, true])(
    'writes the publisher website and aliases on publisher jobs (in a worker: %s)',
    async (inWorker) => {
      const { output } = await enrich(
        'Publisher\r\nMozilla Foundation\r\nContoso GmbH\r\n',
        'csv',
        'publisher',
        inWorker,
      );
      const [header = '', first = '', second = ''] = output.replace(/^\uFEFF/, '').split('\r\n');
      expect(header.split(',').slice(-2)).toEqual(['publisher_website', 'publisher_aliases']);
      expect(first.split(',').slice(-2)).toEqual(['https://www.mozilla.org', 'Mozilla Foundation']);
      expect(second.split(',').slice(-2)).toEqual(['', '']);
      expect(second).toContain(',Contoso,');
    },
  );

  it('writes one CSV row per input row, in input order, repeated rows included', async () => {
    const { counts, output } = await enrich(INVENTORY, 'csv');
    const rows = csvRecords(output);
    expect(rows.map((row) => [row.raw_publisher, row.raw_title, row.status])).toEqual([
      ['Mozilla', 'Mozilla Firefox (x64 en-US)', 'normalized'],
      ['Microsoft Corporation', 'Security Update for Microsoft Office 2016 (KB5002251) 32-Bit Edition', 'ignored'],
      ['Mozilla', 'Mozilla Firefox (x64 en-US)', 'normalized'],
      ['', '', 'error'],
      ['Evil', "'=cmd|' /C calc'!A0", rows[4]?.status],
      ['Igor Pavlov', '7-Zip 23.01 (x64)', 'normalized'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Mozilla Firefox',
      catalog_id: 'winget:Mozilla.Firefox',
      is_open_source: 'true',
    });
    expect(counts).toMatchObject({ rows: 6, distinctRows: 5, byStatus: { ignored: 1, error: 1 } });
    expect(counts.byStatus.normalized + counts.byStatus.matchfix).toBe(4);
    expect(output.startsWith('\uFEFFraw_publisher,')).toBe(true);
  });

  it('writes {"Results": [...]} with the output columns as keys for JSON', async () => {
    const { output } = await enrich(INVENTORY, 'json');
    const { Results } = JSON.parse(output) as { Results: Record<string, unknown>[] };
    expect(Results).toHaveLength(6);
    expect(Object.keys(Results[0] ?? {})).toEqual([...OUTPUT_COLUMNS]);
    expect(Results[4]).toMatchObject({ raw_title: "=cmd|' /C calc'!A0", raw_version: '-1' });
    // A header with no rows under it makes no job: refused, saying why, before any output is written.
    await expect(enrich('Publisher,Title,Version\r\n\r\n', 'json')).rejects.toThrow(
      'has a header row but no data rows; add at least one row under the header.',
    );
  });

  it('normalizes publishers only for publisher jobs', async () => {
    const { output } = await enrich('Publisher\nMozilla Foundation\n\nIgor Pavlov\n', 'csv', 'publisher');
    expect(csvRecords(output, PUBLISHER_JOB_COLUMNS).map((row) => [row.raw_publisher, row.publisher])).toEqual([
      ['Mozilla Foundation', 'Mozilla'],
      ['Igor Pavlov', 'Igor Pavlov'],
    ]);
  });

  it('never loses or adds a row, whatever the cells hold', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      // Control characters have their own tests: many of them make a file binary junk, rejected as a whole.
      fc.constantFrom('', ' ', '"', ',', '\r\n', '=1+1', '-1', 'Mozilla Firefox (x64 en-US)', 'KB5002251'),
    );
    const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 20 }), async (table) => {
        const content = 'Publisher,Title,Version\n' + table.map((row) => row.map(quoted).join(',')).join('\n');
        const rows = csvRecords((await enrich(content, 'csv')).output);
        expect(rows.map((row) => [row.raw_publisher, row.raw_title, row.raw_version])).toEqual(
          table.map((row) => row.map(asWritten)),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('writes the same bytes with the normalizer in a worker thread, where answers come while reading goes on', async () => {
    const content = [...generateInventoryCsv(120_000, 9)].join('');
    const inProcess = await enrich(content, 'csv');
    const inWorker = await enrich(content, 'csv', 'title', true);
    expect(inWorker.counts).toEqual(inProcess.counts);
    expect(inWorker.output === inProcess.output).toBe(true);
    expect(inProcess.counts.rows).toBe(120_000);
  });
});
