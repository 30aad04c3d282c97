/** What a row asks the catalog, and what a strategy answers. */

export type MatchKind = 'alias' | 'exact' | 'template' | 'fuzzy';

export interface CatalogMatch {
  product: number;
  kind: MatchKind;
  /** In [0, 1]; see MATCH_SCORES. */
  score: number;
  reasons: string[];
  /** Found by a Linux distribution's package name: the version is the package's, revision and all. */
  isDistributionPackage?: boolean;
}

export interface MatchQuery {
  /** The cleaned title as a whole. */
  title: string;
  /** The parsed product name (title without version, architecture, …). */
  name: string;
  /** The row's publisher, when it is known to the catalog. */
  publisherId: string | undefined;
  /** The version's major component, to prefer 'JDK 17' for version 17.0.8. */
  major: string | null;
  /**
   * The row's version, to pass over products of another line by name ("PHP 8.1" for PHP 7.4.33). Read into numbers
   * only when such a product comes up, which few rows meet.
   */
  version?: string | null;
  /**
   * The edition the title states (`Standard` of "K-Lite Codec Pack 7.1.0 (Standard)"), for a catalog that names each
   * edition as a product of its own ("K-Lite Codec Pack Standard").
   */
  edition?: string | null;
}
