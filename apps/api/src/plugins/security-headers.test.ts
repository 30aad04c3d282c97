import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../app.ts';
import { bearer, createTestContext, type TestContext } from '../testing/test-app.ts';
import { computeSecurityHeaders } from './security-headers.ts';

/** The headers helmet's own middleware puts on a real response for `securityHeaderOptions`, lower-cased. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const middleware = helmet(securityHeaderOptions);
  const server = createServer((request, response) => {
    middleware(request, response, () => response.end());
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await response.arrayBuffer();
    const headers: Record<string, string> = {};
    const transport = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);
    response.headers.forEach((value, name) => {
      if (!transport.has(name)) headers[name] = value;
    });
    return headers;
  } finally {
    server.close();
  }
}

/** The security headers (helmet's names) of an answer. */
function pick(headers: IncomingHttpHeaders | Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('security headers', () => {
  let t: TestContext;
  let key: string;
  let userId: number;
  let expected: Record<string, string>;

  beforeAll(async () => {
    t = await createTestContext('pglite');
    const company = await t.createCompany();
    ({ apiKey: key, userId } = await t.signIn((await t.createUser(company.id)).username));
    expected = await helmetHeaders();
  });
  afterAll(() => t?.close());

  it('are the headers helmet sets per request, computed once', () => {
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
    const computed = computeSecurityHeaders(securityHeaderOptions);
    expect(Object.fromEntries(computed.set.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(expected);
    expect(computed.removed.map((name) => name.toLowerCase())).toEqual(['x-powered-by']);
  });

  it('are on every answer of the API: reads, refusals, unknown paths and invalid input', async () => {
    const names = Object.keys(expected);
    const answers = [
      await t.app.inject({ url: `/v2/${userId}/jobs/list`, headers: bearer(key) }),
      await t.app.inject({ url: `/v2/${userId}/jobs/list` }),
      await t.app.inject({ url: `/v2/${userId + 1}/jobs/list`, headers: bearer(key) }),
      await t.app.inject({ url: `/v2/${userId}/matchfix/list?page=0`, headers: bearer(key) }),
      await t.app.inject({ url: '/v2/no-such-call' }),
      await t.app.inject({ url: '/api/health' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 403, 400, 404, 200]);
    for (const answer of answers) {
      expect(pick(answer.headers, names), `${answer.statusCode} ${answer.body}`).toEqual(expected);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses a directive that depends on the request, whose value could not be computed once', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/scriptSrc depends on the request/);
  });
});
