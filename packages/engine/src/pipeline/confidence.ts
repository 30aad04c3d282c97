import type { MatchedBy } from '../types.ts';

/**
 * Every confidence the engine gives, in one place. Each is the most a row found in that way can have; a catalog
 * match is capped by its strategy's score too (MATCHING in match/scoring.ts). These are set by hand today;
 * `npm run eval -- --calibration` measures how well they predict accuracy.
 */
export const CONFIDENCE = {
  byWay: {
    user_rule: 1,
    exact: 0.95,
    alias: 0.99,
    template: 0.9,
    fuzzy: 0.85,
    title_parse: 0.6,
    publisher: 0.9,
    user_catalog: 0.97,
    data_mapping: 1,
    none: 0,
  } satisfies Record<MatchedBy, number>,
  /** A row an ignore rule matched. */
  ignored: 0.95,
  /** A publisher job's row whose publisher the catalog does not know. */
  unknownPublisher: 0.6,
  /** A name read from the title: more with a publisher the catalog knows and with a version, never above `most`. */
  titleParse: { knownPublisher: 0.1, version: 0.05, most: 0.8 },
  /** Below this a row is a guess, not a result: it goes to Matchfix. */
  matchfixBelow: 0.6,
} as const;

/** The confidence of a row named from its title. */
export function titleParseConfidence(hasKnownPublisher: boolean, hasVersion: boolean): number {
  const { titleParse, byWay } = CONFIDENCE;
  return Math.min(
    titleParse.most,
    byWay.title_parse + (hasKnownPublisher ? titleParse.knownPublisher : 0) + (hasVersion ? titleParse.version : 0),
  );
}
