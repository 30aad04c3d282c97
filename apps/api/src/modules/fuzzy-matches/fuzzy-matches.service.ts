import {
  ENGINE_VALUE_FIELDS,
  feedbackMessages,
  serverMessages,
  type CatalogEntry,
  type CatalogEntryBulkResponse,
  type EngineValues,
  type FuzzyMatchEntry,
  type FuzzyMatchListResponse,
  type MatchRequestSchema,
  type NormalizationRule,
  type ReturnMessageResponse,
} from '@rnorm/contracts';
import type { FuzzyEntryRow, FuzzyMatchesRepository, KeyOwner, TextFilters } from '@rnorm/db';
import { createNormalizer, type Normalizer } from '@rnorm/engine';
import { formatCsvField } from '@rnorm/inventory-files';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Download } from '../../plugins/send-download.ts';
import type { EngineProvider } from '../jobs/engine-provider.ts';
import { rawKeyOf } from '../jobs/job-runner.ts';
import { ruleValuesOf, type RuleMappingsService } from '../rule-mappings/rule-mappings.service.ts';

type MatchRequest = z.output<typeof MatchRequestSchema>;

const textOf = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** What the job's engine made of the entry: the values the edit mode starts from. */
function engineValuesOf(row: FuzzyEntryRow): EngineValues {
  return Object.fromEntries(ENGINE_VALUE_FIELDS.map((field) => [field, textOf(row.output[field])])) as EngineValues;
}

const BOM = '\uFEFF';

/**
 * A normalizer that suggests catalog products for rows it is not sure of. Suggestions come from the current catalog,
 * not the one a job ran with: a content update may have added the product since. A fresh normalizer per request
 * keeps no memory between users.
 */
export async function suggestingNormalizer(engine: EngineProvider): Promise<Normalizer> {
  const { index } = await engine();
  return createNormalizer(index, { suggest: 'unsure', cacheLimit: 10_000 });
}

