import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './testing/test-app.ts';
import { renderOpenApiDocument } from './openapi-document.ts';

interface MediaType {
  schema?: { example?: unknown };
  example?: unknown;
  examples?: Record<string, unknown>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { example?: unknown };
  example?: unknown;
}

interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
  parameters?: Parameter[];
  security?: unknown[];
}

/**
 * Operations whose success answer is a streamed file (plugins/send-download.ts), not a JSON body: the schema only says
 * "a string", so there is no JSON example to show. Their error answers are JSON and documented like any other.
 */
const STREAMED_DOWNLOADS: ReadonlyMap<string, string> = new Map([
  ['get /v2/{userId}/jobs/export', 'the job result file: CSV, JSON or a CycloneDX SBOM'],
  ['get /v2/{userId}/normalize/sw/export_fuzzy_matches', 'the Fuzzy Match list as CSV'],
  ['get /v2/{userId}/normalize/sw/export_matchfix', 'the Matchfix entries as CSV'],
]);

/**
 * The example Swagger UI shows for a request or response body. Contract schemas carry `.meta({ example })` (see
 * packages/contracts/src/examples.ts), which lands on the schema; `examples` arrays are hoisted to the media type.
 */
const hasExample = (media: MediaType) =>
  media.example !== undefined || media.examples !== undefined || media.schema?.example !== undefined;
const isJson = (contentType: string) => /^application\/(.+\+)?json\b/.test(contentType);

describe('OpenAPI document', () => {
  let t: TestContext;
  let document: string;
  beforeAll(async () => {
    t = await createTestContext('pglite');
    document = await renderOpenApiDocument(t.app);
  });
  afterAll(() => t.close());

  const operationsOf = (text: string) => {
    const paths: Record<string, Record<string, Operation>> = JSON.parse(text).paths;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ id: `${method} ${path}`, operation })),
    );
  };

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

  it('shows an example of every JSON request body and JSON success response (the Developer API page)', () => {
    const missing: string[] = [];
    for (const { id, operation } of operationsOf(document)) {
      for (const [contentType, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (isJson(contentType) && !hasExample(media)) missing.push(`${id}: request body (${contentType})`);
      }
      if (STREAMED_DOWNLOADS.has(id)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const [contentType, media] of Object.entries(response.content ?? {})) {
          if (isJson(contentType) && !hasExample(media)) missing.push(`${id}: ${status} response (${contentType})`);
        }
      }
    }
    // Add one with withExample() from @rnorm/contracts on the request or response schema.
    expect(missing).toEqual([]);
  });

  it('exempts only operations that exist and answer with a file', () => {
    const ids = new Set(operationsOf(document).map(({ id }) => id));
    for (const id of STREAMED_DOWNLOADS.keys()) expect(ids, id).toContain(id);
  });

  it('fills in an example for every required parameter, so that "Try it out" works as it is', () => {
    const missing = operationsOf(document).flatMap(({ id, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.required && p.example === undefined && p.schema?.example === undefined)
        .map((p) => `${id}: ${p.in} parameter ${p.name}`),
    );
    expect(missing).toEqual([]);
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
