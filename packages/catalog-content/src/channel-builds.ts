import { versionKey, type CatalogProduct, type TokenDictionary } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { publisherNameKey } from './normalize-name.ts';

/** How winget's channel builds are told apart, compiled from the content's channel words (`compileChannelBuilds`). */
export interface ChannelBuildWords {
  /**
   * The last segment of a winget package id that names a channel build: `Google.AndroidStudio.Canary`,
   * `Microsoft.Teams.Preview`, `JetBrains.RubyMine.EAP`, `Cyanfish.NAPS2.Prerelease`.
   */
  segment: RegExp;
  /** A channel written after a build's name: "Android Studio Canary", "IntelliJ IDEA Community Edition (EAP)". */
  afterName: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words winget's channel builds are named by, in their ids and after their names: every spelling of the
 * content's channels (model/channels.json), and the channels that are one only as the last word after a name
 * (`lastWordChannels` of model/words.json: `Dev`, as in `Google.Chrome.Dev`).
 */
export function compileChannelBuilds(
  channels: TokenDictionary,
  lastWordChannels: readonly string[],
): ChannelBuildWords {
  const spellings = [...Object.values(channels).flat(), ...lastWordChannels]
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const words = [...new Set(spellings)]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegex(word).replace(/ +/g, '\\s+'))
    .join('|');
  const alternatives = words || '(?!)';
  return {
    segment: new RegExp(`\\.(?:${alternatives})$`, 'i'),
    afterName: new RegExp(`\\s*[([]?\\b(?:${alternatives})\\b[)\\]]?$`, 'i'),
  };
}

/**
 * Gives each winget channel build the versions it was published at that no released package of its publisher was
 * (`channelVersions`). Channel builds write the released product's title to Add/Remove Programs ("Android Studio",
 * "Teams Machine-Wide Installer"): the version is then what tells them apart. A version a released package also
 * lists says nothing and is left out. Mutates the products.
 */
export function markChannelVersions(
  products: ReadonlyMap<string, CatalogProduct>,
  packageVersions: ReadonlyMap<string, readonly string[]>,
  channelWords: ChannelBuildWords,
): ImportCounts {
  const releasedByPublisher = new Map<string, Set<string>>();
  const channelBuilds: Array<[CatalogProduct, readonly string[]]> = [];
  for (const [id, versions] of packageVersions) {
    const product = products.get(id);
    if (!product) continue;
    if (channelWords.segment.test(id)) {
      channelBuilds.push([product, versions]);
      continue;
    }
    const released = releasedByPublisher.get(product.publisherId) ?? new Set<string>();
    releasedByPublisher.set(product.publisherId, released);
    for (const version of versions) released.add(versionKey(version));
  }
  let marked = 0;
  let versionCount = 0;
  for (const [product, versions] of channelBuilds) {
    const released = releasedByPublisher.get(product.publisherId);
    const own = [...new Set(versions.map(versionKey))].filter((key) => key && !released?.has(key)).sort();
    if (own.length === 0) continue;
    product.channelVersions = own;
    marked += 1;
    versionCount += own.length;
  }
  return { 'channel builds': marked, versions: versionCount };
}

/**
 * Gives a winget channel build without a CPE the CPE of its released product (same publisher, its name without the
 * channel: "Android Studio Canary" → "Android Studio"). A canary or EAP build is that software to NVD and to a
 * vulnerability scanner; its lifecycle is not the release's, and stays unset. Mutates the products.
 */
export function shareReleasedCpe(products: readonly CatalogProduct[], channelWords: ChannelBuildWords): ImportCounts {
  const released = new Map<string, CatalogProduct>();
  for (const product of products) {
    if (product.cpe && !channelWords.segment.test(product.id)) {
      released.set(publisherNameKey(product), product);
    }
  }
  let shared = 0;
  for (const product of products) {
    if (product.cpe || !channelWords.segment.test(product.id)) continue;
    const name = product.name.replace(channelWords.afterName, '');
    const match = name !== product.name ? released.get(publisherNameKey({ ...product, name })) : undefined;
    if (!match) continue;
    product.cpe = match.cpe;
    shared += 1;
  }
  return { 'CPEs shared': shared };
}
