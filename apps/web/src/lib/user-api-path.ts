import { ApiError } from './api-client.ts';
import { readCookie, sessionCookieNames } from './cookies.ts';

/** Query parameters; empty strings, null and undefined are left out of the address. */
export type QueryParams = Record<string, string | number | null | undefined>;

/** `?a=1&b=x`, or '' when no parameter has a value. */
export function queryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A path under the signed-in user's API prefix, `/v2/{userId}{suffix}` (spec section 7: the id comes from the userId
 * cookie). Without the cookie the session is over, which the query layer treats like any 401.
 */
export function userApiPath(suffix: string, params?: QueryParams): string {
  const userId = currentUserId();
  return `/v2/${encodeURIComponent(userId)}${suffix}${queryString(params)}`;
}

/** The signed-in user's id, from the userId cookie; an ApiError 401 when there is none. */
export function currentUserId(): string {
  const userId = readCookie(sessionCookieNames.userId);
  if (!userId) throw new ApiError(401, null, 'Not signed in.');
  return userId;
}
