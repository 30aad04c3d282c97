import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A customer company (spec: customer_id). Every tenant row hangs off one. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Finished jobs older than this many days are deleted with their file and results; null keeps them until deleted. */
  jobRetentionDays: integer('job_retention_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail domains whose owners may register for the company. A domain belongs to one company only. */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_domains_domain_key').on(t.domain)],
);

/** `deactivated`: an administrator stopped an active account (it may be reactivated); `denied`: a refused registration. */
export const USER_STATUSES = ['pending', 'active', 'denied', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    countryCode: text('country_code'),
    location: text('location'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    /**
     * The installation's administrator, the `admin` the setup creates: the one user who installs, downloads and rolls
     * back packages. A company's admins administer their company only.
     */
    installationAdmin: boolean('installation_admin').notNull().default(false),
    /** Set for a generated first password: sign-in answers redirect 1 until it is changed. */
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    /** Hash of a one-time token handed out with redirect 1; it lets reset_password apply at once. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    /**
     * When and from which client address a password reset was asked for without a token: the request waits for an
     * administrator, who checks with the user and issues a one-time reset code (held in `resetTokenHash`).
     */
    passwordResetRequestedAt: timestamp('pending_password_requested_at', { withTimezone: true }),
    passwordResetRequestedFrom: text('password_reset_requested_from'),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in names no company, so usernames are unique across all companies, whatever their case.
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_status_idx').on(t.companyId, t.status),
  ],
);

/** Only a SHA-256 of each key is kept: a leaked table cannot be replayed. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for sign-in attempts, kept in the database so that every API instance sees the same count.
 * A bucket is 'ip:<address>' or 'user:<lower username>'.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  bucket: text('bucket').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Sign-ins per typed username (lower case) and client address: wrong passwords in a row, which make that pair wait
 * longer and longer, and the last success, which makes the address one the user signs in from (its attempts are not
 * held back by other addresses' failures). Usernames no account has are counted alike, so answers never tell.
 */
