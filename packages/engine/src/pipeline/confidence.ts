/**
 * Confidences stated rather than measured: rows the company decided itself (its rule, its catalog entry, its
 * wording) and publisher jobs. Every other way is measured per evidence (content/model/confidence.json, written by
 * `npm run eval -- --calibration --write`; see confidence/ and rate-row.ts).
 */
export const CONFIDENCE = {
  byWay: {
    /** The company named the product itself. */
    user_rule: 1,
    /** The company's own catalog entry, found by its name rather than named outright. */
    user_catalog: 0.97,
    /** A publisher job's row whose publisher the catalog knows. */
    publisher: 0.9,
  },
  /** A publisher job's row whose publisher the catalog does not know. */
  unknownPublisher: 0.6,
} as const;
