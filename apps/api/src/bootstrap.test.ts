import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompaniesRepository,
  createUsersRepository,
  openCatalogDatabase,
  type CatalogDb,
  type OpenDatabase,
} from '@rnorm/db';
import { ADMIN_USERNAME, DEFAULT_COMPANY_NAME, ensureInitialAdmin } from './bootstrap.ts';
import { verifyPassword } from './security/passwords.ts';

describe(ensureInitialAdmin.name, () => {
  let catalog: OpenDatabase<CatalogDb>;
  beforeAll(async () => {
    catalog = await openCatalogDatabase({ kind: 'pglite', dataDir: 'memory' });
  });
  afterAll(() => catalog.close());

  it('creates the default company and an admin with a generated password that must be changed, once', async () => {
    const repositories = { companies: createCompaniesRepository(catalog.db), users: createUsersRepository(catalog.db) };
    const first = await ensureInitialAdmin(repositories, undefined);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{24}$/);
    const company = await repositories.companies.findById(first.companyId);
    expect(company?.name).toBe(DEFAULT_COMPANY_NAME);
    const admin = await repositories.users.findByUsername(ADMIN_USERNAME);
    expect(admin).toMatchObject({
      role: 'admin',
      installationAdmin: true,
      status: 'active',
      mustResetPassword: true,
      companyId: company?.id,
    });
    expect(admin?.passwordHash).not.toContain(first.generatedAdminPassword);
    expect(await verifyPassword(admin!.passwordHash, first.generatedAdminPassword!)).toBe(true);

    const second = await ensureInitialAdmin(repositories, 'configured password');
    expect(second).toEqual({ companyId: first.companyId });
    const unchanged = await repositories.users.findByUsername(ADMIN_USERNAME);
    expect(unchanged?.passwordHash).toBe(admin?.passwordHash);
  });

  it('uses a configured password as is, without forcing a change', async () => {
    const fresh = await openCatalogDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      const repositories = { companies: createCompaniesRepository(fresh.db), users: createUsersRepository(fresh.db) };
      const result = await ensureInitialAdmin(repositories, 'from the environment');
      expect(result.generatedAdminPassword).toBeUndefined();
      const admin = await repositories.users.findByUsername(ADMIN_USERNAME);
      expect(admin?.mustResetPassword).toBe(false);
      expect(await verifyPassword(admin!.passwordHash, 'from the environment')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
