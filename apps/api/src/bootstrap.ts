import type { CompaniesRepository, UsersRepository } from '@rnorm/db';
import { hashPassword } from './security/passwords.ts';
import { generatePassword } from './security/tokens.ts';

export const DEFAULT_COMPANY_NAME = 'Default Company';
export const ADMIN_USERNAME = 'admin';

export interface BootstrapResult {
  companyId: number;
  /** Set only when this start created the admin with a generated password: print it once, never store it. */
  generatedAdminPassword?: string;
}

/**
 * First start: creates the default company and the `admin` user. Later starts change nothing, so an admin
 * password changed in the product is never overwritten from the environment (`replacePassword` is the setup
 * wizard's, which sets the password its user chose).
 */
export async function ensureInitialAdmin(
  repositories: { companies: CompaniesRepository; users: UsersRepository },
  configuredPassword: string | undefined,
  options: { replacePassword?: boolean } = {},
): Promise<BootstrapResult> {
  const { companies, users } = repositories;
  const company = (await companies.findOldest()) ?? (await companies.create(DEFAULT_COMPANY_NAME));
  const existing = await users.findByUsername(ADMIN_USERNAME);
  if (existing) {
    if (!existing.installationAdmin) await users.setInstallationAdmin(existing.id);
    // The setup wizard sets the password it was given, also on a database an earlier, unfinished setup left behind.
    if (options.replacePassword && configuredPassword !== undefined) {
      await users.setPassword(existing.id, await hashPassword(configuredPassword));
    }
    return { companyId: company.id };
  }
  const password = configuredPassword ?? generatePassword();
  await users.create({
    companyId: company.id,
    username: ADMIN_USERNAME,
    passwordHash: await hashPassword(password),
    role: 'admin',
    installationAdmin: true,
    status: 'active',
    // A generated password has been on a console: it must be replaced at first sign-in.
    mustResetPassword: configuredPassword === undefined,
    firstName: 'Administrator',
  });
  return configuredPassword === undefined
    ? { companyId: company.id, generatedAdminPassword: password }
    : { companyId: company.id };
}
