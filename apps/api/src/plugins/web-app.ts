import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@rnorm/contracts';
import {
  securityHeaderOptions,
  STYLE_NONCE_PLACEHOLDER,
  type ConnectSources,
} from '../security/content-security-policy.ts';
import { computeSecurityHeaders } from './security-headers.ts';

const API_PREFIXES = ['/api/', '/v2/'];
const CSP_HEADER = 'content-security-policy';

interface WebAppOptions {
  /** Where the page's scripts may connect: the same sources as every other answer's policy. */
  connectSources: ConnectSources;
  /** What unknown API paths answer; the setup server says that the product is not set up yet. */
  apiFallback?: { statusCode: number; code: string; message: string };
}

/**
 * The app's page with a fresh style nonce: the page's own policy lets in the `<style>` elements that carry it (the UI
 * library's), and no other. The policy is worked out once with the placeholder, which each load replaces.
 */
function createPageRenderer(webDistDir: string, connectSources: ConnectSources) {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const policy = computeSecurityHeaders(securityHeaderOptions(connectSources, STYLE_NONCE_PLACEHOLDER)).set.find(
    ([name]) => name.toLowerCase() === CSP_HEADER,
  )?.[1];
  if (!policy) throw new Error('security headers: no Content-Security-Policy for the web app page');
  return () => {
    const nonce = randomBytes(18).toString('base64');
    return {
      html: template.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce),
      policy: policy.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce),
    };
  };
}

/**
 * Serves the built SPA and answers unknown GET paths with its page so that deep links work. API paths keep a JSON
 * 404. Registered after the API routes so that they win.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  {
    connectSources,
    apiFallback = { statusCode: 404, code: 'NOT_FOUND', message: serverMessages.notFound },
  }: WebAppOptions,
): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  const renderPage = hasBuild ? createPageRenderer(webDistDir, connectSources) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The page is only ever sent with its nonce filled in (below), never as the file on disk.
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi) {
      if (!renderPage) return reply.code(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      const page = renderPage();
      // Each load has its own nonce, so no cache may hand the page out again.
      return reply
        .header(CSP_HEADER, page.policy)
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(page.html);
    }
    return reply.code(apiFallback.statusCode).send(apiFallback);
  });
}
