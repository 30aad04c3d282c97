// Entry point of the worker thread that normalizes rows for `npm run enrich` (see create-worker-normalizer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { buildCatalogIndex, createNormalizer, type CatalogIndex } from '@rnorm/engine';
import { indexContentPackFile } from '../content/index-content-pack.ts';
import { normalizeAndFormat } from './batch-normalizer.ts';
import type { NormalizeRequest, NormalizeWorkerMessage, NormalizeWorkerSetup } from './normalize-worker-protocol.ts';

if (!parentPort) throw new Error('normalize-worker.ts runs as a worker thread only.');
const port = parentPort;
const send = (message: NormalizeWorkerMessage) => port.postMessage(message);
const setup = workerData as NormalizeWorkerSetup;

const startedAt = performance.now();
async function prepareIndex(): Promise<CatalogIndex> {
  if (setup.pack) return buildCatalogIndex(setup.pack);
  if (!setup.content) throw new Error('The normalizer worker needs a pack or a stored content pack.');
  const { filePath, origin } = setup.content;
  return (await indexContentPackFile(filePath, origin, (line) => send({ type: 'log', line }))).index;
}

const index = await prepareIndex();
// The output file has no column for catalog suggestions, so none are made: they cost a fuzzy search per Matchfix row.
const normalizer = createNormalizer(index, { jobType: setup.jobType, suggest: 'none' });
send({ type: 'ready', contentSeconds: (performance.now() - startedAt) / 1000 });

// Requests that arrived while the content loaded were queued by the port; they are handled in order from here.
port.on('message', (request: NormalizeRequest) => {
  send({
    type: 'result',
    id: request.id,
    ...normalizeAndFormat(normalizer, request.rows, setup.format, setup.jobType),
  });
});
