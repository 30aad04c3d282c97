import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '@rnorm/contracts';
import type { ApiKeysRepository, KeyOwner } from '@rnorm/db';
import { AppError } from '../app-error.ts';
import { clearSessionCookie, readSessionCookie } from '../security/session-cookie.ts';
import { digestToken } from '../security/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `authenticate`, null on public routes. */
    caller: KeyOwner | null;
  }
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** The bearer key in `Authorization: Bearer <key>`, if well formed. */
export function readBearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller's key: the bearer key of an API client, else the web app's session cookie. */
export function readCallerKey(request: FastifyRequest): string | undefined {
  return readBearerKey(request) ?? readSessionCookie(request);
}

/**
 * onRequest hooks for routes, so that they run before the body is read or validated (an anonymous caller gets 401,
 * never a validation error, and sends no upload): authenticate, then optionally require admin or that a path/query
 * user id is the caller.
 */
export function createAuthGuard(apiKeys: ApiKeysRepository) {
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = readCallerKey(request);
    const owner = key ? await apiKeys.findOwner(digestToken(key)) : undefined;
    if (!owner || owner.status !== 'active') {
      // A cookie whose key no longer works is dropped, so the browser stops sending it.
      if (key !== undefined && readBearerKey(request) === undefined) clearSessionCookie(request, reply);
      throw new AppError('UNAUTHENTICATED', serverMessages.unauthenticated);
    }
    request.caller = owner;
  }

  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (request.caller?.role !== 'admin') throw new AppError('FORBIDDEN', serverMessages.forbiddenRole);
  }

  /** Rejects with 403 when `{userId}` in the path or `user_id` in the query names another user than the key's owner. */
  async function requireOwnUserId(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const params = request.params as { userId?: unknown } | undefined;
    const query = request.query as { user_id?: unknown } | undefined;
    for (const claimed of [params?.userId, query?.user_id]) {
      if (claimed !== undefined && String(claimed) !== String(request.caller?.userId)) {
        throw new AppError('FORBIDDEN', serverMessages.forbiddenOtherUser);
      }
    }
  }

  /** Installing, downloading and rolling back packages change the whole installation, every company's. */
  async function requireInstallationAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!request.caller?.installationAdmin) throw new AppError('FORBIDDEN', serverMessages.forbiddenInstallation);
  }

  return { authenticate, requireAdmin, requireInstallationAdmin, requireOwnUserId };
}

/** The caller of a route behind `authenticate`; a missing caller is a wiring mistake, not a user error. */
export function callerOf(request: FastifyRequest): KeyOwner {
  if (!request.caller) throw new Error('route used callerOf without the authenticate hook');
  return request.caller;
}
