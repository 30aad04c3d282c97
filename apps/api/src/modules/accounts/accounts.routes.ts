import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MessageResponseSchema,
  RegisterUserRequestSchema,
  ResetPasswordRequestSchema,
} from '@rnorm/contracts';
import type { AccountsService } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.post('/v2/api/register-user', {
    schema: {
      tags: ['Accounts'],
      summary: 'Ask for an account in a company; it stays pending until an administrator approves it',
      body: RegisterUserRequestSchema,
      response: { 201: MessageResponseSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    },
    handler: async (request, reply) => reply.code(201).send(await accounts.register(request.body)),
  });

  app.post('/v2/reset_password', {
    schema: {
      tags: ['Accounts'],
      summary:
        "Change a password with a reset token or an administrator's reset code; without either, ask an " +
        'administrator for a code',
      body: ResetPasswordRequestSchema,
      response: { 200: MessageResponseSchema, 400: ErrorBodySchema },
    },
    handler: (request) => accounts.resetPassword(request.body, request.ip),
  });
};
