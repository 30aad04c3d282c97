import { describe, expect, it } from 'vitest';
import type { VulnerabilityData, VulnerableRange } from '../types.ts';
import { matchVulnerabilities, writeRanges } from './match-vulnerabilities.ts';

/** Ranges by product as the content pack writes them. */
const packed = (byPair: Record<string, VulnerableRange[]>) =>
  Object.fromEntries(Object.entries(byPair).map(([pair, ranges]) => [pair, writeRanges(ranges)]));

// Real records as the build reads them from vulnerabilities/ (the range files and CISA's KEV), no file copied.
const data: VulnerabilityData = {
  asOf: '2026-08-21',
  ranges: packed({
    // CVE-2023-38831 (KEV): WinRAR before 6.23; CVE-2025-8088 (KEV): up to 7.12.
    'rarlab:winrar': [
      ['CVE-2023-38831', '', '0', '', '', '6.23'],
      ['CVE-2025-8088', '', '', '', '7.12'],
    ],
    // CVE-2025-6554 (KEV): Chrome before 138.0.7204.96.
    'google:chrome': [['CVE-2025-6554', '', '', '', '', '138.0.7204.96']],
    // 7-Zip: two fixed releases, and one CVE of a single version.
    '7-zip:7-zip': [
      ['CVE-2024-11477', '', '', '', '', '24.07'],
      ['CVE-2024-11612', '', '', '', '', '24.08'],
      ['CVE-2023-40481', '22.01'],
    ],
    // OpenSSL's letter releases: 1.1.1 up to, not including, 1.1.1ze.
    'openssl:openssl': [['CVE-2025-69418', '', '1.1.1', '', '', '1.1.1ze']],
    'notepad-plus-plus:notepad\\+\\+': [['CVE-2026-48800', '', '', '', '', '8.9.6.1']],
  }),
  knownExploited: ['CVE-2023-38831', 'CVE-2025-8088', 'CVE-2025-6554', 'CVE-2025-0411'],
  // CVE-2025-0411 (KEV, "7-Zip | 7-Zip") has no range in either file.
  knownExploitedWithoutRanges: { '7-zip:7-zip': ['CVE-2025-0411'], 'adobe:flash_player': ['CVE-2013-0643'] },
};
const PRE_RELEASE = new Set(['alpha', 'beta', 'rc', 'preview']);
const match = (cpe: string | null) => {
  const found = matchVulnerabilities(data, cpe, PRE_RELEASE);
  return { ...found, cves: [...found.cves].sort() };
};
const cpe = (pair: string, version: string) => `cpe:2.3:a:${pair}:${version}:*:*:*:*:*:*:*`;

describe(matchVulnerabilities.name, () => {
  it('flags an affected version with its CVE, known exploited, and not the first fixed one', () => {
    expect(match(cpe('rarlab:winrar', '6.22'))).toEqual({
      status: 'affected',
      cves: ['CVE-2023-38831', 'CVE-2025-8088'],
      knownExploited: ['CVE-2023-38831', 'CVE-2025-8088'],
      // CVE-2025-8088's range ends at 7.12 included: the release that fixes it is not in the data, nor one fixing both.
      fixedVersion: null,
      unconfirmed: [],
    });
    expect(match(cpe('rarlab:winrar', '6.23'))).toMatchObject({ cves: ['CVE-2025-8088'], fixedVersion: null });
    expect(match(cpe('rarlab:winrar', '7.13'))).toMatchObject({ status: 'none_known', cves: [] });
    expect(match(cpe('google:chrome', '138.0.7204.50'))).toMatchObject({
      status: 'affected',
      knownExploited: ['CVE-2025-6554'],
      fixedVersion: '138.0.7204.96',
    });
    expect(match(cpe('google:chrome', '138.0.7204.96')).status).toBe('none_known');
  });

  it('compares versions as versions: numbers, letter releases, CPE escapes', () => {
    expect(match(cpe('google:chrome', '99.0.4844.84')).status).toBe('affected');
    expect(match(cpe('openssl:openssl', '1.1.1w'))).toMatchObject({ status: 'affected', fixedVersion: '1.1.1ze' });
    expect(match(cpe('openssl:openssl', '1.1.0l')).status).toBe('none_known');
    expect(match(cpe('openssl:openssl', '3.0.2')).status).toBe('none_known');
    expect(match(cpe('notepad-plus-plus:notepad\\+\\+', '8.9.6')).status).toBe('affected');
  });

  it('takes the release that fixes every matched CVE, and a single-version CVE only at that version', () => {
    expect(match(cpe('7-zip:7-zip', '22.01'))).toMatchObject({
      cves: ['CVE-2023-40481', 'CVE-2024-11477', 'CVE-2024-11612'],
      knownExploited: [],
      fixedVersion: '24.08',
      unconfirmed: ['CVE-2025-0411'],
    });
    expect(match(cpe('7-zip:7-zip', '23.01')).cves).toEqual(['CVE-2024-11477', 'CVE-2024-11612']);
    // A fix that is a pre-release is no release to update to.
    const python: typeof data = {
      ...data,
      ranges: packed({ 'python:python': [['CVE-2025-13836', '', '', '', '', '3.15.0a6']] }),
    };
    expect(matchVulnerabilities(python, cpe('python:python', '3.10.5'), PRE_RELEASE)).toMatchObject({
      status: 'affected',
      fixedVersion: null,
    });
    // Java's update is part of the version ranges compare (1.6.0_31 as NVD writes it).
    const java: typeof data = {
      ...data,
      ranges: packed({ 'oracle:jre': [['CVE-2012-1723', '', '', '', '1.6.0_32']] }),
    };
    const jre = (update: string) =>
      matchVulnerabilities(java, `cpe:2.3:a:oracle:jre:1.6.0:${update}:*:*:*:*:*:*`, PRE_RELEASE).status;
    expect([jre('update_31'), jre('update_33')]).toEqual(['affected', 'none_known']);
  });

  it('says unconfirmed where KEV names the product and no range says, and no data without a CPE or version', () => {
    expect(match(cpe('7-zip:7-zip', '24.09'))).toMatchObject({ status: 'unconfirmed', unconfirmed: ['CVE-2025-0411'] });
    expect(match(cpe('adobe:flash_player', '11.1.102.62')).status).toBe('unconfirmed');
    expect(match(cpe('videolan:vlc_media_player', '3.0.20')).status).toBe('none_known');
    expect(match(cpe('rarlab:winrar', '*')).status).toBe('no_data');
    expect(match(cpe('rarlab:winrar', '-')).status).toBe('no_data');
    // A range whose bound is no version (NVIDIA's "september2023") says nothing.
    const typo: typeof data = {
      ...data,
      ranges: packed({ 'nvidia:gpu_display_driver': [['CVE-2023-31017', '', 'o', '', 'september2023']] }),
    };
    expect(matchVulnerabilities(typo, cpe('nvidia:gpu_display_driver', '581.08'), PRE_RELEASE).status).toBe(
      'none_known',
    );
    expect(match(null).status).toBe('no_data');
    expect(matchVulnerabilities(undefined, cpe('rarlab:winrar', '6.22'), PRE_RELEASE).status).toBe('no_data');
  });
});
