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
