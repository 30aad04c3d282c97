import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDetailsResponseSchema,
  ErrorBodySchema,
  JobRetentionRequestSchema,
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
      summary: "The caller's company: name, customer id, registered e-mail domains and how long it keeps jobs",
      security: [{ bearerAuth: [] }],
      response: { 200: CompanyDetailsResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
    onRequest: [guard.authenticate],
    handler: (request) => company.details(callerOf(request)),
  });

  /** An admin's change to the company's domains: `{domain}` in, a message out. */
  const domainChange = (summary: string, failure: 404 | 409) => ({
    schema: {
      tags: ['Company'],
      summary,
      security: [{ bearerAuth: [] }],
      body: RegisterDomainRequestSchema,
      response: {
        200: MessageResponseSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        [failure]: ErrorBodySchema,
      },
    },
    onRequest: [guard.authenticate, guard.requireAdmin],
  });

  app.post('/v2/api/register-domain', {
    ...domainChange('Register an e-mail domain whose owners may sign up for the company', 409),
    handler: (request) => company.registerDomain(callerOf(request), request.body.domain),
  });

  app.post('/v2/api/remove-domain', {
    ...domainChange("Remove one of the company's registered e-mail domains; its users keep their accounts", 404),
    handler: (request) => company.removeDomain(callerOf(request), request.body.domain),
  });

  app.post('/v2/api/job-retention', {
    schema: {
      tags: ['Company'],
      summary: 'Set how many days the company keeps finished jobs, or keep them until they are deleted',
      description:
        'Finished jobs (completed or failed) older than this, counted from when each finished, are deleted with ' +
        'their file and results within the hour by the product itself, whoever submitted them; running jobs are ' +
        'never deleted. The Insights figures of deleted jobs stay.',
      security: [{ bearerAuth: [] }],
      body: JobRetentionRequestSchema,
      response: { 200: MessageResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    onRequest: [guard.authenticate, guard.requireAdmin],
    handler: (request) => company.setJobRetention(callerOf(request), request.body.job_retention_days),
  });
};
