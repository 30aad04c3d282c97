import { createRequire } from 'node:module';

// email-providers' list of the common public mail providers (gmail.com, outlook.com, web.de, …), kept up to date by
// its authors, rather than a list of our own; its 355 "common" ones, not the 8,760 of `all.json`, some of which are
// small ISPs' domains that a company may own.
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set(
  createRequire(import.meta.url)('email-providers/common.json') as string[],
);

/** Whether a host (see toDomainHost) is a well-known public mail provider's, where anyone can have an address. */
export function isPublicMailDomain(host: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(host);
}

/**
 * The host a domain entry or an e-mail address stands for: lower case, without scheme, path, port or a leading
 * 'www.' (people type their website; mail comes from the bare domain).
 */
export function toDomainHost(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** The domain of an address and each parent domain, most specific first: eu.acme.com, acme.com, com. */
export function domainCandidates(email: string): string[] {
  const host = toDomainHost(email.slice(email.lastIndexOf('@') + 1));
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}
