import type { ConfidenceTable } from '../types.ts';
import { evidenceKey, type MeasuredWay, type RowEvidence } from './row-evidence.ts';

/** A confidence and what it was measured on (no rows: stated, not measured). */
export interface RatedConfidence {
  confidence: number;
  rows: number;
  right: number;
  /** `class`: this evidence's own measure; `way`: its way's over all evidence; `stated`: no measure in the content. */
  basis: 'class' | 'way' | 'stated';
}

/** The content's confidence table, ready to look a row's evidence up in. */
export interface CompiledConfidence {
  rate(evidence: RowEvidence): RatedConfidence;
  matchfixBelow: number;
  /** A publisher with this many catalog products or more is a broad one (see `RowEvidence.publisher`). */
  broadPublisher: number;
}

/**
 * Confidences content without a measure states: a pack built before measures existed, or a test's small pack.
 * Measured packs replace them (content/model/confidence.json).
 */
export const STATED_CONFIDENCE: Readonly<Record<MeasuredWay, number>> = {
  alias: 0.99,
  exact: 0.95,
  template: 0.9,
  fuzzy: 0.85,
  title_parse: 0.7,
  ignored: 0.95,
};

/** Below this a row is a guess when the content states no threshold of its own. */
export const STATED_MATCHFIX_BELOW = 0.6;

/** A publisher is broad from this many catalog products when the content states no number of its own. */
export const STATED_BROAD_PUBLISHER = 25;

/** Compiles the table: a class's own measure first, else its way's, else the stated confidence. */
export function compileConfidence(table: ConfidenceTable | undefined): CompiledConfidence {
  const byClass = new Map((table?.classes ?? []).map((entry) => [entry.evidence, entry]));
  const byWay = new Map((table?.ways ?? []).map((entry) => [entry.way, entry]));
  return {
    matchfixBelow: table?.matchfixBelow ?? STATED_MATCHFIX_BELOW,
    broadPublisher: table?.broadPublisher ?? STATED_BROAD_PUBLISHER,
    rate(evidence) {
      const measured = byClass.get(evidenceKey(evidence));
      if (measured) return { ...pick(measured), basis: 'class' };
      const way = byWay.get(evidence.way);
      if (way) return { ...pick(way), basis: 'way' };
      return { confidence: STATED_CONFIDENCE[evidence.way], rows: 0, right: 0, basis: 'stated' };
    },
  };
}

const pick = ({ confidence, rows, right }: { confidence: number; rows: number; right: number }) => ({
  confidence,
  rows,
  right,
});
