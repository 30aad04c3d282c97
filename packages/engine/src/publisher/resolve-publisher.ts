import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import type { CompiledWords } from '../title/compile-words.ts';
import type { CatalogPublisher, FieldSource } from '../types.ts';
import { stripLegalSuffixes } from './legal-suffixes.ts';

export interface ResolvedPublisher {
  /** The name to report: the catalog's, else the raw name without legal suffix. */
  name: string;
  publisher: CatalogPublisher | undefined;
  source: FieldSource;
  /** The raw value is a placeholder ('Unknown', 'Default Company Name'): present, but no publisher. */
  isPlaceholder: boolean;
}

// A maintainer's address after the name, as Linux package managers report it ("Ubuntu Developers
// <ubuntu-devel-discuss@lists.ubuntu.com>") and some installers do ("Don HO don.h@free.fr").
const CONTACT =
  /\s*(?:<[^<>]*(?:@|:\/\/)[^<>]*>|\([^()]*(?:@|:\/\/)[^()]*\)|[^\s@]+@[^\s@]+\.[a-z]{2,}|https?:\/\/\S+)$/iu;

/** The publisher without a contact address after its name; the name itself when nothing else would be left. */
function withoutContact(publisher: string): string {
  // Every address has one of these; without them the pattern would be tried from each position for nothing.
  if (!publisher.includes('@') && !publisher.includes('://')) return publisher;
  const name = publisher.replace(CONTACT, '').trim();
  return /[\p{L}\p{N}]/u.test(name) ? name : publisher;
}

