import { describe, expect, it } from 'vitest';
import { catalogFixture } from '../testing/content-fixture.ts';
import type { LifecycleProduct } from '../types.ts';
import type { VersionRewrite } from '../types.ts';
import { rewriteVersion } from '../version/rewrite-version.ts';
import { completeCpe, enrichProduct, findCycle, licenseOf, lifecycleNote } from './enrich-product.ts';

const lifecycle = (id: string) => catalogFixture.lifecycles.find((l) => l.id === id)!;
const product = (id: string) => catalogFixture.products.find((p) => p.id === id)!;

describe(findCycle.name, () => {
  it.each([
    ['python', '3.12.4', null, '3.12'],
    ['python', '3.8.10', null, '3.8'],
    ['python', '3.9.1', null, undefined],
    ['firefox', '128.0.3', null, '128'],
    ['mssqlserver', '15.0.2000.5', '2019', '2019'],
    ['mssqlserver', null, null, undefined],
  ])('%s %s (release %s) → cycle %s', (id, version, release, cycle) => {
    expect(findCycle(lifecycle(id), version, release)?.cycle).toBe(cycle);
  });
});

describe('findCycle by the year a cycle is named after', () => {
  // As endoflife.date names SQL Server's cycles: by version, with the year in the label.
  const sqlServer: LifecycleProduct = {
    id: 'mssqlserver',
    title: 'Microsoft SQL Server',
    cycles: [
      { cycle: '16.0', label: "2022 'Dallas'" },
      { cycle: '15.0', label: "2019 'Aris/Seattle'" },
      { cycle: '13.0-sp3', label: '2016 SP3' },
      { cycle: '13.0-sp2', label: '2016 SP2' },
      { cycle: '13.0-sp3-acp', label: '2016 SP3 Azure Connect Pack' },
      { cycle: '10.50-sp3', label: "2008 R2 'Kilimanjaro' SP3" },
      { cycle: '10.50-sp2', label: "2008 R2 'Kilimanjaro' SP2" },
      { cycle: '10.50-r2', label: "2008 'Kilimanjaro' R2" },
      { cycle: '10.0-sp4', label: "2008 'Katmai' SP4" },
      { cycle: '10.00-sp3', label: "2008 'Katmai' SP3" },
    ],
  };

  it.each([
    [null, '2019', '15.0'],
    [null, '2022', '16.0'],
    // Several cycles of 2016, which end on different days: none rather than a guess.
    [null, '2016', undefined],
    [null, '2017', undefined],
    // A version decides before the year does.
    ['16.0.1000.6', '2019', '16.0'],
  ])('version %s, release %s → cycle %s', (version, release, cycle) => {
    expect(findCycle(sqlServer, version, release)?.cycle).toBe(cycle);
  });

  it.each([
    // SQL Server writes the service pack as the minor: 13.2.5026.0 is 2016 SP2.
    ['13.2.5026.0', '2016', '13.0-sp2'],
    ['13.3.6300.2', null, '13.0-sp3'],
    // A service pack the lifecycle does not list: none rather than the release's first cycle.
    ['13.1.4001.0', '2016', undefined],
    ['15.0.4153.1', '2019', '15.0'],
    // 2008 R2 (10.50) counts its service packs on from its own minor: 10.52.4000.0 is SP2. Before the first, its
    // cycle is the line's one without a service pack.
    ['10.52.4000.0', '2008 R2', '10.50-sp2'],
    ['10.53.6000.34', null, '10.50-sp3'],
    ['10.50.1600.1', '2008 R2', '10.50-r2'],
    // 2008 writes its line 10.0 or 10.00 in the cycles' names.
    ['10.3.5500.0', '2008', '10.00-sp3'],
    ['10.4.6000.29', '2008', '10.0-sp4'],
  ])('version %s of a product writing its service pack as the minor → cycle %s', (version, release, cycle) => {
    expect(
      findCycle(sqlServer, version, release, {
        releaseCycles: { by: 'service-pack' },
        versionScheme: { servicePack: 'minor' },
      } as const)?.cycle,
    ).toBe(cycle);
  });

  it('takes the service pack the title names when the version writes the product version (13.0.5026.0)', () => {
    const cycleOf = (servicepack: string | null) =>
      findCycle(
        sqlServer,
        '13.0.5026.0',
        '2016',
        { releaseCycles: { by: 'service-pack' }, versionScheme: { servicePack: 'minor' } } as const,
        { servicepack },
      )?.cycle;
    expect(cycleOf('SP2')).toBe('13.0-sp2');
    expect(cycleOf('SP3')).toBe('13.0-sp3');
    expect(
      findCycle(
        sqlServer,
        '10.50.4000.0',
        '2008 R2',
        { releaseCycles: { by: 'service-pack' }, versionScheme: { servicePack: 'minor' } } as const,
        { servicepack: 'SP2' },
      )?.cycle,
    ).toBe('10.50-sp2');
    // Without one, the version's own cycle: 2016 before its service packs, which this lifecycle does not list.
    expect(cycleOf(null)).toBeUndefined();
  });

  it('gives the CPE NVD names each release by: a product per year from 2017, a version and service pack before', () => {
    const product = {
      id: 'test:sql-server',
      publisherId: 'microsoft',
      name: 'SQL Server',
      aliases: [],
      releaseCycles: { by: 'service-pack' as const },
      versionScheme: { servicePack: 'minor' as const },
      cpeByCycle: {
        '15.0': 'cpe:2.3:a:microsoft:sql_server_2019',
        '13.0-sp3': 'cpe:2.3:a:microsoft:sql_server:2016:sp3',
        '13.0-sp2': 'cpe:2.3:a:microsoft:sql_server:2016:sp2',
      },
    };
    const cpeOf = (version: string, release: string) =>
      enrichProduct(product, sqlServer, {}, { version, release }, '2026-11-25').cpe;
    // MSRC's advisories, and NVD after them, give the fixed builds of the year's product.
    expect(cpeOf('15.0.4153.1', '2019')).toBe('cpe:2.3:a:microsoft:sql_server_2019:15.0.4153.1:*:*:*:*:*:*:*');
    expect(cpeOf('13.2.5026.0', '2016')).toBe('cpe:2.3:a:microsoft:sql_server:2016:sp2:*:*:*:*:*:*');
    // The Azure Connect Pack is a cycle of 2016 SP3.
    expect(cpeOf('13.3.7000.253', '2016')).toBe('cpe:2.3:a:microsoft:sql_server:2016:sp3:*:*:*:*:*:*');
    // A release not listed gets none rather than the product's generic CPE with a build no NVD entry writes.
    expect(cpeOf('16.0.1000.6', '2022')).toBeNull();
  });

  it("gives a cycle the map does not name the product's own CPE, when it has one", () => {
    // NVD names .NET Core's releases (up to 3.1) `.net_core`, .NET 5 and on `.net`.
    const dotnet: LifecycleProduct = {
      id: 'dotnet',
      title: '.NET',
      cycles: [
        { cycle: '8', eol: '2026-11-10' },
        { cycle: '3.1', eol: '2022-12-13' },
      ],
    };
    const runtime = {
      id: 'test:dotnet-runtime',
      publisherId: 'microsoft',
      name: '.NET Runtime',
      aliases: [],
      cpe: 'cpe:2.3:a:microsoft:.net',
      cpeByCycle: { '3.1': 'cpe:2.3:a:microsoft:.net_core' },
    };
    const cpeOf = (version: string) => enrichProduct(runtime, dotnet, {}, { version, release: null }, '2026-11-25').cpe;
    expect(cpeOf('3.1.32')).toBe('cpe:2.3:a:microsoft:.net_core:3.1.32:*:*:*:*:*:*:*');
    expect(cpeOf('8.0.11')).toBe('cpe:2.3:a:microsoft:.net:8.0.11:*:*:*:*:*:*:*');
  });
});

