import { describe, expect, it } from 'vitest';
import { domainCandidates, toDomainHost } from './email-domain.ts';

describe(toDomainHost.name, () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['https://www.Acme.com/careers?x=1', 'acme.com'],
    ['http://intranet.acme.co.uk:8443/', 'intranet.acme.co.uk'],
    ['  ACME.COM.  ', 'acme.com'],
  ])('%s → %s', (input, expected) => {
    expect(toDomainHost(input)).toBe(expected);
  });
});

describe(domainCandidates.name, () => {
  it('lists the mail domain, then its parents, never the bare top-level domain', () => {
    expect(domainCandidates('Jane.Doe@EU.Acme.com')).toEqual(['eu.acme.com', 'acme.com']);
  });
});
