import { toKey } from '../clean/clean-text.ts';
import { findChannel } from '../title/parse-title.ts';
import { numericComponents, versionKey } from '../version/parse-version.ts';
import type { MatchCandidate } from '../types.ts';
import type { CatalogIndex, CompiledTemplate } from './build-catalog-index.ts';
import {
  extraLineNumbers,
  isOtherProductForm,
  markGrams,
  nameFeatures,
  nameSimilarity,
  sharedMarkedCount,
  trigrams,
  type NameFeatures,
} from './similarity.ts';
import { compactKey, isOneSlipApart } from './near-name.ts';

export type MatchKind = 'alias' | 'exact' | 'template' | 'fuzzy';

export interface CatalogMatch {
  product: number;
  kind: MatchKind;
  /** In [0, 1]; see MATCH_SCORES. */
  score: number;
  reasons: string[];
  /** Found by a Linux distribution's package name: the version is the package's, revision and all. */
  isDistributionPackage?: boolean;
}

export interface MatchQuery {
  /** The cleaned title as a whole. */
  title: string;
  /** The parsed product name (title without version, architecture, …). */
  name: string;
  /** The row's publisher, when it is known to the catalog. */
  publisherId: string | undefined;
  /** The version's major component, to prefer 'JDK 17' for version 17.0.8. */
  major: string | null;
  /**
   * The row's version, to pass over products of another line by name ("PHP 8.1" for PHP 7.4.33). Read into numbers
   * only when such a product comes up, which few rows meet.
   */
  version?: string | null;
}

/**
 * Scores by how a match was found. A publisher that contradicts the product's costs CONFLICT_PENALTY: the same
 * title from another publisher is usually another product.
 */
export const MATCH_SCORES = { alias: 1, exact: 0.96, template: 0.9, compact: 0.94, yearless: 0.92, slip: 0.9 } as const;
const CONFLICT_PENALTY = 0.25;
// Above the major bonus: a version only the channel build was published at says more than a number in a name.
const CHANNEL_VERSION_BONUS = 0.02;
/** Fuzzy matches are accepted from this score when the publisher agrees, and never across publishers. */
export const FUZZY_ACCEPT = 0.82;
/** A catalog product is suggested for a row (Matchfix, Fuzzy Match) from this name similarity. */
export const FUZZY_CANDIDATE_FLOOR = 0.35;
/** Suggestions offered per row, best first. */
export const MAX_CANDIDATES = 5;
/** A word in more products than this is too common to gather fuzzy candidates by. */
const MAX_WORD_FANOUT = 400;

function publisherScore(index: CatalogIndex, product: number, publisherId: string | undefined): number {
  if (!publisherId) return 0;
  const { product: entry } = index.products[product]!;
  return entry.publisherId === publisherId || entry.registeredByPublisherIds?.includes(publisherId)
    ? 0
    : -CONFLICT_PENALTY;
}

/**
 * Whether the product is named after a release line the row's version is not on: "PHP 8.1" and "Microsoft .NET
 * Windows Desktop Runtime 8.0" share their name without the version with every other line, and a row of PHP 7.4.33
 * is none of them. Aliases are exempt: a title the product is known by is evidence enough.
 */
function isOtherLine(index: CatalogIndex, product: number, query: MatchQuery): boolean {
  const line = index.products[product]!.nameVersion;
  if (!line || !query.version) return false;
  const version = numericComponents(query.version);
  return version.length > 0 && line.some((value, i) => i < version.length && value !== version[i]);
}

/**
 * Breaks ties between same-named products by the number in their name: 'JDK 17' for version 17.0.8. A product
 * named by its release line ('Azul Zulu JDK {major}') is named by the row's number whatever it is.
 */
function majorBonus(index: CatalogIndex, product: number, major: string | null): number {
  if (!major) return 0;
  const entry = index.products[product]!;
  const line = entry.product.nameLine?.line;
  return entry.name.numbers.includes(major) || line === 'major' || line === 'major.minor' ? 0.01 : 0;
}

