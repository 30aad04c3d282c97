import type { CatalogProduct, CatalogPublisher, LifecycleProduct } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { normalizeName } from './normalize-name.ts';

export interface LifecycleNames {
  /** Lifecycle id → names (title first). */
  namesById: ReadonlyMap<string, readonly string[]>;
  /** Lifecycle id → words naming its makers (tags, CPE vendors). */
  vendorWordsById: ReadonlyMap<string, readonly string[]>;
}

/**
 * Links products to lifecycles by name: a product gets `lifecycleId` (and the lifecycle's CPE and purl when it has
 * none) when its normalized name equals a lifecycle's title or alternate name, as it is or with the publisher's name
 * put in front (`PowerShell` by Microsoft ↔ `Microsoft PowerShell`). A name that starts with the publisher's name
 * may also match without it (`Mozilla Firefox` ↔ `Firefox`), but only when the lifecycle names that publisher among
 * its tags or CPE vendors: otherwise Winlink's `Winlink Express` would become the Express web framework. A product
 * named after one release cycle (`Python 3.12`) links too.
 *
 * Only exact normalized equality counts, and a name two lifecycles share links to neither. Products that already
 * have a `lifecycleId` (curated) keep it; those whose `releaseCycles` are `none` get none.
 */
export function linkLifecycles(
  products: readonly CatalogProduct[],
  publishers: readonly CatalogPublisher[],
  lifecycles: readonly LifecycleProduct[],
  { namesById, vendorWordsById }: LifecycleNames,
): ImportCounts {
  const byName = new Map<string, string | null>();
  const remember = (name: string, lifecycleId: string): void => {
    const key = normalizeName(name);
    if (!key) return;
    const known = byName.get(key);
    // null marks a name two lifecycles share.
    byName.set(key, known === undefined || known === lifecycleId ? lifecycleId : null);
  };
  for (const lifecycle of lifecycles) {
    const names = namesById.get(lifecycle.id) ?? [lifecycle.title];
    for (const name of names) remember(name, lifecycle.id);
  }
  // Cycle names come second, so that a title never loses to `<title> <cycle>` of another lifecycle.
  const byCycleName = new Map<string, string | null>();
  for (const lifecycle of lifecycles) {
    for (const cycle of lifecycle.cycles) {
      const key = normalizeName(`${lifecycle.title} ${cycle.cycle}`);
      if (byName.has(key)) continue;
      const known = byCycleName.get(key);
      byCycleName.set(key, known === undefined || known === lifecycle.id ? lifecycle.id : null);
    }
  }
  const lifecycleById = new Map(lifecycles.map((lifecycle) => [lifecycle.id, lifecycle]));
  // Normalized publisher names.
  const publisherNames = new Map(publishers.map((publisher) => [publisher.id, normalizeName(publisher.name)]));
  let linked = 0;
  let linkedByCycle = 0;
  let cpeAdded = 0;
  let purlAdded = 0;
  for (const product of products) {
    if (product.lifecycleId || product.releaseCycles?.by === 'none') continue;
    const publisherName = publisherNames.get(product.publisherId) ?? '';
    const variants = nameVariants(normalizeName(product.name), publisherName);
    const isLinkable = (lifecycleId: string, variant: NameVariant): boolean =>
      variant.kind !== 'without-publisher' || namesPublisher(vendorWordsById.get(lifecycleId) ?? [], publisherName);
    let lifecycleId = firstFound(variants, byName, isLinkable);
    if (lifecycleId) linked += 1;
    else {
      lifecycleId = firstFound(variants, byCycleName, isLinkable);
      if (!lifecycleId) continue;
      linkedByCycle += 1;
    }
    const lifecycle = lifecycleById.get(lifecycleId)!;
    product.lifecycleId = lifecycleId;
    if (!product.cpe && lifecycle.cpe) {
      product.cpe = lifecycle.cpe;
      cpeAdded += 1;
    }
    if (!product.purl && lifecycle.purl) {
      product.purl = lifecycle.purl;
      purlAdded += 1;
    }
  }
  return { linked, linkedByCycle, cpeAdded, purlAdded };
}

interface NameVariant {
  name: string;
  kind: 'as-is' | 'with-publisher' | 'without-publisher';
}

function nameVariants(name: string, publisherName: string): NameVariant[] {
  const variants: NameVariant[] = [{ name, kind: 'as-is' }];
  if (!publisherName) return variants;
  if (name.startsWith(`${publisherName} `)) {
    variants.push({ name: name.slice(publisherName.length + 1), kind: 'without-publisher' });
  } else {
    variants.push({ name: `${publisherName} ${name}`, kind: 'with-publisher' });
  }
  return variants;
}

// `mozilla` for Mozilla, `hashicorp` for HashiCorp: the publisher's name, compacted, or its first word.
function namesPublisher(vendorWords: readonly string[], publisherName: string): boolean {
  const compact = publisherName.replace(/ /g, '');
  const firstWord = publisherName.split(' ')[0] ?? '';
  return vendorWords.some((word) => {
    const vendor = normalizeName(word).replace(/ /g, '');
    return vendor === compact || vendor === firstWord;
  });
}

function firstFound(
  variants: readonly NameVariant[],
  names: ReadonlyMap<string, string | null>,
  isLinkable: (lifecycleId: string, variant: NameVariant) => boolean,
): string | undefined {
  for (const variant of variants) {
    const lifecycleId = names.get(variant.name);
    if (lifecycleId && isLinkable(lifecycleId, variant)) return lifecycleId;
  }
  return undefined;
}
