export { DEFAULT_STATEMENT_TIMEOUT_MS, openCatalogDatabase, openMetricsDatabase } from './client.ts';
export type { CatalogDb, MetricsDb, DatabaseBackend, DatabaseLocation, OpenDatabase, OpenOptions } from './client.ts';
export { USER_STATUSES } from './catalog-schema.ts';
export type { UserStatus } from './catalog-schema.ts';
export { createCompaniesRepository } from './repositories/companies.repository.ts';
export type { Company, CompaniesRepository } from './repositories/companies.repository.ts';
export { createUsersRepository } from './repositories/users.repository.ts';
export type { User, NewUser, UsersRepository } from './repositories/users.repository.ts';
export { createApiKeysRepository } from './repositories/api-keys.repository.ts';
export type { KeyOwner, ApiKeysRepository } from './repositories/api-keys.repository.ts';
export { createSignInThrottleRepository } from './repositories/sign-in-throttle.repository.ts';
export type { SignInPair, SignInThrottleRepository } from './repositories/sign-in-throttle.repository.ts';
export { createMetricsRepository } from './repositories/metrics.repository.ts';
export type {
  MetricsRepository,
  JobFigures,
  MetricsRange,
  JobDay,
  LabelDay,
} from './repositories/metrics.repository.ts';
export type { PublisherRowCount } from './metrics-schema.ts';
export { JOB_STATUSES } from './catalog-schema.ts';
export type { JobStatusValue } from './catalog-schema.ts';
export { createJobsRepository } from './repositories/jobs.repository.ts';
export { containsPattern } from './repositories/list-filters.ts';
export type {
  Job,
  NewJob,
  RawTriple,
  ChunkDraft,
  StoredChunk,
  StoredOutput,
  StoredRow,
  TextFilters,
  MatchfixOwner,
  MatchfixRow,
  LabelCount,
  JobMetricsFigures,
  JobsRepository,
} from './repositories/jobs.repository.ts';
export { RULE_FIELDS } from './catalog-schema.ts';
export type { RuleField, RuleSnapshot, JobPersonalization } from './catalog-schema.ts';
export { createUserRuleMappingsRepository } from './repositories/user-rule-mappings.repository.ts';
export type {
  UserRuleMapping,
  RawEntry,
  RuleKind,
  RuleValues,
  UserRuleMappingsRepository,
} from './repositories/user-rule-mappings.repository.ts';
export { createFuzzyMatchesRepository } from './repositories/fuzzy-matches.repository.ts';
export type { FuzzyEntryRow, FuzzyScope, FuzzyMatchesRepository } from './repositories/fuzzy-matches.repository.ts';
export { createMatchfixGroupsRepository } from './repositories/matchfix-groups.repository.ts';
export type { MatchfixGroupRow, MatchfixGroupsRepository } from './repositories/matchfix-groups.repository.ts';
export type {
  EntryGroupRow,
  EntryGroupsRepository,
  GroupFilters,
  GroupRepresentative,
} from './repositories/entry-groups.ts';
export { createFuzzyMatchGroupsRepository } from './repositories/fuzzy-match-groups.repository.ts';
export type { FuzzyMatchGroupsRepository } from './repositories/fuzzy-match-groups.repository.ts';
export type { CatalogEntrySnapshot } from './catalog-schema.ts';
export { createUserCatalogRepository } from './repositories/user-catalog.repository.ts';
export type { UserCatalogEntry, UserCatalogRepository } from './repositories/user-catalog.repository.ts';
export { createUserDataMappingsRepository } from './repositories/user-data-mappings.repository.ts';
export type { UserDataMapping, UserDataMappingsRepository } from './repositories/user-data-mappings.repository.ts';
export { createSystemUpdatesRepository } from './repositories/system-updates.repository.ts';
export type {
  SystemPackageRow,
  SystemUpdatesRepository,
  ContentReleaseKind,
} from './repositories/system-updates.repository.ts';
export type { OfferedPackage } from './catalog-schema.ts';
export {
  checkPostgres,
  createDatabase,
  dropDatabase,
  ConnectionError,
  connectionFailureCause,
  type PostgresTarget,
} from './database-server.ts';
