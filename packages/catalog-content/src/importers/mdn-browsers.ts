import type { CatalogProduct, LifecycleCycle, LifecycleProduct } from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';
import { parseCsv } from '../read-csv.ts';

/** One browser release as lifecycle/browsers/mdn_browser_releases.csv lists it. */
export interface BrowserRelease {
  version: string;
  releaseDate: string;
  /** `retired`, `current`, `esr`, `beta`, `nightly`, `planned`. */
  status: string;
  engine: string;
}

/** MDN's browser data, as a row's reason names the source of its lifecycle. */
export const MDN_SOURCE = 'MDN browser-compat-data';

/** The id of the lifecycle MDN's releases give a product with `browserReleases`: `mdn-firefox`, `mdn-edge-blink`. */
export function browserLifecycleId(wanted: NonNullable<CatalogProduct['browserReleases']>): string {
  return `mdn-${wanted.browser}${wanted.engine ? `-${wanted.engine.toLowerCase()}` : ''}`;
}

/** Releases not out yet: they are nobody's installed version and end nothing. */
const UNRELEASED = new Set(['beta', 'nightly', 'planned']);

/** Reads MDN's browser releases (`browser,browser_name,version,release_date,status,engine,…`): browser → its releases in order. */
export function importMdnBrowserReleases(text: string): Map<string, { name: string; releases: BrowserRelease[] }> {
  const browsers = new Map<string, { name: string; releases: BrowserRelease[] }>();
  for (const row of parseCsv(text)) {
    const browser = row.browser?.trim();
    const version = row.version?.trim();
    if (!browser || !version || !row.release_date || UNRELEASED.has(row.status ?? '')) continue;
    let entry = browsers.get(browser);
    if (!entry) browsers.set(browser, (entry = { name: row.browser_name?.trim() || browser, releases: [] }));
    entry.releases.push({
      version,
      releaseDate: row.release_date.trim(),
      status: row.status?.trim() ?? '',
      engine: row.engine?.trim() ?? '',
    });
  }
  return browsers;
}

/**
 * The cycles MDN's releases make: one per release, supported until the next release of the same engine came out (a
 * browser fixes only its newest release), unless MDN calls it current or the current ESR.
 */
export function browserCycles(releases: readonly BrowserRelease[], engine?: string): LifecycleCycle[] {
  const ofEngine = releases
    .filter((release) => engine === undefined || release.engine === engine)
    .sort((a, b) => (a.releaseDate < b.releaseDate ? -1 : a.releaseDate > b.releaseDate ? 1 : 0));
  return ofEngine.map((release, index) => {
    const isSupported = release.status === 'current' || release.status === 'esr';
    const next = ofEngine.slice(index + 1).find((later) => later.releaseDate > release.releaseDate);
    return {
      cycle: release.version,
      releaseDate: release.releaseDate,
      eol: isSupported ? false : (next?.releaseDate ?? true),
    };
  });
}

/**
 * Gives each product with `browserReleases` a lifecycle of MDN's releases of that browser (`mdn-<browser>`): each
 * release supported until the next one came out, as a browser fixes only its newest. Where the product's own
 * lifecycle (endoflife.date's) has the cycle, its dates and latest release are kept, except the end of a cycle it
 * marks as an extended release (`lts`): Firefox 78 ESR was supported until 2021, while Firefox 78 ended when 79 came
 * out. Its cycles MDN lacks are kept too.
 */
export function linkBrowserReleases(
  products: readonly CatalogProduct[],
  lifecycles: LifecycleProduct[],
  browsers: ReadonlyMap<string, { name: string; releases: BrowserRelease[] }>,
): ImportCounts {
  const lifecycleById = new Map(lifecycles.map((lifecycle) => [lifecycle.id, lifecycle]));
  let lifecyclesAdded = 0;
  let productsLinked = 0;
  for (const product of products) {
    const wanted = product.browserReleases;
    const browser = wanted ? browsers.get(wanted.browser) : undefined;
    if (!wanted || !browser) continue;
    const id = browserLifecycleId(wanted);
    if (!lifecycleById.has(id)) {
      const base = product.lifecycleId ? lifecycleById.get(product.lifecycleId) : undefined;
      const lifecycle = browserLifecycle(id, browser, wanted.engine, base);
      lifecycles.push(lifecycle);
      lifecycleById.set(id, lifecycle);
      lifecyclesAdded += 1;
    }
    product.lifecycleId = id;
    productsLinked += 1;
  }
  return { lifecyclesAdded, productsLinked };
}

function browserLifecycle(
  id: string,
  browser: { name: string; releases: BrowserRelease[] },
  engine: string | undefined,
  base: LifecycleProduct | undefined,
): LifecycleProduct {
  const baseCycles = new Map((base?.cycles ?? []).map((cycle) => [cycle.cycle, cycle]));
  const cycles = browserCycles(browser.releases, engine).map((cycle) => {
    const known = baseCycles.get(cycle.cycle);
    if (!known) return cycle;
    // The base's dates, but not the end of an extended release's support: this browser's release ends sooner.
    const { lts: _extended, ...rest } = known;
    return known.lts ? { ...rest, eol: cycle.eol } : { source: base?.source, ...known };
  });
  const own = new Set(cycles.map((cycle) => cycle.cycle));
  cycles.push(
    ...[...baseCycles.values()]
      .filter((cycle) => !own.has(cycle.cycle))
      .map((cycle) => ({ source: base?.source, ...cycle })),
  );
  return {
    id,
    title: base?.title ?? browser.name,
    source: MDN_SOURCE,
    ...(base?.category && { category: base.category }),
    ...(base?.cpe && { cpe: base.cpe }),
    ...(base?.purl && { purl: base.purl }),
    cycles,
  };
}
