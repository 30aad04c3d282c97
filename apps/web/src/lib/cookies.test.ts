// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  parseCookies,
  readCookie,
  readSession,
  saveSession,
  serializeCookie,
  writeCookie,
} from './cookies.ts';

const now = new Date('2025-05-13T10:00:00Z');

describe(serializeCookie.name, () => {
  it('expires after the given days, for the whole site, with SameSite=Lax', () => {
    expect(serializeCookie('authKey', 'k1', { days: 7, isSecure: false }, now)).toBe(
      'authKey=k1; expires=Tue, 20 May 2025 10:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie('userId', '7', { days: 7, isSecure: true }, now)).toMatch(/; Secure$/);
  });

  it('encodes values that would break the cookie header', () => {
    expect(serializeCookie('authKey', 'a b;c', { days: 1, isSecure: false }, now)).toMatch(/^authKey=a%20b%3Bc;/);
  });
});

describe(parseCookies.name, () => {
  it('reads every name and decodes the values', () => {
    const cookies = parseCookies('authKey=a%20b; userId=7;customerId=12');
    expect(cookies.get('authKey')).toBe('a b');
    expect(cookies.get('userId')).toBe('7');
    expect(cookies.get('customerId')).toBe('12');
  });

  it('keeps a value it cannot decode as it is', () => {
    expect(parseCookies('broken=100%').get('broken')).toBe('100%');
  });

  it('keeps the first of two cookies with the same name, as browsers send the most specific path first', () => {
    expect(parseCookies('userId=1; userId=2').get('userId')).toBe('1');
  });
});

describe('session cookies', () => {
  afterEach(() => clearSession());

  it('writes and reads back the session, and never writes the key, which the server sets HttpOnly', () => {
    saveSession({ userId: 7, customerId: 12 });
    expect(readSession()).toEqual({ userId: '7', customerId: '12' });
    expect(readCookie('authKey')).toBeNull();
  });

  it('has no session without the user id', () => {
    writeCookie('customerId', '12');
    expect(readSession()).toBeNull();
  });

  it('forgets its cookies on clear, and a key cookie a former version left readable', () => {
    saveSession({ userId: 7, customerId: 12 });
    writeCookie('authKey', 'key-123');
    clearSession();
    expect(readCookie('authKey')).toBeNull();
    expect(readCookie('userId')).toBeNull();
    expect(readCookie('customerId')).toBeNull();
  });
});
