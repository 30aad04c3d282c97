import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
