import type { CatalogProduct, CatalogPublisher } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { parseCsv } from './read-csv.ts';

/** The NVD CPE dictionary's application vendor:product pairs, looked up by the product's name. */
export interface CpeDictionary {
  /** cpeKey of the unescaped CPE product → its pairs, CPE 2.3 escapes kept (`notepad-plus-plus`, `notepad\+\+`). */
  byProductName: Map<string, Array<{ vendor: string; product: string }>>;
  /** `vendor:product` → how many CVEs of the vulnerability data name it: the pair NVD uses, among synonyms. */
  cveCounts: Map<string, number>;
}

/** A CPE 2.3 value without its backslash escapes (`notepad\+\+` → `notepad++`). */
const unescapeCpe = (value: string) => value.replace(/\\(.)/g, '$1');

/**
 * The key a name and a CPE field are compared by: lower case without accents, without the separators NVD and names
 * put between words (`VLC media player`, `vlc_media_player`; `7-Zip`, `7-zip`; `Backup & Replication`,
 * `backup_\&_replication`), but keeping every other sign and a sign at either end, so that `notepad--` is not
 * `Notepad`.
 */
export function cpeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/(?<=[\p{L}\p{N}])[\s_.\-&|:'’,/]+(?=[\p{L}\p{N}])/gu, '');
}

/** A range row's CVE and its CPE's vendor and product (`CVE-2023-40031,cpe:2.3:a:notepad-plus-plus:notepad\+\+:…`). */
const RANGE_ROW = /^(CVE-\d+-\d+),"?cpe:2\.3:[aho]:((?:[^:\\\n]|\\.)+):((?:[^:\\\n]|\\.)+):/gmu;

/**
 * Reads cpe/cpedict_vendor_product.csv (`vendor,product`, CPE 2.3 escapes kept) and, to choose among a product's
 * synonyms, the CVE → CPE range files (`cve,cpe,vendor,product,…`) and CISA's name candidates
 * (`cpe_vendor,cpe_product,…,cves`): how many CVEs name each pair.
 */
export function parseCpeDictionary(
  dictionaryText: string,
  rangeTexts: ReadonlyArray<string | undefined> = [],
  nameCandidatesText?: string,
) {
  const byProductName: CpeDictionary['byProductName'] = new Map();
  for (const row of parseCsv(dictionaryText)) {
    const vendor = row.vendor?.trim();
    const product = row.product?.trim();
    if (!vendor || !product) continue;
    const key = cpeKey(unescapeCpe(product));
    if (!key) continue;
    let pairs = byProductName.get(key);
    if (!pairs) byProductName.set(key, (pairs = []));
    pairs.push({ vendor, product });
  }
  const cvesByPair = new Map<string, Set<string>>();
  for (const text of rangeTexts) {
    if (!text) continue;
    // 160,000 rows: read by a pattern over each line's first two fields, not as full CSV records (5 times faster).
    for (const [, cve, vendor, product] of text.matchAll(RANGE_ROW)) {
      const pair = `${vendor}:${product}`;
      let cves = cvesByPair.get(pair);
      if (!cves) cvesByPair.set(pair, (cves = new Set()));
      cves.add(cve!);
    }
  }
  const cveCounts = new Map([...cvesByPair].map(([pair, cves]) => [pair, cves.size]));
  // The CVE records whose CPE CISA wrote for a product named in words: more evidence of the pair in use.
  for (const row of nameCandidatesText ? parseCsv(nameCandidatesText) : []) {
    const pair = `${row.cpe_vendor}:${row.cpe_product}`;
    cveCounts.set(pair, (cveCounts.get(pair) ?? 0) + (Number(row.cves) || 0));
  }
  return { byProductName, cveCounts } satisfies CpeDictionary;
}

// Words after a maker's name that are not part of what NVD calls the vendor ("Notepad++ Team" is notepad++).
const ORGANISATION_WORDS =
  /\s+(?:team|project|developers?|development team|community|contributors|foundation|software|labs?)$/iu;

// Sites that host many makers' projects or apps: their name is not the maker's (a GitHub project is not github:…).
const HOSTING_LABELS = new Set(['github', 'gitlab', 'sourceforge', 'sf', 'bitbucket', 'codeberg', 'itch', 'npmjs']);
const STORE_HOSTS =
  /^(?:apps\.microsoft\.com|apps\.apple\.com|play\.google\.com|chrome(?:webstore)?\.google\.com|addons\.mozilla\.org|marketplace\.visualstudio\.com|sites\.google\.com)$/u;

