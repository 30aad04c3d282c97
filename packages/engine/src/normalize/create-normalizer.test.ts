import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import type { RawRow } from '../types.ts';
import { createNormalizer } from './create-normalizer.ts';

const index = buildCatalogIndex(contentFixture);
const today = '2026-11-21';
const normalize = (row: RawRow) => createNormalizer(index, { today }).normalize(row);

describe(createNormalizer.name, () => {
  it.each([
    [
      { publisher: 'Mozilla', title: 'Mozilla Firefox (x64 en-US)', version: '128.0.3' },
      {
        status: 'normalized',
        publisher: 'Mozilla',
        name: 'Mozilla Firefox',
        version: '128.0.3',
        architecture: 'x64',
        language: 'en-US',
        matched_by: 'alias',
        catalog_id: 'test:firefox',
        major: '128',
        end_of_support: '2025-09-16',
        lifecycle_status: 'end_of_life',
        license: 'MPL-2.0',
        is_open_source: true,
        cpe: 'cpe:2.3:a:mozilla:firefox:128.0.3:*:*:*:*:*:*:*',
      },
    ],
    // The installer's word in front stays in the version as written; the CPE and the release cycle number the release.
    [
      { publisher: 'Mozilla', title: 'Mozilla Firefox', version: 'ff 128.0.3' },
      {
        version: 'ff 128.0.3',
        major: '128',
        end_of_support: '2025-09-16',
        cpe: 'cpe:2.3:a:mozilla:firefox:128.0.3:*:*:*:*:*:*:*',
      },
    ],
    [
      { publisher: 'Python Software Foundation', title: 'Python 3.12.0 (64-bit)', version: '3.12.150.0' },
      {
        status: 'normalized',
        name: 'Python 3.12',
        version: '3.12.0',
        matched_by: 'exact',
        lifecycle_status: 'supported',
      },
    ],
    [
      {
        publisher: 'Microsoft Corporation',
        title: 'Microsoft SQL Server Management Studio - 18.12',
        version: '15.0.18420.0',
      },
      {
        status: 'normalized',
        publisher: 'Microsoft',
        name: 'SQL Server Management Studio',
        version: '18.12',
        major: '18',
        minor: '12',
        matched_by: 'exact',
      },
    ],
    [
      { publisher: '', title: 'Microsoft SQL Server 2019 (64-bit)', version: '15.0.2000.5' },
      {
        status: 'normalized',
        publisher: 'Microsoft',
        name: 'Microsoft SQL Server',
        release: '2019',
        architecture: 'x64',
        lifecycle_status: 'extended_support',
      },
    ],
    [
      { publisher: 'Unknown', title: 'Microsoft SQL Server 2019 (64-bit)', version: '15.0.2000.5' },
      {
        status: 'normalized',
        publisher: 'Microsoft',
        matched_by: 'template',
        sources: expect.objectContaining({ publisher: 'publisher_inferred' }),
      },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker 4.2 (x64)', version: '4.2.0.17' },
      {
        status: 'normalized',
        publisher: 'Contoso',
        name: 'Contoso Expense Tracker',
        version: '4.2.0.17',
        matched_by: 'title_parse',
        catalog_id: null,
      },
    ],
    // An acronym of the name stays in it, as catalogs write such names; another bracket does not.
    [
      { publisher: 'Contoso Ltd.', title: 'Uninstall Remote Server Administration Tools (RSAT)', version: '1.2' },
      { status: 'normalized', name: 'Remote Server Administration Tools (RSAT)', matched_by: 'title_parse' },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker (CET) (x64)', version: '4.2' },
      { status: 'normalized', name: 'Contoso Expense Tracker (CET)', architecture: 'x64', matched_by: 'title_parse' },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker (DV)', version: '4.2' },
      { status: 'normalized', name: 'Contoso Expense Tracker', matched_by: 'title_parse' },
    ],
    // A service pack written after the version is the row's service pack; the title's wins.
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker', version: '4.0 SP2' },
      { status: 'normalized', version: '4.0', servicepack: 'SP2', major: '4' },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker SP1', version: '4.0 SP2' },
      { status: 'normalized', version: '4.0', servicepack: 'SP1' },
    ],
    // A macOS bundle identifier names its maker by domain, and an alias of the catalog's matches as written.
    [
      { publisher: '', title: 'org.mozilla.firefox', version: '120.0' },
      { status: 'normalized', publisher: 'Mozilla', name: 'Mozilla Firefox', catalog_id: 'test:firefox' },
    ],
    // An architecture or language written into the version is the row's, unless the title gives one.
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker', version: '12.0.0.0 (x64)' },
      { status: 'normalized', version: '12.0.0.0', architecture: 'x64' },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker', version: '1.0.0.0 en-US' },
      { status: 'normalized', version: '1.0.0.0', language: 'en-US' },
    ],
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker (x86)', version: '19.0.0.0 - 64 bit' },
      { status: 'normalized', version: '19.0.0.0', architecture: 'x86' },
    ],
    // An edition word is the edition after the product's name, and the name's where it starts it.
    [
      { publisher: 'Contoso Ltd.', title: 'Contoso Expense Tracker Pro', version: '4.2' },
      { status: 'normalized', name: 'Contoso Expense Tracker Pro', edition: 'Professional' },
    ],
    [
      { publisher: 'Sparx Systems Pty Ltd', title: 'Sparx Systems Enterprise Architect 15.2', version: '15.2.1559' },
      { status: 'normalized', name: 'Sparx Systems Enterprise Architect', edition: null, version: '15.2.1559' },
    ],
    [
      {
        publisher: 'Microsoft Corporation',
        title: 'Security Update for Microsoft Excel 2013 (KB4484119) 32-Bit Edition',
        version: '',
      },
      { status: 'ignored', reason: 'Windows update identified by a KB article number.' },
    ],
    [
      { publisher: 'Mozilla', title: '   ', version: '1.0' },
      { status: 'error', reason: 'The row has no title.' },
    ],
    // A field longer than any real one is a broken export: an error that says which field and how long, not a
    // product normalized from the first 512 characters.
    [
      { publisher: 'Mozilla', title: `Mozilla Firefox ${'x'.repeat(1100)}`, version: '128.0' },
      {
        status: 'error',
        name: null,
        reason:
          'The title is 1,116 characters long; at most 1,024 are read. The row was not normalized: check the export.',
      },
    ],
    [
      { publisher: 'Mozilla', title: 'Mozilla Firefox', version: `128.0 ${'0'.repeat(300)}` },
      {
        status: 'error',
        reason:
          'The version is 306 characters long; at most 256 are read. The row was not normalized: check the export.',
      },
    ],
    // No publisher: a person finishes the row in Matchfix from its name and version; an unusable title is an error.
    [
      { publisher: '', title: 'Contoso Tool', version: '1.0' },
      {
        status: 'matchfix',
        publisher: null,
        name: 'Contoso Tool',
        version: '1.0',
        reason:
          'The row has no publisher, and none could be inferred from the title. The name and version read from the row are a guess.',
      },
    ],
    [
      { publisher: '', title: '{6F1B2C3D-1111-2222-3333-444455556666}', version: '1.0' },
      { status: 'error', name: null, reason: 'The row has no publisher, and none could be inferred from the title.' },
    ],
    [
      { publisher: 'Default Company Name', title: 'Contoso Tool 1.0', version: '1.0.3' },
      { status: 'matchfix', publisher: null, name: 'Contoso Tool', version: '1.0.3' },
    ],
    [{ publisher: 'Contoso', title: '{6F1B2C3D-1111-2222-3333-444455556666}', version: '' }, { status: 'matchfix' }],
    [{ publisher: 'Contoso', title: '12345', version: '' }, { status: 'matchfix' }],
    // A version alone, as some installers leave for DisplayName, names nothing.
    [
      { publisher: 'Slacked Lime', title: 'v1.2', version: '1.2' },
      { status: 'matchfix', name: null },
    ],
    [
      { publisher: 'Contoso', title: 'V 2.0.1', version: '' },
      { status: 'matchfix', name: null },
    ],
    // Names in other scripts are names: JavaScript's \\W would have called them punctuation.
    [
      { publisher: '腾讯科技(深圳)有限公司', title: '腾讯企点', version: '5.2.1.19035' },
      { status: 'normalized', name: '腾讯企点', version: '5.2.1.19035' },
    ],
  ])('%j', (raw, expected) => {
    expect(normalize(raw)).toMatchObject(expected);
  });

  it('flags a version known CVEs affect by its CPE, with the known exploited ones and the fix, and says so', () => {
    const affected = normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox', version: '128.0' });
    expect(affected).toMatchObject({
      cpe: 'cpe:2.3:a:mozilla:firefox:128.0:*:*:*:*:*:*:*',
      vulnerability_status: 'affected',
      vulnerabilities: 2,
      known_exploited: 'CVE-2024-9680',
      fixed_version: '141',
      sources: { vulnerability_status: 'vulnerabilities', known_exploited: 'vulnerabilities' },
    });
    expect(affected.reason).toContain(
      '2 known CVEs affect this version, 1 known exploited, fixed in 141 (data as of 2026-08-21)',
    );
    // The first fixed version of the known exploited CVE is no longer affected by it.
    expect(normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox', version: '131.0.2' })).toMatchObject({
      vulnerability_status: 'affected',
      vulnerabilities: 1,
      known_exploited: null,
    });
    expect(normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox', version: '141.0' })).toMatchObject({
      vulnerability_status: 'none_known',
      vulnerabilities: 0,
      fixed_version: null,
    });
    // A product without a CPE has no data; a row not normalized says nothing.
    expect(
      normalize({ publisher: 'Python Software Foundation', title: 'Python 3.12.0 (64-bit)', version: '3.12.150.0' }),
    ).toMatchObject({ vulnerability_status: 'no_data', vulnerabilities: null });
    expect(
      normalize({ publisher: 'Microsoft', title: 'Security Update for Windows XP (KB2079403)', version: '1' }),
    ).toMatchObject({ status: 'ignored', vulnerability_status: null });
  });

  it('names a preview build of a side-by-side line as its own product, and its version as a pre-release', () => {
    expect(
      normalize({
        publisher: 'Python Software Foundation',
        title: 'Python 3.14.0 Preview 2 (64-bit)',
        version: '3.14.0',
      }),
    ).toMatchObject({
      name: 'Python 3.14 Preview',
      // The registry's 3.14.0 would pass the preview off as the release.
      version: '3.14.0-preview.2',
    });
  });

  it("gives a pre-release no support dates of its line: the line's dates are its releases'", () => {
    const python = (title: string, version: string) =>
      normalize({ publisher: 'Python Software Foundation', title, version });
    // The release: supported until its line's end.
    expect(python('Python 3.12.1 (64-bit)', '3.12.1')).toMatchObject({
      version: '3.12.1',
      end_of_support: '2028-10-31',
      lifecycle_status: 'supported',
    });
    // A beta of the same line, as Python writes it in the title, and a preview as .NET writes it in the version.
    for (const row of [python('Python 3.12.0b1 (64-bit)', '3.12.0b1'), python('Python 3.12', '3.12.0-preview.2')]) {
      expect(row).toMatchObject({ status: 'normalized', end_of_support: null, lifecycle_status: null });
      expect(row.reason).toContain("is a pre-release: its line's support dates are not its own");
    }
    expect(python('Python 3.12.0b1 (64-bit)', '3.12.0b1').version).toBe('3.12.0b1');
  });

  it('names a pre-release build by the channel its title names, but not one only its version names', () => {
    const firefox = (title: string, version: string) => normalize({ publisher: 'Mozilla', title, version });
    expect(firefox('Mozilla Firefox Beta (x64 en-US)', '131.0')).toMatchObject({
      name: 'Mozilla Firefox Beta',
      catalog_id: 'test:firefox',
    });
    expect(firefox('Mozilla Firefox 131.0-beta (x64 en-US)', '131.0')).toMatchObject({ name: 'Mozilla Firefox' });
  });

  it('keeps a publisher name written several times in front of the title once, and stays so when run again', () => {
    const first = normalize({ publisher: 'Contoso Ltd.', title: 'Contoso Contoso Contoso', version: '0' });
    expect(first).toMatchObject({ publisher: 'Contoso', name: 'Contoso' });
    const again = normalize({ publisher: first.publisher!, title: first.name!, version: first.version! });
    expect(again).toMatchObject({ publisher: 'Contoso', name: 'Contoso' });
    expect(normalize({ publisher: 'JetBrains s.r.o.', title: 'JetBrains JetBrains Rider', version: '1' }).name).toBe(
      'JetBrains Rider',
    );
  });

  it('finds a product the catalog names without its publisher in front, but only the publisher’s own', () => {
    expect(
      normalize({ publisher: 'Autodesk, Inc.', title: 'Autodesk AutoCAD 2024 - English', version: '24.3.61.0' }),
    ).toMatchObject({
      status: 'normalized',
      catalog_id: 'test:autocad',
      publisher: 'Autodesk',
      name: 'AutoCAD',
      release: '2024',
      reason:
        'title fits a catalog template; read without the publisher\'s name in front: test:autocad "AutoCAD"; ' +
        'left out of the name: "Autodesk 2024 - English"; version 24.3.61.0 from the raw version; ' +
        "category engineering from the publisher's (Autodesk) main category",
    });
    expect(normalize({ publisher: 'Igor Pavlov', title: 'Igor Pavlov AutoCAD 2024', version: '1' })).toMatchObject({
      catalog_id: null,
      name: 'Igor Pavlov AutoCAD 2024',
    });
  });

  it.each([
    ['Mozilla', '(MSVC)', '0'],
    ['Mozilla', '(MSVC) Cumulative Update 5', '5.0'],
    ['Mozilla', 'Uninstall Uninstall Contoso', '0'],
    ['Mozilla', 'Contoso MSI MSI', '0'],
    ['Mozilla', 'Cumulative Update 5 Cumulative Update 5 Contoso', '0'],
    ['Autodesk, Inc.', 'x64 Autodesk AutoCAD AutoCAD', '0'],
    ['Autodesk, Inc.', 'Autodesk Cumulative Update 5 Uninstall AutoCAD', '0'],
    ['Mozilla', 'Uninstall , Microsoft Contoso', '0'],
    ['Microsoft Corporation', 'Contoso , Microsoft MSI', '0'],
    ['Mozilla', 'Contoso , Mozilla Corporation , Mozilla Corporation Cumulative Update 5', '0'],
    ['Contoso Ltd.', 'Contoso MSI - Contoso Ltd MSI', '0'],
    // A distribution's package reads back as the product it is.
    ['Ubuntu Developers', 'python3.12', '3.12.3-1ubuntu0.1'],
    ['Red Hat, Inc.', 'python3', '1:3.12.1-4.el9'],
    ['Mozilla', '4.2.0.697.stable Track2022.2', '0'],
    ['Mozilla', '4.2.0.697.stable Contoso 4.2.0.697.stable', '0'],
    ['Mozilla', 'Contoso - Windows Uninstall Only', '0'],
    ['Mozilla', "'Lima' x64", '0'],
    ['Mozilla', "2019 'Lima' 'Lima' Contoso", '0'],
    ['Mozilla', 'Contoso MSI - Windows MSI', '0'],
    ['Mozilla', '(MSVC) - Windows Cumulative Update 5', '5.0'],
    ['Mozilla', ', Microsoft - Algebra System', '0'],
    ['Mozilla', 'Contoso - Algebra System Deployment x64', '0'],
    ['Mozilla', 'Contoso - April 2023 Uninstall Only x64', '0'],
    ['Mozilla', 'Uninstall , Microsoft - Algebra System MSI', '0'],
    ['Contoso Ltd.', 'Contoso (MSVC) Contoso - Algebra System', '0'],
    ['Contoso Ltd.', 'Contoso - 230306 MSI', '0'],
    ['Mozilla', 'Contoso build 45 4.2.0.697.stable', '1.2.3'],
    ['Mozilla', 'Contoso - 12 Uninstall Only', '0'],
    ['Mozilla', 'Cumulative Update 5 build 45', '5.0'],
    ['Mozilla', 'x64 build 45', '45'],
  ])(
    'gives %j / %j the same result when fed its own output (property counterexamples)',
    (publisher, title, version) => {
      const first = normalize({ publisher, title, version });
      const again = normalize({ publisher: first.publisher!, title: first.name!, version: first.version! });
      expect({ publisher: again.publisher, name: again.name, version: again.version }).toEqual({
        publisher: first.publisher,
        name: first.name,
        version: first.version,
      });
    },
  );

  it('finds the same product however the title is ordered or repeats its publisher (property counterexamples)', () => {
    for (const title of ['x64 Mozilla Firefox Contoso', 'Mozilla Mozilla Firefox Contoso', 'Mozilla Firefox Contoso']) {
      expect(normalize({ publisher: 'Mozilla', title, version: '0' }), title).toMatchObject({
        catalog_id: 'test:firefox',
        name: 'Mozilla Firefox',
      });
    }
  });

  it("gives a distribution's package found by its name, not its package name, its own purl and the upstream CPE", () => {
    const withGit = buildCatalogIndex({
      ...contentFixture,
      catalog: {
        ...contentFixture.catalog,
        publishers: [
          ...contentFixture.catalog.publishers,
          { id: 'git', name: 'The Git Development Community', aliases: [] },
        ],
        products: [
          ...contentFixture.catalog.products,
          {
            id: 'test:git',
            publisherId: 'git',
            name: 'Git',
            aliases: ['Git'],
            cpe: 'cpe:2.3:a:git-scm:git',
            purl: 'pkg:winget/Git.Git',
          },
        ],
      },
    });
    const normalizeWithGit = (row: RawRow) => createNormalizer(withGit, { today }).normalize(row);
    expect(
      normalizeWithGit({ publisher: 'Ubuntu Developers', title: 'git', version: '1:2.34.1-1ubuntu1.10' }),
    ).toMatchObject({
      catalog_id: 'test:git',
      // The upstream release; the distribution's build of it is the purl's.
      version: '2.34.1',
      cpe: 'cpe:2.3:a:git-scm:git:2.34.1:*:*:*:*:*:*:*',
      purl: 'pkg:deb/ubuntu/git@1%3A2.34.1-1ubuntu1.10',
    });
    // Where nothing tells the distribution, no purl rather than another platform's.
    expect(normalizeWithGit({ publisher: 'Packager', title: 'git', version: '2.34.1-3' })).toMatchObject({
      catalog_id: 'test:git',
      purl: null,
    });
    // A Windows row keeps the catalog's purl.
    expect(
      normalizeWithGit({ publisher: 'The Git Development Community', title: 'Git', version: '2.43.0' }),
    ).toMatchObject({
      purl: 'pkg:winget/Git.Git@2.43.0',
    });
  });

  it("names a Linux distribution's package as the product it packages, with its upstream CPE and its own purl", () => {
    const row = normalize({
      publisher: 'Ubuntu Developers <ubuntu-devel-discuss@lists.ubuntu.com>',
      title: 'python3.12',
      version: '3.12.3-1ubuntu0.1',
    });
    expect(row).toMatchObject({
      status: 'normalized',
      catalog_id: 'test:python',
      publisher: 'Python Software Foundation',
      name: 'Python 3.12',
      version: '3.12.3',
      major: '3',
      minor: '12',
      end_of_support: '2028-10-31',
      purl: 'pkg:deb/ubuntu/python3.12@3.12.3-1ubuntu0.1',
      reason:
        'a Linux distribution\'s package of the product: test:python "Python"; left out of the name: ' +
        '"python3.12"; reported as "Python 3.12"; ' +
        "version 3.12.3 from the raw version, without the distribution's revision; lifecycle of Python 3.12 from " +
        'endoflife.date',
    });
    // The same name with a version as Windows installers write it is read like any title.
    expect(normalize({ publisher: 'Contoso', title: 'python3', version: '3.12.0' })).toMatchObject({
      catalog_id: null,
      publisher: 'Contoso',
    });
  });

  it("gives a package of a distribution that supports its packages as long as their release that release's dates", () => {
    const row = normalize({ publisher: 'Fedora Project', title: 'python3', version: '3.12.3-1.fc25' });
    expect(row).toMatchObject({
      catalog_id: 'test:python',
      version: '3.12.3',
      release_date: '2016-11-22',
      end_of_support: '2017-12-12',
      lifecycle_status: 'end_of_life',
      purl: 'pkg:rpm/fedora/python3@3.12.3-1.fc25',
    });
    expect(row.reason).toContain(
      'lifecycle of Fedora Linux 25 from endoflife.date, the release this package was built for',
    );
    // A vendor's own package writes the commit after the number: the CPE numbers the release.
    expect(normalize({ publisher: 'Mozilla', title: 'firefox', version: '1:128.0.3.g794ff5e5' })).toMatchObject({
      cpe: 'cpe:2.3:a:mozilla:firefox:128.0.3:*:*:*:*:*:*:*',
    });
    // A release the lifecycle does not list leaves the upstream line's dates.
    expect(normalize({ publisher: 'Fedora Project', title: 'python3', version: '3.12.3-1.fc99' })).toMatchObject({
      end_of_support: '2028-10-31',
    });
  });

  it('reads a macOS application bundle as the product, its maker inferred from the catalog', () => {
    expect(normalize({ publisher: '', title: 'Mozilla Firefox.app', version: '128.0' })).toMatchObject({
      status: 'normalized',
      catalog_id: 'test:firefox',
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      end_of_support: '2025-09-16',
    });
  });

  it("drops the publisher's name written after the product's, but not another maker's", () => {
    expect(
      normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox, Mozilla Corporation', version: '1' }),
    ).toMatchObject({ catalog_id: 'test:firefox', name: 'Mozilla Firefox' });
    expect(
      normalize({ publisher: 'Contoso Ltd.', title: 'Timesheet Client - Contoso Ltd', version: '2.0' }),
    ).toMatchObject({ publisher: 'Contoso', name: 'Timesheet Client' });
    expect(normalize({ publisher: 'Contoso', title: 'Timesheet Add-in - Microsoft', version: '2.0' })).toMatchObject({
      name: 'Timesheet Add-in - Microsoft',
    });
    expect(normalize({ publisher: 'Contoso', title: 'Timesheet Client - English', version: '2.0' })).toMatchObject({
      name: 'Timesheet Client - English',
    });
  });

  it('names an unknown product without the major version its title repeats, unless the title also has the version', () => {
    const row = (title: string, version: string) => normalize({ publisher: 'IObit', title, version });
    expect(row('Driver Booster 10', '10.4.0')).toMatchObject({ name: 'Driver Booster', major: '10' });
    expect(row('Driver Booster 10', '11.0.0')).toMatchObject({ name: 'Driver Booster 10' });
    expect(row('Alice 3 3.7.0.0+build.876', '3.7.0.0+build.876')).toMatchObject({
      name: 'Alice 3',
      version: '3.7.0.0',
    });
  });

  it('records the stage that set every value', () => {
    const row = normalize({
      publisher: 'Python Software Foundation',
      title: 'Python 3.12.0 (64-bit)',
      version: '3.12.150.0',
    });
    const filled = Object.entries(row).filter(
      ([key, value]) =>
        value !== null &&
        !['sources', 'candidates', 'publisher_aliases', 'status', 'confidence', 'matched_by', 'reason'].includes(key) &&
        !key.startsWith('raw_'),
    );
    for (const [key] of filled) expect(row.sources, key).toHaveProperty(key);
    expect(row.sources.version).toBe('version_marketing');
  });

  it('offers catalog candidates for a row it cannot place', () => {
    const row = normalize({ publisher: 'Unknown', title: 'Firefx', version: '1' });
    expect(row.status).toBe('matchfix');
    expect(row.candidates[0]).toMatchObject({ catalogId: 'test:firefox', name: 'Mozilla Firefox' });
  });

  it('normalizes each distinct raw row once', () => {
    const normalizer = createNormalizer(index, { today });
    const row = { publisher: 'Mozilla', title: 'Mozilla Firefox', version: '128.0' };
    const first = normalizer.normalize(row);
    expect(normalizer.normalize({ ...row })).toBe(first);
    expect(normalizer.stats()).toEqual({ rows: 2, distinct: 1 });
  });

  it('applies a user rule for the exact raw row, and data mappings to the result', () => {
    const normalizer = createNormalizer(index, {
      today,
      userRules: (raw) =>
        raw.title === 'In-house Tool'
          ? { values: { publisher: 'Contoso', name: 'Expense Tracker', version: '2.0' }, anyVersion: false }
          : undefined,
      dataMappings: { publisher: new Map([['Mozilla', 'Mozilla Foundation (licensed)']]) },
    });
    expect(normalizer.normalize({ publisher: 'x', title: 'In-house Tool', version: '' })).toMatchObject({
      status: 'normalized',
      matched_by: 'user_rule',
      name: 'Expense Tracker',
      confidence: 1,
      sources: { publisher: 'user_rule', name: 'user_rule', version: 'user_rule' },
    });
    expect(normalizer.normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox', version: '1' })).toMatchObject({
      publisher: 'Mozilla Foundation (licensed)',
      sources: expect.objectContaining({ publisher: 'data_mapping' }),
    });
  });

  it('normalizes publisher jobs to the catalog publisher with its aliases and website', () => {
    const normalizer = createNormalizer(index, { jobType: 'publisher' });
    expect(normalizer.normalize({ publisher: 'Microsoft Corp.' })).toMatchObject({
      status: 'normalized',
      publisher: 'Microsoft',
      publisher_website: 'https://www.microsoft.com',
      publisher_aliases: ['Microsoft Corporation', 'Microsoft Corp.'],
    });
    expect(normalizer.normalize({ publisher: 'Contoso GmbH' })).toMatchObject({
      status: 'normalized',
      publisher: 'Contoso',
      reason: 'Publisher not in the catalog; written without its legal form, address or remarks.',
    });
    // The reason says what was done: nothing, for a name the catalog does not know and nothing to take away.
    expect(normalizer.normalize({ publisher: 'Coho Vineyard' })).toMatchObject({
      publisher: 'Coho Vineyard',
      reason: 'Publisher not in the catalog; kept as written.',
    });
    expect(normalizer.normalize({ publisher: ' ' })).toMatchObject({ status: 'error' });
  });
});

