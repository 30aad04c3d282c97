import { compactName } from './normalize-name.ts';

// Hosts that serve many projects: their bare root says nothing about which one.
const SHARED_HOSTS = new Set(['github.com', 'gitlab.com', 'sourceforge.net', 'bitbucket.org', 'codeberg.org']);

/** The URL text reads as, or undefined when it is not one. */
function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url.trim());
  } catch {
    return undefined;
  }
}

/** The URL text reads as when it is an http(s) URL, or undefined. */
function parseWebUrl(url: string): URL | undefined {
  const parsed = parseUrl(url);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed : undefined;
}

/** The host without `www.`, lower case. */
const siteHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/**
 * A homepage URL reduced to what identifies a project: host without `www.` and path, lower case, without scheme,
 * query, fragment or trailing slash (`https://www.7-zip.org/` → `7-zip.org`). Answers undefined for text that is
 * not an http(s) URL and for the bare root of a shared host such as github.com.
 */
export function homepageKey(url: string): string | undefined {
  const parsed = parseWebUrl(url);
  if (!parsed) return undefined;
  const host = siteHost(parsed);
  const path = decodeSafely(parsed.pathname)
    .toLowerCase()
    .replace(/\/(?:index\.html?)?$/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  if (!path && SHARED_HOSTS.has(host)) return undefined;
  return host + path;
}

// Sites that host many makers' projects or apps: their name is no maker's (a GitHub project is not github's).
const HOSTING_LABELS = new Set(['github', 'gitlab', 'sourceforge', 'sf', 'bitbucket', 'codeberg', 'itch', 'npmjs']);
const STORE_HOSTS =
  /^(?:apps\.microsoft\.com|apps\.apple\.com|play\.google\.com|chrome(?:webstore)?\.google\.com|addons\.mozilla\.org|marketplace\.visualstudio\.com|sites\.google\.com)$/u;

/**
 * The second-level label of a web address's host (`https://www.7-zip.org/` → `7-zip`): the maker's name as its site
 * writes it. Undefined for text that is no http(s) URL, and for a hosting site or an app store (github.com,
 * *.github.io, apps.microsoft.com), which names no maker.
 */
export function siteLabel(address: string | undefined): string | undefined {
  const parsed = address ? parseWebUrl(address) : undefined;
  if (!parsed) return undefined;
  const host = siteHost(parsed);
  const labels = host.split('.');
  const label = labels.length >= 2 ? labels[labels.length - 2] : undefined;
  return label === undefined || HOSTING_LABELS.has(label) || STORE_HOSTS.test(host) ? undefined : label;
}

/** The owner and repository of a github.com URL, or undefined. */
export function gitHubRepository(url: string): { owner: string; repository: string } | undefined {
  const parsed = parseUrl(url);
  if (!parsed || siteHost(parsed) !== 'github.com') return undefined;
  const [owner, repository] = parsed.pathname.split('/').filter((segment) => segment !== '');
  return owner && repository ? { owner, repository: repository.replace(/\.git$/, '') } : undefined;
}

/**
 * Whether a URL names one of the words (compared as `compactName` forms) in a host label or a whole path segment:
 * `https://www.techpowerup.com/download/throttlestop` names `TechPowerUp` and `ThrottleStop`, not `Throttle`.
 */
export function urlNamesAnyOf(url: string, words: Iterable<string>): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  const tokens = new Set(
    [...parsed.hostname.split('.'), ...decodeSafely(parsed.pathname).split('/')].map((token) => compactName(token)),
  );
  for (const word of words) {
    const compact = compactName(word);
    if (compact && tokens.has(compact)) return true;
  }
  return false;
}

/**
 * How far a URL is from a site's root, to prefer a publisher's own site over a page of one of its products: the
 * number of path segments, one more on a shared host (`https://www.suse.com` 0, `https://github.com/suse` 2,
 * `https://github.com/rancher-sandbox/rancher-desktop` 3). Infinity for text that is not an http(s) URL.
 */
export function distanceFromSiteRoot(url: string): number {
  const parsed = parseWebUrl(url);
  if (!parsed) return Infinity;
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '').length;
  return segments + (SHARED_HOSTS.has(siteHost(parsed)) ? 1 : 0);
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
