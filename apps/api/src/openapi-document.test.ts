import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/test-app.ts';
import { renderOpenApiDocument } from './openapi-document.ts';

interface Operation {
  responses?: Record<string, unknown>;
  security?: unknown[];
}

describe('OpenAPI document', () => {
  let t: TestContext;
  let document: string;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    document = await renderOpenApiDocument(t.app);
  });
  afterAll(() => t.close());

  it('matches the committed apps/api/openapi.json (run `npm run openapi:export` after changing the API)', () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(document).toBe(committed);
  });

  it('lists a success and at least one error response for every operation', () => {
    const paths: Record<string, Record<string, Operation>> = JSON.parse(document).paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(11);
    for (const { path, method, operation } of operations) {
      const codes = Object.keys(operation.responses ?? {});
      expect(
        codes.some((c) => c.startsWith('2')),
        `${method} ${path} has a 2xx`,
      ).toBe(true);
      expect(
        codes.some((c) => /^[45]/.test(c)),
        `${method} ${path} has an error response`,
      ).toBe(true);
    }
  });

  it('serves the document at /api/docs/json and the UI at /api/docs/', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/v2/signin');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
