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

export const USER_STATUSES = ['pending', 'active', 'denied'] as const;
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
    /** Set for a generated first password: sign-in answers redirect 1 until it is changed. */
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    /** Hash of a one-time token handed out with redirect 1; it lets reset_password apply at once. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    /** A reset asked for without a token waits here, hashed, for an administrator's approval. */
    pendingPasswordHash: text('pending_password_hash'),
    pendingPasswordRequestedAt: timestamp('pending_password_requested_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
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
    /** Known once the file has been read and split into chunks. */
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    chunkCount: integer('chunk_count'),
    /** Counts the reads of the file: a read that starts over (after a crash) invalidates what workers remember. */
    splitGeneration: integer('split_generation').notNull().default(0),
    contentVersion: text('content_version'),
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
    /** The other output columns, as the export writes them (nulls left out). */
    output: jsonb('output').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rawKey] }), index('job_outputs_status_idx').on(t.jobId, t.status)],
);

/** One row per input row, in input order, pointing at its output; keyed so that a retried chunk adds nothing. */
export const jobRows = pgTable(
  'job_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** 1-based, in input order. */
    rowNumber: integer('row_number').notNull(),
    rawKey: uuid('raw_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);
