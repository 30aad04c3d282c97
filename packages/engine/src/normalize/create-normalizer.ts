import { classifyTitle } from '../classify/classify-title.ts';
import { cleanText, toKey } from '../clean/clean-text.ts';
import { enrichProduct, servicePackOfMinor } from '../enrich/enrich-product.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import {
  matchCatalog,
  matchPackageId,
  matchWrittenAlias,
  suggestCandidates,
  type CatalogMatch,
  type MatchQuery,
} from '../match/match-catalog.ts';
import {
  distributionPurl,
  isDistributionPackageRow,
  matchDistributionPackage,
  readRpmPackage,
  upstreamVersion,
} from '../match/match-distribution-package.ts';
import { mayNameSameMaker } from '../publisher/may-name-same-maker.ts';
import { resolvePublisher, type ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { readPackageIdentity } from '../title/package-identity.ts';
import { reachedCatalogProduct, withCompanyValues, type NamedValues } from './reached-product.ts';
import type { UserCatalogLookup } from './user-catalog.ts';
import {
  abbreviatesName,
  findChannel,
  findEditionAfterMaker,
  findEditionBesides,
  parseTitle,
  type ParsedTitle,
  type TitleDictionaries,
} from '../title/parse-title.ts';
import type {
  CatalogProduct,
  CatalogPublisher,
  FieldSource,
  JobType,
  MatchedBy,
  NormalizedField,
  NormalizedRow,
  OutputColumn,
  RawRow,
} from '../types.ts';
import {
  chooseVersion,
  numberedPart,
  numericComponents,
  parseVersion,
  servicePackOfVersionText,
  type VersionParts,
} from '../version/parse-version.ts';

/** The normalized values a customer's rule sets for one exact raw row (personalization issue). */
export type UserRuleValues = Partial<Record<NormalizedField, string | null>>;

/** Finds the rule for an exact raw publisher/title/version, as cleaned text. */
export type UserRuleLookup = (raw: { publisher: string; title: string; version: string }) => UserRuleValues | undefined;

/** field → normalized value → the customer's wording (e.g. publisher "International Business Machines" → "IBM"). */
export type DataMappings = Partial<Record<NormalizedField, ReadonlyMap<string, string>>>;

export interface NormalizerOptions {
  jobType?: JobType;
  userRules?: UserRuleLookup;
  /** The company's own catalog entries (see createUserCatalogLookup); tried before the content pack. */
  userCatalog?: UserCatalogLookup;
  dataMappings?: DataMappings;
  /** The day lifecycle statuses are judged at, `YYYY-MM-DD`; today when omitted. */
  today?: string;
  /** Distinct raw rows kept in the cache; the cache is emptied when it is full. */
  cacheLimit?: number;
  /**
   * Which rows get catalog suggestions (`candidates`): `matchfix` (the default) for rows in matchfix or in error;
   * `unsure` for those and for rows found by similarity or named from their title alone (the Fuzzy Match list);
   * `none` for no row. Jobs say `none`: suggestions cost time, and the Fuzzy Match list makes them when it is read.
   */
  suggest?: 'matchfix' | 'unsure' | 'none';
}

export interface NormalizerStats {
  rows: number;
  distinct: number;
}

export interface Normalizer {
  /** One output row for one input row. The result is frozen and may be shared by identical raw rows. */
  normalize(row: RawRow): NormalizedRow;
  stats(): NormalizerStats;
}

/** A GUID written as a title, as some MSI installers leave behind. */
const GUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;

/** A version written as a name: `v1.2`, `V 2.0.1`. */
const VERSION_ONLY = /^v\s*\d+(?:\.\d+)*$/iu;

/**
 * Whether a parsed name can name a product: it has a letter (in any script), is not a GUID or a version, and is not
 * one character.
 */
function isPlausibleName(name: string): boolean {
  return /\p{L}/u.test(name) && !GUID.test(name) && !VERSION_ONLY.test(name) && [...name].length > 1;
}

const CONFIDENCE: Record<MatchedBy, number> = {
  user_rule: 1,
  exact: 0.95,
  alias: 0.99,
  template: 0.9,
  fuzzy: 0.85,
  title_parse: 0.6,
  publisher: 0.9,
  user_catalog: 0.97,
  data_mapping: 1,
  none: 0,
};

const MATCHED_BY: Record<CatalogMatch['kind'], MatchedBy> = {
  alias: 'alias',
  exact: 'exact',
  template: 'template',
  fuzzy: 'fuzzy',
};
const MATCH_SOURCE: Record<CatalogMatch['kind'], FieldSource> = {
  alias: 'catalog_alias',
  exact: 'catalog_exact',
  template: 'catalog_template',
  fuzzy: 'catalog_fuzzy',
};

function emptyRow(raw: RawRow): NormalizedRow {
  return {
    raw_publisher: raw.publisher ?? '',
    raw_title: raw.title ?? '',
    raw_version: raw.version ?? '',
    status: 'error',
    publisher: null,
    name: null,
    version: null,
    major: null,
    minor: null,
    patch: null,
    build: null,
    release: null,
    edition: null,
    servicepack: null,
    architecture: null,
    language: null,
    category: null,
    catalog_id: null,
    confidence: 0,
    matched_by: 'none',
    release_date: null,
    end_of_support: null,
    end_of_extended_support: null,
    lifecycle_status: null,
    latest_version: null,
    license: null,
    is_open_source: null,
    cpe: null,
    purl: null,
    reason: null,
    sources: {},
    candidates: [],
    publisher_website: null,
    publisher_aliases: [],
  };
}

/** Sets a field and records what set it. */
function set(row: NormalizedRow, field: OutputColumn, value: string | null, source: FieldSource): void {
  if (value === null || value === '') return;
  (row as unknown as Record<string, unknown>)[field] = value;
  row.sources[field] = source;
}

/**
 * "JetBrains JetBrains Rider" → "JetBrains Rider": a publisher name written more than once in front stays once, so
 * that the result is stable when normalized again.
 */
function dropRepeatedPublisher(name: string, publisherName: string | null): string {
  if (!publisherName) return name;
  // Most names do not have the publisher's first word twice; they are passed over without reading their words. A
  // key's word is a run of the lowercased text, so finding it there is a fair test.
  const firstWord = toKey(publisherName).split(' ', 1)[0]!;
  if (!firstWord) return name;
  const lowerName = name.toLowerCase();
  const first = lowerName.indexOf(firstWord);
  if (first === -1 || lowerName.indexOf(firstWord, first + firstWord.length) === -1) return name;
  const prefixLength = publisherName.split(' ').length;
  let words = name.split(' ');
  while (startsWithName(words, publisherName) && startsWithName(words.slice(prefixLength), publisherName)) {
    words = words.slice(prefixLength);
  }
  return words.join(' ');
}

/** The words of a publisher's name, as normalized and as the row wrote it, in lower case. */
function makerWords(publisherName: string, publisherText: string): Set<string> {
  return new Set(`${publisherName} ${publisherText}`.toLowerCase().split(/[\s,]+/u));
}

// "Lenovo Vantage Service, Lenovo Group Ltd.": the maker's name after the product's, behind a comma or a dash.
const LAST_SEPARATOR = /(?:,|\s[-–—])\s+(?=[^,]*$)/gu;
const SPACED_DASH = /\s[-–—]\s/u;

/** The title before and after its last comma or spaced dash, when there are words on both sides. */
function splitAtLastSeparator(title: string): [string, string] | undefined {
  let at = -1;
  let length = 0;
  for (const separator of title.matchAll(LAST_SEPARATOR)) {
    at = separator.index;
    length = separator[0].length;
  }
  if (at <= 0) return undefined;
  const head = title.slice(0, at).trimEnd();
  const tail = title.slice(at + length);
  return /\p{L}/u.test(head) && /\p{L}/u.test(tail) ? [head, tail] : undefined;
}

// First words of a publisher's name and aliases: a tail that starts otherwise cannot name it, and is not resolved.
const firstWordsCache = new WeakMap<CatalogPublisher, Set<string>>();
function firstWordsOf(publisher: CatalogPublisher): Set<string> {
  let words = firstWordsCache.get(publisher);
  if (!words) {
    words = new Set([publisher.name, ...publisher.aliases].map((spelling) => toKey(spelling).split(' ')[0]!));
    firstWordsCache.set(publisher, words);
  }
  return words;
}

/**
 * The title without its publisher's name written after a comma or a dash ("Lenovo Vantage Service, Lenovo Group
 * Ltd." by Lenovo → "Lenovo Vantage Service"); the title itself when what follows names another publisher or none.
 */
function dropPublisherAfterName(index: CatalogIndex, title: string, publisher: ResolvedPublisher | undefined): string {
  if (!publisher || publisher.isPlaceholder) return title;
  // Most titles have no comma or spaced dash to split at.
  if (!title.includes(',') && !SPACED_DASH.test(title)) return title;
  const unknownFirstWord = publisher.publisher ? undefined : toKey(publisher.name).split(' ')[0];
  const mayStartName = (word: string) =>
    publisher.publisher ? firstWordsOf(publisher.publisher).has(word) : word === unknownFirstWord;
  let name = title;
  // Repeated, as the publisher in front is: "Contoso, Mozilla, Mozilla" reads back as "Contoso".
  for (let parts = splitAtLastSeparator(name); parts; parts = splitAtLastSeparator(name)) {
    if (!mayStartName(toKey(parts[1]).split(' ')[0]!)) break;
    const named = resolvePublisher(index, parts[1]);
    const isSame = publisher.publisher
      ? named?.publisher?.id === publisher.publisher.id
      : named !== undefined && toKey(named.name) === toKey(publisher.name);
    if (!isSame) break;
    name = parts[0];
  }
  return name;
}

/** Rounds of reading a name again once the publisher after it is gone; real titles need one at most. */
const MAX_NAME_ROUNDS = 3;

/**
 * The title parsed, its name without the publisher's name after it or repeated in front, looked for again in the
 * parsed name, where packaging words and brackets no longer hide it ("Contoso, Microsoft MSI"), and the shortened
 * name read again ("Contoso MSI - Contoso Ltd" → "Contoso MSI" → "Contoso"), so that the row's own output reads back
 * the same.
 */
function parseWithoutPublisherAfterName(
  index: CatalogIndex,
  title: string,
  publisher: ResolvedPublisher | undefined,
): ParsedTitle {
  const parsed = parseTitle(title, index.dictionaries);
  let name = parsed.name;
  for (let round = 0; round < MAX_NAME_ROUNDS; round++) {
    // A publisher name repeated once a bracket between went ("Contoso (MSVC) Contoso - …") leaves too.
    const shorter = dropPublisherAfterName(index, dropRepeatedPublisher(name, publisher?.name ?? null), publisher);
    if (shorter === name) break;
    name = parseTitle(shorter, index.dictionaries).name;
  }
  return name === parsed.name ? parsed : { ...parsed, name };
}

/** Whether the words begin with the words of `name` (compared as keys: case and punctuation aside). */
function startsWithName(words: readonly string[], name: string): boolean {
  return toKey(words.slice(0, name.split(' ').length).join(' ')) === toKey(name);
}

/**
 * "Autodesk AutoCAD 2024 - English" by Autodesk → "AutoCAD 2024 - English": the title without the publisher's name
 * in front, or undefined when it does not start with it (or is nothing else).
 */
function withoutPublisherInFront(title: string, publisherName: string): string | undefined {
  const prefixLength = publisherName.split(' ').length;
  const words = title.split(' ');
  return words.length > prefixLength && startsWithName(words, publisherName)
    ? words.slice(prefixLength).join(' ')
    : undefined;
}

/**
 * "Driver Booster 10" at 10.4.0 → "Driver Booster": a product the catalog does not know is named without the major
 * version its title repeats, so that its versions stay one product. Years are releases and stay.
 */
function dropTrailingMajor(name: string, major: string | null): string {
  if (major === null) return name;
  // Found from the end: a pattern anchored at both ends would be tried from every position of every name.
  const trailing = TRAILING_MAJOR.exec(name);
  if (!trailing || trailing[2] !== major) return name;
  const rest = name.slice(0, trailing.index);
  return /\p{L}/u.test(rest) ? rest : name;
}

const TRAILING_MAJOR = /(\s+v?)(\d{1,3})$/iu;

/** Channels whose builds are installed beside the released product and named after the channel. */
const SIDE_BY_SIDE_CHANNELS = new Set(['Preview', 'Insiders', 'Beta', 'Alpha', 'Canary', 'Nightly', 'Dev']);

/**
 * The catalog name, with the release line when the product's lines are separate products (.NET 8.0, JDK 21), and
 * the channel of a pre-release build, which is installed beside the released one and not supported like it:
 * `Microsoft .NET Runtime 7.0 Preview` (release candidates included), `PowerShell Preview`.
 */
/** A name that ends in a major.minor line and Preview: `Microsoft .NET Runtime 8.0 Preview`. */
const PREVIEW_LINE_NAME = /^(.*\s)\d+\.\d+(\s+Preview)$/;

// A release year or a span of them: "2017", "2015-2019".
const YEAR_SPAN = /(?<![\p{L}\p{N}])(?:199|20[0-3])\d(?:\s*-\s*(?:199|20[0-3])\d)?(?![\p{L}\p{N}])/u;

function catalogName(
  product: CatalogProduct,
  parts: VersionParts,
  parsed: ParsedTitle,
  dictionaries: TitleDictionaries,
): string {
  const { channel, nameChannel } = parsed;
  if (product.yearsInNameFromTitle) {
    const titleYears = YEAR_SPAN.exec(parsed.name)?.[0];
    if (titleYears && YEAR_SPAN.test(product.name)) {
      return product.name.replace(YEAR_SPAN, titleYears.replace(/\s/g, ''));
    }
  }
  const line =
    product.releaseLineInName === 'major'
      ? parts.major
      : product.releaseLineInName === 'major.minor' && parts.major !== null && parts.minor !== null
        ? `${parts.major}.${parts.minor}`
        : null;
  if (line) {
    const named = product.lineNameFormat?.includes('{line}')
      ? product.lineNameFormat.replace('{line}', line)
      : `${product.name} ${line}`;
    return channel === 'Preview' || channel === 'RC' ? `${named} Preview` : named;
  }
  // A preview package named after the line it is at now ("Microsoft .NET Runtime 8.0 Preview") also installed earlier
  // lines: a row of 7.0.0 RC 1 is "… 7.0 Preview".
  const previewLine = PREVIEW_LINE_NAME.exec(product.name);
  if (previewLine && parts.major !== null && parts.minor !== null) {
    return `${previewLine[1]}${parts.major}.${parts.minor}${previewLine[2]}`;
  }
  // Only a channel in the name counts here: "Espanso 2.1.7-beta" is a beta version of Espanso, not a product. A
  // catalog name that writes the channel already ("ExifTool - Dev") keeps it once.
  if (nameChannel === null || !SIDE_BY_SIDE_CHANNELS.has(nameChannel)) return product.name;
  const isChannelNamed =
    findChannel(product.name, dictionaries) !== null || toKey(product.name).split(' ').includes(toKey(nameChannel));
  return isChannelNamed ? product.name : `${product.name} ${nameChannel}`;
}

function applyDataMappings(row: NormalizedRow, mappings: DataMappings | undefined): void {
  if (!mappings) return;
  for (const [field, mapping] of Object.entries(mappings) as [NormalizedField, ReadonlyMap<string, string>][]) {
    const current = row[field];
    const custom = current !== null ? mapping.get(current) : undefined;
    if (custom !== undefined) set(row, field, custom, 'data_mapping');
  }
}

function deepFreeze(row: NormalizedRow): NormalizedRow {
  Object.freeze(row.sources);
  for (const candidate of row.candidates) Object.freeze(candidate);
  Object.freeze(row.candidates);
  Object.freeze(row.publisher_aliases);
  return Object.freeze(row);
}

/**
 * Builds the per-job normalizer: clean → classify → user rules → publisher → title → version → catalog match →
 * enrichment → data mappings. Identical raw rows are normalized once (inventories repeat the same titles on
 * thousands of machines).
 *
 * @example
 * const normalizer = createNormalizer(buildCatalogIndex(pack));
 * normalizer.normalize({ publisher: 'Python Software Foundation', title: 'Python 3.12.0 (64-bit)', version: '3.12.150.0' });
 * // { status: 'normalized', publisher: 'Python Software Foundation', name: 'Python', version: '3.12.0', … }
 */
export function createNormalizer(index: CatalogIndex, options: NormalizerOptions = {}): Normalizer {
  const jobType = options.jobType ?? 'title';
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const cacheLimit = options.cacheLimit ?? 500_000;
  const suggest = options.suggest ?? 'matchfix';
  const cache = new Map<string, NormalizedRow>();
  let rows = 0;
  let distinct = 0;

  function normalizePublisherRow(raw: RawRow, row: NormalizedRow): void {
    const resolved = resolvePublisher(index, cleanText(raw.publisher));
    if (!resolved) {
      row.reason = 'The row has no publisher.';
      return;
    }
    if (resolved.isPlaceholder) {
      row.status = 'matchfix';
      row.reason = `"${resolved.name}" is a placeholder, not a publisher name.`;
      return;
    }
    set(row, 'publisher', resolved.name, resolved.source);
    row.status = 'normalized';
    row.matched_by = resolved.publisher ? 'publisher' : 'title_parse';
    row.confidence = resolved.publisher ? CONFIDENCE.publisher : 0.6;
    row.publisher_website = resolved.publisher?.website ?? null;
    row.publisher_aliases = resolved.publisher ? [...resolved.publisher.aliases] : [];
    row.reason = resolved.publisher
      ? 'Publisher known to the catalog.'
      : resolved.source === 'raw'
        ? 'Publisher not in the catalog; kept as written.'
        : 'Publisher not in the catalog; written without its legal form, address or remarks.';
  }

  const isPublisherWord = (word: string) => index.publisherByKey.has(toKey(word));
  const candidatesFor = (query: MatchQuery) => (suggest === 'none' ? [] : suggestCandidates(index, query));

  /**
   * The engine's row for values a company wrote (a rule's, a catalog entry's) read as a raw row, without the
   * company's rules and catalog: whether, and how, the content pack knows the product they name.
   */
  function readCompanyValues(values: NamedValues): NormalizedRow {
    const raw = { publisher: values.publisher ?? '', title: values.name ?? '', version: values.version ?? '' };
    const reached = emptyRow(raw);
    normalizeTitleRow(raw, reached, false);
    return reached;
  }

  /** "… whose catalog data the row carries" or "… not in the catalog", for a row a company's record decided. */
  function namedProductReason(reached: NormalizedRow): string {
    const product = reachedCatalogProduct(reached);
    return product
      ? `it names the catalog product ${product.name} (${product.catalog_id}), whose catalog data the row carries.`
      : 'the product it names is not in the catalog under that name, publisher and version.';
  }

  function normalizeTitleRow(raw: RawRow, row: NormalizedRow, withCompanyRecords = true): void {
    const writtenTitle = cleanText(raw.title);
    const publisherText = cleanText(raw.publisher);
    const writtenVersion = cleanText(raw.version);
    if (!writtenTitle) {
      row.reason = 'The row has no title.';
      return;
    }
    // An RPM package as `rpm -qa` names it ("openssl-libs-3.0.7-25.el9_3.x86_64") is its package name at its version,
    // unless the row gives another version.
    const rpm = readRpmPackage(writtenTitle);
    const rpmPackage = rpm && (!writtenVersion || rpm.version.includes(writtenVersion)) ? rpm : undefined;
    const versionText = rpmPackage?.version ?? writtenVersion;
    // A packaged app listed by its identity ("Microsoft.WindowsCalculator") is read as the words it spells.
    const identity = rpmPackage ? undefined : readPackageIdentity(writtenTitle, isPublisherWord, publisherText);
    const title = rpmPackage?.name ?? identity?.title ?? writtenTitle;
    // Rules are written for either: a Windows system app by its identity, an update by its words.
    const ignoreRule =
      classifyTitle(writtenTitle, index.ignoreRules) ??
      (identity ? classifyTitle(title, index.ignoreRules) : undefined);
    if (ignoreRule) {
      row.status = 'ignored';
      row.reason = ignoreRule.reason;
      row.matched_by = 'none';
      row.confidence = 0.95;
      return;
    }

    const rule = withCompanyRecords
      ? options.userRules?.({ publisher: publisherText, title: writtenTitle, version: writtenVersion })
      : undefined;
    if (rule) {
      // A rule names the product; when the catalog knows it, the row is that product's like any other match.
      const reached = readCompanyValues(rule);
      Object.assign(row, withCompanyValues(row, rule, 'user_rule', reached), {
        status: 'normalized',
        matched_by: 'user_rule',
        confidence: CONFIDENCE.user_rule,
        reason: `Matched a rule of your company; ${namedProductReason(reached)}`,
      });
      return;
    }

    let publisher: ResolvedPublisher | undefined = resolvePublisher(index, publisherText);
    if (identity?.publisher && (!publisher || publisher.isPlaceholder)) {
      // A Store app's certificate names no maker; its identity does ("SpotifyAB.SpotifyMusic").
      const named = resolvePublisher(index, identity.publisher);
      if (named) publisher = { ...named, source: 'publisher_inferred' };
    }
    if (!publisher || publisher.isPlaceholder) {
      // Without a publisher, the one the title's first words name is the row's from here on, as it will be in the
      // output: matched and parsed as that output would be when normalized again.
      publisher = resolvePublisher(index, '', title) ?? publisher;
    }
    // Matched and parsed without a publisher name repeated in front, so that the row's own output, fed back in,
    // finds the same product ("Mozilla Mozilla Firefox Beta" and "Mozilla Firefox Beta").
    const titleToMatch = dropPublisherAfterName(
      index,
      dropRepeatedPublisher(title, publisher?.name ?? null),
      publisher,
    );
    const parsedAsWritten = parseWithoutPublisherAfterName(index, titleToMatch, publisher);
    // An identity among other words ("build 45 Contoso.ExpenseTracker") is the name those words leave: read it too.
    const nameIdentity = identity
      ? undefined
      : readPackageIdentity(parsedAsWritten.name, isPublisherWord, publisherText);
    const parsed = {
      ...parsedAsWritten,
      ...(nameIdentity && { name: nameIdentity.title }),
      ...(rpmPackage && { architecture: parseTitle(rpmPackage.architecture, index.dictionaries).architecture }),
    };
    const rawVersion = parseVersion(versionText).version;
    const titleForm = { titleVersionIsSegment: parsed.versionIsSegment };
    const firstChoice = chooseVersion(rawVersion, parsed.version, {}, titleForm);
    const query: MatchQuery = {
      title: titleToMatch,
      name: parsed.name,
      publisherId: publisher?.publisher?.id,
      major: parseVersion(firstChoice.version).major,
      version: firstChoice.version,
    };
    const own = withCompanyRecords
      ? options.userCatalog?.({
          publisher: publisher && !publisher.isPlaceholder ? publisher.name : null,
          names: [titleToMatch, parsed.name],
          version: firstChoice.version,
        })
      : undefined;
    if (own) {
      // The company's own entry: its values; the row's version, unless the entry is this very version.
      const parts = parseVersion(firstChoice.version);
      const fromRow: Partial<Record<NormalizedField, string | null>> = {
        version: parts.version,
        major: parts.major,
        minor: parts.minor,
        patch: parts.patch,
        build: parts.build,
        release: parsed.release,
        edition: parsed.edition,
        servicepack: parsed.servicepack,
        architecture: parsed.architecture,
        language: parsed.language,
      };
      for (const [field, value] of Object.entries(fromRow) as [NormalizedField, string | null][]) {
        set(row, field, value, field in parts ? 'version' : 'title');
      }
      const values: NamedValues = own.sameVersion
        ? own.entry.values
        : { publisher: own.entry.values.publisher, name: own.entry.values.name };
      // An entry named as a catalog product is that product, at the row's version when the entry is of another.
      const reached = readCompanyValues({ ...values, version: values.version ?? parts.version });
      Object.assign(row, withCompanyValues(row, values, 'user_catalog', reached), {
        status: 'normalized',
        matched_by: 'user_catalog',
        confidence: CONFIDENCE.user_catalog,
        reason: `${own.sameVersion ? 'Matched an entry of your company catalog' : 'Matched a product of your company catalog'}; ${namedProductReason(reached)}`,
      });
      if (!reachedCatalogProduct(reached)) {
        row.catalog_id = `user:${own.entry.id}`;
        row.sources.catalog_id = 'user_catalog';
      }
      return;
    }
    let match =
      matchPackageId(index, writtenTitle) ??
      (identity && matchWrittenAlias(index, writtenTitle, query)) ??
      matchDistributionPackage(index, title, versionText) ??
      matchCatalog(index, query);
    const knownPublisherId = publisher?.publisher?.id;
    if (!match && knownPublisherId && publisher) {
      // The catalog names the product as its vendor does, without the vendor in front; only the publisher's own
      // product counts, since the words left could name another one's. The parsed name is tried too: "x64 Autodesk
      // AutoCAD" has the publisher in front once its architecture is out.
      const publisherName = publisher.name;
      const unprefixedTexts = new Set(
        [titleToMatch, parsed.name].flatMap((text) => withoutPublisherInFront(text, publisherName) ?? []),
      );
      for (const unprefixedTitle of unprefixedTexts) {
        const unprefixed = matchCatalog(index, {
          ...query,
          title: unprefixedTitle,
          name: parseTitle(unprefixedTitle, index.dictionaries).name,
        });
        if (unprefixed && index.products[unprefixed.product]?.product.publisherId === knownPublisherId) {
          match = { ...unprefixed, reasons: [...unprefixed.reasons, "read without the publisher's name in front"] };
          break;
        }
      }
    }
    if (match && match.kind !== 'alias' && publisher && !publisher.publisher && !publisher.isPlaceholder) {
      // A maker the catalog does not know, named on the row, is evidence too: another maker's product of the same
      // name ("Loom" by Teradata for a row of "Loom, Inc.") is another product. A title the product is known by
      // (an alias) outweighs it.
      const maker = index.products[match.product]?.publisher;
      if (maker && !mayNameSameMaker(publisher.name, maker)) match = undefined;
    }
    const product = match ? index.products[match.product] : undefined;

    // A blank or placeholder publisher that the title's first words did not name either (tried above) is the matched
    // product's maker.
    if ((!publisher || publisher.isPlaceholder) && product?.publisher) {
      const maker = product.publisher;
      publisher = { name: maker.name, publisher: maker, source: 'publisher_inferred', isPlaceholder: false };
    }
    if (product?.publisher && publisher?.publisher?.id !== product.publisher.id && match?.kind !== 'fuzzy') {
      // The catalog knows who makes the product; a reseller or a misspelt publisher gives way.
      publisher = {
        name: product.publisher.name,
        publisher: product.publisher,
        source: MATCH_SOURCE[match!.kind],
        isPlaceholder: false,
      };
    }
    if (!publisher) {
      row.status = 'error';
      row.reason = 'The row has no publisher, and none could be inferred from the title.';
      row.candidates = candidatesFor(query);
      return;
    }
    if (publisher.isPlaceholder) {
      // Best guesses from the title help whoever fixes the row; the status says they are not confirmed.
      const guess = parseVersion(firstChoice.version);
      if (isPlausibleName(parsed.name)) set(row, 'name', parsed.name, 'title');
      set(row, 'version', guess.version, 'version');
      set(row, 'major', guess.major, 'version');
      set(row, 'minor', guess.minor, 'version');
      row.status = 'matchfix';
      row.reason = `"${publisher.name}" is a placeholder, not a publisher name, and the title did not reveal one.`;
      row.candidates = candidatesFor(query);
      return;
    }

    const version = chooseVersion(rawVersion, parsed.version, product?.product, titleForm);
    const parts = parseVersion(version.version);
    set(row, 'publisher', publisher.name, publisher.source);
    set(
      row,
      'version',
      parts.version,
      version.from === 'marketing' ? 'version_marketing' : version.from === 'title' ? 'title' : 'version',
    );
    set(row, 'major', parts.major, 'version');
    set(row, 'minor', parts.minor, 'version');
    set(row, 'patch', parts.patch, 'version');
    set(row, 'build', parts.build ?? version.build ?? null, 'version');
    set(row, 'release', parsed.release, 'title');
    const edition = product?.product.hasEditionWordInName
      ? findEditionBesides(parsed.name, product.product.name, index.dictionaries)
      : parsed.edition &&
        findEditionAfterMaker(parsed.name, makerWords(publisher.name, publisherText), index.dictionaries);
    set(row, 'edition', edition, 'title');
    const servicePackOfVersion = product?.product.servicePackInMinor
      ? servicePackOfMinor(numericComponents(parts.version ?? ''))
      : null;
    if (parsed.servicepack) set(row, 'servicepack', parsed.servicepack, 'title');
    else if (servicePackOfVersion !== null) set(row, 'servicepack', `SP${servicePackOfVersion}`, 'version');
    else set(row, 'servicepack', servicePackOfVersionText(versionText), 'version');
    set(row, 'architecture', parsed.architecture, 'title');
    set(row, 'language', parsed.language, 'title');
    // "12.0.0.0 (x64)", "1.0.0.0 en-US": some installers write the build's architecture or language into its version.
    if ((!parsed.architecture || !parsed.language) && versionText && /[a-z]/i.test(versionText)) {
      const fromVersion = parseTitle(versionText, index.dictionaries);
      if (!parsed.architecture) set(row, 'architecture', fromVersion.architecture, 'version');
      if (!parsed.language) set(row, 'language', fromVersion.language, 'version');
    }

    if (match && product) {
      set(row, 'name', catalogName(product.product, parts, parsed, index.dictionaries), MATCH_SOURCE[match.kind]);
      row.catalog_id = product.product.id;
      row.sources.catalog_id = MATCH_SOURCE[match.kind];
      row.matched_by = MATCHED_BY[match.kind];
      row.confidence = Math.min(CONFIDENCE[row.matched_by], match.score);
      row.status = 'normalized';
      row.reason = match.reasons.join('; ');
      if (match.kind === 'fuzzy' && suggest === 'unsure') row.candidates = candidatesFor(query);
      const isPackage = match.isDistributionPackage === true || isDistributionPackageRow(title, versionText);
      const enrichment = enrichProduct(
        product.product,
        product.product.lifecycleId ? index.lifecycleById.get(product.product.lifecycleId) : undefined,
        index.catalog.licenses,
        {
          // A CPE and a release cycle number the upstream release, not the distribution's build of it, nor the word
          // an installer writes in front (AnyDesk's "ad 8.0.6").
          version: row.version && (isPackage ? upstreamVersion(row.version) : numberedPart(row.version)),
          release: row.release,
          servicepack: row.servicepack,
          name: parsed.name,
        },
        today,
      );
      if (isPackage) {
        // The product's purl names another platform's package (winget's, Alpine's); this row's is its distribution's.
        enrichment.purl = distributionPurl(title, versionText, publisherText);
      }
      for (const [field, value] of Object.entries(enrichment) as [OutputColumn, string | boolean | null][]) {
        if (value === null) continue;
        if (typeof value === 'boolean') {
          row.is_open_source = value;
          row.sources.is_open_source = 'license';
        } else {
          const source: FieldSource =
            field === 'cpe' || field === 'purl'
              ? 'identifiers'
              : field === 'license'
                ? 'license'
                : field === 'category'
                  ? 'catalog_exact'
                  : 'lifecycle';
          set(row, field, value, source);
        }
      }
      return;
    }

    const ownName = dropRepeatedPublisher(parsed.name, publisher.name);
    // "Alice 3 3.7.0.0": with the full version written after it, the number is part of the name. A lone build number
    // ("Far Manager 3 build 5800") is no full version: read again without it, the name would lose the number anyway.
    const hasFullTitleVersion = parsed.version !== null && /\d\D+\d/.test(parsed.version);
    // A name that is the whole title keeps its number: without it, read again, the name would lose its tokens too.
    const bareName = hasFullTitleVersion || parsed.nameIsWholeTitle ? ownName : dropTrailingMajor(ownName, row.major);
    // "Colour Contrast Analyser (CCA)": an acronym of the name is part of it, as catalogs write such names.
    const name =
      parsed.acronym !== null && abbreviatesName(parsed.acronym, bareName)
        ? `${bareName} (${parsed.acronym})`
        : bareName;
    if (!isPlausibleName(name) || GUID.test(title)) {
      row.status = 'matchfix';
      row.reason = 'The title does not name a product the engine can recognise.';
      row.candidates = candidatesFor(query);
      return;
    }
    set(row, 'name', name, 'title');
    row.status = 'normalized';
    row.matched_by = 'title_parse';
    // A publisher the catalog knows makes the parse more trustworthy; a version makes the row more complete.
    row.confidence = Math.min(0.8, CONFIDENCE.title_parse + (publisher.publisher ? 0.1 : 0) + (row.version ? 0.05 : 0));
    row.reason = 'Not in the catalog: name and version taken from the title.';
    if (suggest === 'unsure') row.candidates = candidatesFor(query);
  }

  return {
    normalize(raw: RawRow): NormalizedRow {
      rows++;
      const key = `${raw.publisher ?? ''}\u0000${raw.title ?? ''}\u0000${raw.version ?? ''}`;
      const cached = cache.get(key);
      if (cached) return cached;
      distinct++;
      let row = emptyRow(raw);
      try {
        if (jobType === 'publisher') normalizePublisherRow(raw, row);
        else normalizeTitleRow(raw, row);
        applyDataMappings(row, options.dataMappings);
      } catch {
        // A bug must not cost the customer a row: the row comes out as an error that says so.
        row = emptyRow(raw);
        row.reason = 'The engine could not process this row.';
      }
      row.confidence = Math.round(row.confidence * 100) / 100;
      if (cache.size >= cacheLimit) cache.clear();
      const frozen = deepFreeze(row);
      cache.set(key, frozen);
      return frozen;
    },
    stats: () => ({ rows, distinct }),
  };
}
