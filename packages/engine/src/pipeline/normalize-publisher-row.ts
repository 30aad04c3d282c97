import { cleanText } from '../clean/clean-text.ts';
import { overLimitReason } from '../clean/input-limits.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import { resolvePublisher } from '../publisher/resolve-publisher.ts';
import type { NormalizedRow, RawRow } from '../types.ts';
import { CONFIDENCE } from './confidence.ts';
import { emptyRow } from './empty-row.ts';
import { describePublisher } from './find-publisher.ts';
import type { PipelineResult } from './normalize-title-row.ts';

/** A publisher job's row: the publisher as the catalog names it, its website and other spellings. */
export function normalizePublisherRow(raw: RawRow, index: CatalogIndex): PipelineResult {
  const base = emptyRow(raw);
  const tooLong = overLimitReason(raw, ['publisher']);
  if (tooLong) return { row: { ...base, reason: tooLong }, trace: [{ stage: 'publisher', decision: tooLong }] };
  const resolved = resolvePublisher(index, cleanText(raw.publisher));
  const trace = [{ stage: 'publisher' as const, decision: describePublisher(resolved) }];
  if (!resolved) return { row: { ...base, reason: 'The row has no publisher.' }, trace };
  if (resolved.isPlaceholder) {
    const reason = `"${resolved.name}" is a placeholder, not a publisher name.`;
    return { row: { ...base, status: 'matchfix', reason }, trace };
  }
  const known = resolved.publisher;
  const row: NormalizedRow = {
    ...base,
    publisher: resolved.name,
    sources: { publisher: resolved.source },
    status: 'normalized',
    matched_by: known ? 'publisher' : 'title_parse',
    confidence: known ? CONFIDENCE.byWay.publisher : CONFIDENCE.unknownPublisher,
    publisher_website: known?.website ?? null,
    publisher_aliases: known ? [...known.aliases] : [],
    reason: known
      ? 'Publisher known to the catalog.'
      : resolved.source === 'raw'
        ? 'Publisher not in the catalog; kept as written.'
        : 'Publisher not in the catalog; written without its legal form, address or remarks.',
  };
  return { row, trace };
}
