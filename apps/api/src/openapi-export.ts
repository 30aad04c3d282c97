// Writes apps/api/openapi.json (run: npm run openapi:export). A test fails when the file is out of date.
import { writeFileSync } from 'node:fs';
import { openCatalogDatabase, openMetricsDatabase } from '@rnorm/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { renderOpenApiDocument } from './openapi-document.ts';

const memory = { kind: 'pglite', dataDir: 'memory' } as const;
const catalog = await openCatalogDatabase(memory);
const metrics = await openMetricsDatabase(memory);
// The document lists routes only: nothing is enqueued while it is written.
const jobQueue = {
  kind: 'in-process',
  enqueue: async () => undefined,
  idle: async () => undefined,
  close: async () => undefined,
} as const;
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  catalog,
  metrics,
  jobQueue,
  serveWebApp: false,
});
const target = new URL('../openapi.json', import.meta.url);
writeFileSync(target, await renderOpenApiDocument(app));
await app.close();
await metrics.close();
await catalog.close();
console.log(`wrote ${target.pathname}`);