// "('Gianluca Pernigotto', '(aka jeanslack)')": a tuple or list a script wrote as it prints one; the first string is
// the name, the rest remarks.
const SCRIPT_SEQUENCE = /^[([]\s*(['"])(.*?)\1\s*(?:,.*)?[)\]]$/su;

/** The name a publisher written as a script's tuple or list starts with; the publisher itself otherwise. */
function withoutScriptSequence(publisher: string): string {
  const name = SCRIPT_SEQUENCE.exec(publisher)?.[2]?.trim();
  return name && /[\p{L}\p{N}]/u.test(name) ? name : publisher;
}

// "(c) 2006-2011, Tom Thielicke IT Solutions", "Copyright © 2019 Contoso Ltd. All rights reserved.": a copyright
// notice where the name belongs.
const COPYRIGHT_NOTICE = /^(?:copyright\s*)?(?:\(c\)|©)?\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*,?\s*)?(?:by\s+)?/iu;
// Cleaning removes the sign itself ("(c)", "©"): a year and a comma, or a span of years, still start a notice.
const COPYRIGHT_WORDS =
  /^(?:copyright\b|\(c\)|©|(?:199|20[0-3])\d\s*,|(?:199|20[0-3])\d\s*[-–]\s*(?:199|20[0-3])\d\b)/iu;
const ALL_RIGHTS_RESERVED = /[\s.,]*all rights reserved\.?$/iu;

/** The name in a copyright notice written as the publisher; the publisher itself otherwise. */
function withoutCopyright(publisher: string): string {
  if (!COPYRIGHT_WORDS.test(publisher)) return publisher;
  const name = publisher.replace(COPYRIGHT_NOTICE, '').replace(ALL_RIGHTS_RESERVED, '').trim();
  return /\p{L}/u.test(name) ? name : publisher;
}

/**
 * The publisher without an architecture in brackets after its name ("Strawberry Perl (64-bit)"), any spelling of the
 * content's architectures (`CompiledWords.architectureRemark`).
 */
function withoutArchitecture(publisher: string, architectureRemark: RegExp): string {
  if (!publisher.endsWith(')')) return publisher;
  const name = publisher.replace(architectureRemark, '');
  return /\p{L}/u.test(name) ? name : publisher;
}

// "Open Source Developer, Dominik Reichl": the common name of an open-source code-signing certificate, which reports
// it as the publisher, puts the kind of certificate in front of the developer's name.
const SIGNING_ROLE = /^open source developer\s*,\s*(?=\p{L})/iu;

// "Axosoft, LLC DBA GitKraken", "Raintank Inc. d.b.a. Grafana Labs": the company, then the name it does business as,
// which is the name its software and its customers know it by.
const DOING_BUSINESS_AS = /^\S.*?[\s,]+(?:d\/b\/a|d\.b\.a\.?|dba)\s+(?=\p{L})/iu;

/** The trading name a publisher gives after its company's name, or the publisher itself. */
function withoutTradingNameOwner(publisher: string): string {
  // Only names with the letters in them: otherwise the pattern would be tried from each position for nothing.
  return /d\W?b\W?a/i.test(publisher) ? publisher.replace(DOING_BUSINESS_AS, '') : publisher;
}

// "Sober Lemur S.a.s. di Vacondio Andrea": an Italian partnership written with its partner's name after the form.
const PARTNER_AFTER_FORM = /(?<=\s(?:s\.?a\.?s|s\.?n\.?c)\.?)\s+di\s+\p{L}.*$/iu;

/** The publisher without a partner's name after its partnership's form. */
function withoutPartner(publisher: string): string {
  // A lookbehind is tried at every position: only names with the word it looks for.
  return /\sdi\s/i.test(publisher) ? publisher.replace(PARTNER_AFTER_FORM, '') : publisher;
}

/**
 * A cleaned publisher without what installers write around its name: a script's tuple, a copyright notice, a contact
 * address, an architecture in brackets, a code-signing certificate's kind, the company behind a trading name, the
 * partner after a partnership's form. "(c) 2006-2011, Tom Thielicke IT Solutions" → "Tom Thielicke IT Solutions".
 */
export function publisherWithoutRemarks(cleaned: string, words: Pick<CompiledWords, 'architectureRemark'>): string {
  const named = withoutContact(withoutCopyright(withoutScriptSequence(cleaned)));
  return withoutPartner(
    withoutTradingNameOwner(withoutSigningRole(withoutArchitecture(named, words.architectureRemark))),
  );
}

/** The publisher without a code-signing certificate's kind in front of its name. */
function withoutSigningRole(publisher: string): string {
  return publisher.replace(SIGNING_ROLE, '');
}

// "VMware by Broadcom", "Symantec by Broadcom": a brand and the company that bought it.
const BRAND_BY_OWNER = /^(\S.*?)\s+by\s+\S/iu;

// "CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US": a signing certificate's subject,
// which Windows reports as the publisher of a packaged (MSIX or AppX) app.
const CERTIFICATE_SUBJECT = /^\s*(?:CN|O|OU)\s*=/iu;
const SUBJECT_ATTRIBUTE = /(?:^|,)\s*([A-Za-z.]+)\s*=\s*("(?:[^"]|"")*"|[^,]*)/gu;
const GUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/iu;

/**
 * The maker a certificate subject names: its organization (O), else its common name (CN). Null when the subject
 * names none (a Store app's subject is only an id: "CN=4D6C2C9F-…"); undefined when the text is no subject.
 */
function certificateSubjectName(publisher: string): string | null | undefined {
  if (!CERTIFICATE_SUBJECT.test(publisher)) return undefined;
  const attributes = new Map<string, string>();
  for (const [, type, value] of publisher.matchAll(SUBJECT_ATTRIBUTE)) {
    const text = value!
      .trim()
      .replace(/^"(.*)"$/su, '$1')
      .replace(/""/g, '"')
      .trim();
    if (text && !attributes.has(type!.toUpperCase())) attributes.set(type!.toUpperCase(), text);
  }
  const name = attributes.get('O') ?? attributes.get('CN');
  return name && !GUID.test(name) ? name : null;
}

/** The maker's name and id a code-signing identity written as the publisher gives, or undefined for other text. */
function signingIdentity(publisher: string, identities: readonly RegExp[]): { name: string; id?: string } | undefined {
  for (const identity of identities) {
    const groups = identity.exec(publisher.trim())?.groups;
    const name = groups?.name?.trim();
    if (name) return { name, ...(groups?.id && { id: groups.id }) };
  }
  return undefined;
}

/** A publisher without remarks or legal suffix: how an unknown spelling is looked up again, and reported. */
function strippedPublisher(index: CatalogIndex, cleaned: string): string {
  return stripLegalSuffixes(publisherWithoutRemarks(cleaned, index.dictionaries.words), index.legalSuffixes);
}

/** Most words of a title's beginning that can name its publisher ("Microsoft SQL Server" → "Microsoft"). */
const MAX_PREFIX_WORDS = 4;

/**
 * "COHO WINERY" and "Coho Winery" are one maker: a name written in capitals only is written as words, its short words
 * (acronyms such as "ABC" or "IT") kept. A single short word ("NCR") may be an acronym and stays.
 */
function withoutShouting(name: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}/u.test(name)) return name;
  if (!/\s/.test(name.trim()) && name.replace(/[^\p{L}]/gu, '').length < 5) return name;
  return name.replace(/\p{L}+/gu, (word) => (word.length <= 3 ? word : word[0] + word.slice(1).toLowerCase()));
}

