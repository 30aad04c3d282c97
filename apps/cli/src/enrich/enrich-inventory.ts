import type { JobType, RawRow, RowStatus } from '@rnorm/engine';
import {
  csvHeader,
  type InventoryInput,
  outputColumnsFor,
  type OutputFileWriter,
  type OutputFormat,
} from '@rnorm/inventory-files';
import type { BatchNormalizer } from './batch-normalizer.ts';

export interface EnrichCounts {
  rows: number;
  /** Rows with a publisher, title and version not seen before in this file. */
  distinctRows: number;
  /** True when there were more distinct rows than the line cache holds, so that some were counted twice. */
  isDistinctCountApproximate: boolean;
  byStatus: Record<RowStatus, number>;
}

/** The encoded output line of one distinct raw row; empty until its batch is normalized. */
interface LineEntry {
  line: Buffer | undefined;
  status: RowStatus | undefined;
}

/** One input batch waiting to be written: its rows' entries, and when they are all known. */
interface PendingBatch {
  entries: LineEntry[];
  /** Share of the input read when this batch was, for progress: reading runs ahead of writing. */
  readFraction: number;
  normalized: Promise<void>;
  isNormalized: boolean;
}

/**
 * Distinct rows whose written line we keep. Inventories repeat the same rows on thousands of machines, so most rows
 * cost one lookup; the bound keeps memory flat for files where nearly every row is distinct.
 */
const LINE_CACHE_LIMIT = 200_000;
/** Input batches (about 1 MiB each) read ahead of the normalizer before reading waits for it. */
const MAX_PENDING_BATCHES = 32;
const FIELD_SEPARATOR = '\u0000';
const JSON_FIRST_SEPARATOR = Buffer.from('\n');
const JSON_SEPARATOR = Buffer.from(',\n');

/**
 * Normalizes every input row and writes exactly one output row for each, in input order. Only distinct raw rows
 * (same publisher, title and version, byte for byte) go to the normalizer; a repeated row reuses the encoded line of
 * its first occurrence, so the cost of a file is mostly the cost of its distinct rows.
 *
 * Reading runs ahead of normalizing by up to {@link MAX_PENDING_BATCHES} batches, so that a normalizer in another
 * thread works while this one parses and writes; batches are written strictly in input order.
 */
export async function enrichInventory(
  input: InventoryInput,
  normalizer: BatchNormalizer,
  writer: OutputFileWriter,
  format: OutputFormat,
  onProgress?: (fraction: number, rows: number) => void,
  jobType: JobType = 'title',
): Promise<EnrichCounts> {
  const counts: EnrichCounts = {
    rows: 0,
    distinctRows: 0,
    isDistinctCountApproximate: false,
    byStatus: { normalized: 0, matchfix: 0, ignored: 0, error: 0 },
  };
  const lineCache = new Map<string, LineEntry>();
  const pending: PendingBatch[] = [];
  let fraction = 0;

  const writeOldestBatch = async () => {
    const batch = pending.shift();
    if (!batch) return;
    await batch.normalized;
    for (const entry of batch.entries) {
      if (format === 'json') writer.appendBytes(counts.rows === 0 ? JSON_FIRST_SEPARATOR : JSON_SEPARATOR);
      // Entries of earlier batches were filled before those batches were written, so every entry is known here.
      writer.appendBytes(entry.line as Buffer);
      counts.byStatus[entry.status as RowStatus]++;
      counts.rows++;
    }
    await writer.flushIfFull();
    onProgress?.(batch.readFraction, counts.rows);
  };

  // UTF-8 with a BOM so that Excel, the usual reader of these files, does not take them for the ANSI code page.
  writer.append(format === 'csv' ? '\uFEFF' + csvHeader(outputColumnsFor(jobType)) : '{"Results":[');
  for await (const rows of input.rows((read) => (fraction = read))) {
    const entries = new Array<LineEntry>(rows.length);
    const newRows: RawRow[] = [];
    const newEntries: LineEntry[] = [];
    for (let i = 0; i < rows.length; i++) {
      const raw = rows[i] as RawRow;
      const key = (raw.publisher ?? '') + FIELD_SEPARATOR + (raw.title ?? '') + FIELD_SEPARATOR + (raw.version ?? '');
      let entry = lineCache.get(key);
      if (!entry) {
        entry = { line: undefined, status: undefined };
        if (lineCache.size >= LINE_CACHE_LIMIT) {
          lineCache.clear();
          counts.isDistinctCountApproximate = true;
        }
        lineCache.set(key, entry);
        newRows.push(raw);
        newEntries.push(entry);
      }
      entries[i] = entry;
    }
    counts.distinctRows += newRows.length;
    const batch: PendingBatch = {
      entries,
      readFraction: fraction,
      normalized: Promise.resolve(),
      isNormalized: newRows.length === 0,
    };
    if (newRows.length > 0) {
      batch.normalized = normalizer.normalizeBatch(newRows).then(({ lines, statuses }) => {
        for (let i = 0; i < newEntries.length; i++) {
          const entry = newEntries[i] as LineEntry;
          entry.line = Buffer.from(lines[i] ?? '', 'utf8');
          entry.status = statuses[i];
        }
        batch.isNormalized = true;
      });
      // Awaited when the batch is written; until then a failure must not count as unhandled.
      batch.normalized.catch(() => undefined);
    }
    pending.push(batch);
    while (pending.length > 0 && (pending[0]?.isNormalized || pending.length > MAX_PENDING_BATCHES)) {
      await writeOldestBatch();
    }
  }
  while (pending.length > 0) await writeOldestBatch();
  if (format === 'json') writer.append(counts.rows === 0 ? ']}\n' : '\n]}\n');
  return counts;
}
