import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../security/content-security-policy.ts';
import { bearer, createTestContext, type TestContext } from '../testing/test-app.ts';
import { computeSecurityHeaders, PERMISSIONS_POLICY } from './security-headers.ts';

/** The options of the product's answers, set up without another API address. */
const productOptions = securityHeaderOptions(["'self'"]);

/** The headers helmet's own middleware puts on a real response for `productOptions`, lower-cased. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const middleware = helmet(productOptions);
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
    const computed = computeSecurityHeaders(productOptions);
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
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it('let scripts connect only to the product, and style elements in only with a nonce', () => {
    const policy = new Map(
      expected['content-security-policy']!.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values.join(' ')];
      }),
    );
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('style-src-elem')).toBe("'self'");
    // Style attributes stay: the UI library sets sizes and colours through them, and they run no code.
    expect(policy.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).not.toContain('clipboard-write');
  });

  it('refuses a directive that depends on the request, whose value could not be computed once', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/scriptSrc depends on the request/);
  });
});