/**
 * The second-level label of a web address's host (`https://www.7-zip.org/` → `7-zip`), or undefined, also for a
 * hosting site or an app store (github.com, *.github.io, apps.microsoft.com), which names no maker.
 */
function siteLabel(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const host = new URL(address).hostname.toLowerCase();
    const labels = host.split('.');
    const label = labels.length >= 2 ? labels[labels.length - 2] : undefined;
    return label === undefined || HOSTING_LABELS.has(label) || STORE_HOSTS.test(host) ? undefined : label;
  } catch {
    return undefined;
  }
}

/**
 * The names NVD may know the product's maker by, as cpeKey keys: its name and spellings, without an
 * organisation word after them or "The" before, their first word when it is long enough to mean something alone,
 * and the second-level label of the product's homepage and of the publisher's website (`notepad-plus-plus.org`).
 */
function vendorKeys(product: CatalogProduct, publisher: CatalogPublisher | undefined): Map<string, string> {
  const keys = new Map<string, string>();
  const add = (text: string | undefined, evidence: string) => {
    const key = text ? cpeKey(text) : '';
    if (key.length >= 2 && !keys.has(key)) keys.set(key, evidence);
  };
  for (const name of publisher ? [publisher.name, ...publisher.aliases] : []) {
    add(name, 'publisher');
    add(name.replace(ORGANISATION_WORDS, '').replace(/^the\s+/iu, ''), 'publisher');
    const firstWord = name.split(/\s+/)[0];
    if (firstWord && firstWord.length >= 4) add(firstWord, 'publisher');
  }
  add(siteLabel(product.homepage), 'homepage');
  add(siteLabel(publisher?.website), 'homepage');
  return keys;
}

/**
 * The keys of the product's name as NVD may write it: whole (`VLC media player` → vlcmediaplayer), and without the
 * maker's words in front (`Mozilla Firefox` by Mozilla → firefox).
 */
function productKeys(product: CatalogProduct, publisher: CatalogPublisher | undefined): string[] {
  const keys = [cpeKey(product.name)];
  const words = product.name.split(/\s+/);
  const makerWords = new Set((publisher?.name ?? '').split(/\s+/).map((word) => cpeKey(word)));
  let start = 0;
  while (start < words.length - 1 && makerWords.has(cpeKey(words[start]!))) start += 1;
  if (start > 0) keys.push(cpeKey(words.slice(start).join(' ')));
  return keys.filter((key) => key.length >= 2);
}

/**
 * Gives a CPE to each product without one when the NVD dictionary has a pair whose product is the product's name
 * (whole, or without its maker's words in front) and whose vendor is the product's maker (its name or spellings, or
 * the label of its homepage or website): two independent pieces of evidence. Where several pairs fit (NVD keeps old
 * vendor names: `don_ho`, `notepad-plus-plus`), the one most CVEs name wins. A name alone is never enough: a wrong
 * CPE hides a product's vulnerabilities, so a product without such evidence keeps none.
 */
export function linkCpes(
  products: readonly CatalogProduct[],
  publishers: readonly CatalogPublisher[],
  dictionary: CpeDictionary,
): ImportCounts {
  const publisherById = new Map(publishers.map((publisher) => [publisher.id, publisher]));
  let linked = 0;
  let ambiguous = 0;
  for (const product of products) {
    if (product.cpe || product.cpeByCycle) continue;
    const publisher = publisherById.get(product.publisherId);
    const vendors = vendorKeys(product, publisher);
    const fits = new Map<string, { vendor: string; product: string }>();
    for (const key of productKeys(product, publisher)) {
      for (const pair of dictionary.byProductName.get(key) ?? []) {
        if (vendors.has(cpeKey(unescapeCpe(pair.vendor)))) fits.set(`${pair.vendor}:${pair.product}`, pair);
      }
    }
    if (fits.size === 0) continue;
    const [chosen] = [...fits].sort(
      ([a], [b]) => (dictionary.cveCounts.get(b) ?? 0) - (dictionary.cveCounts.get(a) ?? 0) || (a < b ? -1 : 1),
    );
    if (fits.size > 1) ambiguous += 1;
    product.cpe = `cpe:2.3:a:${chosen![1].vendor}:${chosen![1].product}`;
    linked += 1;
  }
  return { linked, chosenAmongSynonyms: ambiguous };
}
