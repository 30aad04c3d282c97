import { z } from 'zod';
import { JOB_RETENTION_MAX_DAYS } from './constants.ts';
import { EXAMPLE_CUSTOMER_ID, EXAMPLE_USER_ID, withExample } from './examples.ts';
import { feedbackMessages, serverMessages, validationMessages as m } from './messages.ts';

/** Password length limits of spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DIGITS_ONLY = /^\d+$/;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const passwordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, m.passwordMin)
    .max(PASSWORD_MAX_LENGTH, m.passwordMax);

/** A numeric identifier typed in a text box; the API also accepts a JSON number. */
const numericId = (requiredMessage: string, numericMessage: string) =>
  z.union([z.number().int().nonnegative(), z.string()], { error: requiredMessage }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (!DIGITS_ONLY.test(text) || !Number.isSafeInteger(Number(text))) {
      ctx.addIssue({ code: 'custom', message: numericMessage });
      return z.NEVER;
    }
    return Number(text);
  });

const agreement = z.literal(true, { error: m.agreeRequired });

export const SignInRequestSchema = withExample(
  z.object({
    username: requiredText(m.usernameRequiredSignIn),
    password: passwordField(m.passwordRequired),
    agree: agreement,
  }),
  { username: 'jdoe', password: 'Example-Passw0rd', agree: true },
);
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignInResponseSchema = withExample(
  z.object({
    api_key: z.string().describe('Bearer key for every other call; valid for 7 days or until sign-out.'),
    user_id: z.number().int(),
    customer_id: z.number().int(),
  }),
  {
    api_key: 'k3y-EXAMPLE-0123456789abcdefghijklmnopqrstuv',
    user_id: EXAMPLE_USER_ID,
    customer_id: EXAMPLE_CUSTOMER_ID,
  },
);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const CheckTokenQuerySchema = z.object({ user_id: withExample(z.coerce.number().int(), EXAMPLE_USER_ID) });
export const CheckTokenResponseSchema = withExample(
  z.object({
    valid: z.boolean(),
    role: RoleSchema,
    username: z.string().describe('Who is signed in: the web app shows it in its header.'),
    installation_admin: z
      .boolean()
      .describe(
        'The installation administrator (the `admin` the setup created): the only one who installs, downloads and ' +
          "rolls back packages. Other companies' admins see the update state only.",
      ),
  }),
  { valid: true, role: 'admin', username: 'admin', installation_admin: true },
);
export type CheckTokenResponse = z.infer<typeof CheckTokenResponseSchema>;

export const AccessControlEntrySchema = z.object({
  page: z.string().describe('A path; it also grants every path it is a prefix of.'),
  roles: z.array(RoleSchema),
});
export const AccessControlResponseSchema = withExample(z.array(AccessControlEntrySchema), [
  { page: '/enrich', roles: ['admin', 'user'] },
  { page: '/fuzzy-match', roles: ['admin', 'user'] },
  { page: '/developer-api', roles: ['admin', 'user'] },
  { page: '/update', roles: ['admin'] },
  { page: '/admin', roles: ['admin'] },
]);
export type AccessControlEntry = z.infer<typeof AccessControlEntrySchema>;

export const passwordWithoutSlashes = (requiredMessage: string) =>
  passwordField(requiredMessage).refine((value) => !/[/\\]/.test(value), m.passwordNoSlash);

export const ResetPasswordRequestSchema = withExample(
  z.object({
    customer_id: numericId(m.customerIdRequired, m.customerIdNumeric),
    email: requiredText(m.resetEmailRequired).pipe(z.string().regex(EMAIL_PATTERN, m.resetEmailInvalid)),
    password: passwordWithoutSlashes(m.newPasswordRequired),
    reset_token: z
      .string()
      .max(200)
      .optional()
      .describe('Given by a sign-in that answered redirect 1: the password is changed at once.'),
    reset_code: z
      .string()
      .max(40)
      .optional()
      .describe(
        'The one-time code an administrator issued for this request (approve-user): the password is changed at ' +
          'once. Without a token or a code, the request is recorded for an administrator and nothing changes.',
      ),
  }),
  { customer_id: EXAMPLE_CUSTOMER_ID, email: 'jane.doe@acme.example.com', password: 'New-Example-Passw0rd' },
);
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const RegisterUserRequestSchema = withExample(
  z.object({
    first_name: requiredText(m.firstNameRequired).pipe(z.string().max(100)),
    last_name: requiredText(m.lastNameRequired).pipe(z.string().max(100)),
    email_address: requiredText(m.emailRequired).pipe(z.string().max(254).regex(EMAIL_PATTERN, m.emailInvalid)),
    company_id: numericId(m.companyIdRequired, m.companyIdNumeric),
    phone: requiredText(m.phoneRequired).pipe(z.string().regex(/^\d{1,15}$/, 'Phone must be up to 15 digits')),
    countryCode: z.string().trim().max(8).optional().default(''),
    location: z.string().trim().max(200).optional().default(''),
    username: requiredText(m.usernameRequired).pipe(z.string().max(100)),
    password: passwordField(m.passwordRequired),
    agree: agreement,
  }),
  {
    first_name: 'Jane',
    last_name: 'Doe',
    email_address: 'jane.doe@acme.example.com',
    company_id: EXAMPLE_CUSTOMER_ID,
    phone: '3125550147',
    countryCode: '+1',
    location: 'Chicago, IL',
    username: 'jdoe',
    password: 'Example-Passw0rd',
    agree: true,
  },
);
export type RegisterUserRequest = z.input<typeof RegisterUserRequestSchema>;