// As endoflife.date names Windows' cycles: by line, feature update and servicing kind.
const windows: LifecycleProduct = {
  id: 'windows',
  title: 'Microsoft Windows',
  cpe: 'cpe:2.3:o:microsoft:windows',
  cycles: [
    { cycle: '11-23h2-e', latest: '10.0.22631' },
    { cycle: '11-23h2-w', latest: '10.0.22631' },
    { cycle: '10-22h2', latest: '10.0.19045' },
    { cycle: '10-1809-e-lts', latest: '10.0.17763', lts: true },
    { cycle: '10-1809-e', latest: '10.0.17763' },
    { cycle: '10-1809-w', latest: '10.0.17763' },
    { cycle: '10-1507-iot', latest: '10.0.10240', lts: false },
    { cycle: '10-1507', latest: '10.0.10240' },
  ],
};
const servers: LifecycleProduct = {
  id: 'windows-server',
  title: 'Windows Server',
  cycles: [
    { cycle: '2019', latest: '10.0.17763', lts: true },
    { cycle: '1809-sac', latest: '10.0.17763' },
    { cycle: '2012-r2', latest: '6.3.9600', lts: true },
  ],
};

describe('findCycle by the build of a cycle’s latest release', () => {
  const byBuild = { releaseCycles: { by: 'build' } } as const;

  it.each([
    [windows, 'Microsoft Windows 10 Enterprise', '10.0.19045.3693', null, '10-22h2'],
    [windows, 'Microsoft Windows 11 Enterprise', '10.0.22631', null, '11-23h2-e'],
    [windows, 'Microsoft Windows 11 Pro', '10.0.22631', null, '11-23h2-w'],
    [windows, 'Microsoft Windows 10 Enterprise LTSC 2019', '10.0.17763', '2019', '10-1809-e-lts'],
    [windows, 'Microsoft Windows 10 Enterprise', '10.0.17763', null, '10-1809-e'],
    [windows, 'Windows 10 IoT Core', '10.0.10240', null, '10-1507-iot'],
    // The name does not say which of the build's cycles: none rather than a guess.
    [windows, 'Microsoft Windows 11', '10.0.22631', null, undefined],
    [servers, 'Microsoft Windows Server 2019 Standard', '10.0.17763', '2019', '2019'],
    [servers, 'Microsoft Windows Server 2012 R2 Standard', '6.3.9600', '2012 R2', '2012-r2'],
    // A build no cycle has: the usual rules, which find none here.
    [servers, 'Microsoft Windows Server 2025', '10.0.26100', '2025', undefined],
  ])('%s %s → %s', (lifecycle, name, version, release, cycle) => {
    expect(findCycle(lifecycle, version, release, byBuild, { name })?.cycle).toBe(cycle);
  });
});

