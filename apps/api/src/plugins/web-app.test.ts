import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaseApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { STYLE_NONCE_PLACEHOLDER } from '../security/content-security-policy.ts';
import { registerWebApp } from './web-app.ts';

/** The page as the web build writes it with `html.cspNonce` (apps/web/vite.config.ts). */
const BUILT_PAGE = `<!doctype html><html><head><meta property="csp-nonce" nonce="${STYLE_NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/assets/index.js" nonce="${STYLE_NONCE_PLACEHOLDER}"></script>
<link rel="stylesheet" href="/assets/index.css" nonce="${STYLE_NONCE_PLACEHOLDER}"></head><body></body></html>`;

const nonceOfPage = (html: string) => /property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
const nonceOfPolicy = (policy: unknown) => /style-src-elem 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('the web app page', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rnorm-web-dist-'));
    writeFileSync(join(dist, 'index.html'), BUILT_PAGE);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const connectSources = ["'self'", 'https://api.example.com'];
    app = await createBaseApp(loadConfig({ LOG_LEVEL: 'silent' }), { connectSources });
    await registerWebApp(app, dist, { connectSources });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('carries a fresh style nonce on each load, the same in the page and in its policy', async () => {
    const loads = [await app.inject({ url: '/' }), await app.inject({ url: '/enrich/42?tab=rows' })];
    const nonces = loads.map((load) => {
      expect(load.statusCode).toBe(200);
      expect(load.headers['content-type']).toMatch(/^text\/html/);
      expect(load.headers['cache-control']).toBe('no-store');
      expect(load.body).not.toContain(STYLE_NONCE_PLACEHOLDER);
      const nonce = nonceOfPage(load.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(nonceOfPolicy(load.headers['content-security-policy'])).toBe(nonce);
      expect(load.headers['content-security-policy']).toContain("connect-src 'self' https://api.example.com");
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('never sends the page file itself, whose placeholder would be a nonce anyone knows', async () => {
    const direct = await app.inject({ url: '/index.html' });
    expect(direct.statusCode).toBe(200);
    expect(direct.body).not.toContain(STYLE_NONCE_PLACEHOLDER);
    expect(nonceOfPolicy(direct.headers['content-security-policy'])).toBe(nonceOfPage(direct.body));
  });

  it('lets no style element into other answers, and keeps JSON 404s for API paths', async () => {
    const asset = await app.inject({ url: '/favicon.svg' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toContain("style-src-elem 'self';");
    const api = await app.inject({ url: '/v2/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(api.headers['content-security-policy']).not.toContain('nonce-');
  });
});
