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
import { createValueSuggester, type KnownRecord, type ValueSuggester } from '@rnorm/engine';
import type { EngineProvider } from '../jobs/engine-provider.ts';

/** How long a company's own records are reused between keystrokes before they are read again. */
const KNOWN_RECORDS_TTL_MS = 2_000;

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
  const known = new Map<number, { at: number; records: Promise<KnownRecord[]> }>();

  function knownRecords(companyId: number): Promise<KnownRecord[]> {
    const cached = known.get(companyId);
    if (cached && Date.now() - cached.at < KNOWN_RECORDS_TTL_MS) return cached.records;
    const records = Promise.all([deps.userCatalog.list(companyId), deps.rules.list(companyId)]).then(
      ([entries, rules]): KnownRecord[] => [...entries, ...rules],
    );
    const entry = { at: Date.now(), records };
    known.set(companyId, entry);
    // A failed read is not remembered: the next keystroke reads again.
    records.catch(() => {
      if (known.get(companyId) === entry) known.delete(companyId);
    });
    return records;
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
      const [values, records] = await Promise.all([suggester(), knownRecords(caller.companyId)]);
      return {
        values: values.suggest({
          field,
          text: query[field] ?? '',
          publisher: query.publisher,
          name: query.name,
          version: query.version,
          known: records,
        }),
      };
    },

    async distinctValues(caller: KeyOwner, field: DataMappingField, filter = ''): Promise<ValuesResponse> {
      const [values, records] = await Promise.all([suggester(), knownRecords(caller.companyId)]);
      // No publisher given: a data mapping rewrites a value wherever it appears. Only values that exist.
      return { values: values.suggest({ field, text: filter, known: records, limit: 50, allowTyped: false }) };
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