describe('the CPE of a product NVD names per release', () => {
  const os = (cpeByCycle: Record<string, string>) => ({
    id: 'test:windows',
    publisherId: 'microsoft',
    name: 'Windows',
    aliases: [],
    releaseCycles: { by: 'build' as const },
    cpeByCycle,
  });
  const desktop = os({
    '10-22h2': 'cpe:2.3:o:microsoft:windows_10_22h2',
    '11-23h2': 'cpe:2.3:o:microsoft:windows_11_23h2',
  });
  const server = os({
    '2019': 'cpe:2.3:o:microsoft:windows_server_2019',
    '2012-r2': 'cpe:2.3:o:microsoft:windows_server_2012:r2',
  });
  const cpeOf = (name: string, version: string | null, release: string | null = null) => {
    const [product, lifecycle] = name.includes('Server') ? [server, servers] : [desktop, windows];
    return enrichProduct(product, lifecycle, {}, { version, release, name }, '2026-11-25').cpe;
  };

  it.each([
    ['Microsoft Windows 10 Enterprise', '10.0.19045.3693', null, 'windows_10_22h2:10.0.19045.3693:*'],
    // Listed by the cycles' common beginning: 23H2's Enterprise and Home and Pro cycles are one NVD product.
    ['Microsoft Windows 11 Pro', '10.0.22631.2715', null, 'windows_11_23h2:10.0.22631.2715:*'],
    ['Microsoft Windows Server 2019 Standard', '10.0.17763.5122', '2019', 'windows_server_2019:10.0.17763.5122:*'],
    // NVD writes 2012 R2 as the version of Windows Server 2012.
    ['Microsoft Windows Server 2012 R2 Standard', '6.3.9600', '2012 R2', 'windows_server_2012:r2:*'],
  ])('%s at %s (release %s)', (name, version, release, expected) => {
    expect(cpeOf(name, version, release)).toBe(`cpe:2.3:o:microsoft:${expected}:*:*:*:*:*:*`);
  });

  it('gives none for a cycle not listed, or when the row does not say which cycle, rather than the generic one', () => {
    expect(cpeOf('Microsoft Windows 10 Pro', '10.0.17763.5122')).toBeNull();
    expect(cpeOf('Microsoft Windows 11', '10.0.22631.2715')).toBeNull();
    expect(cpeOf('Microsoft Windows 10 Pro', null)).toBeNull();
  });

  it("gives a product with an empty map none of its lifecycle's CPE (the .NET SDK's versions are no runtime's)", () => {
    const dotnet: LifecycleProduct = {
      id: 'dotnet',
      title: '.NET',
      cpe: 'cpe:2.3:a:microsoft:.net',
      cycles: [{ cycle: '8.0', eol: '2026-11-10' }],
    };
    const sdk = { id: 'test:dotnet-sdk', publisherId: 'microsoft', name: 'Microsoft .NET SDK', aliases: [] };
    const installed = { version: '8.0.416', release: null };
    expect(enrichProduct(sdk, dotnet, {}, installed, '2026-11-25').cpe).toBe(
      'cpe:2.3:a:microsoft:.net:8.0.416:*:*:*:*:*:*:*',
    );
    expect(enrichProduct({ ...sdk, cpeByCycle: {} }, dotnet, {}, installed, '2026-11-25').cpe).toBeNull();
  });
});

