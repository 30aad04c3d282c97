import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createSetupService } from '../modules/setup/setup.service.ts';
import { buildSetupApp } from '../setup-app.ts';
import { createTestContext, fixtureEngine, type TestContext } from '../testing/test-app.ts';

/**
 * The security headers of the built app, on the web app, its assets, the API and the API documentation: a
 * Content-Security-Policy that the app and Swagger UI work under (no inline scripts), nosniff, a referrer policy,
 * framing by the same origin only (the Developer API page frames /api/docs/), no X-Powered-By.
 *
 * The server is built on a small web build of its own (an index.html that loads /assets/app.js), so that a rebuild of
 * apps/web/dist while the tests run cannot disturb them; the real build's index.html is checked as a file.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>rnorm</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

type Policy = Map<string, string[]>;

function parsePolicy(header: unknown): Policy {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const policy: Policy = new Map();
  for (const directive of (header as string).split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

/** The sources a fetch directive falls back to, as browsers resolve it. */
function effective(policy: Policy, ...directives: string[]): string[] {
  for (const directive of [...directives, 'default-src']) {
    const values = policy.get(directive);
    if (values) return values;
  }
  return ['*'];
}

/** Inline scripts: a <script> element without src, or an event-handler attribute. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1]!)) found.push(match[0]);
    else if (match[2]!.trim() !== '') found.push(match[0]);
  }
  for (const match of html.matchAll(/<[^>]+\son[a-z]+\s*=[^>]*>/gi)) found.push(match[0]);
  return found;
}

/** The sources of scripts and stylesheets a page loads. */
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
const styleSources = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)].map((m) => m[1]!);

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/);
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers.server, what).toBeUndefined();
  const policy = parsePolicy(headers['content-security-policy']);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  const scripts = effective(policy, 'script-src');
  expect(scripts, what).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:', 'blob:']) {
    expect(scripts, `${what}: script-src ${loose}`).not.toContain(loose);
  }
  return policy;
}

describe('security headers', () => {
  let t: TestContext;
  let app: FastifyInstance;
  let setupApp: FastifyInstance;
  let dist: string;
  let setupData: string;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    dist = await mkdtemp(join(tmpdir(), 'rnorm-web-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'assets', 'app.js'), 'document.getElementById("root").textContent = "rnorm";\n');
    await writeFile(join(dist, 'assets', 'app.css'), 'body { margin: 0; }\n');
    app = await buildApp({
      config: { ...t.config, webDistDir: dist },
      catalog: t.catalog,
      metrics: t.metrics,
      jobQueue: t.jobProcessing.queue,
      engine: fixtureEngine,
      serveWebApp: true,
    });
    setupData = await mkdtemp(join(tmpdir(), 'rnorm-setup-headers-'));
    const config = loadConfig({
      RNORM_MODE: 'production',
      RNORM_DATA_DIR: setupData,
      RNORM_WEB_DIST: dist,
      LOG_LEVEL: 'silent',
    });
    const setup = createSetupService({ configDir: config.configDir, trustedKeys: [], loadContent: async () => 'test' });
    setupApp = await buildSetupApp({ config, setup, serveWebApp: true });
  });
  afterAll(async () => {
    await app?.close();
    await setupApp?.close();
    await t?.close();
    await rm(dist, { recursive: true, force: true });
    await rm(setupData, { recursive: true, force: true });
  });

  it('serves the web app and its deep links with a policy it works under', async () => {
    for (const url of ['/', '/jobs/42/results', '/developer-api']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      const policy = expectCommonHeaders(response.headers, url);
      // The page's own scripts and styles are same-origin files; Mantine's run-time style elements carry the
      // page's nonce, so only style attributes may be inline.
      expect(effective(policy, 'style-src-elem', 'style-src')).toEqual(expect.arrayContaining(["'self'"]));
      expect(effective(policy, 'style-src-elem', 'style-src')).not.toContain("'unsafe-inline'");
      expect(effective(policy, 'style-src-attr', 'style-src')).toContain("'unsafe-inline'");
      // API calls go to the own origin (or an API address set up elsewhere).
      expect(effective(policy, 'connect-src')).toContain("'self'");
      // The Developer API page frames /api/docs/ from the same origin.
      expect(effective(policy, 'frame-src', 'child-src')).toContain("'self'");
      expect(effective(policy, 'img-src')).toContain("'self'");
    }
    for (const src of [...scriptSources(INDEX_HTML), ...styleSources(INDEX_HTML)]) {
      const asset = await app.inject({ url: src });
      expect(asset.statusCode, src).toBe(200);
      expectCommonHeaders(asset.headers, src);
    }
    const script = await app.inject({ url: '/assets/app.js' });
    expect(script.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/v2/rnorm_initialized', 200],
      ['/v2/1/jobs/list', 401],
      ['/v2/no-such-call', 404],
      ['/api/no-such-call', 404],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectCommonHeaders(response.headers, url);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/v2/signin',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.statusCode).toBe(400);
    expectCommonHeaders(refused.headers, 'invalid JSON');
  });

  it('serves the API documentation so that Swagger UI works under its policy and the same origin may frame it', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = expectCommonHeaders(page.headers, '/api/docs/');
    expect(inlineScripts(page.body)).toEqual([]);
    // Every script and stylesheet is a same-origin file that the app serves, so script-src 'self' covers it.
    const sources = [...scriptSources(page.body), ...styleSources(page.body)];
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const src of sources) {
      const url = new URL(src, 'http://rnorm.example/api/docs/');
      expect(url.origin, src).toBe('http://rnorm.example');
      const asset = await app.inject({ url: url.pathname });
      expect(asset.statusCode, src).toBe(200);
      expectCommonHeaders(asset.headers, src);
    }
    // swagger-initializer.js puts the logo in as a data: image, fetches ./json, and styles elements inline.
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('data:image/svg+xml;base64');
    expect(effective(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(effective(policy, 'connect-src')).toContain("'self'");
    expect(effective(policy, 'style-src')).toContain("'self'");
    expect(effective(policy, 'style-src-attr', 'style-src')).toContain("'unsafe-inline'");
    expect(effective(policy, 'font-src')).toContain("'self'");
    const document = await app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expectCommonHeaders(document.headers, '/api/docs/json');
    // Framing: the same origin only, which the Developer API page is.
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same headers before setup (the setup wizard and its calls)', async () => {
    for (const url of ['/setup', '/v2/rnorm_initialized', '/v2/1/jobs/list']) {
      const response = await setupApp.inject({ url });
      expect(response.statusCode, url).toBeLessThan(600);
      expectCommonHeaders(response.headers, `setup ${url}`);
    }
  });

  it('builds a web app without inline scripts (apps/web/index.html and, when built, apps/web/dist/index.html)', () => {
    const files = [
      new URL('../../../web/index.html', import.meta.url),
      new URL('../../../web/dist/index.html', import.meta.url),
    ];
    const present = files.filter((file) => existsSync(file));
    expect(present.length).toBeGreaterThanOrEqual(1);
    for (const file of present) {
      const html = readFileSync(file, 'utf8');
      expect(inlineScripts(html), file.pathname).toEqual([]);
      for (const src of scriptSources(html)) {
        // Same-origin paths only: script-src 'self' allows nothing else.
        expect(src, file.pathname).toMatch(/^\/(?!\/)/);
      }
    }
  });
});