export const signInPairs = pgTable(
  'sign_in_pairs',
  {
    usernameKey: text('username_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.usernameKey, t.address] })],
);

/** A rule of the company as a job applies it: the exact raw row, and the values it normalizes to. */
export interface RuleSnapshot {
  raw: { publisher: string; title: string; version: string };
  values: Record<string, string | null>;
  /** A rule for every version of the raw row's family (absent on jobs submitted before such rules existed). */
  anyVersion?: boolean;
  /** Why the rule ignores its rows, when it does. */
  ignoreReason?: string | null;
}

/** A company catalog entry as a job matches against it. */
export interface CatalogEntrySnapshot {
  id: number;
  values: Record<string, string | null>;
}

/** The company's overrides a job runs with, fixed when it is submitted. */
export interface JobPersonalization {
  rules: RuleSnapshot[];
  /** Company catalog entries (absent on jobs submitted before they existed). */
  catalog?: CatalogEntrySnapshot[];
  /** Data mappings: field → normalized value → the company's wording. */
  dataMappings?: { field: string; normalizedValue: string; customValue: string }[];
}

/** Binary data (an uploaded file's pieces); drizzle-orm has no built-in bytea column. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const JOB_STATUSES = ['created', 'processing', 'completed', 'error'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

/** An enrichment job: one uploaded file, owned by the user who submitted it. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file's name. */
    name: text('name').notNull(),
    /** 1 title job, 2 publisher job (the spec's codes). */
    type: integer('type').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('created'),
    error: text('error'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    fileBytes: integer('file_bytes').notNull(),
    /**
     * Whether the whole file is stored. Pieces are stored one statement at a time (a transaction over all of them held
     * PGlite's only connection for seconds, and every other request waited); until then the job is in no list and no
     * worker takes it, and one left so by a crash is deleted later (`deleteAbandonedUploads`).
     */
    fileStored: boolean('file_stored').notNull().default(true),
    /**
     * Whether its outputs' `row_count` is kept as chunks are stored (every job since migration 0018): its summary, its
     * catalog-matched rows and its metrics then weigh its distinct outputs by that count, without counting a million
     * input rows again when it completes. False for jobs stored before, whose rows are counted as they were.
     */
    rowCounts: boolean('row_counts').notNull().default(true),
    /** Known once the file has been read and split into chunks. */
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    chunkCount: integer('chunk_count'),
    /** Counts the reads of the file: a read that starts over (after a crash) invalidates what workers remember. */
    splitGeneration: integer('split_generation').notNull().default(0),
    contentVersion: text('content_version'),
    /** The date of the vulnerability data in the job's content (null: the content had none). */
    vulnerabilityDataAsOf: text('vulnerability_data_as_of'),
    /** The company's rules as they were when the job was submitted: later changes apply to later jobs only. */
    personalization: jsonb('personalization').$type<JobPersonalization>(),
    /**
     * The job's Matchfix entries: its outputs with status `matchfix` that no rule of the company covers. Kept in step
     * with them, so that the Matchfix list pages by job without counting entries: storing a chunk adds its new
     * entries, reading the file again starts over from 0, and a rule made or deleted takes its entry off or puts it
     * back in every job of the company. All of these take the company's Matchfix lock
     * (`repositories/matchfix-entries.ts`).
     */
    matchfixEntries: integer('matchfix_entries').notNull().default(0),
    /**
     * What the results page charts (the repository's `JobSummaryFigures`), counted once after the job completed; null
     * before, and until a job completed before it was kept is first summarized.
     */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /**
     * Input rows normalized to a catalog product (a title job's rows with a catalog id; a publisher job's rows whose
     * publisher the catalog knows), counted once when the job completes; null before, and for jobs completed before
     * the count was kept.
     */
    catalogMatchedRows: integer('catalog_matched_rows'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_user_idx').on(t.userId, t.id), index('jobs_unfinished_idx').on(t.status)],
);

/** The original upload, in pieces of about 1 MiB, so that any worker on any machine can read it. */
export const jobFilePieces = pgTable(
  'job_file_pieces',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/** A slice of a job's rows that one worker normalizes at a time; `done` once its rows are stored. */
export const jobChunks = pgTable(
  'job_chunks',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    firstRow: integer('first_row').notNull(),
    rowCount: integer('row_count').notNull(),
    /** The raw rows as JSON text, `[[publisher, title, version], …]` (text: it is only ever read back whole). */
    rawRows: text('raw_rows').notNull(),
    done: boolean('done').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Once done, the raw key of each of the chunk's rows, in input order: row `first_row + i` has `raw_keys[i + 1]`.
     * One array per chunk instead of one table row per input row makes storing a chunk one small write; the view
     * `job_rows (job_id, row_number, raw_key)` (migration 0004) reads them back as rows.
     */
    rawKeys: uuid('raw_keys').array(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.chunkIndex] })],
);

/**
 * The engine's output for each distinct raw row of a job, stored once however many machines report it (an
 * inventory repeats the same titles thousands of times). `raw_key` is the MD5 of the raw publisher, title and version.
 */
export const jobOutputs = pgTable(
  'job_outputs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rawKey: uuid('raw_key').notNull(),
    status: text('status').notNull(),
    rawPublisher: text('raw_publisher').notNull(),
    rawTitle: text('raw_title').notNull(),
    rawVersion: text('raw_version').notNull(),
    publisher: text('publisher'),
    name: text('name'),
    lifecycleStatus: text('lifecycle_status'),
    /** How the product was found (the engine's `matched_by`); filters the Fuzzy Match list. */
    matchedBy: text('matched_by'),
    /**
     * The raw row's family: MD5 of its publisher and its title without the version (the engine's `familyKeyText`),
     * written as a UUID; a rule for any version of the title has it as its hash key. Null on outputs stored before.
     */
    familyKey: uuid('family_key'),
    /**
     * How many input rows of the job have this raw row: added to as each chunk is stored (`jobs.row_counts`); for jobs
     * stored before, counted when the job completed, and for Matchfix entries only.
     */
    rowCount: integer('row_count'),
    /** The other output columns, as the export writes them (nulls left out). */
    output: jsonb('output').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rawKey] }),
    index('job_outputs_status_idx').on(t.jobId, t.status),
    // The Matchfix list: a job's entries in the list's order (raw publisher, title, version), so that a page is read
    // from where it starts instead of sorting the job's entries; `raw_key` for the check against the company's rules.
    index('job_outputs_matchfix_idx')
      .on(t.jobId, t.rawPublisher, t.rawTitle, t.rawVersion, t.rawKey)
      .where(sql`${t.status} = 'matchfix'`),
    // Matchfix entries of a family: a rule for any version of a title covers them (rule made or deleted, grouped list).
    index('job_outputs_matchfix_family_idx')
      .on(t.jobId, t.familyKey)
      .where(sql`${t.status} = 'matchfix'`),
    // The Fuzzy Match list reads only the rows a person should look at: a small share of most jobs.
    index('job_outputs_review_idx')
      .on(t.jobId, t.rawKey)
      .where(sql`${t.status} = 'matchfix' or ${t.matchedBy} in ('fuzzy', 'title_parse')`),
  ],
);

