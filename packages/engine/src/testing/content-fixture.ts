import { writeRanges } from '../enrich/match-vulnerabilities.ts';
import type { CatalogContent, ContentPack, ModelContent } from '../types.ts';

/** A small hand-written model for tests: enough spellings to exercise every stage, nothing copied from sources. */
export const modelFixture: ModelContent = {
  version: 'test',
  builtAt: '2026-01-01T00:00:00.000Z',
  legalSuffixes: [
    'Inc.',
    'Incorporated',
    'Corporation',
    'Corp.',
    'LLC',
    'Ltd.',
    'Limited',
    'Co., Ltd.',
    'GmbH',
    's.r.o.',
    'AG',
    'S.A.S.',
    'S.n.c.',
    'FZ-LLC',
    'Pte.Ltd.',
    'or its subsidiaries',
  ],
  publisherPlaceholders: ['Unknown', 'N/A', 'Default Company Name', '-'],
  architectures: {
    x64: ['x64', 'x86_64', 'amd64', '64-bit', '64 bit', '64bit', 'win64'],
    x86: ['x86', '32-bit', '32 bit', '32 bits', 'win32'],
    arm64: ['arm64', 'aarch64'],
  },
  languages: {
    'en-US': ['en-us', 'english (united states)'],
    'de-DE': ['de-de'],
    'fr-FR': ['fr-fr', 'français'],
    de: ['german', 'deutsch'],
  },
  editions: {
    Professional: ['professional', 'pro'],
    Enterprise: ['enterprise'],
    Community: ['community'],
    Standard: ['standard'],
  },
  channels: { Preview: ['preview'], Insiders: ['insiders'], Beta: ['beta'], RC: ['rc', 'release candidate'] },
  ignoreRules: [
    { id: 'kb-article', pattern: '\\bKB\\d{6,7}\\b', reason: 'Windows update identified by a KB article number.' },
    { id: 'hotfix', pattern: '^hotfix\\b', reason: 'A hotfix, not a software product.' },
  ],
  nameRules: [{ id: 'bitnami-stack', pattern: '^(.+?) packaged by Bitnami$', name: 'Bitnami $1 Stack' }],
  // As content/model/words.json has them, so that the title and package tests read titles as production does.
  words: {
    componentWords: ['sdk', 'templates', 'development'],
    packagingSuffixes: [
      'machine-wide installer',
      'deployment tool',
      'deployment',
      'binaries',
      'msi',
      'uninstall only',
      'remove only',
    ],
    installerSuffixes: ['installer', 'setup'],
    uninstallPrefixes: ['uninstall'],
    programKinds: [
      ...['tool', 'tools', 'editor', 'viewer', 'player', 'browser', 'manager', 'utility', 'utilities', 'software'],
      ...['application', 'app', 'client', 'program', 'system'],
    ],
    toolchains: ['msvc', 'gnu', 'gnu llvm', 'mingw', 'mingw-w64', 'cygwin'],
    months: [
      ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
      ...['november', 'december'],
    ],
    platforms: ['windows', 'microsoft windows'],
    codeHosts: ['github', 'gitlab', 'sourceforge', 'bitbucket'],
    commonNameWords: ['microsoft', 'the', 'for', 'and', 'of', 'software', 'tool', 'tools', 'app', 'client'],
    sideBySideChannels: ['Preview', 'Insiders', 'Beta', 'Alpha', 'Canary', 'Nightly', 'Dev'],
    lastWordChannels: ['Dev'],
    preReleaseLabels: ['preview', 'rc', 'beta', 'alpha'],
    placeholderVersions: [
      ...['unknown', 'n/a', 'na', 'none', 'null', 'undefined', 'latest', 'current', 'not found'],
      ...['versionapplication'],
    ],
    packageParts: [
      ...['cli', 'fpm', 'common', 'server', 'client', 'lib', 'libs', 'devel', 'dev', 'core', 'data', 'bin', 'utils'],
      ...['tools', 'stable', 'minimal'],
    ],
    packageFamilies: [
      { pattern: '^linux-image-(?:unsigned-)?\\d[\\w.+~-]*$', packageName: 'linux-image' },
      {
        pattern:
          '^(?:openjdk-\\d+-(?:jre|jdk)(?:-headless)?|java-(?:1\\.)?\\d+(?:\\.\\d+)*-openjdk(?:-headless|-devel)?)$',
        packageName: 'openjdk',
      },
      { pattern: '^php\\d{2}-php(?:-[a-z0-9_-]+)?$', packageName: 'php' },
    ],
    libraryPackages: { prefix: 'lib', soname: '[.-]?\\d+(?:t64)?$' },
    distributions: [
      {
        pattern: 'ubuntu',
        purlType: 'deb/ubuntu',
        nativeMark: '(?<=\\d)(?:(?:[~+]\\d*)?ubuntu[\\d.]*|[~+]\\d{2}\\.(?:04|10)(?:\\.\\d+)*)$',
      },
      {
        pattern: '\\bdebian\\b|~deb\\d+u\\d+|\\+deb\\d+u\\d+',
        purlType: 'deb/debian',
        nativeMark: '(?<=\\d)[+~]deb\\d+u\\d+$',
      },
      { pattern: '\\.el\\d+|red hat', purlType: 'rpm/redhat' },
      {
        pattern: '\\.fc\\d+\\b|fedora',
        purlType: 'rpm/fedora',
        releaseLifecycle: { release: '\\.fc(?<release>\\d+)\\b', lifecycleId: 'fedora' },
      },
      { pattern: '\\.amzn\\d+|amazon linux', purlType: 'rpm/amzn' },
      { pattern: '\\bsuse\\b', purlType: 'rpm/opensuse' },
      { pattern: '-r\\d+$|\\balpine\\b', purlType: 'apk/alpine' },
    ],
    packageManagers: [{ publisher: '^Chocolatey$', manager: 'chocolatey' }],
    signingIdentities: ['^Developer ID Application:\\s*(?<name>.+?)(?:\\s*\\((?<id>[A-Z0-9]{10})\\))?$'],
  },
  categories: {
    categories: ['browser', 'driver', 'runtime', 'engineering', 'utility'].map((id) => ({
      id,
      name: id,
      description: id,
    })),
    sourceTerms: {},
    nameRules: [
      { id: 'driver', pattern: '\\bdrivers?\\b', category: 'driver' },
      { id: 'runtime', pattern: '\\b(?:runtime|redistributable)\\b', category: 'runtime' },
    ],
    publisherCategory: { minProducts: 3, minShare: 0.6 },
  },
};

