import { SESSION_COOKIE_DAYS, SESSION_KEY_COOKIE } from '@rnorm/contracts';

/**
 * The cookies the app itself writes (spec section 3). The key's cookie (`authKey`) is not among them: the server sets
 * it HttpOnly at sign-in and drops it at sign-out, and no script here, ours or an injected one, can read it.
 */
export const sessionCookieNames = {
  userId: 'userId',
  customerId: 'customerId',
} as const;

export interface Session {
  userId: string;
  customerId: string | null;
}

export interface CookieOptions {
  /** Lifetime in days; 0 or less expires the cookie at once. */
  days: number;
  isSecure: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function serializeCookie(name: string, value: string, options: CookieOptions, now = new Date()): string {
  const expires = new Date(now.getTime() + options.days * DAY_MS).toUTCString();
  const parts = [`${name}=${encodeURIComponent(value)}`, `expires=${expires}`, 'path=/', 'SameSite=Lax'];
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    const rawValue = pair.slice(separator + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(rawValue));
    } catch {
      // A cookie written by something else may hold a stray '%'; keep it as it is rather than lose the others.
      cookies.set(name, rawValue);
    }
  }
  return cookies;
}

function isSecureContext(): boolean {
  return window.location.protocol === 'https:';
}

export function readCookie(name: string): string | null {
  const value = parseCookies(document.cookie).get(name);
  return value ? value : null;
}

export function writeCookie(name: string, value: string, days = SESSION_COOKIE_DAYS): void {
  document.cookie = serializeCookie(name, value, { days, isSecure: isSecureContext() });
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { days: -1, isSecure: isSecureContext() });
}

/**
 * The signed-in session, or null when the user id is missing (spec section 4, Session). Whether the key in the
 * server's cookie still works is for the token check to say.
 */
export function readSession(): Session | null {
  const userId = readCookie(sessionCookieNames.userId);
  if (!userId) return null;
  return { userId, customerId: readCookie(sessionCookieNames.customerId) };
}

export function saveSession(session: { userId: number | string; customerId: number | string }): void {
  writeCookie(sessionCookieNames.userId, String(session.userId));
  writeCookie(sessionCookieNames.customerId, String(session.customerId));
}

/**
 * Forgets the session on this side. The key's own cookie is the server's to drop (sign-out does); a key cookie that
 * scripts could see, left by a version before the server set it, is deleted too.
 */
export function clearSession(): void {
  for (const name of [...Object.values(sessionCookieNames), SESSION_KEY_COOKIE]) deleteCookie(name);
}
