import { addProductAliases, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { homepageKey } from '../homepage-key.ts';
import { compactName } from '../normalize-name.ts';
import { indexProductsByName, pickByHomepage, single, indexProductsByHomepage } from '../product-name-index.ts';

/** One cask of macos/homebrew_casks.json (see PROVENANCE.md), the fields the build reads. */
interface HomebrewCask {
  name?: string[];
  homepage?: string;
  apps?: string[];
  app_targets?: string[];
}

// "Google Chrome.app", "Utilities/Foo.app": the application's bundle as installed, in a sub-folder sometimes.
const APP_BUNDLE = /(?:^|\/)([^/]+?)\.app$/iu;
// A value built by Ruby when the cask is read ("#{version}"): not a name anyone sees.
const INTERPOLATION = /#\{/u;

/**
 * Imports macos/homebrew_casks.json, Homebrew's list of macOS applications. A cask is the product that has its
 * homepage, else the one product named like it that its homepage confirms; that product then also answers to the
 * names the cask's application bundles have on a Mac (`iTerm.app` for iTerm2), when they are spellings of its name
 * rather than other words (`Windows App` is not taken for Microsoft Remote Desktop). Casks of another channel
 * (`iterm2@beta`) are left out.
 *
 * A cask that matches nothing adds no product: casks name no publisher, and neither guess tried held up on the
 * devset's folds (a GitHub owner is often not the publisher installers write, "kopia" for "Kopia Authors"; a bundle
 * identifier's vendor is often the app's own name, `com.naps2.NAPS2`), while the products they added took rows of
 * Windows packages under other names ("Scene Builder" for "SceneBuilder 18").
 */
export function importHomebrewCasks(text: string, draft: CatalogDraft): ImportCounts {
  const casks = (JSON.parse(text) as { casks?: Record<string, HomebrewCask> }).casks ?? {};
  const byHomepage = indexProductsByHomepage(draft.products.values());
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  const counts = { casks: 0, matchedByHomepage: 0, matchedByName: 0, appNames: 0 };
  for (const [token, cask] of Object.entries(casks)) {
    if (token.includes('@')) continue;
    counts.casks += 1;
    const names = caskNames(cask);
    if (names.length === 0) continue;
    const homepage = cask.homepage?.trim() ?? '';
    const siteKey = homepageKey(homepage);
    let productId = single(siteKey ? byHomepage.get(siteKey) : undefined);
    if (productId) counts.matchedByHomepage += 1;
    else {
      const candidates = [...new Set(names.flatMap((name) => byName.get(compactName(name)) ?? []))];
      productId = pickByHomepage(candidates, homepage, draft);
      if (productId) counts.matchedByName += 1;
    }
    if (!productId) continue;
    const product = draft.products.get(productId)!;
    const spellings = spellingsOf(product, names, draft).filter((name) =>
      (byName.get(compactName(name)) ?? []).every((id) => id === productId),
    );
    counts.appNames += addProductAliases(product, spellings);
  }
  return counts;
}

/** The cask's names, then its applications' names without `.app`, once each; none built by Ruby. */
function caskNames(cask: HomebrewCask): string[] {
  const apps = [...(cask.app_targets ?? []), ...(cask.apps ?? [])].flatMap((app) => {
    const bundle = APP_BUNDLE.exec(app.trim());
    return bundle ? [bundle[1]!] : [];
  });
  const seen = new Set<string>();
  return [...(cask.name ?? []), ...apps].filter((name) => {
    const key = compactName(name);
    if (!key || INTERPOLATION.test(name) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// What a name may differ by and still spell the product's: a domain written in it ("zoom.us"), a number glued to its
// end ("iTerm" for iTerm2; not a spaced one, "Axure RP" for Axure RP 10 names every release).
const WRITTEN_DOMAIN = /\.[a-z]{2,3}$/iu;
const GLUED_NUMBER = /(?<=\p{L})\d+$/u;

/**
 * The names that are spellings of the product's name: the same letters once a domain written in them, a glued
 * number and the publisher's name in front are set aside (`iTerm` and `iTerm2`, `zoom.us` and `Zoom`, `Firefox` and
 * `Mozilla Firefox`; not `Zoom Clone`), and no shorter than five letters. A name that is the product's own, spaced or
 * cased otherwise ("Windows 95" for windows95), adds nothing the compact name match does not find, and would outweigh
 * other products' names as an alias: it is left out.
 */
function spellingsOf(product: { name: string; publisherId: string }, names: readonly string[], draft: CatalogDraft) {
  const maker = compactName(draft.publishers.get(product.publisherId)?.name ?? '');
  const core = (name: string) => {
    const trimmed = name.trim().replace(WRITTEN_DOMAIN, '').replace(GLUED_NUMBER, '');
    const key = compactName(trimmed) || compactName(name);
    return maker && key.startsWith(maker) && key.length > maker.length ? key.slice(maker.length) : key;
  };
  const own = core(product.name);
  const whole = compactName(product.name);
  return names.filter((name) => {
    const key = compactName(name);
    return key !== whole && key.length >= 5 && core(name) === own;
  });
}
