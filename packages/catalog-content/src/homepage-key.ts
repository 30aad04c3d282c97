import { compactName } from './normalize-name.ts';

// Hosts that serve many projects: their bare root says nothing about which one.
const SHARED_HOSTS = new Set(['github.com', 'gitlab.com', 'sourceforge.net', 'bitbucket.org', 'codeberg.org']);

/**
 * A homepage URL reduced to what identifies a project: host without `www.` and path, lower case, without scheme,
 * query, fragment or trailing slash (`https://www.7-zip.org/` → `7-zip.org`). Answers undefined for text that is
 * not an http(s) URL and for the bare root of a shared host such as github.com.
 */
export function homepageKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = decodeSafely(parsed.pathname)
    .toLowerCase()
    .replace(/\/(?:index\.html?)?$/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  if (!path && SHARED_HOSTS.has(host)) return undefined;
  return host + path;
}

/** The owner and repository of a github.com URL, or undefined. */
export function gitHubRepository(url: string): { owner: string; repository: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.hostname.toLowerCase().replace(/^www\./, '') !== 'github.com') return undefined;
  const [owner, repository] = parsed.pathname.split('/').filter((segment) => segment !== '');
  return owner && repository ? { owner, repository: repository.replace(/\.git$/, '') } : undefined;
}

/**
 * Whether a URL names one of the words (compared as `compactName` forms) in a host label or a whole path segment:
 * `https://www.techpowerup.com/download/throttlestop` names `TechPowerUp` and `ThrottleStop`, not `Throttle`.
 */
export function urlNamesAnyOf(url: string, words: Iterable<string>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  const tokens = new Set(
    [...parsed.hostname.split('.'), ...decodeSafely(parsed.pathname).split('/')].map((token) => compactName(token)),
  );
  for (const word of words) {
    const compact = compactName(word);
    if (compact && tokens.has(compact)) return true;
  }
  return false;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * How far a URL is from a site's root, to prefer a publisher's own site over a page of one of its products: the
 * number of path segments, one more on a shared host (`https://www.suse.com` 0, `https://github.com/suse` 2,
 * `https://github.com/rancher-sandbox/rancher-desktop` 3). Infinity for text that is not an http(s) URL.
 */
export function distanceFromSiteRoot(url: string): number {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return Infinity;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return Infinity;
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '').length;
  return segments + (SHARED_HOSTS.has(parsed.hostname.toLowerCase().replace(/^www\./, '')) ? 1 : 0);
}
