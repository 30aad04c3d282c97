import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveUserResponseSchema,
  CompanyUsersResponseSchema,
  ErrorBodySchema,
  MessageResponseSchema,
  PendingUsersResponseSchema,
  UserActionRequestSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { AdminService } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; guard: AuthGuard }> = async (
  app,
  { admin, guard },
) => {
  const adminOnly = { onRequest: [guard.authenticate, guard.requireAdmin] };
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  app.get('/v2/api/admin/pending-users', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: "Registrations and password resets waiting for approval in the admin's company",
      security,
      response: { 200: PendingUsersResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) => admin.listPending(callerOf(request)),
  });

  app.post('/v2/api/admin/approve-user', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: 'Approve a pending registration, or answer a password reset request with a one-time reset code',
      security,
      body: UserActionRequestSchema,
      response: { 200: ApproveUserResponseSchema, ...errors },
    },
    handler: (request) => admin.approve(callerOf(request), request.body.user_id),
  });

  app.post('/v2/api/admin/deny-user', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: 'Deny a pending registration or discard a pending password reset',
      security,
      body: UserActionRequestSchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    handler: (request) => admin.deny(callerOf(request), request.body.user_id),
  });

  app.get('/v2/api/admin/users', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: "The admin's company's approved accounts, active and deactivated",
      security,
      response: { 200: CompanyUsersResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) => admin.listMembers(callerOf(request)),
  });

  app.post('/v2/api/admin/deactivate-user', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: 'Deactivate an active account of the company: it cannot sign in, and its sessions end at once',
      security,
      body: UserActionRequestSchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    handler: (request) => admin.deactivate(callerOf(request), request.body.user_id),
  });

  app.post('/v2/api/admin/reactivate-user', {
    ...adminOnly,
    schema: {
      tags: ['Admin'],
      summary: 'Reactivate a deactivated account of the company: it can sign in again',
      security,
      body: UserActionRequestSchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    handler: (request) => admin.reactivate(callerOf(request), request.body.user_id),
  });
};
