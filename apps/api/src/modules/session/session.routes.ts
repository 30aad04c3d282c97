import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessControlResponseSchema,
  CheckTokenQuerySchema,
  CheckTokenResponseSchema,
  ErrorBodySchema,
  MessageResponseSchema,
  serverMessages,
  SignInRequestSchema,
  SignInResponseSchema,
} from '@rnorm/contracts';
import { callerOf, readCallerKey, type AuthGuard } from '../../plugins/auth-guard.ts';
import { clearSessionCookie, isWebClientCall, setSessionCookie } from '../../security/session-cookie.ts';
import { ACCESS_CONTROL } from './access-control.ts';
import type { SessionService } from './session.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ session: SessionService; guard: AuthGuard }> = async (
  app,
  { session, guard },
) => {
  app.post('/v2/signin', {
    schema: {
      tags: ['Session'],
      summary: 'Sign in with username and password; returns a 7-day API key',
      body: SignInRequestSchema,
      response: {
        200: SignInResponseSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        429: ErrorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await session.signIn(request.body, request.ip);
      // The web app keeps its key in a cookie only the server sets and reads; API clients use the key in the answer.
      if (isWebClientCall(request)) setSessionCookie(request, reply, answer.api_key);
      return answer;
    },
  });

  app.get('/v2/api/check-token', {
    schema: {
      tags: ['Session'],
      summary: "Check the bearer key and return the caller's role, and whether they administer the installation",
      security: [{ bearerAuth: [] }],
      querystring: CheckTokenQuerySchema,
      response: { 200: CheckTokenResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    onRequest: [guard.authenticate, guard.requireOwnUserId],
    handler: async (request) => {
      const caller = callerOf(request);
      return {
        valid: true,
        role: caller.role,
        username: caller.username,
        installation_admin: caller.installationAdmin,
      };
    },
  });

  app.get('/v2/access-control', {
    schema: {
      tags: ['Session'],
      summary: 'Pages of the web app and the roles that may open them',
      security: [{ bearerAuth: [] }],
      response: { 200: AccessControlResponseSchema, 401: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: async () => [...ACCESS_CONTROL],
  });

  app.post('/v2/signout', {
    schema: {
      tags: ['Session'],
      summary: 'Revoke the bearer key',
      security: [{ bearerAuth: [] }],
      response: { 200: MessageResponseSchema, 401: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: async (request, reply) => {
      await session.signOut(readCallerKey(request) ?? '');
      clearSessionCookie(request, reply);
      return { message: serverMessages.signedOut };
    },
  });

  app.post('/v2/signout-everywhere', {
    schema: {
      tags: ['Session'],
      summary: "Revoke every key of the caller's account: other browsers, scripts and the bearer key itself",
      security: [{ bearerAuth: [] }],
      response: { 200: MessageResponseSchema, 401: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: async (request, reply) => {
      await session.signOutEverywhere(callerOf(request).userId);
      clearSessionCookie(request, reply);
      return { message: serverMessages.signedOutEverywhere };
    },
  });
};
