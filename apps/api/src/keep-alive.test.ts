import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseApp, KEEP_ALIVE_TIMEOUT_MS } from './app.ts';

describe('keep-alive connections', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('stay open longer than a content pack build blocks the event loop, and say so to clients', async () => {
    app = await createBaseApp({ logLevel: 'silent', trustProxy: false });
    app.get('/ping', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/ping', headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        const header = res.headers['keep-alive'];
        resolve(Array.isArray(header) ? header[0] : header);
      });
      req.on('error', reject);
      req.end();
    });
    // Node's default of 5 s reset connections on which a request waited while the first job built the content pack.
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });
});
