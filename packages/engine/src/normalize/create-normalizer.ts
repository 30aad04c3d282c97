import { inEnglish } from '../title/localized-words.ts';
import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import { applyDataMappings } from '../pipeline/apply-data-mappings.ts';
import { normalizePublisherRow } from '../pipeline/normalize-publisher-row.ts';
import { emptyRow } from '../pipeline/empty-row.ts';
import { normalizeTitleRow, type PipelineContext, type PipelineResult } from '../pipeline/normalize-title-row.ts';
import type { StageTrace } from '../pipeline/trace.ts';
import type { DataMappings, JobType, NormalizedRow, RawRow, UserCatalogLookup, UserRuleLookup } from '../types.ts';

export interface NormalizerOptions {
  jobType?: JobType;
  userRules?: UserRuleLookup;
  /** The company's own catalog entries (see createUserCatalogLookup); tried before the content pack. */
  userCatalog?: UserCatalogLookup;
  dataMappings?: DataMappings;
  /** The day lifecycle statuses are judged at, `YYYY-MM-DD`; today when omitted. */
  today?: string;
  /** Distinct raw rows kept in the cache; the cache is emptied when it is full. */
  cacheLimit?: number;
  /**
   * Which rows get catalog suggestions (`candidates`): `matchfix` (the default) for rows in matchfix or in error;
   * `unsure` for those and for rows found by similarity or named from their title alone (the Fuzzy Match list);
   * `none` for no row. Jobs say `none`: suggestions cost time, and the Fuzzy Match list makes them when it is read.
   */
  suggest?: 'matchfix' | 'unsure' | 'none';
}

export interface NormalizerStats {
  rows: number;
  distinct: number;
}

export interface Normalizer {
  /** One output row for one input row. The result is frozen and may be shared by identical raw rows. */
  normalize(row: RawRow): NormalizedRow;
  /** The row's output with what each stage decided on the way (not cached: for one row at a time). */
  explain(row: RawRow): PipelineResult;
  stats(): NormalizerStats;
}

function deepFreeze(row: NormalizedRow): NormalizedRow {
  Object.freeze(row.sources);
  for (const candidate of row.candidates) Object.freeze(candidate);
  Object.freeze(row.candidates);
  Object.freeze(row.publisher_aliases);
  return Object.freeze(row);
}

/**
 * Builds the per-job normalizer: clean → classify → user rules → publisher → title → version → company catalog →
 * catalog match → fields → enrichment → data mappings (see pipeline/normalize-title-row.ts). Identical raw rows are
 * normalized once (inventories repeat the same titles on thousands of machines).
 *
 * @example
 * const normalizer = createNormalizer(buildCatalogIndex(pack));
 * normalizer.normalize({ publisher: 'Python Software Foundation', title: 'Python 3.12.0 (64-bit)', version: '3.12.150.0' });
 * // { status: 'normalized', publisher: 'Python Software Foundation', name: 'Python', version: '3.12.0', … }
 */
export function createNormalizer(index: CatalogIndex, options: NormalizerOptions = {}): Normalizer {
  const jobType = options.jobType ?? 'title';
  const cacheLimit = options.cacheLimit ?? 500_000;
  const context: PipelineContext = {
    index,
    today: options.today ?? new Date().toISOString().slice(0, 10),
    suggest: options.suggest ?? 'matchfix',
    userRules: options.userRules,
    userCatalog: options.userCatalog,
    isPublisherWord: (word: string) => index.publisherByKey.has(toKey(word)),
    // A title the catalog knows as written (a localized alias) is kept so; any other is read in English words.
    toEnglish: (title: string) => {
      const english = inEnglish(title, index.dictionaries.localized);
      return english === title || index.byTitleKey.has(toKey(title)) ? title : english;
    },
  };
  const cache = new Map<string, NormalizedRow>();
  let rows = 0;
  let distinct = 0;

  /** The row through the stages for its job type, then the company's wording. */
  function run(raw: RawRow): PipelineResult {
    const result = jobType === 'publisher' ? normalizePublisherRow(raw, index) : normalizeTitleRow(raw, context);
    const mapped = applyDataMappings(result.row, options.dataMappings);
    const trace: StageTrace[] = mapped.trace ? [...result.trace, mapped.trace] : result.trace;
    // Confidences are mostly two-place already: the row is copied only when rounding changes one.
    const confidence = Math.round(mapped.row.confidence * 100) / 100;
    const row = confidence === mapped.row.confidence ? mapped.row : { ...mapped.row, confidence };
    return { row, trace, ...(result.evidence && { evidence: result.evidence }) };
  }

  return {
    normalize(raw: RawRow): NormalizedRow {
      rows++;
      const key = `${raw.publisher ?? ''}\u0000${raw.title ?? ''}\u0000${raw.version ?? ''}`;
      const cached = cache.get(key);
      if (cached) return cached;
      distinct++;
      let row: NormalizedRow;
      try {
        row = run(raw).row;
      } catch {
        // A bug must not cost the customer a row: the row comes out as an error that says so.
        row = { ...emptyRow(raw), reason: 'The engine could not process this row.' };
      }
      if (cache.size >= cacheLimit) cache.clear();
      const frozen = deepFreeze(row);
      cache.set(key, frozen);
      return frozen;
    },
    explain: run,
    stats: () => ({ rows, distinct }),
  };
}
