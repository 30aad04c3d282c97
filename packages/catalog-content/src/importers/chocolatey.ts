import { categoryFromTerms, type CatalogProduct } from '@rnorm/engine';
import {
  addProductAliases,
  addProductTemplates,
  appendUnique,
  compareBySource,
  type CatalogDraft,
  type ImportCounts,
} from '../catalog-draft.ts';
import { gitHubRepository } from '../homepage-key.ts';
import { normalizeName } from '../normalize-name.ts';
import { addToLookup, indexProductsByName } from '../product-name-index.ts';
import { parseCsv } from '../read-csv.ts';

// `PeaZip (Install)`, `Vagrant (Portable)`, `Thunderbird (Release)`: Chocolatey's packaging variant or channel, not
// part of the product name.
const PACKAGE_VARIANT = /\s*\((?:install|installer|portable|release)\)\s*$/i;
// `OpenSSL – The Open Source SSL and TLS toolkit`: a tagline after a dash. A hyphen is left alone: it also joins
// parts of names ("Git - Portable").
const TAGLINE = /\s+[–—]\s+(?:the|an?)\s.*$/iu;

/**
 * Imports chocolatey/packages.csv: the `arp_name_patterns` (globs the package scripts use to find the program in
 * Add/Remove Programs, joined with ` || `) become `templates` of the product with the package's title, and the
 * `foss` tag marks it open source. The title also becomes an alias when it differs from the product name. A package
 * with patterns whose title matches no product becomes a product `chocolatey:<id>` published by its authors (left
 * out when the authors field names nobody).
 */
export function importChocolateyPackages(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const byName = indexProductsByName(draft.products.values(), draft.publishers, (name) => name);
  let matched = 0;
  let templates = 0;
  let openSource = 0;
  let productsAdded = 0;
  for (const row of rows) {
    const packageId = row.id?.trim();
    const title = (row.title ?? '').replace(PACKAGE_VARIANT, '').replace(TAGLINE, '').trim() || packageId;
    if (!packageId || !title) continue;
    const patterns = (row.arp_name_patterns ?? '')
      .split(' || ')
      .map((pattern) => pattern.trim())
      .filter((pattern) => pattern !== '');
    const tags = (row.tags ?? '').split(/\s+/);
    const isFoss = tags.includes('foss');
    const authors = row.authors?.trim() ?? '';
    const candidates = byName.get(normalizeName(title));
    let product = candidates ? pickProduct(candidates, authors, draft) : undefined;
    if (product) {
      matched += 1;
      addProductAliases(product, [title]);
    } else {
      if (patterns.length === 0) continue;
      product = createProduct(packageId, title, authors, row, draft);
      if (!product) continue;
      draft.products.set(product.id, product);
      addToLookup(byName, normalizeName(title), product.id);
      productsAdded += 1;
    }
    templates += addProductTemplates(product, patterns);
    addPackageId(product, `chocolatey:${packageId.toLowerCase()}`);
    product.category ??= categoryFromTerms(draft.categories, 'packageTags', tags);
    if (isFoss && product.isOpenSource === undefined) {
      product.isOpenSource = true;
      openSource += 1;
    }
  }
  return { packages: rows.length, matched, productsAdded, templates, openSource };
}

// The product the package's authors publish, else the preferred source's.
function pickProduct(candidateIds: readonly string[], authors: string, draft: CatalogDraft): CatalogProduct {
  const candidates = candidateIds.map((id) => draft.products.get(id)!);
  const authorsPublisher = authors ? draft.publishers.find(authors) : undefined;
  const byAuthors = candidates.find((product) => product.publisherId === authorsPublisher);
  return byAuthors ?? [...candidates].sort(compareBySource)[0]!;
}

function createProduct(
  packageId: string,
  title: string,
  authors: string,
  row: Record<string, string>,
  draft: CatalogDraft,
): CatalogProduct | undefined {
  // Some nuspecs give a contributors URL as author; its GitHub owner is the better publisher name.
  const owner = gitHubRepository(authors)?.owner ?? (/^https?:\/\//.test(authors) ? '' : authors);
  const publisherId = owner ? draft.publishers.resolve(owner) : undefined;
  if (!publisherId) return undefined;
  return {
    id: `chocolatey:${packageId}`,
    publisherId,
    name: title,
    aliases: [],
    homepage: row.projectUrl?.trim() || undefined,
    latestVersion: row.version?.trim() || undefined,
  };
}

/** Records the package as one of the product's: Chocolatey lists what it installed as rows titled with the id. */
function addPackageId(product: CatalogProduct, packageId: string): void {
  appendUnique((product.packageIds ??= []), [packageId]);
}
