import type { CatalogDraft, ImportCounts } from '../catalog-draft.ts';
import { homepageKey } from '../homepage-key.ts';
import { compactName } from '../normalize-name.ts';
import { indexProductsByName, pickByHomepage, single, indexProductsByHomepage } from '../product-name-index.ts';
import { parseCsv } from '../read-csv.ts';
import { isSpdxExpression, shouldTakeLicense } from '../to-spdx.ts';

// Homebrew writes an SPDX expression's operators in lower case ("Apache-2.0 or MIT", "GPL-2.0-only with
// Classpath-exception-2.0"; Homebrew/brew `utils/spdx.rb`).
const OPERATOR = /\s(or|and|with)\s/gu;

/** A formula's licence as an SPDX expression, or undefined for Homebrew's words that are none ("Public Domain"). */
export function homebrewLicense(text: string, draft: CatalogDraft): string | undefined {
  const expression = text.trim().replace(OPERATOR, (_match, operator: string) => ` ${operator.toUpperCase()} `);
  return expression && isSpdxExpression(expression, draft.spdxIds) ? expression : undefined;
}

/** The host part of a homepage's key (`github.com`, `7-zip.org`), or undefined when it is no web address. */
const hostOf = (url: string) => homepageKey(url)?.split('/')[0];

/**
 * Imports macos/homebrew_formulae.csv for licences: a formula gives its licence (an SPDX expression, as Homebrew's
 * maintainers check it) to the one product with its homepage, else to the one product named like it whose maker its
 * homepage names and that has no site elsewhere, when that product has no licence or only free text. Formulae add no products:
 * they are command-line builds for macOS and Linux, named as packages, not as installers write titles.
 */
export function importHomebrewFormulae(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const byHomepage = indexProductsByHomepage(draft.products.values());
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  const counts = { formulae: rows.length, matched: 0, licences: 0 };
  for (const row of rows) {
    const name = row.name?.trim();
    const license = homebrewLicense(row.license ?? '', draft);
    if (!name || !license) continue;
    const homepage = row.homepage?.trim() ?? '';
    const siteKey = homepageKey(homepage);
    const productId =
      single(siteKey ? byHomepage.get(siteKey) : undefined) ??
      pickByHomepage(byName.get(compactName(name)) ?? [], homepage, draft, { byMakerOnly: true });
    if (!productId) continue;
    const product = draft.products.get(productId)!;
    // A product with a site of its own elsewhere is another project of that name (Blitz at blitz.gg, not blitzpp/blitz).
    if (product.homepage && hostOf(product.homepage) !== hostOf(homepage)) continue;
    counts.matched += 1;
    if (!shouldTakeLicense(product.license, license, draft.spdxIds)) continue;
    product.license = license;
    counts.licences += 1;
  }
  return counts;
}
