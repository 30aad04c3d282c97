import { describe, expect, it } from 'vitest';
import { modelFixture } from '../testing/content-fixture.ts';
import { compileWords } from '../title/compile-words.ts';
import { chooseVersion, numberedPart, parseVersion, servicePackOfVersionText, versionKey } from './parse-version.ts';

// The content's word lists and dictionaries, as an index compiles them.
const words = compileWords(modelFixture.words, modelFixture);

describe(parseVersion.name, () => {
  it.each([
    ['10.2.129.0', { version: '10.2.129.0', major: '10', minor: '2', patch: '129', build: '0' }],
    ['5.10.0 (4306)', { version: '5.10.0.4306', major: '5', minor: '10', patch: '0', build: '4306' }],
    ['v3.18', { version: '3.18', major: '3', minor: '18', patch: null, build: null }],
    ['4.14.0-0', { version: '4.14.0-0', major: '4', minor: '14', patch: '0', build: null }],
    ['1.6.00.23677', { version: '1.6.00.23677', major: '1', minor: '6', patch: '00', build: '23677' }],
    ['2022', { version: '2022', major: '2022', minor: null, patch: null, build: null }],
    ['  ', { version: null, major: null }],
    ['Unknown', { version: null }],
    ['N/A', { version: null }],
    // Placeholders exports write for a version they have not got, and a version of punctuation only.
    ['undefined', { version: null, major: null }],
    ['Latest', { version: null }],
    ['VersionApplication', { version: null }],
    ['Not  Found', { version: null }],
    ['-', { version: null }],
    ['...', { version: null }],
    ['??', { version: null }],
    // Only the whole version is a placeholder.
    ['1.0 latest', { version: '1.0 latest', major: '1' }],
    ['beta', { version: 'beta', major: null }],
    ['3.5.8 (64-bit)', { version: '3.5.8' }],
    ['4.8.24 (build: 20211109-221)', { version: '4.8.24' }],
    ['7.2.0 Win64', { version: '7.2.0' }],
    ['22.04.3 LTS (Jammy Jellyfish)', { version: '22.04.3', major: '22', minor: '04', patch: '3' }],
    ['4.9.8-x64', { version: '4.9.8' }],
    // The service pack after the number is the row's service pack (servicePackOfVersionText), not part of it.
    ['4.0 SP2', { version: '4.0', major: '4', minor: '0' }],
    ['11.0 Service Pack 3', { version: '11.0' }],
    ['2023 SP3.1', { version: '2023', major: '2023' }],
    ['9-4-8-8', { version: '9.4.8.8', major: '9', build: '8' }],
    // Build metadata names a build; a numeric "+7" is Temurin's build component and stays.
    ['3.7.0.0+build.876', { version: '3.7.0.0', major: '3', build: '0' }],
    ['4.8.10-build.167.1+g228f8ff', { version: '4.8.10', patch: '10' }],
    ['17.0.8+7', { version: '17.0.8+7' }],
    // A word in front of a dotted version stays the vendor's text, and the parts are read after it; a word before a
    // plain number or a commit leaves no parts.
    ['ad 8.0.6', { version: 'ad 8.0.6', major: '8', minor: '0', patch: '6' }],
    // Written as Windows' version resources print it, or with its build number in words.
    ['6, 0, 0, 1', { version: '6.0.0.1', major: '6', minor: '0', patch: '0', build: '1' }],
    ['2.3 build 45', { version: '2.3.45', major: '2', minor: '3', patch: '45' }],
    ['4.5 (Build 7)', { version: '4.5.7', major: '4', minor: '5', patch: '7' }],
    ['2.0 (build 1259) production', { version: '2.0.1259', major: '2', minor: '0', patch: '1259' }],
    ['108.0b8', { version: '108.0b8', major: '108', minor: '0', patch: null }],
    ['1.0x64', { version: '1.0', major: '1', minor: '0' }],
    // Any spelling of the content's architectures after a space; glued to the number, only the few that cannot be it.
    ['2.1.0 aarch64', { version: '2.1.0', patch: '0' }],
    ['2.1.064bit', { version: '2.1.064bit', patch: '064' }],
    ['19.0.0.0 - 32 bit', { version: '19.0.0.0', build: '0' }],
    ['1.0.0.0 en-US', { version: '1.0.0.0', build: '0' }],
    // A build remark that is not one number stays a remark.
    ['4.8.24 (build: 20211109-221)', { version: '4.8.24' }],
    ['MPS-223.8836.1185', { version: 'MPS-223.8836.1185', major: '223', minor: '8836' }],
    ['WIA-Loader 2.7.3.0', { version: 'WIA-Loader 2.7.3.0', build: '0' }],
    ['Build 1234', { version: 'Build 1234', major: null }],
    ['Release 98', { version: '98', major: '98' }],
    // A Debian or RPM epoch orders package releases; the parts are the upstream version's.
    ['1:8.9p1-3ubuntu0.6', { version: '1:8.9p1-3ubuntu0.6', major: '8', minor: '9', patch: null }],
    ['5:24.0.7-1~ubuntu.22.04~jammy', { major: '24', minor: '0', patch: '7' }],
    ['3.0.2-0ubuntu1.12', { major: '3', minor: '0', patch: '2' }],
    ['master-1baef3', { version: 'master-1baef3', major: null }],
    [null, { version: null }],
  ])('%j', (raw, expected) => {
    expect(parseVersion(raw, words)).toMatchObject(expected);
  });
});

