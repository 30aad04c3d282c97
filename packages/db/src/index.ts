export { openCatalogDatabase, openMetricsDatabase } from './client.ts';
export type { CatalogDb, MetricsDb, DatabaseBackend, DatabaseLocation, OpenDatabase } from './client.ts';
export { USER_STATUSES } from './catalog-schema.ts';
export type { UserStatus } from './catalog-schema.ts';
export { createCompaniesRepository } from './repositories/companies.repository.ts';
export type { Company, CompaniesRepository } from './repositories/companies.repository.ts';
export { createUsersRepository } from './repositories/users.repository.ts';
export type { User, NewUser, UsersRepository } from './repositories/users.repository.ts';
export { createApiKeysRepository } from './repositories/api-keys.repository.ts';
export type { KeyOwner, ApiKeysRepository } from './repositories/api-keys.repository.ts';
export { createSignInThrottleRepository } from './repositories/sign-in-throttle.repository.ts';
export type { SignInThrottleRepository } from './repositories/sign-in-throttle.repository.ts';
export { createMetricsRepository } from './repositories/metrics.repository.ts';
export type { MetricsRepository } from './repositories/metrics.repository.ts';
export { JOB_STATUSES } from './catalog-schema.ts';
export type { JobStatusValue } from './catalog-schema.ts';
export { createJobsRepository, containsPattern } from './repositories/jobs.repository.ts';
export type {
  Job,
  NewJob,
  RawTriple,
  ChunkDraft,
  StoredChunk,
  StoredOutput,
  StoredRow,
  TextFilters,
  MatchfixRow,
  LabelCount,
  JobsRepository,
} from './repositories/jobs.repository.ts';
