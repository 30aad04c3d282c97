import {
  DATA_MAPPING_FIELDS,
  NORMALIZED_FIELDS,
  type CheckRecordResponse,
  type DataMappingField,
  type FieldNamesResponse,
  type NormalizedFieldName,
  type ValuesResponse,
} from '@rnorm/contracts';
import type { KeyOwner, UserCatalogRepository, UserRuleMappingsRepository } from '@rnorm/db';
import { createValueSuggester, type KnownRecord, type SuggestQuery, type ValueSuggester } from '@rnorm/engine';
import type { EngineProvider } from '../jobs/engine-provider.ts';

/** How long a company's own records are reused between keystrokes before they are read again. */
const KNOWN_RECORDS_TTL_MS = 2_000;
/** At most this many answers are remembered per read of a company's records (see `answer`). */
const MAX_REMEMBERED_ANSWERS = 2_000;

/** One read of a company's records, and the answers given from it so far, by query. */
interface KnownRecordsRead {
  at: number;
  records: Promise<KnownRecord[]>;
  /** The suggester the answers came from: a new content version starts them over. */
  suggester?: ValueSuggester;
  answers: Map<string, string[]>;
}

/**
 * Type-ahead, distinct values and the existence check: the catalog's values from an in-memory index (built once per
 * content pack), and the company's own records (its catalog entries and its rules' values), read once per burst of
 * keystrokes.
 */
export function createCatalogSearchService(deps: {
  engine: EngineProvider;
  userCatalog: UserCatalogRepository;
  rules: UserRuleMappingsRepository;
}) {
  // One suggester per content version: installed content is suggested from as soon as it is active.
  let suggesting: { contentVersion: string; suggester: Promise<ValueSuggester> } | undefined;
  const suggester = async () => {
    const { index, contentVersion } = await deps.engine();
    if (suggesting?.contentVersion !== contentVersion) {
      const built = { contentVersion, suggester: Promise.resolve().then(() => createValueSuggester(index)) };
      suggesting = built;
      built.suggester.catch(() => {
        if (suggesting === built) suggesting = undefined;
      });
    }
    return suggesting.suggester;
  };
  // The read itself is remembered, not only its result: when the records expire under load, the keystrokes that
  // arrive while they are being read wait for that one read instead of each starting their own (a hundred concurrent
  // type-ahead requests otherwise queued a hundred pairs of list queries every 2 s, seconds of latency on PostgreSQL).
  const known = new Map<number, KnownRecordsRead>();

  function knownRecords(companyId: number): KnownRecordsRead {
    const cached = known.get(companyId);
    if (cached && Date.now() - cached.at < KNOWN_RECORDS_TTL_MS) return cached;
    const records = Promise.all([deps.userCatalog.list(companyId), deps.rules.list(companyId)]).then(
      ([entries, rules]): KnownRecord[] => [...entries, ...rules],
    );
    const entry: KnownRecordsRead = { at: Date.now(), records, answers: new Map() };
    known.set(companyId, entry);
    // A failed read is not remembered: the next keystroke reads again.
    records.catch(() => {
      if (known.get(companyId) === entry) known.delete(companyId);
    });
    return entry;
  }

  /**
   * The suggester's values for a query, from the company's records as last read. Ranking scans the catalog's lists
   * for every keystroke (most of a type-ahead request's time under load), and its answer depends on nothing but the
   * query, the records and the content version; so an answer is remembered with the read of the records it came from,
   * and the same query from the company's users within those 2 s is not ranked again. A change to the records
   * (`forget`, or their next read) and a new content version start over, so nothing is answered that the records
   * just read would not give.
   */
  async function answer(companyId: number, query: SuggestQuery): Promise<string[]> {
    const read = knownRecords(companyId);
    const [values, records] = await Promise.all([suggester(), read.records]);
    if (read.suggester !== values) {
      read.suggester = values;
      read.answers.clear();
    }
    const key = JSON.stringify([
      query.field,
      query.text,
      query.publisher,
      query.name,
      query.version,
      query.limit,
      query.allowTyped,
    ]);
    let answered = read.answers.get(key);
    if (!answered) {
      answered = values.suggest({ ...query, known: records });
      if (read.answers.size >= MAX_REMEMBERED_ANSWERS) read.answers.clear();
      read.answers.set(key, answered);
    }
    return [...answered];
  }

  return {
    /**
     * Suggestions for the last field given, in form order, knowing the fields before it (the spec's cumulative
     * parameters).
     */
    async search(
      caller: KeyOwner,
      query: Partial<Record<NormalizedFieldName, string | undefined>>,
    ): Promise<ValuesResponse> {
      const field = [...NORMALIZED_FIELDS].reverse().find((name) => query[name] !== undefined);
      if (!field) return { values: [] };
      return {
        values: await answer(caller.companyId, {
          field,
          text: query[field] ?? '',
          publisher: query.publisher,
          name: query.name,
          version: query.version,
        }),
      };
    },

    async distinctValues(caller: KeyOwner, field: DataMappingField, filter = ''): Promise<ValuesResponse> {
      // No publisher given: a data mapping rewrites a value wherever it appears. Only values that exist.
      return { values: await answer(caller.companyId, { field, text: filter, limit: 50, allowTyped: false }) };
    },

    fieldNames(): FieldNamesResponse {
      return { ReturnCode: 200, ReturnObject: { field_names: [...DATA_MAPPING_FIELDS] } };
    },

    /** Whether the normalized product exists: in the content catalog, or as an entry of the company's catalog. */
    async checkRecord(
      caller: KeyOwner,
      query: Partial<Record<NormalizedFieldName, string | undefined>>,
    ): Promise<CheckRecordResponse> {
      if (!query.publisher || !query.name) return { exists: false };
      if ((await suggester()).hasProduct(query.publisher, query.name)) return { exists: true };
      const own = await deps.userCatalog.findByValues(caller.companyId, {
        publisher: query.publisher,
        name: query.name,
        version: query.version ?? '',
      });
      return { exists: own !== undefined };
    },

    /** Forgets the company's cached records after a change, so the next keystroke sees it. */
    forget(companyId: number): void {
      known.delete(companyId);
    },

    suggester,
  };
}

export type CatalogSearchService = ReturnType<typeof createCatalogSearchService>;
