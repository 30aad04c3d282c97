import { cleanText, toKey } from '../clean/clean-text.ts';
import type { FieldSource, NormalizedField, NormalizedRow, OutputColumn } from '../types.ts';

/** The values a company's rule or catalog entry gives a row: publisher, name and version at least. */
export type NamedValues = Partial<Record<NormalizedField, string | null>>;

/**
 * What a catalog product gives a row it is reached by, besides the values that name it: facts of the product, which a
 * guess sent to Matchfix does not keep (`unlessUnsure`).
 */
export const CATALOG_FIELDS = [
  'catalog_id',
  'category',
  'release_date',
  'end_of_support',
  'end_of_extended_support',
  'lifecycle_status',
  'latest_version',
  'license',
  'license_type',
  'is_open_source',
  'cpe',
  'purl',
  'vulnerability_status',
  'vulnerabilities',
  'known_exploited',
  'fixed_version',
] as const satisfies readonly OutputColumn[];

/** The parts of a version, which follow from the version the values give when they do not set them. */
const VERSION_PARTS = ['major', 'minor', 'patch', 'build'] as const satisfies readonly NormalizedField[];

/** Sources of a publisher the catalog put in place of the one the row named (its maker, not a reseller). */
const CATALOG_PUBLISHER_SOURCES: ReadonlySet<FieldSource> = new Set([
  'catalog_exact',
  'catalog_alias',
  'catalog_template',
  'catalog_fuzzy',
]);

/**
 * Whether the engine read a version as it was given (no other version chosen, nothing dropped): then the parts and
 * the lifecycle it found are that version's.
 */
function readVersionAsGiven(reached: NormalizedRow): boolean {
  return (reached.version ?? '') === cleanText(reached.raw_version);
}

/**
 * The catalog product that values a company wrote name, from `reached`: the engine's row for the values' publisher,
 * name and version read as a raw row. It is a product found other than by similarity, under the very name the values
 * give, from the publisher they give (the engine did not have to put the product's maker in its place), at their
 * version. Anything less may be some other product, and a wrong enrichment is worse than none: undefined then.
 */
export function reachedCatalogProduct(reached: NormalizedRow): NormalizedRow | undefined {
  if (reached.status !== 'normalized' || reached.catalog_id === null || reached.matched_by === 'fuzzy') {
    return undefined;
  }
  const isSameName = toKey(reached.name ?? '') === toKey(reached.raw_title);
  const publisherSource = reached.sources.publisher;
  const isSamePublisher = publisherSource !== undefined && !CATALOG_PUBLISHER_SOURCES.has(publisherSource);
  return isSameName && isSamePublisher && readVersionAsGiven(reached) ? reached : undefined;
}

/**
 * A row as a company's values decide it (a rule mapping, an entry of its catalog), with what the catalog product
 * they name gives (see {@link reachedCatalogProduct}): catalog id, category, lifecycle, licence, CPE and purl; and
 * the parts of the version that the values do not set, as the engine reads that version (`reached`, as there). The
 * values win wherever they set a field; `source` says which of the company's records set them. Returns a new row; no
 * input changes.
 */
export function withCompanyValues(
  row: NormalizedRow,
  values: NamedValues,
  source: Extract<FieldSource, 'user_rule' | 'user_catalog'>,
  reached: NormalizedRow,
): NormalizedRow {
  const result: NormalizedRow = { ...row, sources: { ...row.sources } };
  const put = (field: OutputColumn, value: unknown, from: FieldSource | undefined) => {
    if (value === null || value === '' || value === undefined || from === undefined) return;
    (result as unknown as Record<string, unknown>)[field] = value;
    result.sources[field] = from;
  };
  const product = reachedCatalogProduct(reached);
  // A product the catalog does not know has a licence no one has said: unknown, until the catalog says.
  put('license_type', 'unknown', 'license');
  if (product) for (const field of CATALOG_FIELDS) put(field, product[field], product.sources[field]);
  if (readVersionAsGiven(reached)) {
    for (const field of VERSION_PARTS) put(field, reached[field], reached.sources[field]);
  }
  for (const [field, value] of Object.entries(values) as [NormalizedField, string | null][]) put(field, value, source);
  return result;
}