/**
 * Whether the product is a channel build published at the row's version, which its released product never was: of
 * the products that share a title, that build is the row's.
 */
function isChannelBuildAtVersion(index: CatalogIndex, product: number, query: MatchQuery): boolean {
  const versions = index.products[product]!.channelVersions;
  return versions !== undefined && !!query.version && versions.has(versionKey(query.version));
}

function best(
  index: CatalogIndex,
  products: readonly number[] | undefined,
  kind: MatchKind,
  base: number,
  query: MatchQuery,
  reason: string,
): CatalogMatch | undefined {
  if (!products?.length) return undefined;
  let chosen: CatalogMatch | undefined;
  let chosenRaw = -Infinity;
  let chosenSimilarity = -1;
  const queryName = products.length > 1 ? nameFeatures(toKey(query.name), index.trigrams) : undefined;
  for (const product of products) {
    if (kind !== 'alias' && isOtherLine(index, product, query)) continue;
    // Compared before capping at 1: an alias (1.0) plus the major bonus must still beat an alias without it.
    const raw =
      base +
      publisherScore(index, product, query.publisherId) +
      majorBonus(index, product, query.major) +
      (isChannelBuildAtVersion(index, product, query) ? CHANNEL_VERSION_BONUS : 0);
    // Several products may share an alias (x64/x86 and beta packages of one product); the closest name wins.
    const similarity = queryName ? nameSimilarity(queryName, index.products[product]!.name) : 0;
    if (raw > chosenRaw || (raw === chosenRaw && similarity > chosenSimilarity)) {
      chosen = { product, kind, score: Math.min(1, raw), reasons: [reason] };
      chosenRaw = raw;
      chosenSimilarity = similarity;
    }
  }
  if (chosen && publisherScore(index, chosen.product, query.publisherId) < 0) {
    chosen.reasons.push('the row names another publisher');
  }
  return chosen;
}

/**
 * The products of a name and those of the name followed by the row's major: a catalog that names each release line
 * but its newest ("IBM Semeru Runtime Open Edition (JDK) 17" beside "… (JDK)" for 21) has the row's line under the
 * longer name, and the major bonus lets it win.
 */
function namedOrLine(index: CatalogIndex, nameKey: string, major: string | null): readonly number[] | undefined {
  const named = index.byNameKey.get(nameKey);
  // Most names have no numbered line: a set lookup spares them building a key.
  const line = major && index.namesWithLines.has(nameKey) ? index.byNameKey.get(`${nameKey} ${major}`) : undefined;
  return line ? [...(named ?? []), ...line] : named;
}

/**
 * The products named by their release line whose name the row writes with its version's line, as the engine reports
 * such a row: "Java 8" at 8.0.3210.7 is "Java" (named by its major), "Microsoft .NET Runtime 8.0" at 8.0.1 the runtime
 * named by its major.minor. Without them, a report normalized again would lose the product its catalog name has no
 * line for.
 */
function productsOfWrittenLine(index: CatalogIndex, nameKey: string, query: MatchQuery): number[] | undefined {
  const { major, version } = query;
  // Most names do not end in the row's major: the version is read into numbers only for those that do.
  if (!major || !version || !/\d$/.test(nameKey)) return undefined;
  const [, minor] = numericComponents(version);
  for (const [suffix, line] of [
    [` ${major}`, 'major'],
    [` ${major} ${minor}`, 'major.minor'],
  ] as const) {
    if (!nameKey.endsWith(suffix) || (line === 'major.minor' && minor === undefined)) continue;
    const products = index.byNameKey
      .get(nameKey.slice(0, -suffix.length))
      ?.filter((product) => index.products[product]!.product.nameLine?.line === line);
    if (products?.length) return products;
  }
  return undefined;
}

/**
 * Templates are tried on the title and on the parsed name: "x64 Mozilla Firefox Beta" fits "Mozilla Firefox *" once
 * its architecture is out, as the same row written the usual way does.
 */
