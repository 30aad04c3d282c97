export { OUTPUT_COLUMNS } from './types.ts';
export type * from './types.ts';
export { cleanText, toKey } from './clean/clean-text.ts';
export { INPUT_LIMITS, overLimitReason } from './clean/input-limits.ts';
export { buildCatalogIndex, compileTemplate } from './match/build-catalog-index.ts';
export type { CatalogIndex, BuildCatalogIndexOptions } from './match/build-catalog-index.ts';
export {
  matchCatalog,
  suggestCandidates,
  MATCH_SCORES,
  FUZZY_ACCEPT,
  FUZZY_CANDIDATE_FLOOR,
  MAX_CANDIDATES,
} from './match/match-catalog.ts';
export { createNormalizer } from './normalize/create-normalizer.ts';
export type { Normalizer, NormalizerOptions, NormalizerStats } from './normalize/create-normalizer.ts';
export type { PipelineResult } from './pipeline/normalize-title-row.ts';
export { evidenceKey, type RowEvidence, type MeasuredWay } from './confidence/row-evidence.ts';
export { CATEGORY_RULE_FLAGS, categoryFromTerms, inferCategory } from './enrich/categorize.ts';
export { cpeKey, cpeOfName, makerKeys, productNameKeys, unescapeCpe } from './enrich/cpe-names.ts';
export {
  matchVulnerabilities,
  readRanges,
  writeRanges,
  type VulnerabilityMatch,
} from './enrich/match-vulnerabilities.ts';
export { compareVersions, isComparableVersion, withCpeUpdate } from './version/compare-versions.ts';
export { STATED_BROAD_PUBLISHER, STATED_MATCHFIX_BELOW } from './confidence/confidence-table.ts';
export type { StageName, StageTrace } from './pipeline/trace.ts';
export { createUserRuleLookup } from './normalize/user-rules.ts';
export { familyKeyText, titleFamily } from './title/title-family.ts';
export { createUserCatalogLookup } from './normalize/user-catalog.ts';
export type { UserRule } from './normalize/user-rules.ts';
export { parseTitle, compileTitleDictionaries, NAME_RULE_FLAGS } from './title/parse-title.ts';
export {
  compileWords,
  DISTRIBUTION_FLAGS,
  PACKAGE_FAMILY_FLAGS,
  PACKAGE_MANAGER_FLAGS,
  SIGNING_IDENTITY_FLAGS,
} from './title/compile-words.ts';
export { IGNORE_RULE_FLAGS } from './classify/classify-title.ts';
export { parseVersion, chooseVersion, versionKey } from './version/parse-version.ts';
export { rewriteVersion, VERSION_REWRITE_FLAGS } from './version/rewrite-version.ts';
export {
  prepareLegalSuffixes,
  stripLegalPrefix,
  stripLegalSuffixes,
  withoutEntityQualifier,
} from './publisher/legal-suffixes.ts';
export { publisherWithoutRemarks, resolvePublisher } from './publisher/resolve-publisher.ts';
export { enrichProduct, findCycle, completeCpe, CLOSED_LICENSES } from './enrich/enrich-product.ts';
export { createValueSuggester, SUGGESTED_FIELDS } from './search/suggest-values.ts';
export type { ValueSuggester, SuggestQuery, SuggestedField, KnownRecord } from './search/suggest-values.ts';
