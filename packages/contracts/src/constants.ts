/** Business constants of spec section 9 shared by the API and the web app. */
export const SESSION_COOKIE_DAYS = 7;
/** An API key lives as long as the cookies that carry it. */
export const API_KEY_TTL_DAYS = SESSION_COOKIE_DAYS;
/** The cookie that carries the web app's API key (spec section 4). The server sets it HttpOnly: no script reads it. */
export const SESSION_KEY_COOKIE = 'authKey';
/**
 * The header the web app sends with every call. The key in the cookie counts only on a request that carries it: a
 * form or a page on another site cannot add a header to a request (a script there could only with CORS, which the API
 * never grants), so no other site can act with a signed-in user's cookie.
 */
export const WEB_CLIENT_HEADER = 'x-rnorm-client';
export const LIST_PAGE_SIZE = 6;
export const PAGINATION_WINDOW = 4;
/** The largest upload, in bytes (50 MB). */
export const UPLOAD_MAX_BYTES = 52_428_800;
/** Job type codes of the spec: 1 a title job (Software Title tab), 2 a publisher job (Software Publisher tab). */
export const JOB_TYPE_TITLE = 1;
export const JOB_TYPE_PUBLISHER = 2;
/** The job list refetches this often. */
export const JOB_LIST_REFETCH_MS = 30_000;
/** The largest page a paged list returns. */
export const MAX_PAGE_SIZE = 500;
/** The longest a company may ask finished jobs to be kept before they are deleted: ten years, in days. */
export const JOB_RETENTION_MAX_DAYS = 3650;
