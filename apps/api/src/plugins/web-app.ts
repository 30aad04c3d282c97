import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@rnorm/contracts';

const API_PREFIXES = ['/api/', '/v2/'];

/**
 * Serves the built SPA and answers unknown GET paths with index.html so that deep links work. API paths keep a
 * JSON 404. Registered after the API routes so that they win.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  /** What unknown API paths answer; the setup server says that the product is not set up yet. */
  apiFallback: { statusCode: number; code: string; message: string } = {
    statusCode: 404,
    code: 'NOT_FOUND',
    message: serverMessages.notFound,
  },
): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi) {
      if (hasBuild) return reply.type('text/html').sendFile('index.html');
      return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    return reply.code(apiFallback.statusCode).send(apiFallback);
  });
}
