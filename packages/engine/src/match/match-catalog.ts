import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import { matchWrittenAlias } from './by-alias.ts';
import { matchChannelBuildByName, preferNamedOverChannelBuild } from './by-channel-build.ts';
import { matchCompactName, matchName } from './by-name.ts';
import { matchSlip, matchWithoutReleaseNumber } from './by-near-name.ts';
import { matchWrittenLine } from './by-release-line.ts';
import { matchTemplate } from './by-template.ts';
import { matchFuzzy } from './fuzzy.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { STAGED_ACCEPT } from './scoring.ts';

export type { CatalogMatch, MatchKind, MatchQuery } from './match-query.ts';
export { FUZZY_ACCEPT, FUZZY_CANDIDATE_FLOOR, MATCH_SCORES, MATCHING, MAX_CANDIDATES } from './scoring.ts';
export { matchPackageId, matchPackageRecord, matchWrittenAlias } from './by-alias.ts';
export { suggestCandidates } from './fuzzy.ts';

/**
 * Finds the catalog product of a row, by strategies tried in order, each its own module: the whole title as a known
 * alias (by-alias.ts), a channel build's name (by-channel-build.ts), the parsed name (by-name.ts), the name with the
 * release line of the version (by-release-line.ts), a template (by-template.ts), the name written with other spaces;
 * then, within the row's publisher, the name without its release year or its version's major, or with a typing slip (by-near-name.ts), and
 * trigram similarity (fuzzy.ts). The first staged strategy whose find clears STAGED_ACCEPT decides (an agreeing or
 * unknown publisher); scores and thresholds are in scoring.ts.
 */
export function matchCatalog(index: CatalogIndex, query: MatchQuery): CatalogMatch | undefined {
  const nameKey = toKey(query.name);
  const titleKey = toKey(query.title);
  const staged = [
    () => {
      const found = matchWrittenAlias(index, query.title, query, titleKey);
      return found && preferNamedOverChannelBuild(index, query, found);
    },
    () => matchChannelBuildByName(index, query, titleKey, nameKey),
    () => matchName(index, query, nameKey),
    () => matchWrittenLine(index, query, nameKey),
    () => matchTemplate(index, query),
    () => matchCompactName(index, query, nameKey),
  ];
  for (const stage of staged) {
    const found = stage();
    if (found && found.score >= STAGED_ACCEPT) return found;
  }
  if (!query.publisherId || !nameKey) return undefined;
  return (
    matchWithoutReleaseNumber(index, query, nameKey) ??
    matchSlip(index, query, nameKey) ??
    matchFuzzy(index, query, nameKey)
  );
}