describe('normalize properties', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      "=cmd|' /C calc'!A0",
      'Microsoft Corporation',
      'Python 3.12.0 (64-bit)',
      '(x64)',
      'KB5034441',
      '\u0000\u0007',
      'v',
      '-',
      'Ubuntu Developers <ubuntu-devel-discuss@lists.ubuntu.com>',
      '1:8.9p1-3ubuntu0.6',
      'ad 8.0.6',
      'Uninstall Rust 1.65 (MSVC 64-bit) Cumulative Update 2 MSI',
    ),
  );
  const rawRow = fc.record({
    publisher: fc.option(text, { nil: undefined }),
    title: fc.option(text, { nil: undefined }),
    version: fc.option(text, { nil: undefined }),
  });

  it('never throws, never mutates its input, and yields one row carrying the raw values', () => {
    fc.assert(
      fc.property(rawRow, fc.constantFrom<'title' | 'publisher'>('title', 'publisher'), (raw, jobType) => {
        const before = JSON.stringify(raw);
        const row = createNormalizer(index, { today, jobType }).normalize(raw);
        expect(JSON.stringify(raw)).toBe(before);
        expect(row.raw_title).toBe(raw.title ?? '');
        expect(['normalized', 'matchfix', 'ignored', 'error']).toContain(row.status);
        expect(row.confidence).toBeGreaterThanOrEqual(0);
        expect(row.confidence).toBeLessThanOrEqual(1);
        expect(row.reason).not.toBe('The engine could not process this row.');
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable when fed its own output', () => {
    const words = fc.constantFrom(
      'Contoso',
      'Mozilla',
      'Firefox',
      'Expense',
      'Tracker',
      'Pro',
      '2019',
      'Suite',
      'x64',
      'Beta',
      'Dev',
      'MSI',
      'Uninstall',
      'AutoCAD',
      'Autodesk',
      '(MSVC)',
      'Cumulative Update 5',
      ', Mozilla Corporation',
      '- Contoso Ltd',
      ', Microsoft',
      // Names written with a slip or other spaces.
      'Firefxo',
      '7zip',
      'Auto CAD',
      // A release's name, a version glued on, packaging and platform words.
      "'Lima'",
      'Track2022.2',
      '4.2.0.697.stable',
      'Uninstall Only',
      '- Windows',
      'Deployment',
      // A segment that dates the release, a description after a name.
      '- April 2023',
      '- Algebra System',
      '1.0 Release Candidate 2',
      // A number or a year alone in a segment, a build number, a service pack's point release, a line's name.
      '- 230306',
      '- 2019',
      '- 12',
      'build 45',
      'SP3.1',
      'V5-6R2021',
      // Text misread in another encoding, once and twice; a packaged app's identity.
      'SystÃ¨mes',
      'SystÃƒÂ¨mes',
      'Contoso.ExpenseTracker',
      'Mozilla.MozillaFirefox.Stable',
      'org.mozilla.firefox',
      'com.contoso.ExpenseTracker',
      // An RPM package as `rpm -qa` names it.
      'python3.12-3.12.1-4.el9.x86_64',
      'contoso-tools-4.2.0-1.el9.noarch',
      // Acronyms in brackets, of some of these words or of none.
      '(ET)',
      '(CET)',
      '(MF)',
      '(ZZ)',
      // A language's bare code beside an architecture, a month's release in brackets, MathWorks' release, the word
      // "release" before a version, edition words that may start a name.
      '(x64 de)',
      '(June 2010)',
      'R2023b',
      'release',
      'Enterprise',
      'Standard Edition',
    );
    const title = fc.array(words, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    const version = fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 4 }).map((n) => n.join('.'));
    const publisher = fc.constantFrom(
      'Mozilla',
      'Contoso Ltd.',
      'Microsoft Corporation',
      'Python Software Foundation',
      'Autodesk, Inc.',
      'Fabrikam <it@fabrikam.example>',
      '(c) 2006-2011, Contoso Ltd.',
      'Dassault SystÃ¨mes',
      'CN=Contoso Ltd., O=Contoso Ltd., C=US',
      'CN=4D6C2C9F-2E3A-4A5B-8D9E-1F2A3B4C5D6E',
    );
    fc.assert(
      fc.property(publisher, title, version, (p, t, v) => {
        const normalizer = createNormalizer(index, { today });
        const first = normalizer.normalize({ publisher: p, title: t, version: v });
        fc.pre(first.status === 'normalized');
        const second = normalizer.normalize({ publisher: first.publisher, title: first.name, version: first.version });
        expect({ publisher: second.publisher, name: second.name, version: second.version }).toEqual({
          publisher: first.publisher,
          name: first.name,
          version: first.version,
        });
      }),
      { numRuns: 5000 },
    );
  });
});

