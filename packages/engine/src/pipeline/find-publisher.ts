import { resolvePublisher, type ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import type { CatalogPublisher } from '../types.ts';
import { cacheOf } from './index-cache.ts';
import type { ReadRow } from './read-row.ts';
import type { StageTrace } from './trace.ts';

/**
 * The publisher stage: the row's publisher as written (aliases, legal forms, placeholders, certificate subjects);
 * else the maker a packaged app's identity names; else the one the title's first words name. The catalog match may
 * still put the product's maker in its place.
 */
export function findPublisher(
  index: CatalogIndex,
  read: ReadRow,
): { publisher: ResolvedPublisher | undefined; trace: StageTrace } {
  let publisher = writtenPublisher(index, read.publisherText);
  if (read.identity?.publisher && (!publisher || publisher.isPlaceholder)) {
    // A Store app's certificate names no maker; its identity does ("SpotifyAB.SpotifyMusic").
    const named = resolvePublisher(index, read.identity.publisher);
    if (named) publisher = { ...named, source: 'publisher_inferred' };
  }
  if (!publisher || publisher.isPlaceholder) {
    // Without a publisher, the one the title's first words name is the row's from here on, as it will be in the
    // output: matched and parsed as that output would be when normalized again.
    publisher = resolvePublisher(index, '', read.title) ?? publisher;
  }
  // "Hewlett-Packard Company" for "HP ProLiant iLO 4 Channel Interface Driver": the publisher that took that product
  // line over.
  const successor = publisher?.publisher && productLineOwner(index, publisher.publisher.id, read.title);
  if (successor) {
    publisher = { name: successor.name, publisher: successor, source: 'publisher_alias', isPlaceholder: false };
  }
  const decision = describePublisher(publisher) + (successor ? ', whose product line the title names' : '');
  return { publisher, trace: { stage: 'publisher', decision } };
}

/** The publisher that took over the product line a title names from `publisherId`, if any (`productLinesOf`). */
function productLineOwner(index: CatalogIndex, publisherId: string, title: string): CatalogPublisher | undefined {
  return index.productLineOwners.get(publisherId)?.find(({ words }) => words.test(title))?.publisher;
}

// Thousands of rows share a publisher as written: each spelling is resolved once per index.
const writtenPublisherCaches = new WeakMap<CatalogIndex, Map<string, ResolvedPublisher | null>>();

/** The publisher as written, resolved (see resolvePublisher); a package manager's name as a placeholder. */
function writtenPublisher(index: CatalogIndex, text: string): ResolvedPublisher | undefined {
  const cache = cacheOf(writtenPublisherCaches, index);
  const cached = cache.get(text);
  if (cached !== undefined) return cached ?? undefined;
  let publisher = resolvePublisher(index, text);
  // A package manager's record names the manager (`Chocolatey`), not the maker: no more a publisher than "Unknown".
  if (publisher && index.dictionaries.words.packageManagers.some((rule) => rule.publisher.test(text))) {
    publisher = { ...publisher, isPlaceholder: true };
  }
  // Shared by every row that writes it: frozen, so that no stage can change it for the others.
  cache.set(text, publisher ? Object.freeze(publisher) : null);
  return publisher;
}

export function describePublisher(publisher: ResolvedPublisher | undefined): string {
  if (!publisher) return 'none written, none inferred from the title';
  if (publisher.isPlaceholder) return `"${publisher.name}" is a placeholder`;
  const known = publisher.publisher ? `the catalog's publisher ${publisher.publisher.id}` : 'not in the catalog';
  return `${publisher.name} (${known}; ${publisher.source})`;
}
