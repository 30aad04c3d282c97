import { feedbackMessages, serverMessages, type CompanyDetails, type MessageResponse } from '@rnorm/contracts';
import type { CompaniesRepository, KeyOwner } from '@rnorm/db';
import { AppError } from '../../app-error.ts';
import { isPublicMailDomain, toDomainHost } from '../accounts/email-domain.ts';

export function createCompanyService({ companies }: { companies: CompaniesRepository }) {
  return {
    async details(caller: KeyOwner): Promise<CompanyDetails> {
      const company = await companies.findById(caller.companyId);
      if (!company) throw new AppError('NOT_FOUND', serverMessages.notFound);
      const domains = await companies.listDomains(company.id);
      return {
        company_name: company.name,
        customer_id: company.id,
        domain: domains.join(', '),
        domains,
        job_retention_days: company.jobRetentionDays,
      };
    },

    /** Sets how many days the admin's company keeps finished jobs (null: until deleted); the sweeper does the rest. */
    async setJobRetention(admin: KeyOwner, days: number | null): Promise<MessageResponse> {
      await companies.setJobRetentionDays(admin.companyId, days);
      return { message: feedbackMessages.jobRetentionSaved(days) };
    },

    /** Registers an e-mail domain for the admin's company; a domain owned by another company is refused. */
    async registerDomain(admin: KeyOwner, domain: string): Promise<MessageResponse> {
      const host = toDomainHost(domain);
      // Anyone with an address there could then sign up for the company.
      if (isPublicMailDomain(host)) {
        throw new AppError('VALIDATION_FAILED', serverMessages.domainPublicMail, { field: 'domain' });
      }
      const owner = await companies.findDomainOwner(host);
      if (owner !== undefined && owner !== admin.companyId) throw new AppError('CONFLICT', serverMessages.domainTaken);
      await companies.addDomain(admin.companyId, host, admin.userId);
      return { message: feedbackMessages.domainRegistered };
    },

    /** Removes one of the admin's company's domains: new registrations from it are refused, users stay. */
    async removeDomain(admin: KeyOwner, domain: string): Promise<MessageResponse> {
      const removed = await companies.removeDomain(admin.companyId, toDomainHost(domain));
      if (!removed) throw new AppError('NOT_FOUND', serverMessages.domainNotOwned);
      return { message: feedbackMessages.domainRemoved };
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
