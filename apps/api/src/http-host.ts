import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * One listening HTTP server whose requests go to the Fastify app of the moment. A production-mode product starts
 * with the setup app and moves to the full product once the setup is done, on the same address and without a
 * restart: a Fastify app cannot gain routes after it is ready, so the whole app is replaced instead.
 */
export function createHttpHost() {
  let current: FastifyInstance | undefined;
  const server: Server = createServer((request, response) => {
    if (!current) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('rnorm is starting.');
      return;
    }
    current.server.emit('request', request, response);
  });
  return {
    server,
    /** Routes every request from now on to `app` (which must be ready) and closes the app served before. */
    async use(app: FastifyInstance): Promise<void> {
      await app.ready();
      const previous = current;
      current = app;
      await previous?.close();
    },
    listen(port: number, host: string): Promise<void> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    async close(): Promise<void> {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await current?.close();
    },
    get app(): FastifyInstance | undefined {
      return current;
    },
  };
}
export type HttpHost = ReturnType<typeof createHttpHost>;
