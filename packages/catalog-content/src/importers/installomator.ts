import type { CatalogDraft, ImportCounts } from '../catalog-draft.ts';
import { compactName } from '../normalize-name.ts';
import { indexProductsByName, single } from '../product-name-index.ts';
import { parseCsv } from '../read-csv.ts';

// An Apple Developer Team ID: ten capital letters and digits ("EQHXZ8M8AV"). Installomator writes other values for
// Apple's own software ("Software Update") and a few placeholders, which identify no maker.
const TEAM_ID = /^[A-Z0-9]{10}$/u;

/**
 * Imports macos/installomator_labels.csv: which Apple Developer Team ID signs which macOS application. A Team ID is
 * the publisher key macOS reports for an application (osquery's `signature` and `apps`, MDM inventories), so it
 * becomes an alias of the publisher whose catalog products its applications are: each label's application (by its
 * name, or its `.app` name) must be one product of the catalog by that name, and the Team ID's products must have
 * one publisher, or nearly all of them (see `dominant`: Microsoft also signs Git Credential Manager, catalogued under
 * its project); a Team ID whose applications name no product, or products of several publishers alike, is left out.
 */
export function importInstallomatorLabels(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const byName = indexProductsByName(draft.products.values(), draft.publishers, compactName);
  const publishersByTeam = new Map<string, Map<string, number>>();
  let appsFound = 0;
  for (const row of rows) {
    const teamIds = (row.expected_team_id ?? '').split(';').map((id) => id.trim());
    if (teamIds.length !== 1 || !TEAM_ID.test(teamIds[0]!)) continue;
    const appName = (row.app_name?.trim() || row.name?.trim() || '').replace(/\.app$/iu, '');
    if (!appName || appName.includes('$')) continue;
    const productId = single(byName.get(compactName(appName)));
    if (!productId) continue;
    appsFound += 1;
    const publishers = publishersByTeam.get(teamIds[0]!) ?? new Map<string, number>();
    const { publisherId } = draft.products.get(productId)!;
    publishers.set(publisherId, (publishers.get(publisherId) ?? 0) + 1);
    publishersByTeam.set(teamIds[0]!, publishers);
  }
  let teamIds = 0;
  let ambiguous = 0;
  for (const [teamId, publishers] of publishersByTeam) {
    const publisherId = dominant(publishers);
    if (publisherId === undefined) {
      ambiguous += 1;
      continue;
    }
    draft.publishers.addAlias(publisherId, teamId);
    teamIds += 1;
  }
  return { labels: rows.length, appsFound, teamIds, ambiguous };
}

// A publisher that has this share of a Team ID's products, and at least this many, is the Team ID's.
const DOMINANT_SHARE = 0.8;
const DOMINANT_MIN_PRODUCTS = 3;

/** The publisher of a Team ID's products: the only one, or one with nearly all of several; undefined otherwise. */
function dominant(counts: ReadonlyMap<string, number>): string | undefined {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const [publisherId, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  if (counts.size === 1) return publisherId;
  return count >= DOMINANT_MIN_PRODUCTS && count / total >= DOMINANT_SHARE ? publisherId : undefined;
}