describe('findCycle by the version’s line', () => {
  // As endoflife.date names Horizon 8's cycles: by release, not by the version the agent registers.
  const horizon: LifecycleProduct = {
    id: 'omnissa-horizon',
    title: 'Omnissa Horizon',
    cycles: [{ cycle: '8.2312' }, { cycle: '8.2309' }, { cycle: '7.10' }, { cycle: '7' }],
  };
  const agent = { cycleByVersionLine: { '8.11': '8.2309', '8.12': '8.2312' } };

  it.each([
    ['8.12.0.22964829', '8.2312'],
    ['8.11.1.22544099', '8.2309'],
    // A line not listed is looked for as any other: by its leading numbers, and none for a later line.
    ['7.10.3.17181478', '7.10'],
    ['7.13.2.19106125', '7'],
    ['8.19.0.1', undefined],
    ['8', undefined],
  ])('finds %s in cycle %s', (version, cycle) => {
    expect(findCycle(horizon, version, null, agent)?.cycle).toBe(cycle);
  });
});

describe('findCycle for a version whose minor is a decimal fraction', () => {
  // As MDN's browser-compat-data lists Opera's Presto releases: one cycle per release, its minor one digit.
  const opera: LifecycleProduct = {
    id: 'opera',
    title: 'Opera',
    cycles: [
      { cycle: '12.1' },
      { cycle: '12' },
      { cycle: '11.6' },
      { cycle: '11.5' },
      { cycle: '11.1' },
      { cycle: '11' },
      { cycle: '95' },
    ],
  };
  const decimal = { versionScheme: { minor: 'decimal' as const } };

  it.each([
    ['11.52.1100', '11.5'],
    ['11.10', '11.1'],
    ['11.01', '11'],
    ['12.16.1860', '12.1'],
    ['95.0.4635.46', '95'],
  ])('finds %s in cycle %s', (version, cycle) => {
    expect(findCycle(opera, version, null, decimal)?.cycle).toBe(cycle);
  });

  it('reads the minor as a whole number for other products', () => {
    expect(findCycle(opera, '11.52.1100', null)?.cycle).toBe('11');
  });
});

describe('findCycle of branches', () => {
  const drivers: LifecycleProduct = {
    id: 'nvidia-driver',
    title: 'NVIDIA Driver',
    cycles: [
      { cycle: 'r545-windows', eol: '2024-10-01', latest: '546.01' },
      { cycle: 'r545-linux', eol: '2024-10-01', latest: '545.29.06' },
      { cycle: 'r535-windows', eol: '2026-06-01', latest: '539.72' },
      { cycle: 'r418-windows', eol: '2022-03-01', latest: '427.45' },
    ],
  };
  const branches = { prefix: 'r', suffix: '-windows' };

  it.each([
    ['546.33', 'r545-windows'],
    ['537.70', 'r535-windows'],
    ['539.72', 'r535-windows'],
    // An older branch that spanned ten majors.
    ['425.31', 'r418-windows'],
    // Past the latest release of every branch below it, or below them all: no branch.
    ['541.10', undefined],
    ['390.77', undefined],
    [null, undefined],
  ])('%s is in %s', (version, cycle) => {
    expect(findCycle(drivers, version, null, { cycleBranches: branches })?.cycle).toBe(cycle);
  });
});

