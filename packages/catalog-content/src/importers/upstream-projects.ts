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

/** A project as a package manager or a distribution names it, with its homepage and, where known, its licence. */
interface UpstreamProject {
  name: string;
  homepage: string;
  license?: string | undefined;
}

/**
 * Whether a host is a site that hosts other makers' projects (`launchpad.net`, `pecl.php.net`): one of the content's
 * `projectHostingSites` or a subdomain of one.
 */
function isHostingSite(host: string, hostingSites: readonly string[]): boolean {
  return hostingSites.some((site) => host === site || host.endsWith(`.${site}`));
}

// The second-level domains under which countries register sites ("org.in", "com.ar", "co.uk"): a DNS fact, not
// content.
const SECOND_LEVEL_DOMAIN = /^(?:com|org|net|edu|gov|co|ac|or|ne|go|gob|nom|priv)$/u;
// "sheepdog.github.io", "xmlunit.sourceforge.net": a project's pages on a code host, named after their owner.
const OWNER_PAGES = /^([a-z0-9][a-z0-9-]*)\.(?:github\.io|gitlab\.io|sourceforge\.(?:net|io))$/u;

/**
 * The publisher a project's homepage names as its maker: the owner of its GitHub repository or pages, else the site
 * it is on (`avahi.org` → Avahi, `www.gnu.org/software/…` → GNU, a publisher the catalog may know already). Undefined
 * for a homepage on a forge, a hosting site or an app store, which names no maker, unless it is a known maker's own
 * forge and the project is in the maker's namespace (`gitlab.gnome.org/GNOME/…` of the GNOME Project).
 */
function makerOf(homepage: string, draft: CatalogDraft, hostingSites: readonly string[]): string | undefined {
  const repository = gitHubRepository(homepage);
  if (repository) return draft.publishers.ensureFromIdentifier(repository.owner);
  const [host, namespace] = homepageKey(homepage)?.split('/') ?? [];
  if (!host || isHostingSite(host, hostingSites)) return undefined;
  const pagesOwner = OWNER_PAGES.exec(host)?.[1];
  if (pagesOwner && pagesOwner.length >= MIN_PROJECT_NAME) return draft.publishers.ensureFromIdentifier(pagesOwner);
  const label = siteLabel(homepage);
  // A one- or two-letter site ("x.org") names its maker by no word a row would carry, and a country's second-level
  // domain ("smc.org.in", "blitiri.com.ar") none at all.
  if (!label || label.length < MIN_PROJECT_NAME || SECOND_LEVEL_DOMAIN.test(label)) return undefined;
  if (FORGE_HOST.test(host)) return namespace === label ? draft.publishers.find(label) : undefined;
  return draft.publishers.find(label) ?? draft.publishers.ensureFromIdentifier(label);
}

/**
 * Whose site a homepage is: its GitHub repository's or code host pages' owner, else its site's label ("gnu" of
 * www.gnu.org, "gnuwin32" of gnuwin32.sourceforge.net); undefined for none.
 */
function siteOwner(homepage: string | undefined): string | undefined {
  if (!homepage) return undefined;
  const host = homepageKey(homepage)?.split('/')[0] ?? '';
  return (gitHubRepository(homepage)?.owner ?? OWNER_PAGES.exec(host)?.[1] ?? siteLabel(homepage))?.toLowerCase();
}

/**
 * Adds the projects no product is yet, as products known only by their packages (`packageOnly`, `<idPrefix>:<name>`):
 * Linux distributions' packages of them (an `rpm -qa` or osquery row "avahi" at "0.6.32-4.fc25") then find them, with
 * their maker, homepage and licence, instead of going to Matchfix; a title written by an installer never does, as
 * their names are package names ("file", "progress"). A project is one of its own when no product has its homepage,
 * its homepage names a maker (see `makerOf`), and no product of its name is curated, a project already (a formula
 * Debian also has) or that maker's; the build then gives it the distributions' package names of its homepage
 * (`linkPackagesByHomepage`).
 */
function addUpstreamProjects(
  projects: Iterable<UpstreamProject>,
  draft: CatalogDraft,
  idPrefix: string,
  hostingSites: readonly string[],
): ImportCounts {
  const byHomepage = indexProductsByHomepage(draft.products.values());
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  const counts = { candidates: 0, known: 0, noMaker: 0, projects: 0 };
  for (const { name, homepage, license } of projects) {
    if (!PROJECT_NAME.test(name) || name.length < MIN_PROJECT_NAME || !homepage) continue;
    counts.candidates += 1;
    const siteKey = homepageKey(homepage);
    const id = `${idPrefix}:${name}`;
    const named = (byName.get(compactName(name)) ?? []).map((productId) => draft.products.get(productId));
    if (
      (siteKey && byHomepage.has(siteKey)) ||
      draft.products.has(id) ||
      named.some((product) => product?.id.startsWith('curated:') || product?.packageOnly)
    ) {
      counts.known += 1;
      continue;
    }
    const publisherId = makerOf(homepage, draft, hostingSites);
    if (!publisherId) {
      counts.noMaker += 1;
      continue;
    }
    // A product of the name by another maker, on another's site, is another build ("GnuWin32: Grep", GnuWin32's port
    // for Windows) or another project of the same word: the distributions' package is the upstream project's.
    const owner = siteOwner(homepage);
    if (named.some((product) => product?.publisherId === publisherId || siteOwner(product?.homepage) === owner)) {
      counts.known += 1;
      continue;
    }
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

/**
 * Imports macos/homebrew_formulae.csv's projects that the catalog does not have yet (see `addUpstreamProjects`), with
 * the formula's licence. A formula is named as its project.
 */
export function importUpstreamProjects(
  text: string,
  draft: CatalogDraft,
  hostingSites: readonly string[] = [],
): ImportCounts {
  const projects = parseCsv(text).map((row) => ({
    name: row.name?.trim() ?? '',
    homepage: row.homepage?.trim() ?? '',
    license: homebrewLicense(row.license ?? '', draft),
  }));
  return addUpstreamProjects(projects, draft, 'formula', hostingSites);
}

// "gcc-12", "python3.11", "llvm-toolchain-15": a source package of one release line of a project, not the project.
const RELEASE_LINE_SOURCE = /(?:-\d+(?:\.\d+)*|\d\.\d+)$/u;

/**
 * Imports categories/debian_bookworm_apps.csv's source packages that no product or formula is (see
 * `addUpstreamProjects`): Debian names a source package after its project (`libfprint`, `pacemaker`, `tigervnc`), and
 * other distributions name their packages after the same projects. Sources of one release line (`gcc-12`) are left
 * out: a distribution's package of another line would take that line's name.
 */
export function importDebianUpstreamProjects(
  text: string,
  draft: CatalogDraft,
  hostingSites: readonly string[] = [],
): ImportCounts {
  const projects = parseCsv(text).flatMap((row) => {
    // "php-defaults (93)": the source, and its version when it differs from the package's.
    const name = (row.source?.trim() || row.package?.trim() || '').replace(/\s*\(.*\)$/u, '');
    const homepage = row.homepage?.trim() ?? '';
    return RELEASE_LINE_SOURCE.test(name) ? [] : [{ name, homepage }];
  });
  return addUpstreamProjects(projects, draft, 'debian', hostingSites);
}
