import { describe, expect, it } from 'vitest';
import { readRanges } from '@rnorm/engine';
import { importVulnerabilities } from './vulnerabilities.ts';

// Rows as vulnerabilities/ writes them (real records, no file copied).
const HEADER =
  'cve,cpe,vendor,product,version,version_start_including,version_start_excluding,version_end_including,' +
  'version_end_excluding,status,fixed';
const nvd = [
  HEADER,
  'CVE-2025-8088,cpe:2.3:a:rarlab:winrar:*:*:*:*:*:*:*:*,rarlab,winrar,,,,7.12,,vulnerable,',
  'CVE-2025-6554,cpe:2.3:a:google:chrome:*:*:*:*:*:*:*:*,google,chrome,,,,,138.0.7204.96,vulnerable,',
  // A version with its update: one version as ranges write it.
  'CVE-2012-0507,cpe:2.3:a:oracle:jre:1.6.0:update_30:*:*:*:*:*:*,oracle,jre,1.6.0,,,,,vulnerable,',
].join('\n');
const vulnrichment = [
  HEADER,
  'CVE-2023-38831,cpe:2.3:a:rarlab:winrar:-:*:*:*:*:*:*:*,rarlab,winrar,,0,,,6.23,affected,',
  // The same range twice, and a version stated unaffected: once, and none.
  'CVE-2023-38831,cpe:2.3:a:rarlab:winrar:-:*:*:*:*:*:*:*,rarlab,winrar,,0,,,6.23,affected,',
  'CVE-2023-38831,cpe:2.3:a:rarlab:winrar:6.23:*:*:*:*:*:*:*,rarlab,winrar,6.23,,,,,unaffected,6.23',
  'CVE-2023-40481,cpe:2.3:a:7-zip:7-zip:22.01:*:*:*:*:*:*:*,7-zip,7-zip,22.01,,,,,affected,',
  // Acrobat's extension for Edge (target software `edge`), not Acrobat.
  'CVE-2024-34122,cpe:2.3:a:adobe:acrobat:*:*:*:*:*:edge:*:*,adobe,acrobat,,0,,126.0.2592.68,,affected,',
].join('\n');
const kev = [
  'cveID,vendorProject,product,dateAdded,shortDescription,knownRansomwareCampaignUse',
  'CVE-2025-8088,RARLAB,WinRAR,2025-08-12,WinRAR contains a path traversal vulnerability.,Known',
  'CVE-2025-0411,7-Zip,7-Zip,2025-02-06,7-Zip contains a protection mechanism failure vulnerability.,Unknown',
  'CVE-2025-6554,Google,Chromium V8,2025-07-02,Google Chromium V8 contains a type confusion vulnerability.,Unknown',
  'CVE-2023-38831,RARLAB,WinRAR,2023-08-24,RARLAB WinRAR contains an unspecified vulnerability.,Known',
].join('\n');
// NVD's dictionary as the build reads it: pairs by the key of their product.
const cpeNames = { '7zip': ['7-zip:7-zip'], winrar: ['rarlab:winrar'], chrome: ['google:chrome'] };

describe(importVulnerabilities.name, () => {
  it('keeps the affected ranges by CPE, the KEV ids, and the KEV CVEs no range covers by their CPE', () => {
    const { data, counts } = importVulnerabilities([nvd, vulnrichment], kev, cpeNames);
    const ranges = Object.fromEntries(Object.entries(data.ranges).map(([pair, text]) => [pair, readRanges(text)]));
    expect({ ...data, ranges }).toEqual({
      asOf: '2025-08-12',
      ranges: {
        'rarlab:winrar': [
          ['CVE-2025-8088', '', '', '', '7.12'],
          ['CVE-2023-38831', '', '0', '', '', '6.23'],
        ],
        'google:chrome': [['CVE-2025-6554', '', '', '', '', '138.0.7204.96']],
        'oracle:jre': [['CVE-2012-0507', '1.6.0_30']],
        '7-zip:7-zip': [['CVE-2023-40481', '22.01']],
      },
      knownExploited: ['CVE-2025-8088', 'CVE-2025-0411', 'CVE-2025-6554', 'CVE-2023-38831'],
      // "Chromium V8" names no CPE of the dictionary: no product is said unconfirmed by it.
      knownExploitedWithoutRanges: { '7-zip:7-zip': ['CVE-2025-0411'] },
    });
    expect(counts).toMatchObject({ ranges: 5, cves: 5, knownExploited: 4, knownExploitedWithRanges: 3 });
  });
});
