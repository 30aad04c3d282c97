// Entry point of the worker thread that normalizes rows for `npm run enrich` (see create-worker-normalizer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { loadCatalogIndex } from '../content/load-catalog-index.ts';
import { normalizeAndFormat } from './batch-normalizer.ts';
import type { NormalizeRequest, NormalizeWorkerMessage, NormalizeWorkerSetup } from './normalize-worker-protocol.ts';

if (!parentPort) throw new Error('normalize-worker.ts runs as a worker thread only.');
const port = parentPort;
const send = (message: NormalizeWorkerMessage) => port.postMessage(message);
const setup = workerData as NormalizeWorkerSetup;

const startedAt = performance.now();
const index = setup.pack
  ? buildCatalogIndex(setup.pack)
  : (await loadCatalogIndex({ log: (line) => send({ type: 'log', line }) })).index;
const normalizer = createNormalizer(index, { jobType: setup.jobType });
send({ type: 'ready', contentSeconds: (performance.now() - startedAt) / 1000 });

// Requests that arrived while the content loaded were queued by the port; they are handled in order from here.
port.on('message', (request: NormalizeRequest) => {
  send({
    type: 'result',
    id: request.id,
    ...normalizeAndFormat(normalizer, request.rows, setup.format, setup.jobType),
  });
});
