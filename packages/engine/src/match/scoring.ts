/**
 * Every score and threshold of catalog matching, in one place. A strategy's find scores its base score, plus
 * `majorBonus` for a product named by the row's major or line, plus `channelVersionBonus` for a channel build
 * published at the row's version, less `conflictPenalty` when the row names another publisher.
 */
export const MATCHING = {
  /** Base score of each way of finding a product. */
  scores: { alias: 1, exact: 0.96, template: 0.9, compact: 0.94, yearless: 0.92, slip: 0.9 },
  /** The same title from another publisher is usually another product. */
  conflictPenalty: 0.25,
  /** Breaks ties between same-named products by the number in their name ('JDK 17' for version 17.0.8). */
  majorBonus: 0.01,
  /** Above the major bonus: a version only the channel build was published at says more than a number in a name. */
  channelVersionBonus: 0.02,
  /** Fuzzy matches are accepted from this score when the publisher agrees, and never across publishers. */
  fuzzyAccept: 0.82,
  /** A catalog product is suggested for a row (Matchfix, Fuzzy Match) from this name similarity. */
  candidateFloor: 0.35,
  /** Suggestions offered per row, best first. */
  maxCandidates: 5,
  /** A word in more products than this is too common to gather fuzzy candidates by. */
  maxWordFanout: 400,
  /** A trigram in more products than this says little about which one is meant. */
  maxTrigramFanout: 2_000,
  /** Products sharing the most trigrams with the query are scored in full; the rest are not worth it. */
  trigramShortlist: 60,
} as const;

/** A staged strategy's find is taken from this score: a template's, whatever bonus it lacks. */
export const STAGED_ACCEPT = MATCHING.scores.template - MATCHING.majorBonus;

/** The names other packages and the API read (settings show them). */
export const MATCH_SCORES = MATCHING.scores;
export const FUZZY_ACCEPT = MATCHING.fuzzyAccept;
export const FUZZY_CANDIDATE_FLOOR = MATCHING.candidateFloor;
export const MAX_CANDIDATES = MATCHING.maxCandidates;