/** Optional scheme, dotted host ending in 2+ letters, optional path (spec section 5). */
export const DOMAIN_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(\/\S*)?$/i;

export const RegisterDomainRequestSchema = withExample(
  z.object({
    domain: requiredText(m.domainRequired).pipe(z.string().max(253).regex(DOMAIN_PATTERN, m.domainInvalid)),
  }),
  { domain: 'acme.example.com' },
);
export type RegisterDomainRequest = z.input<typeof RegisterDomainRequestSchema>;

export const CompanyDetailsResponseSchema = withExample(
  z.object({
    company_name: z.string(),
    domain: z.string().describe('The registered domains, comma-separated; empty when none.'),
    customer_id: z.number().int(),
    domains: z.array(z.string()),
    job_retention_days: z
      .number()
      .int()
      .nullable()
      .describe(
        'Finished jobs older than this many days are deleted with their file and results; null: kept until deleted.',
      ),
  }),
  {
    company_name: 'Acme Corporation',
    domain: 'acme.example.com, acme-labs.example.com',
    customer_id: EXAMPLE_CUSTOMER_ID,
    domains: ['acme.example.com', 'acme-labs.example.com'],
    job_retention_days: 180,
  },
);

export const JobRetentionRequestSchema = withExample(
  z.object({
    job_retention_days: z
      .number({ error: m.jobRetentionInvalid })
      .int({ error: m.jobRetentionInvalid })
      .min(1, { error: m.jobRetentionInvalid })
      .max(JOB_RETENTION_MAX_DAYS, { error: m.jobRetentionInvalid })
      .nullable()
      .describe(
        `Days (1 to ${JOB_RETENTION_MAX_DAYS}) after which finished jobs are deleted, counted from when each finished; null keeps them until deleted.`,
      ),
  }),
  { job_retention_days: 180 },
);
export type JobRetentionRequest = z.infer<typeof JobRetentionRequestSchema>;
export type CompanyDetails = z.infer<typeof CompanyDetailsResponseSchema>;

export const PendingRequestKindSchema = z.enum(['registration', 'password_reset']);

export const PendingUserSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_address: z.string().nullable(),
  username: z.string().nullable(),
  request: PendingRequestKindSchema.describe(
    'A new registration, or a password reset asked for without a reset token.',
  ),
  requested_at: z
    .string()
    .nullable()
    .describe('For a password reset: when it was asked for (ISO 8601); null for a registration.'),
  requested_from: z
    .string()
    .nullable()
    .describe('For a password reset: the client address it came from, when known; null otherwise.'),
});
export type PendingUser = z.infer<typeof PendingUserSchema>;

export const PendingUsersResponseSchema = withExample(z.object({ pending_users: z.array(PendingUserSchema) }), {
  pending_users: [
    {
      user_id: 57,
      first_name: 'Jane',
      last_name: 'Doe',
      email_address: 'jane.doe@acme.example.com',
      username: 'jdoe',
      request: 'registration',
      requested_at: null,
      requested_from: null,
    },
    {
      user_id: 31,
      first_name: 'Rahul',
      last_name: 'Mehta',
      email_address: 'rahul.mehta@acme.example.com',
      username: 'rmehta',
      request: 'password_reset',
      requested_at: '2026-12-06T09:14:03.000Z',
      requested_from: '198.51.100.23',
    },
  ],
});

export const CompanyUserStatusSchema = z
  .enum(['active', 'deactivated'])
  .describe('`deactivated`: an administrator stopped the account; it cannot sign in until it is reactivated.');

export const CompanyUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_address: z.string().nullable(),
  role: RoleSchema,
  status: CompanyUserStatusSchema,
  is_you: z.boolean().describe('The administrator asking: an account cannot deactivate itself.'),
  status_changed_at: z
    .string()
    .nullable()
    .describe('When the account was approved, deactivated or reactivated last (ISO 8601); null when never.'),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

export const CompanyUsersResponseSchema = withExample(z.object({ users: z.array(CompanyUserSchema) }), {
  users: [
    {
      user_id: 12,
      username: 'admin',
      first_name: null,
      last_name: null,
      email_address: null,
      role: 'admin',
      status: 'active',
      is_you: true,
      status_changed_at: null,
    },
    {
      user_id: 57,
      username: 'jdoe',
      first_name: 'Jane',
      last_name: 'Doe',
      email_address: 'jane.doe@acme.example.com',
      role: 'user',
      status: 'deactivated',
      is_you: false,
      status_changed_at: '2026-12-06T09:14:03.000Z',
    },
  ],
});

export const UserActionRequestSchema = withExample(z.object({ user_id: z.coerce.number().int() }), { user_id: 57 });

/**
 * Approving a password reset request issues a one-time reset code, shown only in this answer, for the administrator
 * to give the user out of band; approving a registration answers the message alone.
 */
export const ApproveUserResponseSchema = withExample(
  z.object({
    message: z.string(),
    reset_code: z.string().optional().describe('For a password reset request: the one-time code, shown only here.'),
    reset_code_expires_at: z.string().optional().describe('When the code stops working (ISO 8601).'),
  }),
  {
    message: serverMessages.resetCodeIssued,
    reset_code: '7KQ2M-X9D4T-R8B3W',
    reset_code_expires_at: '2026-12-06T17:20:00.000Z',
  },
);
export type ApproveUserResponse = z.infer<typeof ApproveUserResponseSchema>;

/** Shared by several calls (registration, password reset, approval, sign-out): the example is the registration's. */
export const MessageResponseSchema = withExample(z.object({ message: z.string() }), {
  message: feedbackMessages.registrationSent,
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
