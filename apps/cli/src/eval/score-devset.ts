import {
  evidenceKey,
  type MatchedBy,
  type MeasuredWay,
  type PipelineResult,
  type RawRow,
  type RowStatus,
} from '@rnorm/engine';
import type { RowNormalizer } from '../enrich/batch-normalizer.ts';
import {
  isSameProduct,
  isSameProductLine,
  isSamePublisher,
  isSameVersion,
  withoutUnseenChannel,
} from './compare-leniently.ts';
import type { DevsetRow } from './read-devset.ts';

export type ScoredField = 'publisher' | 'product' | 'version';

/** Publisher, name and version of a row's output. */
export type OutputTriple = [publisher: string | null, name: string | null, version: string | null];

export interface UnstableRow {
  row: DevsetRow;
  first: OutputTriple;
  again: OutputTriple;
}

export interface FieldMismatch {
  row: DevsetRow;
  got: string | null;
  expected: string;
  status: RowStatus;
  matchedBy: MatchedBy;
}

/** A row's confidence and whether the row came out right: what calibration compares. */
export interface JudgedRow {
  confidence: number;
  matchedBy: MatchedBy;
  status: RowStatus;
  /**
   * Publisher, product (or its line) and version right, normalized or sent to Matchfix: a Matchfix row's confidence
   * is how likely its guess is right, so its guess is what is judged.
   */
  isRight: boolean;
  /** The evidence its confidence was rated by (`alias publisher:catalog version:raw title:words`), when asked for. */
  evidence?: string | undefined;
  way?: MeasuredWay | undefined;
}

/** A normalizer that can also say what each row's confidence rests on (the engine's `explain`). */
export interface ExplainingNormalizer extends RowNormalizer {
  explain(row: RawRow): PipelineResult;
}

export interface DevsetScore {
  rows: number;
  correct: Record<ScoredField, number>;
  /** Products that are right when a release line repeating the version, or a trailing "Edition", is not counted. */
  productLineCorrect: number;
  /** Normalized rows, and those of them whose output, normalized again, gives the same publisher, name and version. */
  stability: { normalized: number; stable: number };
  /** The normalized rows whose output, normalized again, changed: the output and what came back. */
  unstable: UnstableRow[];
  byStatus: Record<RowStatus, number>;
  /** Every wrong field, in devset order. */
  mismatches: Record<ScoredField, FieldMismatch[]>;
  /** Every row's confidence and whether it was right, in devset order. */
  judged: JudgedRow[];
}

/** A score with nothing counted yet. */
export function emptyScore(rows = 0): DevsetScore {
  return {
    rows,
    correct: { publisher: 0, product: 0, version: 0 },
    productLineCorrect: 0,
    stability: { normalized: 0, stable: 0 },
    unstable: [],
    byStatus: { normalized: 0, matchfix: 0, ignored: 0, error: 0 },
    mismatches: { publisher: [], product: [], version: [] },
    judged: [],
  };
}

/**
 * Normalizes each devset row as a title job and compares publisher, product and version with the labels,
 * leniently (see compare-leniently.ts). A field counts as right whatever the row's status, so a matchfix row whose
 * best guess is right still scores; the matchfix rate is reported on its own. Each normalized row's output is also
 * normalized again, as a company re-importing its export would, to count the rows that come back unchanged.
 */
export function scoreDevset(
  rows: readonly DevsetRow[],
  normalizer: RowNormalizer,
  explainer?: ExplainingNormalizer,
): DevsetScore {
  const score = emptyScore(rows.length);
  for (const row of rows) {
    const raw = { publisher: row.rawPublisher, title: row.rawTitle, version: row.rawVersion };
    // The explained output is the normalized one, uncached: calibration reads its evidence beside it.
    const explained = explainer?.explain(raw);
    const result = explained?.row ?? normalizer.normalize(raw);
    score.byStatus[result.status]++;
    // The label's name, and the same without a release channel the row cannot tell (compare-leniently.ts).
    const expectedProducts = [
      ...new Set([row.expectedProduct, withoutUnseenChannel(row.expectedProduct, row.rawTitle, result.release)]),
    ];
    const publishers = [row.expectedPublisher, result.publisher];
    const fields: Record<ScoredField, [boolean, string | null, string]> = {
      publisher: [isSamePublisher(result.publisher, row.expectedPublisher), result.publisher, row.expectedPublisher],
      product: [
        expectedProducts.some((expected) => isSameProduct(result.name, expected, publishers)),
        result.name,
        row.expectedProduct,
      ],
      version: [isSameVersion(result.version, row.expectedVersion), result.version, row.expectedVersion],
    };
    const got = { name: result.name, version: result.version };
    const isLineRight = expectedProducts.some((name) =>
      isSameProductLine(got, { name, version: row.expectedVersion }, publishers),
    );
    if (isLineRight) score.productLineCorrect++;
    score.judged.push({
      confidence: result.confidence,
      matchedBy: result.matched_by,
      status: result.status,
      isRight:
        (result.status === 'normalized' || result.status === 'matchfix') &&
        fields.publisher[0] &&
        isLineRight &&
        fields.version[0],
      ...(explained?.evidence && { evidence: evidenceKey(explained.evidence), way: explained.evidence.way }),
    });
    if (result.status === 'normalized') {
      score.stability.normalized++;
      const again = normalizer.normalize({ publisher: result.publisher, title: result.name, version: result.version });
      const isStable =
        again.publisher === result.publisher && again.name === result.name && again.version === result.version;
      if (isStable) score.stability.stable++;
      else {
        score.unstable.push({
          row,
          first: [result.publisher, result.name, result.version],
          again: [again.publisher, again.name, again.version],
        });
      }
    }
    for (const field of ['publisher', 'product', 'version'] as const) {
      const [isRight, got, expected] = fields[field];
      if (isRight) score.correct[field]++;
      else score.mismatches[field].push({ row, got, expected, status: result.status, matchedBy: result.matched_by });
    }
  }
  return score;
}
