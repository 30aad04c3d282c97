import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { RawRow } from '@rnorm/engine';
import type { BatchNormalizer, NormalizedBatch } from './batch-normalizer.ts';
import type { NormalizeRequest, NormalizeWorkerMessage, NormalizeWorkerSetup } from './normalize-worker-protocol.ts';

// The worker beside this module: normalize-worker.js when this is the compiled command in dist/, or
// normalize-worker.ts when this is the source (tests, which run on source).
const IS_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(IS_SOURCE ? './normalize-worker.ts' : './normalize-worker.js', import.meta.url);

/**
 * From source, the worker starts with a line of JavaScript that loads it through tsx's own `tsImport` (on Node 20 a
 * worker does not get the `--import tsx` loader of its process, not even through `execArgv`), and resolves the
 * workspace packages to their source (`rnorm-source`) as its parent does. tsx is resolved only here: the compiled
 * command runs where only production dependencies are installed.
 */
function startSourceWorker(options: WorkerOptions): Worker {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const entry = JSON.stringify(WORKER_ENTRY.href);
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${entry}, ${entry}));`;
  return new Worker(bootstrap, { ...options, eval: true, execArgv: ['--conditions=rnorm-source'] });
}

export interface WorkerNormalizer extends BatchNormalizer {
  /** Resolves once the worker has loaded the content and built its index. */
  ready: Promise<{ contentSeconds: number }>;
}

/**
 * Runs the engine in a worker thread, so that reading, parsing and writing (this thread) overlap with normalizing
 * (the worker): on a two-core machine the run then takes about as long as the slower of the two instead of their
 * sum. The worker also loads the content pack while this thread starts reading.
 */
export function createWorkerNormalizer(setup: NormalizeWorkerSetup, log: (line: string) => void): WorkerNormalizer {
  // A 64 MB young generation (V8's default is a few MB here) took the 50 MB bench from 5.3–5.9 s to 4.3–4.8 s:
  // normalizing allocates many short-lived strings, and fewer scavenges move fewer of them. 128 MB was slower again.
  const options: WorkerOptions = { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: 64 } };
  const worker = IS_SOURCE ? startSourceWorker(options) : new Worker(WORKER_ENTRY, options);
  const waiting = new Map<number, { resolve: (batch: NormalizedBatch) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  let resolveReady: (value: { contentSeconds: number }) => void = () => undefined;
  let rejectReady: (error: Error) => void = () => undefined;
  const ready = new Promise<{ contentSeconds: number }>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A failure before anyone awaits `ready` must not end the process as an unhandled rejection.
  ready.catch(() => undefined);

  const fail = (error: Error) => {
    failure ??= error;
    rejectReady(failure);
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (message: NormalizeWorkerMessage) => {
    if (message.type === 'log') log(message.line);
    else if (message.type === 'ready') resolveReady({ contentSeconds: message.contentSeconds });
    else {
      waiting.get(message.id)?.resolve({ lines: message.lines, statuses: message.statuses });
      waiting.delete(message.id);
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the normalizer worker stopped (exit code ${code})`)));

  return {
    ready,
    normalizeBatch(rows: RawRow[]) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      const result = new Promise<NormalizedBatch>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ id, rows } satisfies NormalizeRequest);
      return result;
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
