import {
  cpeOfName,
  makerKeys,
  withCpeUpdate,
  writeRanges,
  type VulnerabilityData,
  type VulnerableRange,
} from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';
import type { CpeNames } from '../link-cpe.ts';
import { parseCsv } from '../read-csv.ts';

/** The statuses of a range row that say its versions are affected (NVD's configurations, CVE-5's `affected`). */
const AFFECTED = new Set(['vulnerable', 'affected']);
// A CPE's fields, split at the colons its escapes (`\:`) do not hide.
const CPE_FIELD = /(?:[^:\\]|\\.)+/gu;
// Builds for a platform an inventory of desktops and servers does not list: a phone's, or a browser's extension
// (`adobe:acrobat` for `edge` is Acrobat's extension for Edge, not Acrobat).
const OTHER_PLATFORMS = new Set(['iphone_os', 'ipados', 'android', 'chrome', 'edge', 'firefox', 'safari']);
const RANGE_FIELDS = [
  'version_start_including',
  'version_start_excluding',
  'version_end_including',
  'version_end_excluding',
] as const;

/**
 * Reads the CVE → CPE range files (`vulnerabilities/nvd_overrides_ranges.csv`, `vulnrichment_ranges.csv`: `cve, cpe,
 * vendor, product, version, version_start_including, …, status, fixed`) and CISA's KEV (`cisa_kev.csv`) into the
 * content pack's vulnerability data: each affected row as a range of its CPE's vendor:product (duplicates once), the
 * KEV ids, and the KEV CVEs no range covers by the CPE their KEV entry names (`7-Zip | 7-Zip` → `7-zip:7-zip`, found
 * in the NVD dictionary as a product's CPE is: by name and maker), so that a row of such a product is unconfirmed
 * rather than cleared. Rows stating a version unaffected or unknown are left out: they name no affected version.
 */
export function importVulnerabilities(
  rangeTexts: readonly string[],
  kevText: string,
  cpeNames: CpeNames,
): { data: VulnerabilityData; counts: ImportCounts } {
  const ranges: Record<string, VulnerableRange[]> = {};
  const seen = new Set<string>();
  const cvesWithRanges = new Set<string>();
  for (const text of rangeTexts) {
    for (const row of parseCsv(text)) {
      const cve = row.cve?.trim();
      if (!cve || !row.vendor || !row.product || !AFFECTED.has(row.status ?? '')) continue;
      const fields = (row.cpe ?? '').match(CPE_FIELD) ?? [];
      // cpe:2.3:part:vendor:product:version:update:edition:language:sw_edition:target_sw:…
      if (OTHER_PLATFORMS.has(fields[10] ?? '')) continue;
      const version = row.version?.trim();
      const bounds = [
        version ? withCpeUpdate(version, fields[6]) : '',
        ...RANGE_FIELDS.map((field) => row[field]?.trim() ?? ''),
      ];
      while (bounds.length > 0 && bounds[bounds.length - 1] === '') bounds.pop();
      const pair = `${row.vendor}:${row.product}`;
      const key = `${pair}|${cve}|${bounds.join('|')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      (ranges[pair] ??= []).push([cve, ...bounds]);
      cvesWithRanges.add(cve);
    }
  }
  const kev = parseCsv(kevText).filter((row) => row.cveID?.trim());
  const knownExploited = kev.map((row) => row.cveID!.trim());
  const knownExploitedWithoutRanges: Record<string, string[]> = {};
  let kevNamed = 0;
  for (const row of kev) {
    const cve = row.cveID!.trim();
    if (cvesWithRanges.has(cve)) continue;
    const maker = row.vendorProject?.trim() ?? '';
    const cpe = cpeOfName(cpeNames, row.product?.trim() ?? '', maker, makerKeys([maker]));
    if (!cpe) continue;
    (knownExploitedWithoutRanges[cpe.slice('cpe:2.3:a:'.length)] ??= []).push(cve);
    kevNamed += 1;
  }
  const asOf = kev.reduce((newest, row) => ((row.dateAdded ?? '') > newest ? row.dateAdded! : newest), '');
  return {
    data: {
      asOf,
      ranges: Object.fromEntries(Object.entries(ranges).map(([pair, list]) => [pair, writeRanges(list)])),
      knownExploited,
      knownExploitedWithoutRanges,
    },
    counts: {
      products: Object.keys(ranges).length,
      ranges: seen.size,
      cves: cvesWithRanges.size,
      knownExploited: knownExploited.length,
      knownExploitedWithRanges: knownExploited.filter((cve) => cvesWithRanges.has(cve)).length,
      knownExploitedByName: kevNamed,
    },
  };
}