function matchTemplate(index: CatalogIndex, query: MatchQuery): CatalogMatch | undefined {
  const products = new Set<number>();
  addFittingTemplates(products, query.title, templatesOfFirstWords(index, query.title));
  addFittingTemplates(products, query.title, [index.templatesByFirstWord.get('')]);
  // The name only for templates that start with a word: those starting with a wildcard saw the whole title.
  if (query.name !== query.title) addFittingTemplates(products, query.name, templatesOfFirstWords(index, query.name));
  return best(index, [...products], 'template', MATCH_SCORES.template, query, 'title fits a catalog template');
}

/** A trigram in more products than this says little about which one is meant. */
const MAX_TRIGRAM_FANOUT = 2_000;
/** Per index, a mark per trigram id, cleared after each use (`markGrams`). */
const sharedGramMarks = new WeakMap<CatalogIndex, Uint8Array>();

function gramMarks(index: CatalogIndex): Uint8Array {
  let marks = sharedGramMarks.get(index);
  if (!marks) {
    marks = new Uint8Array(index.trigrams.ids.size);
    sharedGramMarks.set(index, marks);
  }
  return marks;
}

/** Products sharing the most trigrams with the query are scored in full; the rest are not worth it. */
const TRIGRAM_SHORTLIST = 60;

/**
 * The products of `pool` whose name is at least `minSimilarity` alike, scored, best first. Names whose trigram
 * counts alone rule that out (Dice is at most 2·min/(sum) of the two set sizes) are not compared.
 */
function scoreCandidates(
  index: CatalogIndex,
  query: MatchQuery,
  queryName: NameFeatures,
  pool: Iterable<number>,
  minSimilarity: number = FUZZY_CANDIDATE_FLOOR,
): CatalogMatch[] {
  // Reasons are written for the few kept only: most names scored are not.
  const scored: Array<{ product: number; score: number; similarity: number }> = [];
  const querySize = queryName.gramCount;
  const marks = gramMarks(index);
  markGrams(marks, queryName, 1);
  for (const product of pool) {
    const entry = index.products[product]!;
    const size = entry.name.gramCount;
    if (2 * Math.min(size, querySize) < minSimilarity * (size + querySize)) continue;
    const similarity = nameSimilarity(queryName, entry.name, sharedMarkedCount(marks, entry.name));
    if (similarity < minSimilarity) continue;
    const score =
      similarity + publisherScore(index, product, query.publisherId) + majorBonus(index, product, query.major);
    scored.push({ product, score: Math.max(0, Math.min(1, score)), similarity });
  }
  markGrams(marks, queryName, 0);
  // Highest score first; on equal scores the shorter name, which is usually the base product.
  scored.sort(
    (a, b) =>
      b.score - a.score || index.products[a.product]!.nameKey.length - index.products[b.product]!.nameKey.length,
  );
  return scored.slice(0, MAX_CANDIDATES).map(({ product, score, similarity }) => ({
    product,
    kind: 'fuzzy',
    score,
    reasons: [`name similarity ${similarity.toFixed(2)}`],
  }));
}

/**
 * Catalog products a person might have meant, best first: products sharing many name trigrams or a distinctive
 * word, and the publisher's own. Slower than matching, so only rows that need suggestions pay for it.
 */
export function suggestCandidates(index: CatalogIndex, query: MatchQuery): MatchCandidate[] {
  const nameKey = toKey(query.name);
  if (!nameKey) return [];
  const queryName = nameFeatures(nameKey, index.trigrams);
  const pool = new Set(productsSharingMostTrigrams(index, queryName, TRIGRAM_SHORTLIST));
  for (const word of nameKey.split(' ')) {
    const products = index.byWord.get(word);
    if (products && products.length <= MAX_WORD_FANOUT) for (const p of products) pool.add(p);
  }
  if (query.publisherId) for (const p of index.productsByPublisher.get(query.publisherId) ?? []) pool.add(p);
  return scoreCandidates(index, query, queryName, pool).map((c) => toCandidate(index, c));
}

/** Per index, a count per product, zeroed after each use: suggestions run often and a Map per row was most of their time. */
const sharedTrigramCounts = new WeakMap<CatalogIndex, Uint16Array>();

