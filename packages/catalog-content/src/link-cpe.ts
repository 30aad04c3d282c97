import {
  cpeKey,
  cpeOfName,
  makerKeys,
  unescapeCpe,
  type CatalogProduct,
  type CatalogPublisher,
  type LifecycleProduct,
} from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { applicationPairOf } from './cpe-and-purl.ts';
import { siteLabel } from './homepage-key.ts';
import { parseCsv } from './read-csv.ts';

/**
 * The NVD CPE dictionary's application pairs by the key of their product (`cpeKey`): `vendor:product`, CPE 2.3
 * escapes kept, the pair most CVEs name first (NVD keeps old vendor names: `don_ho`, `notepad-plus-plus`).
 */
export type CpeNames = Record<string, string[]>;

/** A range row's CVE and its CPE's vendor and product (`CVE-2023-40031,cpe:2.3:a:notepad-plus-plus:notepad\+\+:…`). */
const RANGE_ROW = /^(CVE-\d+-\d+),"?cpe:2\.3:[aho]:((?:[^:\\\n]|\\.)+):((?:[^:\\\n]|\\.)+):/gmu;

/**
 * Reads cpe/cpedict_vendor_product.csv (`vendor,product`, CPE 2.3 escapes kept) and, to order a product's synonyms,
 * the CVE → CPE range files (`cve,cpe,vendor,product,…`) and CISA's name candidates (`cpe_vendor,cpe_product,…,cves`):
 * how many CVEs name each pair.
 */
export function parseCpeDictionary(
  dictionaryText: string,
  rangeTexts: ReadonlyArray<string | undefined> = [],
  nameCandidatesText?: string,
): CpeNames {
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
  const byProductKey: CpeNames = {};
  for (const row of parseCsv(dictionaryText)) {
    const vendor = row.vendor?.trim();
    const product = row.product?.trim();
    if (!vendor || !product) continue;
    const key = cpeKey(unescapeCpe(product));
    if (key) (byProductKey[key] ??= []).push(`${vendor}:${product}`);
  }
  const used = (pair: string) => cveCounts.get(pair) ?? 0;
  for (const pairs of Object.values(byProductKey)) {
    pairs.sort((a, b) => used(b) - used(a) || (a < b ? -1 : a > b ? 1 : 0));
  }
  return byProductKey;
}

/**
 * Gives a CPE to each product without one when the NVD dictionary has a pair whose product is the product's name
 * (whole, or without its maker's words in front) and whose vendor is the product's maker (its name or spellings, or
 * the label of its homepage or website): two independent pieces of evidence (`cpeOfName`). Where several pairs fit,
 * the one most CVEs name wins. A name alone is never enough: a product without such evidence keeps none.
 */
export function linkCpes(
  products: readonly CatalogProduct[],
  publishers: readonly CatalogPublisher[],
  cpeNames: CpeNames,
): ImportCounts {
  const publisherById = new Map(publishers.map((publisher) => [publisher.id, publisher]));
  let linked = 0;
  for (const product of products) {
    // A project known only by its packages was given its maker from its homepage (`importUpstreamProjects`): the maker
    // and the homepage's label are one piece of evidence, not two, and a blind check of 100 such CPEs found 9 wrong.
    if (product.cpe || product.cpeByCycle || product.cpeByVersion || product.packageOnly) continue;
    const publisher = publisherById.get(product.publisherId);
    const makers = makerKeys(publisher ? [publisher.name, ...publisher.aliases] : []);
    for (const label of [siteLabel(product.homepage), siteLabel(publisher?.website)]) {
      if (label) makers.add(cpeKey(label));
    }
    const cpe = cpeOfName(cpeNames, product.name, publisher?.name ?? '', makers);
    if (!cpe) continue;
    product.cpe = cpe;
    linked += 1;
  }
  return { linked };
}

/**
 * Takes away the application CPEs the sources give (endoflife.date's identifiers, and the products that took them
 * from their lifecycle) whose vendor:product the NVD dictionary does not have: no CVE can name them, so a row given
 * one would look checked for vulnerabilities and never be (endoflife.date writes `amazon:corretto`, which NVD does
 * not). Curated CPEs are refused instead (`checkCuratedCpes`). Mutates the products and lifecycles.
 */
export function dropCpesNvdLacks(
  products: readonly CatalogProduct[],
  lifecycles: readonly LifecycleProduct[],
  isNvdPair: (pair: string) => boolean,
): ImportCounts {
  let dropped = 0;
  for (const entry of [...products, ...lifecycles]) {
    const pair = entry.cpe ? applicationPairOf(entry.cpe) : undefined;
    if (pair === undefined || isNvdPair(pair)) continue;
    delete entry.cpe;
    dropped++;
  }
  return { cpesDropped: dropped };
}
