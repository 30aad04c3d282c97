import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDetailsResponseSchema,
  ErrorBodySchema,
  MessageResponseSchema,
  RegisterDomainRequestSchema,
} from '@rnorm/contracts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import type { CompanyService } from './company.service.ts';

export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService; guard: AuthGuard }> = async (
  app,
  { company, guard },
) => {
  app.get('/v2/get_comapnydetails', {
    schema: {
      tags: ['Company'],
      summary: "The caller's company: name, customer id and registered e-mail domains",
      security: [{ bearerAuth: [] }],
      response: { 200: CompanyDetailsResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: (request) => company.details(callerOf(request)),
  });

  app.post('/v2/api/register-domain', {
    schema: {
      tags: ['Company'],
      summary: 'Register an e-mail domain whose owners may sign up for the company',
      security: [{ bearerAuth: [] }],
      body: RegisterDomainRequestSchema,
      response: {
        200: MessageResponseSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        409: ErrorBodySchema,
      },
    },
    onRequest: [guard.authenticate, guard.requireAdmin],
    handler: (request) => company.registerDomain(callerOf(request), request.body.domain),
  });
};