/**
 * The products that share the most trigrams with a name, at most `limit` of them (ties at the cut included in
 * their order of first appearance), ignoring trigrams too common to tell products apart.
 */
function productsSharingMostTrigrams(index: CatalogIndex, name: NameFeatures, limit: number): number[] {
  let counts = sharedTrigramCounts.get(index);
  if (!counts) {
    counts = new Uint16Array(index.products.length);
    sharedTrigramCounts.set(index, counts);
  }
  const touched: number[] = [];
  let most = 0;
  // In the name's order, not the ids': ties at the cut go to the products met first.
  for (const gram of trigrams(name.key)) {
    const id = index.trigrams.ids.get(gram);
    const products = id === undefined ? undefined : index.productsByTrigram[id];
    if (!products || products.length > MAX_TRIGRAM_FANOUT) continue;
    for (const p of products) {
      const count = ++counts[p]!;
      if (count === 1) touched.push(p);
      if (count > most) most = count;
    }
  }
  // Counting sort by shared trigrams, highest first: the counts are small (one per trigram of the name).
  const byCount: number[][] = Array.from({ length: most + 1 }, () => []);
  for (const p of touched) {
    byCount[counts[p]!]!.push(p);
    counts[p] = 0;
  }
  const chosen: number[] = [];
  for (let count = most; count >= 1 && chosen.length < limit; count--) {
    for (const p of byCount[count]!) {
      if (chosen.length === limit) break;
      chosen.push(p);
    }
  }
  return chosen;
}

function toCandidate(index: CatalogIndex, match: CatalogMatch): MatchCandidate {
  const entry = index.products[match.product]!;
  return {
    catalogId: entry.product.id,
    publisher: entry.publisher?.name ?? entry.product.publisherId,
    name: entry.product.name,
    score: Math.round(match.score * 100) / 100,
    reasons: match.reasons,
  };
}

/**
 * "Arduino IDE" is the stable product's name and also what the beta package writes to Add/Remove Programs: a title
 * without a channel word that is exactly the name of a product means that product, not the channel build of the same
 * publisher that lists the title as an alias, unless the row's version is one only that build was published at.
 */
function preferNamedOverChannelBuild(index: CatalogIndex, query: MatchQuery, found: CatalogMatch): CatalogMatch {
  const aliasProduct = index.products[found.product]!;
  const { dictionaries } = index;
  if (!findChannel(aliasProduct.product.name, dictionaries) || findChannel(query.title, dictionaries)) return found;
  if (isChannelBuildAtVersion(index, found.product, query)) return found;
  const titleKey = toKey(query.title);
  const named = (index.byNameKey.get(titleKey) ?? []).find((position) => {
    const entry = index.products[position]!;
    return (
      entry.nameKey === titleKey &&
      entry.product.publisherId === aliasProduct.product.publisherId &&
      !findChannel(entry.product.name, dictionaries)
    );
  });
  if (named === undefined) return found;
  return {
    product: named,
    kind: 'exact',
    score: Math.min(found.score, MATCH_SCORES.exact),
    reasons: ['title is the name of a product (a channel build lists it too)'],
  };
}

// A release year as the name's last word: "camtasia 2023", or MathWorks' year and half: "matlab runtime r2022b".
const TRAILING_YEAR_KEY = / (?:(?:199|20[0-3])\d|r(?:199|20[0-3])\d[ab])$/;

/**
 * "Camtasia 2023", "Visual Studio Tools for Applications 2017": a product the catalog names without the year its
 * releases are sold by. Only the row's own publisher's product: without the year the name says less.
 */
function matchWithoutYear(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  if (!query.publisherId || !TRAILING_YEAR_KEY.test(nameKey)) return undefined;
  const products = index.byNameKey
    .get(nameKey.replace(TRAILING_YEAR_KEY, ''))
    ?.filter((product) => publisherScore(index, product, query.publisherId) === 0);
  return best(
    index,
    products,
    'exact',
    MATCH_SCORES.yearless,
    query,
    'name without its release year equals a catalog name',
  );
}