describe('a localized title', () => {
  const model = { ...contentFixture.model, localizedWords: { Runtime: ['런타임'] } };
  const catalog = {
    ...contentFixture.catalog,
    products: contentFixture.catalog.products.map((product) =>
      product.id === 'test:firefox'
        ? { ...product, aliases: [...product.aliases, 'Mozilla Firefox 런타임 전용'] }
        : product,
    ),
  };
  const localizedNormalizer = createNormalizer(buildCatalogIndex({ model, catalog }));

  it('is read in English words, so that the product is found by its English name', () => {
    expect(
      localizedNormalizer.normalize({ publisher: 'Mozilla', title: 'Mozilla Firefox 런타임', version: '128.0' }),
    ).toMatchObject({ status: 'normalized', catalog_id: 'test:firefox', name: 'Mozilla Firefox' });
  });

  it('stays as written when the catalog knows it so', () => {
    const row = { publisher: 'Mozilla', title: 'Mozilla Firefox 런타임 전용', version: '128.0' };
    expect(localizedNormalizer.explain(row).trace[0]).toEqual({ stage: 'clean', decision: 'cleaned' });
    expect(localizedNormalizer.normalize(row)).toMatchObject({ matched_by: 'alias', catalog_id: 'test:firefox' });
  });
});

describe("a package manager's own record of an install", () => {
  it('is the product with that package id, by its maker', () => {
    expect(normalize({ publisher: 'Chocolatey', title: 'firefox', version: '128.0' })).toMatchObject({
      status: 'normalized',
      matched_by: 'alias',
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      version: '128.0',
      catalog_id: 'test:firefox',
    });
  });

  it("is the one product another manager's package of that id installs, by its maker", () => {
    expect(normalize({ publisher: 'Chocolatey', title: 'fx', version: '128.0' })).toMatchObject({
      status: 'normalized',
      matched_by: 'alias',
      publisher: 'Mozilla',
      catalog_id: 'test:firefox',
    });
  });

  it('is the one product whose name the id writes without spaces, by its maker', () => {
    expect(normalize({ publisher: 'Chocolatey', title: 'mozilla-firefox', version: '128.0' })).toMatchObject({
      status: 'normalized',
      matched_by: 'exact',
      publisher: 'Mozilla',
      catalog_id: 'test:firefox',
    });
  });

  it('is not read so from another publisher, nor for an id the catalog does not know', () => {
    expect(normalize({ publisher: 'Contoso', title: 'firefox', version: '128.0' }).catalog_id).not.toBe('test:firefox');
    expect(normalize({ publisher: 'Chocolatey', title: 'gizmo', version: '1.0' }).catalog_id).toBeNull();
  });

  it('sends an id the catalog does not know to Matchfix: the manager is not its maker', () => {
    expect(normalize({ publisher: 'Chocolatey', title: 'gizmo', version: '1.0' })).toMatchObject({
      status: 'matchfix',
      publisher: null,
      reason: '"Chocolatey" is a placeholder, not a publisher name, and the title did not reveal one.',
    });
  });
});

