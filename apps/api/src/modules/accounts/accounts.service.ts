import {
  serverMessages,
  feedbackMessages,
  type MessageResponse,
  type RegisterUserRequestSchema,
  type ResetPasswordRequestSchema,
} from '@rnorm/contracts';
import type { CompaniesRepository, MetricsRepository, UsersRepository } from '@rnorm/db';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { passwordProblem } from '../../security/password-policy.ts';
import { hashPassword } from '../../security/passwords.ts';
import { digestToken, normalizeResetCode } from '../../security/tokens.ts';
import { domainCandidates } from './email-domain.ts';

interface AccountsServiceDeps {
  users: UsersRepository;
  companies: CompaniesRepository;
  metrics: MetricsRepository;
  revokeAllKeys: (userId: number) => Promise<void>;
}

/** Postgres unique_violation, raised when two registrations race for one username or e-mail. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

function refuseWeakPassword(password: string, username?: string | null): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'password' });
}

export function createAccountsService({ users, companies, metrics, revokeAllKeys }: AccountsServiceDeps) {
  return {
    /** Registers a pending user; needs an existing company and an e-mail domain that company registered. */
    async register(input: z.output<typeof RegisterUserRequestSchema>): Promise<MessageResponse> {
      refuseWeakPassword(input.password, input.username);
      const company = await companies.findById(input.company_id);
      if (!company) throw new AppError('NOT_FOUND', serverMessages.companyNotFound, { statusCode: 400 });
      const owners = await Promise.all(domainCandidates(input.email_address).map((d) => companies.findDomainOwner(d)));
      if (!owners.includes(company.id)) {
        throw new AppError('FORBIDDEN', serverMessages.domainNotRegistered, { statusCode: 400 });
      }
      if (await users.findByUsername(input.username)) throw new AppError('CONFLICT', serverMessages.usernameTaken);
      if (await users.findByEmail(input.email_address)) throw new AppError('CONFLICT', serverMessages.emailTaken);
      try {
        await users.create({
          companyId: company.id,
          username: input.username,
          email: input.email_address,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          countryCode: input.countryCode,
          location: input.location,
          passwordHash: await hashPassword(input.password),
          role: 'user',
          status: 'pending',
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', serverMessages.usernameTaken);
        throw error;
      }
      await metrics.record('registration', company.id);
      return { message: feedbackMessages.registrationSent };
    },

    /**
     * Changes a password with the reset token a sign-in answered with redirect 1, or with the one-time reset code an
     * administrator issued. Without either, nobody has proven they own the account: the request is recorded (when,
     * and from `clientAddress`) for an administrator of the company, the password sent is dropped, and the answer
     * is the same whether or not the account exists. Any change revokes every API key of the user.
     */
    async resetPassword(
      input: z.output<typeof ResetPasswordRequestSchema>,
      clientAddress: string | null = null,
    ): Promise<MessageResponse> {
      const proof = input.reset_code
        ? { hash: digestToken(normalizeResetCode(input.reset_code)), invalid: serverMessages.resetCodeInvalid }
        : input.reset_token
          ? { hash: digestToken(input.reset_token), invalid: serverMessages.resetTokenInvalid }
          : undefined;
      if (proof) {
        const user = await users.findByResetTokenHash(proof.hash);
        const emailMatches = !user?.email || user.email.toLowerCase() === input.email.toLowerCase();
        const proofValid =
          user !== undefined &&
          user.companyId === input.customer_id &&
          emailMatches &&
          (user.resetTokenExpiresAt?.getTime() ?? 0) > Date.now();
        if (!proofValid) {
          const field = input.reset_code ? 'reset_code' : 'reset_token';
          throw new AppError('VALIDATION_FAILED', proof.invalid, { field });
        }
        // Refused before the code is spent: the user tries another password with the same code.
        refuseWeakPassword(input.password, user.username);
        // The generated first admin has no e-mail yet; the one given here becomes its address.
        if (!user.email) {
          if (await users.findByEmail(input.email)) throw new AppError('CONFLICT', serverMessages.emailTaken);
          await users.setEmail(user.id, input.email);
        }
        // setPassword also clears the token or code: it works once.
        await users.setPassword(user.id, await hashPassword(input.password));
        await revokeAllKeys(user.id);
        return { message: serverMessages.passwordChanged };
      }
      // The password is dropped here, but a weak one is refused now rather than after the administrator's code; the
      // username is not checked, which would tell whether the account exists.
      refuseWeakPassword(input.password);
      const user = await users.findByEmail(input.email);
      if (user && user.companyId === input.customer_id && user.status === 'active') {
        await users.requestPasswordReset(user.id, clientAddress?.slice(0, 64) ?? null);
      }
      return { message: serverMessages.passwordResetRequested };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
