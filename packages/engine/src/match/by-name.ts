// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { compactKey } from './near-name.ts';
import { best } from './rank.ts';
import { MATCHING } from './scoring.ts';

/**
 * The products of a name and those of the name followed by the row's major: a catalog that names each release line
 * but its newest ("IBM Semeru Runtime Open Edition (JDK) 17" beside "… (JDK)" for 21) has the row's line under the
 * longer name, and the major bonus lets it win.
 */
function namedOrLine(index: CatalogIndex, nameKey: string, major: string | null): readonly number[] | undefined {
  const named = index.byNameKey.get(nameKey);
  // Most names have no numbered line: a set lookup spares them building a key.
  const line = major && index.namesWithLines.has(nameKey) ? index.byNameKey.get(`${nameKey} ${major}`) : undefined;
  return line ? [...(named ?? []), ...line] : named;
}

/**
 * The parsed name is a catalog name (or the name and the row's major, see namedOrLine); failing that, the name and
 * the edition the title states are one: a catalog that names each edition as a product ("K-Lite Codec Pack Standard")
 * has the row "K-Lite Codec Pack 7.1.0 (Standard)" under it.
 */
export function matchName(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  const named = namedOrLine(index, nameKey, query.major);
  if (named?.length || !query.edition) {
    return best(index, named, 'exact', MATCHING.scores.exact, query, 'name equals a catalog name');
  }
  return best(
    index,
    index.byNameKey.get(`${nameKey} ${toKey(query.edition)}`),
    'exact',
    MATCHING.scores.exact,
    query,
    'name and edition equal a catalog name',
  );
}

/** The parsed name is a catalog name written with other spaces ("Notepad ++", "7zip"). */
export function matchCompactName(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  return best(
    index,
    index.byCompactName.get(compactKey(nameKey)),
    'exact',
    MATCHING.scores.compact,
    query,
    'name equals a catalog name written with other spaces',
  );
}