describe('an RPM package as `rpm -qa` names it', () => {
  it('is its package at its version and architecture, unless the row gives another version', () => {
    expect(normalize({ publisher: '', title: 'python3.12-3.12.1-4.el9.x86_64', version: '' })).toMatchObject({
      status: 'normalized',
      catalog_id: 'test:python',
      version: '3.12.1',
      architecture: 'x64',
      purl: 'pkg:rpm/redhat/python3.12@3.12.1-4.el9',
    });
    // Another version: not read as that package (nor named by it), a guess for Matchfix.
    expect(normalize({ publisher: '', title: 'python3.12-3.12.1-4.el9.x86_64', version: '9.9' })).toMatchObject({
      status: 'matchfix',
      catalog_id: null,
      purl: null,
      architecture: null,
    });
  });
});

describe('a packaged app as Intune and Configuration Manager list it', () => {
  const subject = 'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US';

  it('reads its identity as words and its certificate subject as the maker', () => {
    expect(
      normalize({ publisher: subject, title: 'Microsoft.SqlServerManagementStudio', version: '19.1.56.0' }),
    ).toMatchObject({
      status: 'normalized',
      publisher: 'Microsoft',
      name: 'SQL Server Management Studio',
      catalog_id: 'test:ssms',
    });
    expect(
      normalize({ publisher: subject, title: 'Microsoft.WindowsCalculator', version: '11.2307.4.0' }),
    ).toMatchObject({
      status: 'normalized',
      publisher: 'Microsoft',
      name: 'Windows Calculator',
      version: '11.2307.4.0',
      matched_by: 'title_parse',
    });
    // A framework's line is no version of the package.
    expect(normalize({ publisher: subject, title: 'Microsoft.VCLibs.140.00', version: '14.0.32530.0' })).toMatchObject({
      name: 'VC Libs',
      version: '14.0.32530.0',
    });
  });

  it('takes the maker from the identity when the certificate names none, and keeps the written title for rules', () => {
    const storeSubject = 'CN=4D6C2C9F-2E3A-4A5B-8D9E-1F2A3B4C5D6E';
    expect(normalize({ publisher: storeSubject, title: 'Mozilla.MozillaFirefox', version: '128.0.3' })).toMatchObject({
      status: 'normalized',
      publisher: 'Mozilla',
      name: 'Mozilla Firefox',
      sources: { publisher: 'publisher_inferred' },
    });
    // A Store publisher id names nobody: the row waits for someone to say who makes it.
    expect(normalize({ publisher: storeSubject, title: '5319275A.ContosoNotes', version: '2.1.0' })).toMatchObject({
      status: 'matchfix',
      name: 'Contoso Notes',
    });
    const seen: string[] = [];
    createNormalizer(index, {
      today,
      userRules: (row) => {
        seen.push(row.title);
        return undefined;
      },
    }).normalize({ publisher: subject, title: 'Microsoft.WindowsCalculator', version: '1.0' });
    expect(seen).toEqual(['Microsoft.WindowsCalculator']);
  });
});

