import type { CatalogIndex, IndexedProduct } from '../match/build-catalog-index.ts';
import {
  matchCatalog,
  matchPackageId,
  matchPackageRecord,
  matchWrittenAlias,
  type CatalogMatch,
  type MatchQuery,
} from '../match/match-catalog.ts';
import { matchDistributionPackage } from '../match/match-distribution-package.ts';
import { mayNameSameMaker } from '../publisher/may-name-same-maker.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { parseTitle } from '../title/parse-title.ts';
import type { FieldSource, MatchedBy } from '../types.ts';
import { withoutPublisherInFront, withoutPublisherSpellingInFront } from './publisher-in-name.ts';
import type { ReadRow } from './read-row.ts';
import type { ReadTitle } from './read-title.ts';
import type { ReadVersion } from './read-version.ts';
import type { StageTrace } from './trace.ts';

export const MATCHED_BY: Readonly<Record<CatalogMatch['kind'], MatchedBy>> = {
  alias: 'alias',
  exact: 'exact',
  template: 'template',
  fuzzy: 'fuzzy',
};

export const MATCH_SOURCE: Readonly<Record<CatalogMatch['kind'], FieldSource>> = {
  alias: 'catalog_alias',
  exact: 'catalog_exact',
  template: 'catalog_template',
  fuzzy: 'catalog_fuzzy',
};

/** What the catalog is asked for a row: its title and name, its publisher if known, and its version. */
export function matchQueryOf(
  title: ReadTitle,
  publisher: ResolvedPublisher | undefined,
  version: ReadVersion,
): MatchQuery {
  return {
    title: title.titleToMatch,
    name: title.parsed.name,
    publisherId: publisher?.publisher?.id,
    major: version.parts.major,
    version: version.choice.version,
    edition: title.parsed.edition,
  };
}

export interface RowMatch {
  match: CatalogMatch | undefined;
  product: IndexedProduct | undefined;
  /** The row's publisher after the match: the product's maker where the catalog knows it (see below). */
  publisher: ResolvedPublisher | undefined;
}

/**
 * The catalog match stage: a package id written as the title, a catalog alias written as an identity, a Linux
 * distribution's package, then the catalog's strategies (matchCatalog); then the publisher's own product named
 * without the publisher in front. A maker the catalog does not know, named on the row, rules out another maker's
 * product of that name. The product's maker then replaces a blank, placeholder, reseller's or misspelt publisher.
 */
export function matchRow(
  index: CatalogIndex,
  read: ReadRow,
  query: MatchQuery,
  publisherBefore: ResolvedPublisher | undefined,
): { matched: RowMatch; trace: StageTrace } {
  let publisher = publisherBefore;
  // A package manager's record names the manager as publisher: no evidence about the maker (see below).
  const packageRecord = matchPackageRecord(index, read.publisherText, read.writtenTitle);
  let match =
    packageRecord ??
    matchPackageId(index, read.writtenTitle) ??
    (read.identity && matchWrittenAlias(index, read.writtenTitle, query)) ??
    matchDistributionPackage(index, read.title, read.versionText, read.publisherText) ??
    matchCatalog(index, query);
  const knownPublisherId = publisher?.publisher?.id;
  if (!match && knownPublisherId && publisher) {
    // The catalog names the product as its vendor does, without the vendor in front; only the publisher's own
    // product counts, since the words left could name another one's. The parsed name is tried too: "x64 Autodesk
    // AutoCAD" has the publisher in front once its architecture is out; and so is any spelling of the publisher the
    // catalog knows ("SolidWorks eDrawings" by Dassault Systèmes, whose alias is "SolidWorks Corporation").
    const publisherName = publisher.name;
    const unprefixedTexts = new Set(
      [query.title, query.name].flatMap((text) =>
        [
          withoutPublisherInFront(text, publisherName),
          withoutPublisherSpellingInFront(index, text, knownPublisherId),
        ].filter((unprefixed) => unprefixed !== undefined),
      ),
    );
    for (const unprefixedTitle of unprefixedTexts) {
      const unprefixed = matchCatalog(index, {
        ...query,
        title: unprefixedTitle,
        name: parseTitle(unprefixedTitle, index.dictionaries).name,
      });
      if (unprefixed && index.products[unprefixed.product]?.product.publisherId === knownPublisherId) {
        match = { ...unprefixed, reasons: [...unprefixed.reasons, "read without the publisher's name in front"] };
        break;
      }
    }
  }
  if (
    match &&
    match !== packageRecord &&
    match.kind !== 'alias' &&
    publisher &&
    !publisher.publisher &&
    !publisher.isPlaceholder
  ) {
    // A maker the catalog does not know, named on the row, is evidence too: another maker's product of the same
    // name ("Loom" by Teradata for a row of "Loom, Inc.") is another product. A title the product is known by
    // (an alias) outweighs it.
    const maker = index.products[match.product]?.publisher;
    if (maker && !mayNameSameMaker(publisher.name, maker)) match = undefined;
  }
  const product = match ? index.products[match.product] : undefined;
  // A blank or placeholder publisher that the title's first words did not name either is the matched product's maker.
  if ((!publisher || publisher.isPlaceholder) && product?.publisher) {
    const maker = product.publisher;
    publisher = { name: maker.name, publisher: maker, source: 'publisher_inferred', isPlaceholder: false };
  }
  if (product?.publisher && publisher?.publisher?.id !== product.publisher.id && match?.kind !== 'fuzzy') {
    // The catalog knows who makes the product; a reseller or a misspelt publisher gives way.
    publisher = {
      name: product.publisher.name,
      publisher: product.publisher,
      source: MATCH_SOURCE[match!.kind],
      isPlaceholder: false,
    };
  }
  const decision =
    match && product
      ? `${match.kind} match: ${product.product.id} "${product.product.name}" (${match.reasons.join('; ')})`
      : 'no catalog product';
  return { matched: { match, product, publisher }, trace: { stage: 'catalog match', decision } };
}
