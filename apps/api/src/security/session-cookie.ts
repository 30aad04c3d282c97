import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_TTL_DAYS, SESSION_KEY_COOKIE, WEB_CLIENT_HEADER } from '@rnorm/contracts';

const DAY_SECONDS = 24 * 60 * 60;

/** Whether the call comes from the web app, which sends WEB_CLIENT_HEADER with every request. */
export function isWebClientCall(request: FastifyRequest): boolean {
  return request.headers[WEB_CLIENT_HEADER] !== undefined;
}

/**
 * The key in the session cookie, when the call is the web app's. A call without the header does not use the cookie
 * at all: that is what keeps another site's form or image from acting with a signed-in user's cookie.
 */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  if (!isWebClientCall(request)) return undefined;
  const key = request.cookies[SESSION_KEY_COOKIE];
  return key ? key : undefined;
}

/**
 * Secure when the browser reached us over HTTPS: directly, or through a proxy that says so in X-Forwarded-Proto
 * (read only with RNORM_TRUST_PROXY). A Secure cookie on plain http would not be kept, and no one could sign in.
 */
function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' } as const;
}

/** Hands the web app its key in a cookie that scripts cannot read, for as long as the key lives. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  reply.setCookie(SESSION_KEY_COOKIE, key, { ...cookieOptions(request), maxAge: API_KEY_TTL_DAYS * DAY_SECONDS });
}

/** Makes the browser drop the session cookie (the web app cannot: it does not see the cookie). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_KEY_COOKIE, cookieOptions(request));
}