describe(enrichProduct.name, () => {
  it('reports the cycle, licence and identifiers of a supported release', () => {
    const result = enrichProduct(
      product('test:python'),
      lifecycle('python'),
      catalogFixture.licenses,
      { version: '3.12.4', release: null },
      '2026-11-21',
    );
    expect(result).toMatchObject({
      release_date: '2023-10-02',
      end_of_support: '2028-10-31',
      lifecycle_status: 'supported',
      latest_version: '3.12.11',
      license: 'PSF-2.0',
      is_open_source: false,
      purl: 'pkg:generic/python@3.12.4',
    });
  });

  it('reports end of life, and extended support while it lasts', () => {
    const old = enrichProduct(
      product('test:firefox'),
      lifecycle('firefox'),
      catalogFixture.licenses,
      { version: '115.2.0', release: null },
      '2026-11-21',
    );
    expect(old).toMatchObject({
      lifecycle_status: 'end_of_life',
      is_open_source: true,
      cpe: 'cpe:2.3:a:mozilla:firefox:115.2.0:*:*:*:*:*:*:*',
    });
    const sql = enrichProduct(
      product('test:sql-server'),
      lifecycle('mssqlserver'),
      catalogFixture.licenses,
      { version: '15.0.2000.5', release: '2019' },
      '2026-11-21',
    );
    expect(sql).toMatchObject({
      lifecycle_status: 'extended_support',
      end_of_extended_support: '2030-01-08',
      is_open_source: false,
    });
  });

  it.each([
    ['24.1.0.66', '2024', 'cpe:2.3:a:autodesk:revit:2024:*:*:*:*:*:*:*'],
    // No year in the title: the registry's version is all there is.
    ['24.1.0.66', null, 'cpe:2.3:a:autodesk:revit:24.1.0.66:*:*:*:*:*:*:*'],
    // A channel in the release field is not a year.
    ['24.1.0.66', 'Preview', 'cpe:2.3:a:autodesk:revit:24.1.0.66:*:*:*:*:*:*:*'],
  ])('versions the CPE of a product NVD names by year by the release year (%s, %s)', (version, release, cpe) => {
    const revit = {
      id: 'test:revit',
      publisherId: 'autodesk',
      name: 'Revit',
      aliases: [],
      cpe: 'cpe:2.3:a:autodesk:revit',
      cpeVersion: { from: 'release-year' as const },
    };
    expect(enrichProduct(revit, undefined, catalogFixture.licenses, { version, release }, '2026-11-21').cpe).toBe(cpe);
  });

  it.each([
    ['CU23', 'cpe:2.3:a:microsoft:exchange_server:2016:cumulative_update_23:*:*:*:*:*:*'],
    ['SP1', 'cpe:2.3:a:microsoft:exchange_server:2016:sp1:*:*:*:*:*:*'],
    [null, 'cpe:2.3:a:microsoft:exchange_server:2016:*:*:*:*:*:*:*'],
  ])('writes the service pack or cumulative update %s of a product versioned by year as NVD does', (pack, cpe) => {
    const exchange = {
      id: 'test:exchange',
      publisherId: 'microsoft',
      name: 'Microsoft Exchange Server',
      aliases: [],
      cpe: 'cpe:2.3:a:microsoft:exchange_server',
      cpeVersion: { from: 'release-year' as const },
    };
    const installed = { version: '15.1.2507.6', release: '2016', servicepack: pack };
    expect(enrichProduct(exchange, undefined, catalogFixture.licenses, installed, '2026-11-21').cpe).toBe(cpe);
  });

  it.each([
    ['SP2', 'cpe:2.3:a:microsoft:.net_framework:3.0:sp2:*:*:*:*:*:*'],
    [null, 'cpe:2.3:a:microsoft:.net_framework:3.0:*:*:*:*:*:*:*'],
  ])('writes the service pack %s a row states in the update of a CPE versioned as the row is', (pack, cpe) => {
    const framework = {
      id: 'test:dotnet-framework',
      publisherId: 'microsoft',
      name: 'Microsoft .NET Framework',
      aliases: [],
      cpe: 'cpe:2.3:a:microsoft:.net_framework',
    };
    const installed = { version: '3.0', release: null, servicepack: pack };
    expect(enrichProduct(framework, undefined, catalogFixture.licenses, installed, '2026-11-21').cpe).toBe(cpe);
  });

  it.each([
    ['1.60', '1.78'],
    ['1.78', '1.78'],
    ['1.78.0', '1.78'],
    [null, '1.78'],
    // A package no longer updated where the catalog took it from is behind the row: no latest version then.
    ['1.79', null],
    ['2.0', null],
    ['1.78.1', null],
    // A version by year is in another scheme: its numbers say nothing of the package's.
    ['2022.3', '1.78'],
  ])('reports, for %s installed, the latest version %s of package data that says 1.78', (version, latest) => {
    const npcap = { id: 'test:npcap', publisherId: 'microsoft', name: 'Npcap', aliases: [], latestVersion: '1.78' };
    const installed = { version, release: null };
    expect(enrichProduct(npcap, undefined, catalogFixture.licenses, installed, '2026-11-21').latest_version).toBe(
      latest,
    );
  });
});