/**
 * Resolves a cleaned publisher: a catalog publisher by name or alias (with or without legal suffix), else the name
 * without its legal suffix; a certificate subject by the organization it names, and as a placeholder when it names
 * none. A blank publisher is inferred from the title's first words when they name a known publisher of
 * products found by their titles; undefined when there is nothing to go on.
 *
 * @example resolvePublisher(index, 'Microsoft Corporation') // { name: 'Microsoft', source: 'publisher_alias', … }
 * @example resolvePublisher(index, '', 'Microsoft SQL Server 2019 (64-bit)') // { name: 'Microsoft', source: 'publisher_inferred', … }
 */
export function resolvePublisher(
  index: CatalogIndex,
  written: string,
  titleForInference?: string,
): ResolvedPublisher | undefined {
  const signed = signingIdentity(written, index.dictionaries.words.signingIdentities);
  if (signed) {
    // The id names the maker for certain when the catalog knows it (a Team ID Installomator lists); else the name.
    const known = signed.id === undefined ? undefined : index.publisherByKey.get(toKey(signed.id));
    if (known) return { name: known.name, publisher: known, source: 'publisher_alias', isPlaceholder: false };
    return resolvePublisher(index, signed.name, titleForInference);
  }
  const subjectName = certificateSubjectName(written);
  if (subjectName === null) return { name: written, publisher: undefined, source: 'raw', isPlaceholder: true };
  const cleaned = subjectName ?? written;
  const key = toKey(cleaned);
  if (key) {
    if (index.placeholderKeys.has(key)) {
      return { name: cleaned, publisher: undefined, source: 'raw', isPlaceholder: true };
    }
    // Only read when the raw spelling itself is not known, or names a publisher the catalog named from an id.
    let stripped: string | undefined;
    let known = index.publisherByKey.get(key);
    if (!known) {
      stripped = strippedPublisher(index, cleaned);
      known = index.publisherByKey.get(toKey(stripped));
      // The brand, when the catalog knows it, is the maker the row's products are catalogued under.
      const brand = known ? undefined : BRAND_BY_OWNER.exec(stripped)?.[1];
      const knownBrand = brand && index.publisherByKey.get(toKey(stripLegalSuffixes(brand, index.legalSuffixes)));
      if (knownBrand) {
        known = knownBrand;
        stripped = brand;
      }
    }
    if (known) {
      // A name the catalog only guessed from a package identifier gives way to the row's own spelling of it, unless
      // the row writes the identifier too.
      const spelled = known.nameFromIdentifier ? (stripped ?? strippedPublisher(index, cleaned)) : undefined;
      const name = spelled !== undefined && /\s/.test(spelled) ? spelled : known.name;
      return { name, publisher: known, source: 'publisher_alias', isPlaceholder: false };
    }
    // Not known: the spelling was stripped above.
    const name = withoutShouting(stripped!);
    return { name, publisher: undefined, source: name === written ? 'raw' : 'publisher_suffix', isPlaceholder: false };
  }
  if (!titleForInference) return undefined;
  const words = toKey(titleForInference).split(' ');
  for (let count = Math.min(MAX_PREFIX_WORDS, words.length - 1); count >= 1; count--) {
    const known = index.publisherByKey.get(words.slice(0, count).join(' '));
    // A maker known only by its Linux packages ("network", a project site's name) is found by no title either.
    if (known && words.slice(0, count).join(' ').length >= 3 && index.productsByPublisher.has(known.id)) {
      return { name: known.name, publisher: known, source: 'publisher_inferred', isPlaceholder: false };
    }
  }
  return undefined;
}
