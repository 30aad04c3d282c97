import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, appendUnique, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { gitHubRepository, homepageKey } from '../homepage-key.ts';
import { compactName } from '../normalize-name.ts';
import {
  addToLookup,
  indexProductsByName,
  pickByHomepage,
  single,
  indexProductsByHomepage,
} from '../product-name-index.ts';
import { parseCsv } from '../read-csv.ts';
import { shouldTakeLicense, toSpdx } from '../to-spdx.ts';

/**
 * Imports scoop/manifests.csv for licences. A manifest matches the one product with the same homepage (host and
 * path), else the one product whose compacted name equals the manifest name (`googlechrome` ↔ `Google Chrome`) and
 * that the manifest's homepage confirms. It gives that product its licence when the product has none, or has only
 * free text where Scoop has an SPDX id. Manifests that match nothing become products `scoop:<bucket>/<name>` when
 * their homepage is a GitHub repository, published by the repository owner; the rest are left out, since Scoop names
 * no publisher.
 */
export function importScoopManifests(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const byHomepage = indexProductsByHomepage(draft.products.values());
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  let matchedByHomepage = 0;
  let matchedByName = 0;
  let licences = 0;
  let productsAdded = 0;
  const isNameTaken = (name: string) => byName.has(compactName(name));
  for (const row of rows) {
    const manifestName = row.name?.trim();
    if (!manifestName) continue;
    const homepage = row.homepage?.trim() ?? '';
    const siteKey = homepageKey(homepage);
    const license = row.license ? toSpdx(row.license, draft.spdxIds) : undefined;
    let productId = single(siteKey ? byHomepage.get(siteKey) : undefined);
    if (productId) matchedByHomepage += 1;
    else {
      productId = pickByHomepage(byName.get(compactName(manifestName)) ?? [], homepage, draft);
      if (productId) matchedByName += 1;
    }
    if (productId) {
      const product = draft.products.get(productId)!;
      addScoopName(product, manifestName);
      if (license && shouldTakeLicense(product.license, license, draft.spdxIds)) {
        product.license = license;
        licences += 1;
      }
      continue;
    }
    const repository = gitHubRepository(homepage);
    if (!repository) continue;
    const product = createProduct(
      { bucket: row.bucket?.trim() || 'main', manifestName, repository, homepage, license },
      draft,
      isNameTaken,
    );
    product.latestVersion = row.version?.trim() || undefined;
    addScoopName(product, manifestName);
    draft.products.set(product.id, product);
    productsAdded += 1;
    if (license) licences += 1;
    // The same tool in both buckets must not become two products.
    if (siteKey) addToLookup(byHomepage, siteKey, product.id);
    addToLookup(byName, compactName(manifestName), product.id);
  }
  return { manifests: rows.length, matchedByHomepage, matchedByName, licences, productsAdded };
}

/** Records the manifest's name as a package id of the product: other managers mostly name the package the same. */
function addScoopName(product: CatalogProduct, manifestName: string): void {
  appendUnique((product.packageIds ??= []), [`scoop:${manifestName.toLowerCase()}`]);
}

interface ScoopManifest {
  bucket: string;
  manifestName: string;
  repository: { owner: string; repository: string };
  homepage: string;
  license: string | undefined;
}

function createProduct(
  { bucket, manifestName, repository, homepage, license }: ScoopManifest,
  draft: CatalogDraft,
  isNameTaken: (name: string) => boolean,
): CatalogProduct {
  const publisherId = draft.publishers.ensureFromIdentifier(repository.owner);
  // The repository name keeps the author's capitals (`TotalRegistry` for `total-registry`) when it is the same word.
  const isSameName = compactName(repository.repository) === compactName(manifestName);
  const product: CatalogProduct = {
    id: `scoop:${bucket}/${manifestName}`,
    publisherId,
    name: isSameName ? repository.repository : manifestName,
    aliases: [],
    license,
    homepage,
  };
  // A repository name another product already has ("miro" of miro-pdf, "cli") would take that product's rows: an
  // alias outweighs a name. So would one the manifest's name adds its owner to ("microsoft-coreutils" of
  // microsoft/coreutils, "snapmaker-orcaslicer", "ninja-kitware"): the bucket tells this build from the project or
  // tool the bare name means.
  const namesOwner = compactName(manifestName).includes(compactName(repository.owner));
  if (!isSameName && !namesOwner && !isNameTaken(repository.repository)) {
    addProductAliases(product, [repository.repository]);
  }
  return product;
}