describe('a preview package named after its current line', () => {
  const withPreview = buildCatalogIndex({
    ...contentFixture,
    catalog: {
      ...contentFixture.catalog,
      products: [
        ...contentFixture.catalog.products,
        {
          id: 'test:dotnet-runtime-preview',
          publisherId: 'microsoft',
          name: 'Microsoft .NET Runtime 8.0 Preview',
          aliases: ['Microsoft .NET Runtime - 7.0.0 RC 1 (x64)', 'Microsoft .NET Runtime - 8.0.0 Preview 3 (x64)'],
        },
      ],
    },
  });

  it.each([
    ['Microsoft .NET Runtime - 7.0.0 RC 1 (x64)', '7.0.0.31626', 'Microsoft .NET Runtime 7.0 Preview'],
    ['Microsoft .NET Runtime - 8.0.0 Preview 3 (x64)', '8.0.0.17214', 'Microsoft .NET Runtime 8.0 Preview'],
  ])('names the line of the row: %s', (title, version, name) => {
    const row = createNormalizer(withPreview, { today }).normalize({
      publisher: 'Microsoft Corporation',
      title,
      version,
    });
    expect(row).toMatchObject({ name, catalog_id: 'test:dotnet-runtime-preview' });
  });
});

describe('a product whose name has an edition word of its own', () => {
  const withBrandPro = (editionWordInName: string | undefined) =>
    createNormalizer(
      buildCatalogIndex({
        ...contentFixture,
        catalog: {
          ...contentFixture.catalog,
          products: [
            ...contentFixture.catalog.products,
            {
              id: 'test:paint-pro',
              publisherId: 'microsoft',
              name: 'Paint Pro',
              aliases: [],
              templates: ['Microsoft Paint Pro *'],
              editionWordInName,
            },
          ],
        },
      }),
      { today },
    );

  it.each([
    ['Microsoft Paint Pro 2023 (64-bit)', null],
    ['Microsoft Paint Pro 2023 Enterprise (64-bit)', 'Enterprise'],
  ])('reports only the edition the other words of %j state', (title, edition) => {
    const row = withBrandPro('Pro').normalize({ publisher: 'Microsoft Corporation', title, version: '25.0.1' });
    expect(row).toMatchObject({ catalog_id: 'test:paint-pro', edition });
  });

  it('reads the word as the edition for a product without the mark', () => {
    const row = withBrandPro(undefined).normalize({
      publisher: 'Microsoft Corporation',
      title: 'Microsoft Paint Pro 2023 (64-bit)',
      version: '25.0.1',
    });
    expect(row).toMatchObject({ catalog_id: 'test:paint-pro', edition: 'Professional' });
  });
});

