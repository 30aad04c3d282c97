import { expect } from 'vitest';
import { DelimitedRecordParser } from '@rnorm/inventory-files';
import { bearer, type TestContext } from './test-app.ts';

/** Parses a CSV export (BOM, CRLF) into records of the header's columns. */
export function parseExportCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (record) => records.push(record));
  parser.push(text.slice(1));
  parser.end();
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i] ?? ''])));
}

/** A multipart upload as the web app sends it: `file`, and the optional `json` options. */
export function uploadForm(fileName: string, content: string | Uint8Array, type = 'text/csv', json?: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), fileName);
  if (json !== undefined) form.append('json', json);
  return form;
}

/**
 * Submits a title job as this user, waits until the queue has run it, and returns its CSV export as records: the
 * start of every test that needs a job's results (Matchfix and Fuzzy Match by product, and others).
 */
export async function runTitleJob(
  t: Pick<TestContext, 'app' | 'jobProcessing'>,
  as: { userId: number; key: string },
  csv: string,
): Promise<Record<string, string>[]> {
  const headers = bearer(as.key);
  const response = await t.app.inject({
    method: 'POST',
    url: `/v2/${as.userId}/normalize/sw_job`,
    headers,
    payload: uploadForm('inventory.csv', csv),
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.jobProcessing.queue.idle();
  const jobId = response.json<{ JobID: number }>().JobID;
  return parseExportCsv((await t.app.inject({ url: `/v2/${as.userId}/jobs/export?job_id=${jobId}`, headers })).body);
}
