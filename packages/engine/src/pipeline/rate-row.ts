import type { CatalogIndex } from '../match/build-catalog-index.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import {
  droppedEvidence,
  evidenceKey,
  titleEvidence,
  versionEvidence,
  type RowEvidence,
} from '../confidence/row-evidence.ts';
import { droppedWords } from './row-reason.ts';
import type { VersionChoice } from '../version/parse-version.ts';
import type { StageTrace } from './trace.ts';

/**
 * How the row's publisher stands to what it was found as: the catalog's (for a catalog product, the product's own
 * maker), another, or none written. A publisher inferred from the title is none written: the title that found the
 * product named it, so it cannot also confirm the product.
 */
export function publisherEvidence(
  index: CatalogIndex,
  publisher: ResolvedPublisher | undefined,
  productPublisherId?: string,
): RowEvidence['publisher'] {
  if (!publisher || publisher.isPlaceholder || publisher.source === 'publisher_inferred') return 'none';
  if (!publisher.publisher) return 'other';
  if (productPublisherId !== undefined) return publisher.publisher.id === productPublisherId ? 'catalog' : 'other';
  const products = index.productsByPublisher.get(publisher.publisher.id)?.length ?? 0;
  return products >= index.confidence.broadPublisher ? 'broad' : 'catalog';
}

/** An ignored row's evidence is the rule that ignored it: it is measured by its way alone. */
export const IGNORED_EVIDENCE: Readonly<RowEvidence> = {
  way: 'ignored',
  publisher: 'none',
  version: 'none',
  title: 'words',
  dropped: 'none',
};

/** What a normalized row's evidence is read from (see confidence/row-evidence.ts). */
export interface EvidenceInput {
  way: RowEvidence['way'];
  /** The row's title as written, and the name reported for it. */
  title: string;
  reportedName: string;
  publisher: ResolvedPublisher | undefined;
  version: Pick<VersionChoice, 'from'>;
  rawVersion: string | null;
  /** For a catalog product: its maker's id. */
  productPublisherId?: string | undefined;
}

/** The evidence a normalized row rests on (see confidence/row-evidence.ts). */
export function evidenceOf(index: CatalogIndex, input: EvidenceInput): RowEvidence {
  return {
    way: input.way,
    publisher: publisherEvidence(index, input.publisher, input.productPublisherId),
    version: versionEvidence(input.version.from, input.rawVersion),
    title: titleEvidence(input.title, index.dictionaries.words.componentWords),
    // A template names the words it leaves out (an edition, an update number): they are its to leave out.
    dropped: input.way === 'template' ? 'none' : droppedEvidence(droppedWords(input.title, input.reportedName)),
  };
}

/**
 * The confidence stage: the row's confidence is the accuracy measured for its evidence (content/model/confidence.json,
 * written by `npm run eval -- --calibration --write`), its way's when that evidence was never measured.
 */
export function rateRow(index: CatalogIndex, evidence: RowEvidence): { confidence: number; trace: StageTrace } {
  const rated = index.confidence.rate(evidence);
  const key = evidenceKey(evidence);
  const decision =
    rated.basis === 'class'
      ? `${key}: ${rated.confidence}, measured right on ${rated.right} of ${rated.rows} such rows`
      : rated.basis === 'way'
        ? `${key}: ${rated.confidence}, as every ${evidence.way} row (${rated.right} of ${rated.rows} right); this evidence was not measured`
        : `${key}: ${rated.confidence}, stated (the content has no measure)`;
  return { confidence: rated.confidence, trace: { stage: 'confidence', decision } };
}