describe('a product whose installers name the years they cover', () => {
  const withRedistributable = buildCatalogIndex({
    ...contentFixture,
    catalog: {
      ...contentFixture.catalog,
      products: [
        ...contentFixture.catalog.products,
        {
          id: 'test:vc-redist-14',
          publisherId: 'microsoft',
          name: 'Microsoft Visual C++ 2015-2022 Redistributable',
          aliases: [],
          templates: ['Microsoft Visual C++ 2015*Redistributable*', 'Microsoft Visual C++ 2017 Redistributable*'],
          nameLine: { line: 'release-years', format: 'Microsoft Visual C++ {line} Redistributable' },
        },
      ],
    },
  });

  it.each([
    [
      'Microsoft Visual C++ 2015-2019 Redistributable (x64) - 14.29.30139',
      'Microsoft Visual C++ 2015-2019 Redistributable',
    ],
    ['Microsoft Visual C++ 2017 Redistributable (x86) - 14.16.27033', 'Microsoft Visual C++ 2017 Redistributable'],
    [
      'Microsoft Visual C++ 2015-2022 Redistributable (x64) - 14.38.33130',
      'Microsoft Visual C++ 2015-2022 Redistributable',
    ],
  ])('names the years of the title: %s', (title, name) => {
    const row = createNormalizer(withRedistributable, { today }).normalize({
      publisher: 'Microsoft Corporation',
      title,
      version: '14.29.30139.0',
    });
    expect(row).toMatchObject({ status: 'normalized', name, catalog_id: 'test:vc-redist-14' });
  });
});