export function createFuzzyMatchesService(deps: {
  fuzzyMatches: FuzzyMatchesRepository;
  storeRule: RuleMappingsService['store'];
  engine: EngineProvider;
}) {
  const { fuzzyMatches, storeRule, engine } = deps;
  const scopeOf = (caller: KeyOwner) => ({ userId: caller.userId, companyId: caller.companyId });

  const suggester = () => suggestingNormalizer(engine);

  function toEntry(row: FuzzyEntryRow, normalizer: Normalizer): FuzzyMatchEntry {
    const engineValues = engineValuesOf(row);
    const suggested = normalizer.normalize({
      publisher: row.rawPublisher,
      title: row.rawTitle,
      version: row.rawVersion,
    });
    const fuzzy: Record<string, NormalizationRule> = {};
    for (const candidate of suggested.candidates) {
      fuzzy[candidate.catalogId] = {
        hash_key: candidate.catalogId,
        publisher: candidate.publisher,
        name: candidate.name,
        version: engineValues.version,
        edition: engineValues.edition,
        release: engineValues.release,
        servicepack: engineValues.servicepack,
        architecture: engineValues.architecture,
        language: engineValues.language,
        major: engineValues.major,
        minor: engineValues.minor,
        score: candidate.score,
      };
    }
    return {
      job_id: row.jobId,
      hash_key: row.rawKey,
      publisher: row.rawPublisher,
      name: row.rawTitle,
      version: row.rawVersion,
      status: row.status as FuzzyMatchEntry['status'],
      engine: engineValues,
      fuzzy_matches: fuzzy,
    };
  }

  async function ownEntry(caller: KeyOwner, hashKey: string): Promise<FuzzyEntryRow> {
    const entry = await fuzzyMatches.find(scopeOf(caller), hashKey);
    if (!entry) throw new AppError('NOT_FOUND', serverMessages.fuzzyEntryNotFound);
    return entry;
  }

  return {
    async list(
      caller: KeyOwner,
      query: TextFilters & { page: number; page_size: number },
    ): Promise<FuzzyMatchListResponse> {
      const { page, page_size: pageSize, ...filters } = query;
      const { rows, total } = await fuzzyMatches.page(scopeOf(caller), filters, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const normalizer = await suggester();
      return { FuzzyMatches: rows.map((row) => toEntry(row, normalizer)), total };
    },

    /** Catalog products by reference; ReturnCode 400 (the spec's "empty list") when none of them exists. */
    async catalogEntries(refs: readonly string[]): Promise<CatalogEntryBulkResponse> {
      const { index } = await engine();
      const entries: CatalogEntry[] = [];
      for (const ref of new Set(refs)) {
        const position = index.productById.get(ref);
        if (position === undefined) continue;
        const { product, publisher } = index.products[position]!;
        entries.push({
          cat_ref_id: product.id,
          publisher: publisher?.name ?? product.publisherId,
          name: product.name,
          category: product.category ?? null,
          license: product.license ?? null,
          is_open_source: product.isOpenSource ?? null,
          homepage: product.homepage ?? null,
          latest_version: product.latestVersion ?? null,
          cpe: product.cpe ?? null,
          purl: product.purl ?? null,
        });
      }
      return entries.length > 0
        ? { ReturnCode: 200, ReturnObject: { catalog_entries: entries } }
        : { ReturnCode: 400, ReturnObject: { catalog_entries: [], ErrorCode: serverMessages.catalogEntriesNotFound } };
    },

    async remove(caller: KeyOwner, hashKey: string): Promise<ReturnMessageResponse> {
      await ownEntry(caller, hashKey);
      await fuzzyMatches.dismiss(scopeOf(caller), hashKey);
      return { ReturnCode: 200, ReturnObject: { message: serverMessages.fuzzyEntryRemoved, hash_key: hashKey } };
    },

    /**
     * Accepts a match: the entry's raw row becomes a rule mapping of the company (later jobs normalize it so; values
     * the catalog does not know join the company catalog, as with any rule), and the entry leaves the list.
     */
    async match(caller: KeyOwner, hashKey: string, body: MatchRequest): Promise<ReturnMessageResponse> {
      const entry = await ownEntry(caller, hashKey);
      if (rawKeyOf([body.Publisher, body.Title, body.Version]) !== entry.rawKey) {
        throw new AppError('VALIDATION_FAILED', serverMessages.matchRawMismatch);
      }
      await storeRule(
        caller,
        entry.rawKey,
        { publisher: entry.rawPublisher, name: entry.rawTitle, version: entry.rawVersion },
        ruleValuesOf(body),
      );
      return { ReturnCode: 200, ReturnObject: { message: feedbackMessages.matched, hash_key: entry.rawKey } };
    },

    /** The list as CSV: one line per suggestion (an entry without any has one line with empty suggestion cells). */
    export(caller: KeyOwner): Download {
      const scope = scopeOf(caller);
      async function* body(): AsyncGenerator<string> {
        yield (
          BOM +
          'JobID,HashKey,Publisher,Title,Version,Rank,Suggested Publisher,Suggested Name,Catalog Reference,Score\r\n'
        );
        const normalizer = await suggester();
        for await (const batch of fuzzyMatches.stream(scope)) {
          let text = '';
          for (const row of batch) {
            const entry = toEntry(row, normalizer);
            const raw = `${entry.job_id},${entry.hash_key},${formatCsvField(entry.publisher)},${formatCsvField(entry.name)},${formatCsvField(entry.version)}`;
            const suggestions = Object.values(entry.fuzzy_matches);
            if (suggestions.length === 0) text += `${raw},,,,,\r\n`;
            suggestions.forEach((suggestion, rank) => {
              text += `${raw},${rank + 1},${formatCsvField(suggestion.publisher)},${formatCsvField(suggestion.name)},${formatCsvField(suggestion.hash_key)},${suggestion.score}\r\n`;
            });
          }
          yield text;
        }
      }
      return { fileName: `FuzzyMatches_${caller.userId}.csv`, contentType: 'text/csv; charset=utf-8', body: body() };
    },
  };
}

export type FuzzyMatchesService = ReturnType<typeof createFuzzyMatchesService>;
