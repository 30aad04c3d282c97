import type { ContentPack, JobType, RawRow } from '@rnorm/engine';
import type { OutputFormat } from '@rnorm/inventory-files';
import type { ContentOrigin } from '../content/index-content-pack.ts';
import type { NormalizedBatch } from './batch-normalizer.ts';

/** What the worker thread is started with. */
export interface NormalizeWorkerSetup {
  jobType: JobType;
  format: OutputFormat;
  /** A pack to use as it is (tests); without it the worker reads `content`. */
  pack?: ContentPack | undefined;
  /** A stored pack that `ensureContentPackFile` vouched for, and where its content came from. */
  content?: { filePath: string; origin: ContentOrigin } | undefined;
}

/** Main thread → worker: rows to normalize. */
export interface NormalizeRequest {
  id: number;
  rows: RawRow[];
}

/** Worker → main thread. */
export type NormalizeWorkerMessage =
  | { type: 'log'; line: string }
  | { type: 'ready'; contentSeconds: number }
  | ({ type: 'result'; id: number } & NormalizedBatch);