/**
 * The publisher's one product whose name is the row's with a typing slip ("Googel Chrome", "Adobe Acrobat Reder DC"):
 * a fuzzy match, but a surer one than trigram similarity gives names that short. Several such products: none.
 */
function matchSlip(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  const byLength = index.nameKeysByPublisher.get(query.publisherId!);
  if (!byLength) return undefined;
  let found: number | undefined;
  for (let length = nameKey.length - 1; length <= nameKey.length + 1; length++) {
    for (const { key, product } of byLength.get(length) ?? []) {
      if (!isOneSlipApart(nameKey, key) || isOtherLine(index, product, query)) continue;
      if (found !== undefined && found !== product) return undefined;
      found = product;
    }
  }
  if (found === undefined) return undefined;
  return {
    product: found,
    kind: 'fuzzy',
    score: MATCH_SCORES.slip,
    reasons: ['name is a catalog name with a typing slip'],
  };
}

// A winget package id: dotted, no spaces ("Clipchamp.Clipchamp", "Microsoft.WindowsTerminal").
const PACKAGE_ID = /^[A-Za-z0-9][\w+-]*(?:\.[\w+-]+)+$/;

/** Whether the product carries what a vulnerability scanner or a support report needs: a CPE or a lifecycle. */
function isIdentified(index: CatalogIndex, position: number): boolean {
  const { product } = index.products[position]!;
  return product.cpe !== undefined || product.lifecycleId !== undefined;
}

/**
 * The channel build a title names as the catalog does, channel and all: "Everything (Alpha)" is voidtools' alpha
 * package, not Everything read without its channel. The engine reports such a row by that name, and a report
 * normalized again must find the same product. Not when the product without the channel has the identifiers the
 * build lacks (a CPE, a lifecycle): a beta of Firefox is Firefox to a vulnerability scanner.
 */
function matchChannelBuildByName(
  index: CatalogIndex,
  query: MatchQuery,
  titleKey: string,
  nameKey: string,
): CatalogMatch | undefined {
  if (titleKey === nameKey) return undefined;
  const named = index.byNameKey.get(titleKey)?.filter((position) => {
    const entry = index.products[position]!;
    // The catalog's key of a name is read without its channel: compared as written.
    return toKey(entry.product.name) === titleKey && findChannel(entry.product.name, index.dictionaries) !== null;
  });
  if (!named?.length) return undefined;
  const channelBuildPublishers = new Set(named.map((position) => index.products[position]!.product.publisherId));
  const identifiedBase = index.byNameKey
    .get(nameKey)
    ?.some(
      (position) =>
        channelBuildPublishers.has(index.products[position]!.product.publisherId) && isIdentified(index, position),
    );
  if (identifiedBase && !named.some((position) => isIdentified(index, position))) return undefined;
  return best(index, named, 'exact', MATCH_SCORES.exact, query, 'title is the name of a channel build');
}

/**
 * The catalog's winget package a title names by its id, as winget and some inventories list packages
 * ("Clipchamp.Clipchamp").
 */
export function matchPackageId(index: CatalogIndex, title: string): CatalogMatch | undefined {
  const product = PACKAGE_ID.test(title) ? index.productById.get(`winget:${title}`) : undefined;
  return product === undefined
    ? undefined
    : { product, kind: 'alias', score: MATCH_SCORES.alias, reasons: ['title is the id of a catalog package'] };
}

/**
 * The product a title is a known alias of as written, before any reading of it: a package identity or bundle
 * identifier the catalog lists ("us.zoom.xos" is Zoom's, though its words say "xos").
 */
export function matchWrittenAlias(
  index: CatalogIndex,
  title: string,
  query: MatchQuery,
  titleKey = toKey(title),
): CatalogMatch | undefined {
  return best(index, index.byTitleKey.get(titleKey), 'alias', MATCH_SCORES.alias, query, 'title is a known alias');
}

/** Whether a candidate differs from the row's name by a number that is not the line of the row's version. */
function isOtherNumberedLine(nameKey: string, candidateKey: string, major: string | null): boolean {
  return extraLineNumbers(nameKey, candidateKey)?.some((number) => number !== major) ?? false;
}