export const catalogFixture: CatalogContent = {
  version: 'test',
  builtAt: '2026-01-01T00:00:00.000Z',
  publishers: [
    { id: 'kernel-org', name: 'The Linux Kernel Organization', aliases: ['Kernel.org Inc.'] },
    {
      id: 'microsoft',
      name: 'Microsoft',
      aliases: ['Microsoft Corporation', 'Microsoft Corp.'],
      website: 'https://www.microsoft.com',
    },
    { id: 'mozilla', name: 'Mozilla', aliases: ['Mozilla Corporation', 'Mozilla Foundation', '43AQ936H96'] },
    { id: 'python', name: 'Python Software Foundation', aliases: [] },
    { id: 'igor-pavlov', name: 'Igor Pavlov', aliases: [] },
    { id: 'autodesk', name: 'Autodesk', aliases: ['Autodesk, Inc.'], category: 'engineering' },
  ],
  products: [
    {
      id: 'test:firefox',
      publisherId: 'mozilla',
      name: 'Mozilla Firefox',
      aliases: ['Mozilla Firefox (x64 en-US)'],
      packageIds: ['chocolatey:firefox', 'winget:fx'],
      templates: ['Mozilla Firefox *'],
      category: 'browser',
      license: 'MPL-2.0',
      cpe: 'cpe:2.3:a:mozilla:firefox',
      lifecycleId: 'firefox',
    },
    {
      id: 'test:python',
      publisherId: 'python',
      name: 'Python',
      aliases: [],
      templates: ['Python 3.* (*)'],
      license: 'PSF-2.0',
      lifecycleId: 'python',
      versionMap: { '3.12.150.0': '3.12.0' },
      nameLine: { line: 'major.minor' },
      packageNames: ['python', 'python3.12', 'python3'],
    },
    {
      id: 'test:linux-kernel',
      publisherId: 'kernel-org',
      name: 'Linux Kernel',
      aliases: [],
      license: 'GPL-2.0-only',
      cpe: 'cpe:2.3:o:linux:linux_kernel',
      packageNames: ['linux-image', 'kernel', 'kernel-core'],
    },
    { id: 'test:openjdk', publisherId: 'kernel-org', name: 'OpenJDK', aliases: [], packageNames: ['openjdk'] },
    {
      id: 'test:sql-server',
      publisherId: 'microsoft',
      name: 'Microsoft SQL Server',
      aliases: [],
      templates: ['Microsoft SQL Server 20*'],
      license: 'Proprietary',
      lifecycleId: 'mssqlserver',
    },
    {
      id: 'test:7zip',
      publisherId: 'igor-pavlov',
      name: '7-Zip',
      aliases: ['7-Zip 19.00 (x64)'],
      license: 'LGPL-2.1-or-later',
    },
    { id: 'test:ssms', publisherId: 'microsoft', name: 'SQL Server Management Studio', aliases: [] },
    // Its installers' titles carry the release year, which stays in a parsed name: found by template.
    { id: 'test:autocad', publisherId: 'autodesk', name: 'AutoCAD', aliases: [], templates: ['AutoCAD 20*'] },
  ],
  lifecycles: [
    {
      id: 'fedora',
      title: 'Fedora Linux',
      source: 'endoflife.date',
      cycles: [
        { cycle: '40', releaseDate: '2024-04-23', eol: '2025-05-13', latest: '40' },
        { cycle: '25', releaseDate: '2016-11-22', eol: '2017-12-12', latest: '25' },
      ],
    },
    {
      id: 'firefox',
      title: 'Firefox',
      source: 'endoflife.date',
      cycles: [
        { cycle: '128', releaseDate: '2024-07-09', eol: '2025-09-16', latest: '128.14.0' },
        { cycle: '115', releaseDate: '2023-07-04', eol: '2024-09-17', latest: '115.15.0' },
      ],
    },
    {
      id: 'python',
      title: 'Python',
      source: 'endoflife.date',
      cycles: [
        { cycle: '3.12', releaseDate: '2023-10-02', eol: '2028-10-31', latest: '3.12.11' },
        { cycle: '3.8', releaseDate: '2019-10-14', eol: '2024-10-07', latest: '3.8.20' },
      ],
      purl: 'pkg:generic/python',
    },
    {
      id: 'mssqlserver',
      title: 'Microsoft SQL Server',
      cycles: [
        {
          cycle: '2019',
          releaseDate: '2019-11-04',
          eol: '2025-02-28',
          eoes: '2030-01-08',
          latest: '15.0.4430.1',
          source: 'Microsoft lifecycle data',
        },
      ],
    },
  ],
  licenses: {
    'MPL-2.0': { name: 'Mozilla Public License 2.0', isOsiApproved: true },
    'PSF-2.0': { name: 'Python Software Foundation License 2.0', isOsiApproved: false },
    'LGPL-2.1-or-later': { name: 'GNU Lesser General Public License v2.1 or later', isOsiApproved: true },
  },
  // As the build writes NVD's dictionary: pairs by the key of their product, the pair most CVEs name first.
  cpeNames: { smartstorageadministrator: ['hp:smart_storage_administrator'] },
  // As the build writes the range files and KEV (real records: CVE-2024-9680, in KEV, affects Firefox before 131.0.2).
  vulnerabilities: {
    asOf: '2026-08-21',
    ranges: {
      'mozilla:firefox': writeRanges([
        ['CVE-2024-9680', '', '', '', '', '131.0.2'],
        ['CVE-2025-8042', '', '', '', '', '141'],
      ]),
    },
    knownExploited: ['CVE-2024-9680'],
    knownExploitedWithoutRanges: {},
  },
};

export const contentFixture: ContentPack = { model: modelFixture, catalog: catalogFixture };
