import type { CatalogDraft, ImportCounts } from '../catalog-draft.ts';
import { gitHubRepository, homepageKey, siteLabel } from '../homepage-key.ts';
import { compactName } from '../normalize-name.ts';
import { indexProductsByHomepage, indexProductsByName } from '../product-name-index.ts';
import { parseCsv } from '../read-csv.ts';
import { homebrewLicense } from './homebrew-formulae.ts';

// "avahi", "geocode-glib", "pkg-config": a project as package managers name it, in lower case. Versioned formulae
// ("python@3.12") are a line of a project, not a project.
const PROJECT_NAME = /^[a-z0-9][a-z0-9+._-]*$/u;
// Shorter names are given to other projects by distributions (Homebrew's `jd` is a 2channel browser in Fedora).
const MIN_PROJECT_NAME = 3;
// "git.adelielinux.org/community/a52dec", "gitlab.gnome.org/…", "hg.code.sf.net": a forge hosts other makers'
// projects, so its site names no maker.
const FORGE_HOST = /^(?:git|gitlab|cgit|code|hg|svn|repo|forge|src|download|downloads)\./u;

/**
 * The publisher a project's homepage names as its maker: the owner of its GitHub repository, else the site it is
 * on (`avahi.org` → Avahi, `www.gnu.org/software/…` → GNU, a publisher the catalog may know already). Undefined
 * for a homepage on a forge, a hosting site or an app store, which names no maker.
 */
function makerOf(homepage: string, draft: CatalogDraft): string | undefined {
  const repository = gitHubRepository(homepage);
  if (repository) return draft.publishers.ensureFromIdentifier(repository.owner);
  const host = homepageKey(homepage)?.split('/')[0];
  const label = siteLabel(homepage);
  // A one- or two-letter site ("x.org") names its maker by no word a row would carry.
  if (!host || !label || label.length < MIN_PROJECT_NAME || FORGE_HOST.test(host)) return undefined;
  return draft.publishers.find(label) ?? draft.publishers.ensureFromIdentifier(label);
}

/**
 * Imports macos/homebrew_formulae.csv's projects that the catalog does not have yet, as products known only by their
 * packages (`packageOnly`): Linux distributions' packages of them (an `rpm -qa` or osquery row "avahi" at
 * "0.6.32-4.fc25") then find them, with their maker, homepage and licence, instead of going to Matchfix; a title
 * written by an installer never does, as their names are package names ("file", "progress"). A formula is a project
 * of its own when no product has its homepage or its name, and its homepage names a maker (see `makerOf`); the build
 * then gives it the distributions' package names of its homepage (`linkPackagesByHomepage`).
 */
export function importUpstreamProjects(text: string, draft: CatalogDraft): ImportCounts {
  const byHomepage = indexProductsByHomepage(draft.products.values());
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  const counts = { formulae: 0, known: 0, noMaker: 0, projects: 0 };
  for (const row of parseCsv(text)) {
    const name = row.name?.trim() ?? '';
    const homepage = row.homepage?.trim() ?? '';
    if (!PROJECT_NAME.test(name) || name.length < MIN_PROJECT_NAME || !homepage) continue;
    counts.formulae += 1;
    const siteKey = homepageKey(homepage);
    const id = `formula:${name}`;
    if ((siteKey && byHomepage.has(siteKey)) || byName.has(compactName(name)) || draft.products.has(id)) {
      counts.known += 1;
      continue;
    }
    const publisherId = makerOf(homepage, draft);
    if (!publisherId) {
      counts.noMaker += 1;
      continue;
    }
    const license = homebrewLicense(row.license ?? '', draft);
    draft.products.set(id, {
      id,
      publisherId,
      name,
      aliases: [],
      homepage,
      packageNames: [name],
      packageOnly: true,
      ...(license && { license }),
    });
    counts.projects += 1;
  }
  return counts;
}
