import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@rnorm/contracts';
import { bearer, createTestContext, type TestContext } from '../testing/test-app.ts';
import { compileFastSerializer, createResponseSerializerCompiler } from './response-serializer.ts';

/** What fastify-type-provider-zod's serializer wrote: the value encoded by zod, then JSON.stringify. */
const zodSerialized = (schema: z.core.$ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('response serializer', () => {
  const exported = Object.entries(contracts).flatMap(([name, value]) =>
    value instanceof z.core.$ZodType && name.endsWith('ResponseSchema') ? [{ name, schema: value }] : [],
  );

  it('compiles every response schema of the contracts, and writes each documented example as zod did', () => {
    expect(exported.length).toBeGreaterThanOrEqual(25);
    let examples = 0;
    for (const { name, schema } of exported) {
      const serialize = compileFastSerializer(schema);
      expect(serialize, name).toBeDefined();
      const example = z.globalRegistry.get(schema)?.example;
      if (example === undefined) continue;
      examples += 1;
      // The same JSON (fast-json-stringify may order optional fields differently).
      expect(JSON.parse(serialize!(example)), name).toStrictEqual(JSON.parse(zodSerialized(schema, example)));
    }
    expect(examples).toBeGreaterThanOrEqual(20);
  });

  it('writes only the fields the schema names, and refuses an answer without a required one', () => {
    const serialize = compileFastSerializer(contracts.JobListResponseSchema)!;
    const job = {
      job_id: 7,
      'Job Name': 'inventory.csv',
      'Job Type': 1,
      'Job Status': 'completed',
      rows_done: 3,
      rows_total: 3,
      error: null,
      created_at: '2025-03-14T09:12:40.000Z',
    };
    const written = serialize({ Jobs: [{ ...job, personalization: { secret: 'company rules' } }], userId: 9 });
    expect(JSON.parse(written)).toEqual({ Jobs: [job] });
    expect(written).not.toContain('company rules');
    const { job_id: _missing, ...incomplete } = job;
    expect(() => serialize({ Jobs: [incomplete] })).toThrow(/job_id/);
  });

  it('leaves schemas whose encoding changes the value to zod, which still checks them', () => {
    const transformed = z.object({ at: z.date().transform((date) => date.toISOString()) });
    const defaulted = z.object({ n: z.number().default(1) });
    const piped = z.object({ n: z.string().pipe(z.coerce.number()) });
    for (const schema of [transformed, defaulted, piped]) expect(compileFastSerializer(schema)).toBeUndefined();

    const compile = createResponseSerializerCompiler();
    expect(compile(route(defaulted))({ n: 2 })).toBe('{"n":2}');
    expect(() => compile(route(defaulted))({ n: 'two' })).toThrow();
    // A plain schema is compiled once and shared by every route that answers with it.
    expect(compile(route(contracts.ErrorBodySchema))).toBe(compile(route(contracts.ErrorBodySchema)));
  });

  describe('through the API', () => {
    let t: TestContext;
    let key: string;
    let userId: number;

    beforeAll(async () => {
      t = await createTestContext('pglite');
      const company = await t.createCompany();
      ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    });
    afterAll(() => t?.close());

    it('answers reads and errors with the JSON zod wrote', async () => {
      const answers = [
        { url: `/v2/${userId}/jobs/list`, schema: contracts.JobListResponseSchema, status: 200 },
        {
          url: `/v2/${userId}/matchfix/list?page=1&page_size=6`,
          schema: contracts.MatchfixListResponseSchema,
          status: 200,
        },
        { url: `/v2/${userId}/jobs/list`, schema: contracts.ErrorBodySchema, status: 401, anonymous: true },
        { url: `/v2/${userId}/matchfix/list?page=0`, schema: contracts.ErrorBodySchema, status: 400 },
      ];
      for (const { url, schema, status, anonymous } of answers) {
        const response = await t.app.inject({ url, headers: anonymous ? {} : bearer(key) });
        expect(response.statusCode, url).toBe(status);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        const parsed = z.parse(schema, response.json());
        expect(response.json(), url).toStrictEqual(JSON.parse(zodSerialized(schema, parsed)));
      }
    });
  });
});
