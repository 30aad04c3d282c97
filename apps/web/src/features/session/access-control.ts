import type { AccessControlEntry, Role } from '@rnorm/contracts';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether an access-control page covers a path: the same path, or a path below it.
 * The match is by whole segments, so '/user' covers '/user/7' but not '/user-mapping': a plain string prefix would
 * let an entry for one screen open every screen whose name starts the same way.
 */
export function pageCovers(page: string, path: string): boolean {
  const base = withoutTrailingSlash(page);
  const target = withoutTrailingSlash(path);
  if (base === '/' || base === target) return true;
  return target.startsWith(`${base}/`);
}

/**
 * Whether a role may open a path (spec sections 4 and 6): some entry covers the path and lists the role.
 * The same rule blocks a route and dims a menu entry.
 */
export function canOpenPath(entries: readonly AccessControlEntry[], role: Role, path: string): boolean {
  return entries.some((entry) => pageCovers(entry.page, path) && entry.roles.includes(role));
}