describe(chooseVersion.name, () => {
  it.each([
    // Python's installer writes micro*1000+150 as its third component.
    ['3.10.6150.0', '3.10.6', undefined, '3.10.6', 'installer'],
    // OpenOffice glues minor and patch, then adds a build; without the build, a glued form may be a newer release.
    ['4.115.9813', '4.1.15', undefined, '4.1.15', 'installer'],
    ['4.19.9808', '4.1.9', undefined, '4.1.9', 'installer'],
    ['1.12.0', '1.1.2', undefined, '1.12.0', 'raw'],
    ['15.0.18420.0', '18.12', undefined, '18.12', 'installer'],
    ['231.8770.54', '2023.1.1', undefined, '2023.1.1', 'installer'],
    ['3.5.1.20', '3.5.1', undefined, '3.5.1.20', 'raw'],
    // Padded with zeros by the installer: the same version, as its vendor writes it.
    ['0.79.0.0', '0.79', undefined, '0.79', 'title'],
    ['9.20.00.0', '9.20', undefined, '9.20', 'title'],
    // A third part is a release of the title's line, not padding.
    ['3.12.0', '3.12', undefined, '3.12.0', 'raw'],
    ['3.18', '3.18', undefined, '3.18', 'raw'],
    ['9.26', null, undefined, '9.26', 'raw'],
    [null, '2.7.1', undefined, '2.7.1', 'title'],
    ['3.12.150.0', '3.12.0', { '3.12.150.0': '3.12.0' }, '3.12.0', 'marketing'],
    ['12.0.30501.0', '12', undefined, '12.0.30501.0', 'raw'],
    // A stale title: the registry knows better.
    ['1.13.5', '1.13.4', undefined, '1.13.5', 'raw'],
    ['3.2', '3.18', undefined, '3.2', 'raw'],
    ['11.0.20.101', '11.0.20.1+1', undefined, '11.0.20.101', 'raw'],
    // Tableau and YouTrack register the short form of a year-based version, with its build.
    ['22.1.1850', '2022.1', undefined, '22.1.1850', 'raw'],
    // A year-based registry version under an older year-based title: updated in place, the title is stale.
    ['2023.1.16998', '2022.3', undefined, '2023.1.16998', 'raw'],
    // STARFACE writes 6.7.3.81 as 6.7.3081: not Python's scheme, so the raw value stays.
    ['6.7.3081', '6.7.3.81', undefined, '6.7.3081', 'raw'],
    [null, null, undefined, null, 'none'],
    ['12.0.40649.5', '12.0.40649', undefined, '12.0.40649.5', 'raw'],
    ['11.0.18.10', '11.0.18+10', undefined, '11.0.18.10', 'raw'],
    // The .NET SDK's registry scheme (6.3.622 for 6.0.306) is technical.
    ['6.3.622.52403', '6.0.306', undefined, '6.0.306', 'installer'],
    // …but a registry version that ends in the title's build number is the same scheme, and the registry knows better.
    ['14.28.29910.0', '14.029.29910', undefined, '14.28.29910.0', 'raw'],
    ['5.2.1422.21929', '5.0.214', undefined, '5.0.214', 'installer'],
    ['3.11.150.0', '3.11.0', undefined, '3.11.0', 'installer'],
    ['3.0.150', '3.0', undefined, '3.0', 'installer'],
    // A fourth component is a build, which Python's scheme never writes: Symantec's LiveUpdate 3.3 at 3.3.100.15.
    ['3.3.100.15', '3.3', undefined, '3.3.100.15', 'raw'],
    // ExifTool glues the bitness of "12.41_32" onto its registered version.
    ['12.4132', '12.41', undefined, '12.41', 'installer'],
    ['12.4164', '12.41', undefined, '12.41', 'installer'],
    // The title's version says more about the same release: a letter, or a pre-release the registry cannot write.
    ['1.5.0.1356', '1.5.0.1356a', undefined, '1.5.0.1356a', 'title'],
    ['8.0.0.23177', '8.0.0-preview.3.23177.8', undefined, '8.0.0-preview.3.23177.8', 'title'],
    ['7.0.0.31627', '7.0.0-rc.1', undefined, '7.0.0-rc.1', 'title'],
    ['3.14.0', '3.14.0-preview.2', undefined, '3.14.0-preview.2', 'title'],
    // …but not another release, nor a registry version that is more than a build number longer.
    ['1.5.0.1357', '1.5.0.1356a', undefined, '1.5.0.1357', 'raw'],
    ['8.0.0.23177.8', '8.0.0-preview.3', undefined, '8.0.0.23177.8', 'raw'],
    ['2.1.7-beta', '2.1.7-beta', undefined, '2.1.7-beta', 'raw'],
  ] as const)('raw %j, title %j → %j (%s)', (raw, title, pairs, version, from) => {
    expect(chooseVersion(raw, title, words, { versionMap: pairs })).toMatchObject({ version, from });
  });

  it('takes a lone number over a raw version of another major only when the title shows it as a segment', () => {
    // The Game Development Kit names its releases YYMMUU and registers the Windows SDK's version.
    expect(chooseVersion('10.1.22621.3111', '230306', words, {}, { titleVersionIsSegment: true })).toEqual({
      version: '230306',
      from: 'installer',
    });
    // "Contoso Build 1234": a build number, less than the registry's version says.
    expect(chooseVersion('10.1.22621.3111', '1234', words)).toEqual({ version: '10.1.22621.3111', from: 'raw' });
    // The same major: the raw version is the more precise.
    expect(chooseVersion('2303.6.1', '2303', words, {}, { titleVersionIsSegment: true })).toEqual({
      version: '2303.6.1',
      from: 'raw',
    });
  });

  it('rewrites a registry version alone only by the installer rewrites the catalog gives the product', () => {
    const scheme = {
      installerVersions: [
        {
          match: '^(?<major>\\d+)\\.(?<minor>\\d+)\\.(?<micro>\\d*)150(?:\\.0+)?$',
          version: '{major}.{minor}.{micro}',
        },
      ],
    };
    expect(chooseVersion('3.12.150.0', null, words, { versionScheme: scheme })).toEqual({
      version: '3.12.0',
      from: 'marketing',
    });
    expect(chooseVersion('3.12.150.0', null, words)).toEqual({ version: '3.12.150.0', from: 'raw' });
    expect(chooseVersion('3.12.1', null, words, { versionScheme: scheme })).toEqual({
      version: '3.12.1',
      from: 'raw',
    });
  });

  it('rewrites a packager revision the title leaves out only when the rewrite gives the title version', () => {
    // EnterpriseDB's StackBuilder registers "Npgsql 3.2.6" as 3.2.6-3, its third build of that release.
    const scheme = { installerVersions: [{ match: '^(?<release>\\d+\\.\\d+\\.\\d+)-\\d+$', version: '{release}' }] };
    expect(chooseVersion('3.2.6-3', '3.2.6', words, { versionScheme: scheme })).toEqual({
      version: '3.2.6',
      from: 'marketing',
    });
    expect(chooseVersion('3.2.6-3', '3.2.6', words)).toEqual({ version: '3.2.6-3', from: 'raw' });
    // A title that is stale (3.2.5 installed as 3.2.6-3) keeps the registry's version.
    expect(chooseVersion('3.2.6-3', '3.2.5', words, { versionScheme: scheme })).toEqual({
      version: '3.2.6-3',
      from: 'raw',
    });
  });

  it('reports the title version with the raw build when the catalog says the title carries the marketing version', () => {
    expect(chooseVersion('6.0.20.32621', '6.0.20', words, { versionScheme: { marketingVersion: 'title' } })).toEqual({
      version: '6.0.20',
      from: 'marketing',
      build: '32621',
    });
  });

  it('takes a lone title number over another major when the catalog says the title carries the marketing version', () => {
    // Windows registers Internet Explorer 8 with its build date.
    const scheme = { versionScheme: { marketingVersion: 'title' as const } };
    expect(chooseVersion('20090308.140743', '8', words, scheme)).toEqual({ version: '8', from: 'marketing' });
    expect(chooseVersion('20090308.140743', '8', words)).toEqual({ version: '20090308.140743', from: 'raw' });
  });

  it("keeps a three-part version whose third part only looks like Python's installer scheme", () => {
    expect(
      chooseVersion('6.0.105', '6.0', words, {
        versionScheme: { marketingVersion: 'title' },
        nameLine: { line: 'major.minor' },
      }),
    ).toEqual({
      version: '6.0.105',
      from: 'raw',
    });
  });

  it('keeps the raw version when the title writes the line the catalog name writes', () => {
    const preview = { name: 'Microsoft .NET SDK 8.0 Preview', versionScheme: { marketingVersion: 'title' as const } };
    expect(chooseVersion('8.0.100-preview.1.23115.2', '8.0', words, preview)).toMatchObject({ from: 'raw' });
  });

  it('keeps the raw version when such a title writes only its release line, as the product is named', () => {
    // .NET Framework names its releases by two parts: there the title's is the marketing version.
    expect(chooseVersion('4.8.3928', '4.8', words, { versionScheme: { marketingVersion: 'title' } })).toMatchObject({
      version: '4.8',
    });
    expect(
      chooseVersion('6.0.10', '6.0', words, {
        versionScheme: { marketingVersion: 'title' },
        nameLine: { line: 'major.minor' },
      }),
    ).toEqual({
      version: '6.0.10',
      from: 'raw',
    });
    expect(
      chooseVersion('7.0.0-preview.4.22229.4', '7.0', words, {
        versionScheme: { marketingVersion: 'title' },
        nameLine: { line: 'major.minor' },
      }),
    ).toEqual({
      version: '7.0.0-preview.4.22229.4',
      from: 'raw',
    });
  });
});