// Helpers of the hot path are module functions: closures made per row cost a name each under the server's
// transpiler (tsx keeps function names), which showed in profiles.

/** The templates a text's first words may fit: those of its first word, and of its first two. */
function templatesOfFirstWords(index: CatalogIndex, text: string): Array<readonly CompiledTemplate[] | undefined> {
  const [first = '', second] = toKey(text).split(' ', 2);
  return [
    index.templatesByFirstWord.get(first),
    second === undefined ? undefined : index.templatesByFirstTwoWords.get(`${first} ${second}`),
  ];
}

/** Adds the products of the templates a text fits, in the catalog's order whichever table a template is in. */
function addFittingTemplates(
  products: Set<number>,
  text: string,
  lists: ReadonlyArray<readonly CompiledTemplate[] | undefined>,
): void {
  const fitting: CompiledTemplate[] = [];
  for (const list of lists) for (const template of list ?? []) if (template.regex.test(text)) fitting.push(template);
  fitting.sort((a, b) => a.order - b.order);
  for (const template of fitting) products.add(template.product);
}

/**
 * Finds the catalog product of a row: the whole title as a known alias, then the parsed name, then templates, then
 * fuzzy similarity within the row's publisher. The first stage that finds a product with an agreeing (or unknown)
 * publisher decides; a weaker find is returned only if nothing better exists and it clears the acceptance bar.
 */
export function matchCatalog(index: CatalogIndex, query: MatchQuery): CatalogMatch | undefined {
  const nameKey = toKey(query.name);
  const titleKey = toKey(query.title);
  const staged = [
    () => {
      const found = matchWrittenAlias(index, query.title, query, titleKey);
      return found && preferNamedOverChannelBuild(index, query, found);
    },
    () => matchChannelBuildByName(index, query, titleKey, nameKey),
    () =>
      best(
        index,
        namedOrLine(index, nameKey, query.major),
        'exact',
        MATCH_SCORES.exact,
        query,
        'name equals a catalog name',
      ),
    () =>
      best(
        index,
        productsOfWrittenLine(index, nameKey, query),
        'exact',
        MATCH_SCORES.exact,
        query,
        'name is a catalog name followed by the release line of the version',
      ),
    () => matchTemplate(index, query),
    () =>
      best(
        index,
        index.byCompactName.get(compactKey(nameKey)),
        'exact',
        MATCH_SCORES.compact,
        query,
        'name equals a catalog name written with other spaces',
      ),
  ];
  for (const stage of staged) {
    const found = stage();
    if (found && found.score >= MATCH_SCORES.template - 0.01) return found;
  }
  if (!query.publisherId || !nameKey) return undefined;
  const withoutYear = matchWithoutYear(index, query, nameKey);
  if (withoutYear) return withoutYear;
  const slip = matchSlip(index, query, nameKey);
  if (slip) return slip;
  // Within the publisher, only a name alike enough to be accepted is worth scoring (the major bonus is at most 0.01).
  const candidates = scoreCandidates(
    index,
    query,
    nameFeatures(nameKey, index.trigrams),
    index.productsByPublisher.get(query.publisherId) ?? [],
    FUZZY_ACCEPT - 0.01,
  );
  // A near name that is the row's with a component word more or less, or another `+`, is a neighbour, not the product;
  // so is one that differs by a number, unless that number is the line of the row's version ("Sublime Text" at build
  // 4169 is neither "Sublime Text 3" nor "Sublime Text 4"; at 4.0.4169 it is "Sublime Text 4").
  const top = candidates.find((candidate) => {
    const candidateKey = index.products[candidate.product]!.nameKey;
    return (
      !isOtherProductForm(nameKey, candidateKey) &&
      !isOtherNumberedLine(nameKey, candidateKey, query.major) &&
      !isOtherLine(index, candidate.product, query)
    );
  });
  return top && top.score >= FUZZY_ACCEPT ? top : undefined;
}
