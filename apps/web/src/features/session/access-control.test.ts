import type { AccessControlEntry } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { canOpenPath, pageCovers } from './access-control.ts';

const entries: AccessControlEntry[] = [
  { page: '/admin', roles: ['admin'] },
  { page: '/register', roles: ['admin'] },
  { page: '/enrich', roles: ['admin', 'user'] },
  { page: '/user-mapping', roles: ['admin', 'user'] },
  { page: '/developer-api/', roles: ['admin', 'user'] },
];

describe(pageCovers.name, () => {
  it('covers the same path and the paths below it', () => {
    expect(pageCovers('/enrich', '/enrich')).toBe(true);
    expect(pageCovers('/enrich', '/enrich/create')).toBe(true);
    expect(pageCovers('/user-mapping', '/user-mapping/abc123')).toBe(true);
  });

  it('does not cover a path that only starts with the same letters', () => {
    expect(pageCovers('/user', '/user-mapping')).toBe(false);
    expect(pageCovers('/admin', '/administrator')).toBe(false);
  });

  it('ignores trailing slashes on either side', () => {
    expect(pageCovers('/developer-api/', '/developer-api')).toBe(true);
    expect(pageCovers('/enrich', '/enrich/')).toBe(true);
  });

  it('lets the root page cover everything', () => {
    expect(pageCovers('/', '/anything/below')).toBe(true);
  });
});

describe(canOpenPath.name, () => {
  it('opens a page whose entry lists the role', () => {
    expect(canOpenPath(entries, 'admin', '/admin')).toBe(true);
    expect(canOpenPath(entries, 'user', '/enrich/create')).toBe(true);
  });

  it('blocks a page whose entry does not list the role', () => {
    expect(canOpenPath(entries, 'user', '/admin')).toBe(false);
    expect(canOpenPath(entries, 'user', '/register')).toBe(false);
  });

  it('blocks a page that no entry covers', () => {
    expect(canOpenPath(entries, 'admin', '/settings')).toBe(false);
    expect(canOpenPath([], 'admin', '/enrich')).toBe(false);
  });

  it('enables a menu entry when an entry for a parent page lists the role', () => {
    expect(canOpenPath(entries, 'user', '/user-mapping/create')).toBe(true);
    expect(canOpenPath(entries, 'user', '/developer-api')).toBe(true);
  });
});