// NVD's version and update of a Java SE release of the `1.x` era (5 to 8), where the registry's third component is the
// update times ten, as content/catalog/products.json writes it for Oracle's Java.
const JAVA_UPDATE: VersionRewrite[] = [
  { match: '^(?<major>[5-8])\\.0\\.0{2,5}(?:\\.\\d+)?$', version: '1.{major}.0', update: '*' },
  {
    match: '^(?<major>[5-8])\\.0\\.(?<update>\\d{1,4})0(?:\\.\\d+)?$',
    version: '1.{major}.0',
    update: 'update_{update}',
  },
];

describe('a CPE version rewrite (Java SE of the 1.x era)', () => {
  it.each([
    ['8.0.3910.13', { version: '1.8.0', update: 'update_391' }],
    ['8.0.2020.8', { version: '1.8.0', update: 'update_202' }],
    ['7.0.800', { version: '1.7.0', update: 'update_80' }],
    ['6.0.450', { version: '1.6.0', update: 'update_45' }],
    ['8.0.0', null],
    // Java 9 and later are versioned as their releases; so is anything not in the registry's update scheme.
    ['17.0.9.0', null],
    ['8.0.391', null],
    ['8.1.3910', null],
    ['8.0.00', { version: '1.8.0', update: '*' }],
  ])('reads %j as NVD names it', (version, expected) => {
    expect(rewriteVersion(JAVA_UPDATE, version) ?? null).toEqual(expected);
  });

  it('writes the CPE of a Java product of the 1.x era with its update, and of a later one with its version', () => {
    const jre = {
      id: 'test:jre',
      publisherId: 'oracle',
      name: 'Java',
      aliases: [],
      cpe: 'cpe:2.3:a:oracle:jre',
      cpeVersion: { rewrite: JAVA_UPDATE },
    };
    const cpeOf = (version: string) =>
      enrichProduct(jre, undefined, catalogFixture.licenses, { version, release: null }, '2026-11-21').cpe;
    expect(cpeOf('8.0.3910.13')).toBe('cpe:2.3:a:oracle:jre:1.8.0:update_391:*:*:*:*:*:*');
    expect(cpeOf('17.0.9')).toBe('cpe:2.3:a:oracle:jre:17.0.9:*:*:*:*:*:*:*');
  });
});

