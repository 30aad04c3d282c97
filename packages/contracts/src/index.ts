export { validationMessages, feedbackMessages, serverMessages } from './messages.ts';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  DOMAIN_PATTERN,
  SignInRequestSchema,
  SignInResponseSchema,
  RoleSchema,
  CheckTokenQuerySchema,
  CheckTokenResponseSchema,
  AccessControlEntrySchema,
  AccessControlResponseSchema,
  ResetPasswordRequestSchema,
  RegisterUserRequestSchema,
  RegisterDomainRequestSchema,
  CompanyDetailsResponseSchema,
  PendingRequestKindSchema,
  PendingUserSchema,
  PendingUsersResponseSchema,
  UserActionRequestSchema,
  MessageResponseSchema,
  passwordWithoutSlashes,
} from './auth.ts';
export type {
  SignInRequest,
  SignInResponse,
  Role,
  CheckTokenResponse,
  AccessControlEntry,
  ResetPasswordRequest,
  RegisterUserRequest,
  RegisterDomainRequest,
  CompanyDetails,
  PendingUser,
  MessageResponse,
} from './auth.ts';
export { AppErrorCodeSchema, ErrorBodySchema } from './errors.ts';
export type { AppErrorCode, ErrorBody } from './errors.ts';
export { HealthResponseSchema } from './health.ts';
export type { HealthResponse } from './health.ts';
export { SESSION_COOKIE_DAYS, API_KEY_TTL_DAYS, LIST_PAGE_SIZE, PAGINATION_WINDOW } from './constants.ts';
export {
  UPLOAD_MAX_BYTES,
  JOB_TYPE_TITLE,
  JOB_TYPE_PUBLISHER,
  JOB_LIST_REFETCH_MS,
  MAX_PAGE_SIZE,
} from './constants.ts';
export {
  JobStatusSchema,
  JobTypeCodeSchema,
  RowStatusSchema,
  UserIdParamsSchema,
  UploadOptionsSchema,
  UploadResponseSchema,
  JobListItemSchema,
  JobListResponseSchema,
  JobIdQuerySchema,
  JobExportQuerySchema,
  JobStatsSchema,
  PageQuerySchema,
  MatchfixListQuerySchema,
  MatchfixEntrySchema,
  MatchfixListResponseSchema,
  JobResultsQuerySchema,
  JobResultRowSchema,
  JobResultsResponseSchema,
  JobSummarySchema,
} from './jobs.ts';
export type {
  JobStatus,
  JobTypeCode,
  RowStatus,
  UploadOptions,
  UploadResponse,
  JobListItem,
  JobListResponse,
  JobStats,
  MatchfixEntry,
  MatchfixListResponse,
  JobResultRow,
  JobResultsResponse,
  JobSummary,
} from './jobs.ts';
