import type { CatalogProduct, LifecycleCycle, LifecycleProduct } from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';

/** One product of lifecycle/microsoft/products.json (see PROVENANCE.md), the fields the build reads. */
interface MicrosoftLifecycleEntry {
  name?: string | null;
  policyType?: string;
  supportDates?: { start?: string; end?: string; extendedEnd?: string };
  releases?: Array<{ version?: string; startDate?: string; endDate?: string }>;
}

/** Reads lifecycle/microsoft/products.json: Microsoft's lifecycle entries by slug (`microsoft-net-framework`). */
export function importMicrosoftLifecycle(text: string): Map<string, MicrosoftLifecycleEntry> {
  const file = JSON.parse(text) as { products?: Record<string, MicrosoftLifecycleEntry> };
  return new Map(Object.entries(file.products ?? {}));
}

/** Microsoft's lifecycle data, as a row's reason names the source of its lifecycle. */
export const MICROSOFT_SOURCE = 'Microsoft lifecycle data';

/** The id of the lifecycle Microsoft's data gives a product with `microsoftLifecycle` and none of its own. */
export const microsoftLifecycleId = (product: Pick<CatalogProduct, 'id'>) =>
  `microsoft-${product.id.replace(/^[^:]*:/, '')}`;

/** The calendar date of Microsoft's timestamps (`2011-07-12T22:59:59.999-08:00` → `2011-07-12`). */
const dateOf = (timestamp: string | undefined) => (timestamp ? timestamp.slice(0, 10) : undefined);

// ".NET Framework 3.5 Service Pack 1": the release's version, and its service pack.
const RELEASE_VERSION = /(\d+(?:\.\d+)+|\d+)(?:\s+Service Pack\s+(\d+))?\s*$/iu;

/**
 * The cycles an entry gives: `releases` makes one per release that names a version and has an end (".NET Framework
 * 3.0" → cycle `3.0`, a service pack → `3.5-sp1`); any other value names the one cycle of the whole entry, ending
 * with its extended support (`eol`) after its mainstream support (`eoas`), as endoflife.date writes such cycles.
 */
export function microsoftCycles(entry: MicrosoftLifecycleEntry, cycleName: string): LifecycleCycle[] {
  if (cycleName === 'releases') {
    return (entry.releases ?? []).flatMap((release) => {
      const named = RELEASE_VERSION.exec(release.version ?? '');
      const eol = dateOf(release.endDate);
      if (!named || !eol) return [];
      const cycle = named[2] ? `${named[1]}-sp${named[2]}` : named[1]!;
      return [{ cycle, releaseDate: dateOf(release.startDate), eol, source: MICROSOFT_SOURCE }];
    });
  }
  const { start, end, extendedEnd } = entry.supportDates ?? {};
  const eol = dateOf(extendedEnd) ?? dateOf(end);
  if (!eol) return [];
  return [
    {
      cycle: cycleName,
      releaseDate: dateOf(start),
      eol,
      ...(extendedEnd && end && { eoas: dateOf(end) }),
      source: MICROSOFT_SOURCE,
    },
  ];
}

/**
 * Adds to each product with `microsoftLifecycle` the cycles Microsoft's lifecycle data gives and its lifecycle lacks
 * (endoflife.date lists .NET Framework from 3.5 SP1; Microsoft also ends 2.0 and 3.0), or gives it a lifecycle of
 * those cycles (`microsoft-<product>`) when it has none. A cycle the lifecycle has is left as it is.
 */
export function linkMicrosoftLifecycle(
  products: readonly CatalogProduct[],
  lifecycles: LifecycleProduct[],
  entries: ReadonlyMap<string, MicrosoftLifecycleEntry>,
): ImportCounts {
  const lifecycleById = new Map(lifecycles.map((lifecycle) => [lifecycle.id, lifecycle]));
  let cyclesAdded = 0;
  let lifecyclesAdded = 0;
  let unknownEntries = 0;
  for (const product of products) {
    const wanted = product.microsoftLifecycle;
    if (!wanted) continue;
    let lifecycle = product.lifecycleId ? lifecycleById.get(product.lifecycleId) : undefined;
    if (!lifecycle) {
      lifecycle = {
        id: microsoftLifecycleId(product),
        title: product.name,
        source: MICROSOFT_SOURCE,
        cycles: [],
      };
      lifecycles.push(lifecycle);
      lifecycleById.set(lifecycle.id, lifecycle);
      product.lifecycleId = lifecycle.id;
      lifecyclesAdded += 1;
    }
    const known = new Set(lifecycle.cycles.map((cycle) => cycle.cycle));
    for (const [slug, cycleName] of Object.entries(wanted)) {
      const entry = entries.get(slug);
      if (!entry) {
        unknownEntries += 1;
        continue;
      }
      for (const cycle of microsoftCycles(entry, cycleName)) {
        if (known.has(cycle.cycle)) continue;
        lifecycle.cycles.push(cycle);
        known.add(cycle.cycle);
        cyclesAdded += 1;
      }
    }
  }
  return { lifecyclesAdded, cyclesAdded, unknownEntries };
}