// Acrobat's tracks as content/catalog/products.json writes them: continuous builds (third part 2xxxx) are NVD's
// `acrobat_dc`, Classic 2020 builds (20.xxx.3xxxx) `acrobat_2020`; Acrobat XI keeps the product's own `acrobat`.
describe('CPEs by the version’s track', () => {
  const acrobat = {
    id: 'test:acrobat',
    publisherId: 'adobe',
    name: 'Adobe Acrobat',
    aliases: [],
    cpe: 'cpe:2.3:a:adobe:acrobat',
    cpeByVersion: [
      { match: '^(?:1[5-9]|2\\d)\\.\\d{3}\\.2\\d{4}(?:\\.\\d+)?$', cpe: 'cpe:2.3:a:adobe:acrobat_dc' },
      { match: '^20\\.\\d{3}\\.3\\d{4}(?:\\.\\d+)?$', cpe: 'cpe:2.3:a:adobe:acrobat_2020' },
      { match: '^16\\.0\\.\\d{5}\\.\\d+$', cpe: null },
    ],
  };
  const cpeOf = (version: string | null) =>
    enrichProduct(acrobat, undefined, catalogFixture.licenses, { version, release: null }, '2026-12-07').cpe;

  it.each([
    ['25.001.20997', 'cpe:2.3:a:adobe:acrobat_dc:25.001.20997:*:*:*:*:*:*:*'],
    ['20.005.30655', 'cpe:2.3:a:adobe:acrobat_2020:20.005.30655:*:*:*:*:*:*:*'],
    ['11.0.23', 'cpe:2.3:a:adobe:acrobat:11.0.23:*:*:*:*:*:*:*'],
    ['16.0.16227.20280', null],
    [null, 'cpe:2.3:a:adobe:acrobat:*:*:*:*:*:*:*:*'],
  ])('gives %j the CPE %j', (version, expected) => {
    expect(cpeOf(version)).toBe(expected);
  });
});

describe(lifecycleNote.name, () => {
  const dotnet: LifecycleProduct = {
    id: 'dotnetfx',
    title: 'Microsoft .NET Framework',
    source: 'endoflife.date',
    cycles: [
      { cycle: '3.5-sp1', label: '3.5 SP1', eol: '2029-01-09' },
      { cycle: '2.0', eol: '2011-07-12', source: 'Microsoft lifecycle data' },
    ],
  };
  it.each([
    // The cycle's label, and its lifecycle's source.
    [dotnet, 0, 'lifecycle of Microsoft .NET Framework 3.5 SP1 from endoflife.date'],
    // A cycle another source added names that one.
    [dotnet, 1, 'lifecycle of Microsoft .NET Framework 2.0 from Microsoft lifecycle data'],
    // A company's lifecycle without a source: the cycle only.
    [{ ...dotnet, source: undefined }, 0, 'lifecycle of Microsoft .NET Framework 3.5 SP1'],
  ])('%#: %s', (lifecycle, index, note) => {
    expect(lifecycleNote(lifecycle, lifecycle.cycles[index]!)).toBe(note);
  });
});

describe(completeCpe.name, () => {
  it('escapes special characters of the version', () => {
    expect(completeCpe('cpe:2.3:a:vendor:product', '1.0+build:2')).toBe(
      'cpe:2.3:a:vendor:product:1.0\\+build\\:2:*:*:*:*:*:*:*',
    );
  });

  it('keeps a product whose name has an escaped colon whole', () => {
    // NVD's 1C:Enterprise is `1c:1c\:enterprise`: the escaped colon is no separator.
    expect(completeCpe('cpe:2.3:a:1c:1c\\:enterprise', '8.3.24')).toBe(
      'cpe:2.3:a:1c:1c\\:enterprise:8.3.24:*:*:*:*:*:*:*',
    );
  });

  it('keeps the version and update a prefix writes', () => {
    expect(completeCpe('cpe:2.3:o:microsoft:windows_server_2012:r2', '6.3.9600.20778')).toBe(
      'cpe:2.3:o:microsoft:windows_server_2012:r2:*:*:*:*:*:*:*',
    );
    expect(completeCpe('cpe:2.3:o:microsoft:windows_server_2008:r2:sp1', '6.1.7601')).toBe(
      'cpe:2.3:o:microsoft:windows_server_2008:r2:sp1:*:*:*:*:*:*',
    );
  });

  it('writes a portable or patch release as NVD does, in the update', () => {
    expect(completeCpe('cpe:2.3:a:openbsd:openssh', '8.9p1')).toBe('cpe:2.3:a:openbsd:openssh:8.9:p1:*:*:*:*:*:*');
    expect(completeCpe('cpe:2.3:a:sudo_project:sudo', '1.9.5p2')).toBe(
      'cpe:2.3:a:sudo_project:sudo:1.9.5:p2:*:*:*:*:*:*',
    );
    // OpenSSL's letter releases are versions of their own.
    expect(completeCpe('cpe:2.3:a:openssl:openssl', '1.1.1w')).toBe('cpe:2.3:a:openssl:openssl:1.1.1w:*:*:*:*:*:*:*');
    expect(completeCpe('cpe:2.3:a:vendor:product', null)).toBe('cpe:2.3:a:vendor:product:*:*:*:*:*:*:*:*');
  });
});

