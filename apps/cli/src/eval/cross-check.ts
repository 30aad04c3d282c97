import { packageFamily, packageIdOfSource } from './package-family.ts';
import { parseCsvTable, type DevsetRow } from './read-devset.ts';
import type { RowStatus } from '@rnorm/engine';
import { emptyScore, type DevsetScore, type ScoredField } from './score-devset.ts';

const ARP_COLUMNS = [
  'package_id',
  'package_version',
  'package_name',
  'package_publisher',
  'arp_display_name',
  'arp_publisher',
  'arp_display_version',
] as const;

/**
 * Every distinct entry of winget-pkgs/arp_entries.csv as a labelled row, the way the devset was drawn: the raw
 * DisplayName, Publisher and DisplayVersion against the package's name, publisher and version. Winget writes a raw
 * field only when it differs from the package's, so an empty one inherits it (and the source says so, as the
 * devset's does). Entries without a DisplayName are left out: there is no title to normalize.
 */
export function parseArpEntries(text: string, path: string): DevsetRow[] {
  const rows: DevsetRow[] = [];
  const seen = new Set<string>();
  for (const cells of parseCsvTable(text, path, ARP_COLUMNS)) {
    const cell = (column: (typeof ARP_COLUMNS)[number]) => cells[column]!.trim();
    const packageId = cell('package_id');
    if (!packageId || !cell('arp_display_name')) continue;
    const row: DevsetRow = {
      rawPublisher: cell('arp_publisher') || cell('package_publisher'),
      rawTitle: cell('arp_display_name'),
      rawVersion: cell('arp_display_version') || cell('package_version'),
      expectedPublisher: cell('package_publisher'),
      expectedProduct: cell('package_name'),
      expectedVersion: cell('package_version'),
      source: [
        'winget-arp',
        packageId,
        cell('package_version'),
        ...(cell('arp_publisher') ? [] : ['publisher-inherited']),
        ...(cell('arp_display_version') ? [] : ['version-inherited']),
      ].join('|'),
    };
    const key = [row.rawPublisher, row.rawTitle, row.rawVersion, row.expectedProduct, row.expectedVersion].join(
      '\u0000',
    );
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

/**
 * The fold (0 … folds − 1) of a package: by a hash of its family, so that a product's variants (`Python.Python.3.11`,
 * `Python.Python.3.12`) are left out together and the split is the same on every run.
 */
export function foldOfPackage(packageId: string, folds: number): number {
  let hash = 2166136261;
  for (const character of packageFamily(packageId)) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return (hash >>> 0) % folds;
}

/** The rows of one fold, by the package id of their source. */
export function rowsOfFold(rows: readonly DevsetRow[], fold: number, folds: number): DevsetRow[] {
  return rows.filter((row) => {
    const packageId = packageIdOfSource(row.source);
    return packageId !== undefined && foldOfPackage(packageId, folds) === fold;
  });
}

/**
 * One row per package family, raw publisher and title shape (its numbers aside): the first in file order. A
 * product's releases differ only in their numbers, and a family of hundreds of releases (`Android Studio` has 400)
 * would otherwise outweigh hundreds of products where one row of each is measured.
 */
export function oneRowPerTitleShape(rows: readonly DevsetRow[]): DevsetRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const packageId = packageIdOfSource(row.source);
    const key = [packageId && packageFamily(packageId), row.rawPublisher, row.rawTitle.replace(/\d+/gu, '#')].join(
      '\u0000',
    );
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One score from the scores of several folds: counts add up, mismatches follow each other. */
export function mergeScores(scores: readonly DevsetScore[]): DevsetScore {
  const merged = emptyScore();
  for (const score of scores) {
    merged.rows += score.rows;
    merged.productLineCorrect += score.productLineCorrect;
    merged.stability.normalized += score.stability.normalized;
    merged.stability.stable += score.stability.stable;
    merged.unstable.push(...score.unstable);
    merged.judged.push(...score.judged);
    for (const field of Object.keys(merged.correct) as ScoredField[]) {
      merged.correct[field] += score.correct[field];
      merged.mismatches[field].push(...score.mismatches[field]);
    }
    for (const status of Object.keys(merged.byStatus) as RowStatus[]) merged.byStatus[status] += score.byStatus[status];
  }
  return merged;
}