/** The normalized fields a rule mapping sets (spec: the 12 type-ahead fields). */
export const RULE_FIELDS = [
  'publisher',
  'name',
  'version',
  'major',
  'minor',
  'patch',
  'build',
  'release',
  'edition',
  'servicepack',
  'architecture',
  'language',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The 12 normalized fields of a rule or a company catalog entry; publisher, name and version are required. */
const normalizedColumns = () => ({
  publisher: text('publisher').notNull(),
  name: text('name').notNull(),
  version: text('version').notNull(),
  major: text('major'),
  minor: text('minor'),
  patch: text('patch'),
  build: text('build'),
  release: text('release'),
  edition: text('edition'),
  servicepack: text('servicepack'),
  architecture: text('architecture'),
  language: text('language'),
});

/** Who created and last changed a company's override, and when (overrides must be traceable). */
const changeStampColumns = () => ({
  createdByUserId: integer('created_by_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's rule mapping: one exact raw publisher, name and version, and the values it is normalized to instead of
 * what the catalog says. `hash_key` is the MD5 of the raw fields (as a UUID), the same key job outputs use.
 */
export const userRuleMappings = pgTable(
  'user_rule_mappings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hashKey: uuid('hash_key').notNull(),
    rawPublisher: text('raw_publisher').notNull(),
    rawName: text('raw_name').notNull(),
    rawVersion: text('raw_version').notNull(),
    /**
     * Whether the rule matches every version of the raw row's family (its publisher and its title without the
     * version); `hash_key` is then the family's key, and rows keep their own version.
     */
    anyVersion: boolean('any_version').notNull().default(false),
    /** Set when the rule ignores the rows it matches: why, as the rows' reason says. */
    ignoreReason: text('ignore_reason'),
    ...normalizedColumns(),
    ...changeStampColumns(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.hashKey] })],
);

/** Raw entries a user removed from the company's Fuzzy Match list (`delete_fuzzy_match`). */
export const fuzzyMatchDismissals = pgTable(
  'fuzzy_match_dismissals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rawKey: uuid('raw_key').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.rawKey] })],
);

/**
 * A company's own catalog entries: normalized records the content pack does not have (in-house software, odd
 * editions). They take part in matching, and rule mappings may point at them. Created with a rule whose values the
 * catalog does not know.
 */
export const userCatalogEntries = pgTable(
  'user_catalog_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...normalizedColumns(),
    ...changeStampColumns(),
  },
  (t) => [index('user_catalog_entries_company_idx').on(t.companyId, t.id)],
);

/** A company's wording for a normalized value of one field ("International Business Machines" → "IBM"). */
export const userDataMappings = pgTable(
  'user_data_mappings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hashKey: uuid('hash_key').notNull().defaultRandom(),
    fieldName: text('field_name').notNull(),
    normalizedValue: text('normalized_value').notNull(),
    customValue: text('custom_value').notNull(),
    ...changeStampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.hashKey] }),
    uniqueIndex('user_data_mappings_value_key').on(t.companyId, t.fieldName, t.normalizedValue),
  ],
);

/** A package the update server offers, as the product records it (`manifest` is the update server's, signed). */
export interface OfferedPackage {
  kind: 'content' | 'model' | 'software';
  version: string;
  releaseNotes: string;
  builtAt: string;
  file: string;
  bytes: number;
  sha256: string;
  signature: string;
}

/**
 * The update state of each package (Content, Model, Software): the newest version the update server offers, a
 * verified download waiting to be installed, and what went wrong last. Kept in the database so that every API
 * instance shows and acts on the same state.
 */
export const systemPackages = pgTable('system_packages', {
  name: text('name').primaryKey(),
  offered: jsonb('offered').$type<OfferedPackage>(),
  /** `Downloading` or `Installing` while one runs (with `busySince`), otherwise null. */
  activity: text('activity'),
  busySince: timestamp('busy_since', { withTimezone: true }),
  /** The offered package, downloaded and verified (content and model; software is staged on disk). */
  downloaded: jsonb('downloaded').$type<OfferedPackage>(),
  downloadedBody: bytea('downloaded_body'),
  lastError: text('last_error'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Installed content and model packages. Exactly one release per kind is active; older ones stay, so that a job
 * started on one finishes on it, and so that an install can be undone.
 */
export const contentReleases = pgTable(
  'content_releases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'content' | 'model'>().notNull(),
    version: text('version').notNull(),
    sha256: text('sha256').notNull(),
    /** The package file as downloaded: gzip of the JSON half of the content pack. */
    body: bytea('body').notNull(),
    active: boolean('active').notNull().default(false),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_releases_version_key').on(t.kind, t.version),
    uniqueIndex('content_releases_active_key')
      .on(t.kind)
      .where(sql`${t.active}`),
  ],
);