describe(numberedPart.name, () => {
  it.each([
    ['1:8.9p1-3ubuntu0.6', '8.9p1-3ubuntu0.6'],
    ['ad 8.0.6', '8.0.6'],
    // An installer's revision of the upstream release: not a number of the release.
    ['15.5-1', '15.5'],
    ['3.2.2-1', '3.2.2'],
    // Hyphens that are part of the version stay.
    ['2.0.0-beta.12', '2.0.0-beta.12'],
    ['9-4-8-8', '9-4-8-8'],
    ['2023.1-1234', '2023.1-1234'],
    // The commit a build was made from, after its number: not part of the release's number.
    ['1.2.71.421.g794ff5e5', '1.2.71.421'],
    ['2.43.0-g1a2b3c4d5', '2.43.0'],
    ['1.0.0-gamma', '1.0.0-gamma'],
  ])('%s → %s', (version, expected) => {
    expect(numberedPart(version)).toBe(expected);
  });
});

describe(versionKey.name, () => {
  it.each([
    // Winget's zero-padded spelling and the registry's are one version.
    ['1.6.00.23677', '1.6.0.23677'],
    ['1.6.0.23677', '1.6.0.23677'],
    ['MPS-223.8836.1185', '223.8836.1185'],
    ['2.0.0-beta.12', '2.0.0'],
    ['latest', ''],
  ])('%s → %j', (version, expected) => {
    expect(versionKey(version)).toBe(expected);
  });
});

describe(servicePackOfVersionText.name, () => {
  it.each([
    ['4.0 SP2', 'SP2'],
    ['11.0 Service Pack 3', 'SP3'],
    ['2023 SP3.1', 'SP3.1'],
    ['4.0', null],
    ['SP2', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(servicePackOfVersionText(raw)).toBe(expected);
  });
});