describe(licenseOf.name, () => {
  const licenses = {
    'MPL-2.0': { name: 'Mozilla Public License 2.0', isOsiApproved: true },
    'SSPL-1.0': { name: 'Server Side Public License, v 1', isOsiApproved: false },
  };

  it.each([
    [{ license: 'MPL-2.0' }, 'MPL-2.0', 'open-source', true],
    [{ license: 'MIT OR Apache-2.0', isOpenSource: true }, 'MIT OR Apache-2.0', 'open-source', true],
    [{ license: 'Proprietary' }, null, 'proprietary', false],
    [{ license: 'Freeware' }, null, 'freeware', false],
    [{ license: 'SSPL-1.0' }, 'SSPL-1.0', 'unknown', false],
    [{}, null, 'unknown', null],
  ] as const)('%o: licence %s, %s, open source %s', (product, license, licenseType, isOpenSource) => {
    expect(licenseOf(product, licenses)).toEqual({ license, licenseType, isOpenSource });
  });
  // VirtualBox moved from GPL-2.0 to GPL-3.0 with 7.0; Firefox from the MPL 1.1 tri-licence to MPL 2.0 with 13.
  const virtualbox = {
    license: 'GPL-3.0-only',
    licenseBefore: [{ version: '7.0', license: 'GPL-2.0-only' }],
  };
  const firefox = {
    license: 'MPL-2.0',
    licenseBefore: [
      { version: '2', license: 'MPL-1.1' },
      { version: '13', license: 'MPL-1.1 OR GPL-2.0-or-later OR LGPL-2.1-or-later' },
    ],
  };
  // Ghostscript is AGPL since 9.07 and was GPL before, under a version of the GPL no source here states.
  const ghostscript = { license: 'AGPL-3.0-or-later', licenseBefore: [{ version: '9.07', license: null }] };
  it.each([
    [ghostscript, '8.54', null],
    [ghostscript, '9.06', null],
    [ghostscript, '9.07', 'AGPL-3.0-or-later'],
    [ghostscript, null, 'AGPL-3.0-or-later'],
    [virtualbox, '6.1.50', 'GPL-2.0-only'],
    [virtualbox, '7.0.0', 'GPL-3.0-only'],
    [virtualbox, '7.1.4', 'GPL-3.0-only'],
    [virtualbox, null, 'GPL-3.0-only'],
    [firefox, '1.5.0.12', 'MPL-1.1'],
    [firefox, '3.6.28', 'MPL-1.1 OR GPL-2.0-or-later OR LGPL-2.1-or-later'],
    [firefox, '12.0.1', 'MPL-1.1 OR GPL-2.0-or-later OR LGPL-2.1-or-later'],
    [firefox, '13.0', 'MPL-2.0'],
    [firefox, '128.0.3', 'MPL-2.0'],
  ] as const)('the licence of the release: %o at %s is %s', (product, version, license) => {
    expect(licenseOf(product, licenses, version).license).toBe(license);
  });
});

describe('findCycle for a row that states a service pack', () => {
  // Cycles as endoflife.date and Microsoft's lifecycle data give .NET Framework's.
  const dotnetfx: LifecycleProduct = {
    id: 'dotnetfx',
    title: '.NET Framework',
    cycles: [
      { cycle: '4.5.2', eol: '2022-04-26' },
      { cycle: '3.5-sp1', eol: '2029-01-09' },
      { cycle: '3.0', eol: '2011-07-12' },
    ],
  };

  it.each([
    ['3.5', 'SP1', '3.5-sp1'], // "Microsoft .NET Framework 3.5 SP1"
    ['3.0', 'SP2', undefined], // 3.0 ended in 2011, its SP2 with the Windows it came with: no date rather than 3.0's
    ['3.0', null, '3.0'],
    ['4.5.2', null, '4.5.2'],
  ])('%s %s → %s', (version, servicepack, cycle) => {
    expect(findCycle(dotnetfx, version, null, {}, { servicepack })?.cycle).toBe(cycle);
  });
});
