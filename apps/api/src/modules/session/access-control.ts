import type { AccessControlEntry } from '@rnorm/contracts';

const EVERYONE = ['admin', 'user'] as const;
const ADMINS = ['admin'] as const;

/**
 * Which roles may open which pages of the web app (spec section 6). An entry also grants the paths below it
 * ('/user-mapping' grants '/user-mapping/create'). '/' is deliberately absent: as a prefix it would grant everything.
 */
export const ACCESS_CONTROL: readonly AccessControlEntry[] = [
  { page: '/enrich', roles: [...EVERYONE] },
  { page: '/normalize', roles: [...EVERYONE] },
  { page: '/user-rule', roles: [...EVERYONE] },
  { page: '/user-mapping', roles: [...EVERYONE] },
  { page: '/user-catalog', roles: [...EVERYONE] },
  { page: '/user-data-mapping', roles: [...EVERYONE] },
  { page: '/matchfix', roles: [...EVERYONE] },
  { page: '/fuzzy-match', roles: [...EVERYONE] },
  { page: '/developer-api', roles: [...EVERYONE] },
  { page: '/view-csv', roles: [...EVERYONE] },
  { page: '/settings', roles: [...EVERYONE] },
  { page: '/insights', roles: [...EVERYONE] },
  { page: '/update', roles: [...ADMINS] },
  { page: '/update-new', roles: [...ADMINS] },
  { page: '/admin', roles: [...ADMINS] },
  { page: '/register', roles: [...ADMINS] },
];
