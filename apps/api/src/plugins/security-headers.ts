import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to a response: the headers it sets, in order, and the ones it removes. */
export interface SecurityHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * The headers helmet sets for `options`, worked out once. Helmet is a middleware that builds its header values on
 * every call (the Content-Security-Policy is parsed and checked from the directives each time, which @fastify/helmet
 * did per request); with directives that are plain strings the values never change, so they are computed here by
 * running helmet once against a recording response. A directive given as a function (a per-request nonce) would
 * make them change, and is refused.
 */
export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  for (const [name, value] of Object.entries(directives ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'function')) {
      throw new Error(`security headers: the directive ${name} depends on the request; they are computed once`);
    }
  }
  const headers: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  if (headers.set.length === 0) throw new Error('security headers: helmet set no header');
  return headers;
}

/**
 * Browser features the product never uses, off for its pages and for anything they frame. Helmet does not set this
 * header. Writing to the clipboard (the copy buttons) is not among them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Sets the security headers on every response of `app` (routes, the web app, its assets, 404s and errors), as
 * helmet's middleware would at the start of each request, from values computed once.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const helmetHeaders = computeSecurityHeaders(options);
  const set = [...helmetHeaders.set, ['Permissions-Policy', PERMISSIONS_POLICY] as const];
  const { removed } = helmetHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}
