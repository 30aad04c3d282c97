import type { MatchedBy } from '../types.ts';

/** The confidence of each way a row is matched: the most a row found so can have. */
export const CONFIDENCE: Record<MatchedBy, number> = {
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
};
