import { describe, expect, it } from 'vitest';
import { contentFixture } from '../testing/content-fixture.ts';
import type { CatalogProduct } from '../types.ts';
import { buildCatalogIndex } from './build-catalog-index.ts';
import { matchCatalog } from './match-catalog.ts';
import {
  distributionPurl,
  isDistributionPackageRow,
  packageUpstreamVersion,
  matchDistributionPackage,
  readRpmPackage,
  upstreamVersion,
} from './match-distribution-package.ts';

const index = buildCatalogIndex(contentFixture);

/** A project known only by its package of its own name, as Homebrew's formulae give them. */
const project = (name: string): CatalogProduct => ({
  id: `formula:${name}`,
  publisherId: 'someone',
  name,
  aliases: [],
  packageNames: [name],
  packageOnly: true,
});
const python = index.productById.get('test:python');

describe(matchDistributionPackage.name, () => {
  it('finds a project known only by its packages by a package row, and never by its name', () => {
    const file: CatalogProduct = {
      id: 'formula:file-formula',
      publisherId: 'darwinsys',
      name: 'file',
      aliases: [],
      packageNames: ['file'],
      packageOnly: true,
    };
    const withProject = buildCatalogIndex(contentFixture, { extraProducts: [file] });
    const project = withProject.productById.get('formula:file-formula');
    expect(matchDistributionPackage(withProject, 'file-devel', '5.29-3.fc25')).toMatchObject({ product: project });
    expect(matchDistributionPackage(withProject, 'file', '1:5.44-3')).toMatchObject({ product: project });
    // A Windows title of that word is some other product, or none.
    for (const name of ['file', 'File']) {
      expect(matchCatalog(withProject, { title: name, name, publisherId: undefined, major: null })).toBeUndefined();
    }
  });

  it('takes the parts of a build off one after another, and only parts', () => {
    const withProjects = buildCatalogIndex(contentFixture, {
      extraProducts: [project('tigervnc'), project('libvirt')],
    });
    const tigervnc = withProjects.productById.get('formula:tigervnc');
    const libvirt = withProjects.productById.get('formula:libvirt');
    // Fedora's minimal server build of TigerVNC: "server" and "minimal" are both parts of its build.
    expect(matchDistributionPackage(withProjects, 'tigervnc-server-minimal', '1.7.1-1.fc25')).toMatchObject({
      product: tigervnc,
    });
    expect(matchDistributionPackage(withProjects, 'libvirt-libs', '2.2.0-2.fc25')).toMatchObject({ product: libvirt });
    // libvirt-gconfig is built from libvirt-glib, another project: "gconfig" is no part of a build.
    expect(matchDistributionPackage(withProjects, 'libvirt-gconfig', '1.0.0-1.fc25')).toBeUndefined();
  });

  it('finds a name one package format gives another project by that format first', () => {
    const project = (id: string, packageNames: string[]): CatalogProduct => ({
      id,
      publisherId: 'someone',
      name: id,
      aliases: [],
      packageNames,
      packageOnly: true,
    });
    const withProjects = buildCatalogIndex(contentFixture, {
      extraProducts: [project('test:passwd', ['rpm:passwd']), project('test:shadow', ['passwd', 'login'])],
    });
    const passwd = withProjects.productById.get('test:passwd');
    const shadow = withProjects.productById.get('test:shadow');
    // Fedora's and RHEL's passwd is Red Hat's own tool; Debian's and Ubuntu's is built from shadow.
    expect(matchDistributionPackage(withProjects, 'passwd', '0.80-15.fc39')).toMatchObject({ product: passwd });
    expect(matchDistributionPackage(withProjects, 'passwd', '0.80-12.el9')).toMatchObject({ product: passwd });
    expect(matchDistributionPackage(withProjects, 'passwd', '1:4.8.1-2ubuntu2.2')).toMatchObject({ product: shadow });
    expect(matchDistributionPackage(withProjects, 'passwd', '1:4.13+dfsg1-1')).toMatchObject({ product: shadow });
  });

  it("finds a package a distribution's team made, at a plain version, by its maintainer field", () => {
    const withProjects = buildCatalogIndex(contentFixture, { extraProducts: [project('dpkg')] });
    const dpkg = withProjects.productById.get('formula:dpkg');
    const team = 'Dpkg Developers <debian-dpkg@lists.debian.org>';
    expect(matchDistributionPackage(withProjects, 'dpkg', '1.21.22', team)).toMatchObject({ product: dpkg });
    // A plain version with another packager, or a distribution's name without a maintainer's address, is no package's.
    expect(matchDistributionPackage(withProjects, 'dpkg', '1.21.22', 'Contoso <it@contoso.example>')).toBeUndefined();
    expect(matchDistributionPackage(withProjects, 'dpkg', '1.21.22', 'Debian')).toBeUndefined();
    expect(matchDistributionPackage(withProjects, 'dpkg', '1.21.22')).toBeUndefined();
  });

  it("finds a library package named after its soname by its project's name, nearest first", () => {
    const withProjects = buildCatalogIndex(contentFixture, {
      extraProducts: ['gmp', 'pcre', 'pcre2', 'libidn2', 'newt', 'abc'].map(project),
    });
    const found = (title: string, version: string) =>
      withProjects.products[matchDistributionPackage(withProjects, title, version)?.product ?? -1]?.product.id;
    expect(found('libgmp10', '2:6.2.1+dfsg-3ubuntu1')).toBe('formula:gmp');
    // PCRE2's 8-bit library is PCRE2's, not the older PCRE's.
    expect(found('libpcre2-8-0', '10.39-3ubuntu0.1')).toBe('formula:pcre2');
    expect(found('libidn2-0', '2.3.2-2build1')).toBe('formula:libidn2');
    expect(found('libnewt0.52', '0.52.21-5ubuntu2')).toBe('formula:newt');
    expect(found('libssl3t64', '3.0.13-0ubuntu3.4')).toBeUndefined();
    // A name too short once the prefix and soname are off names no project.
    expect(found('libab1', '1.0-1')).toBeUndefined();
  });

  it("finds a software collection's package of a release line by its family", () => {
    const php: CatalogProduct = { id: 'test:php', publisherId: 'php', name: 'PHP', aliases: [], packageNames: ['php'] };
    const withPhp = buildCatalogIndex(contentFixture, { extraProducts: [php] });
    // Remi's collection for PHP 7.0 on Fedora: "php70-php-<extension>", beside the distribution's own PHP.
    for (const title of ['php70-php-soap', 'php74-php-cli', 'php70-php']) {
      expect(matchDistributionPackage(withPhp, title, '7.0.16-1.fc25.remi')?.product).toBe(
        withPhp.productById.get('test:php'),
      );
    }
    expect(matchDistributionPackage(withPhp, 'php70-pecl-redis', '3.1.1-1.fc25.remi')).toBeUndefined();
  });

  it.each([
    // osquery's deb_packages and rpm_packages: a package name and the distribution's version of it.
    ['python3.12', '3.12.3-1ubuntu0.1'],
    ['python3', '3.9.18-1.el9_3'],
    ['python3', '1:3.9.18-1.el9_3'],
    ['python3', '3.11.2-r1'],
    ['python3', '3.11+105'],
    // A package named after one line of a known package.
    ['python3.13', '3.13.0-1'],
    ['python-3.13', '3.13.0-1'],
    // One part of a package's build, or its stable channel, after the package's name.
    ['python3.12-dev', '3.12.3-1ubuntu0.1'],
    ['python3-libs', '3.9.18-1.el9_3'],
    ['python3-stable', '3.11.2-1'],
  ])('%s %s is the product the package name names', (title, version) => {
    expect(matchDistributionPackage(index, title, version)).toMatchObject({
      product: python,
      kind: 'alias',
      isDistributionPackage: true,
    });
  });

  it.each([
    // A kernel image package is named after the kernel release it holds.
    ['linux-image-5.15.0-88-generic', '5.15.0-88.98', 'test:linux-kernel'],
    ['linux-image-unsigned-6.5.0-14-generic', '6.5.0-14.14~22.04.1', 'test:linux-kernel'],
    ['linux-image-6.1.0-13-amd64', '6.1.55-1', 'test:linux-kernel'],
    ['kernel-core', '5.14.0-362.8.1.el9_3', 'test:linux-kernel'],
    // OpenJDK packages carry the line and the part in the middle of the name.
    ['openjdk-17-jre-headless', '17.0.9+9-1~22.04', 'test:openjdk'],
    ['openjdk-21-jdk', '21.0.1+12-2', 'test:openjdk'],
    ['java-17-openjdk-headless', '1:17.0.9.0.9-2.el9', 'test:openjdk'],
    ['java-1.8.0-openjdk-devel', '1:1.8.0.392.b08-4.el9', 'test:openjdk'],
    // CPython's shared library, named after its soname.
    ['libpython3.12', '3.12.3-1ubuntu0.1', 'test:python'],
  ])('%s %s is %s', (title, version, productId) => {
    expect(matchDistributionPackage(index, title, version)?.product).toBe(index.productById.get(productId));
  });

  it.each([
    // A version as Windows installers register it: not a distribution's package.
    ['python3', '3.12.0'],
    ['python3', null],
    // Not a package name: capitals, spaces.
    ['Python3', '3.12.3-1ubuntu0.1'],
    ['python3 tools', '3.12.3-1'],
    // Unknown packages, and a name that only starts like a known one.
    ['python3-pip', '22.0.2+dfsg-1'],
    // Kernel headers and tools are not the kernel.
    ['linux-headers-5.15.0-88-generic', '5.15.0-88.98'],
    ['openjdk-17-source', '17.0.9+9-1~22.04'],
    ['linux-image-generic', '5.15.0.88.85'],
  ])('%s %s is not', (title, version) => {
    expect(matchDistributionPackage(index, title, version)).toBeUndefined();
  });
});

describe(upstreamVersion.name, () => {
  it.each([
    ['3.0.2-0ubuntu1.12', '3.0.2'],
    ['1:3.0.7-25.el9_3', '3.0.7'],
    ['5:24.0.7-1~ubuntu.22.04~jammy', '24.0.7'],
    ['1.24.0-r15', '1.24.0'],
    ['1.1.1f-1ubuntu2.20', '1.1.1f'],
    // Debian's repacks of an upstream release, and a package back at an older release than its version says.
    ['1.2.13.dfsg-1', '1.2.13'],
    ['1:1.2.11.dfsg-2ubuntu9.2', '1.2.11'],
    ['12.22.9~dfsg-1ubuntu3.2', '12.22.9'],
    ['9.55.0~dfsg1-0ubuntu5.6', '9.55.0'],
    ['1:20220127+repack1-1', '20220127'],
    ['7.91+dfsg1+really7.80+dfsg1-2ubuntu0.1', '7.80'],
    // Words that only start like a repack mark are the release's own.
    ['2.0.dsp-1', '2.0.dsp'],
    ['2.9.14+dfsg-1.3ubuntu0.1', '2.9.14'],
    ['14+238', '14'],
  ])('%s → %s', (version, upstream) => {
    expect(upstreamVersion(version)).toBe(upstream);
  });
});

describe(distributionPurl.name, () => {
  it.each([
    ['openssl', '3.0.2-0ubuntu1.12', 'Ubuntu Developers', 'pkg:deb/ubuntu/openssl@3.0.2-0ubuntu1.12'],
    ['php8.2', '8.2.7-1~deb12u1', 'Debian PHP Maintainers', 'pkg:deb/debian/php8.2@8.2.7-1~deb12u1'],
    ['openssl-libs', '1:3.0.7-25.el9_3', 'Red Hat, Inc.', 'pkg:rpm/redhat/openssl-libs@1%3A3.0.7-25.el9_3'],
    ['nginx', '1.24.0-r15', '', 'pkg:apk/alpine/nginx@1.24.0-r15'],
    ['bash', '5.2.15-2+b2', 'Debian Bash Maintainers', 'pkg:deb/debian/bash@5.2.15-2%2Bb2'],
  ])('%s %s by %j → %s', (name, version, packager, purl) => {
    expect(distributionPurl(name, version, packager, index.dictionaries.words)).toBe(purl);
  });

  it('gives none when neither the version nor the packager tells the distribution', () => {
    expect(distributionPurl('kubelet', '1.28.2-1.1', 'Kubernetes', index.dictionaries.words)).toBeNull();
  });
});

describe(readRpmPackage.name, () => {
  it.each([
    ['openssl-libs-3.0.7-25.el9_3.x86_64', { name: 'openssl-libs', version: '3.0.7-25.el9_3', architecture: 'x86_64' }],
    ['python3.11-3.11.5-1.el9_3.x86_64', { name: 'python3.11', version: '3.11.5-1.el9_3', architecture: 'x86_64' }],
    [
      'java-17-openjdk-headless-17.0.9.0.9-2.el9.x86_64',
      { name: 'java-17-openjdk-headless', version: '17.0.9.0.9-2.el9', architecture: 'x86_64' },
    ],
    ['tzdata-2023c-1.el9.noarch', { name: 'tzdata', version: '2023c-1.el9', architecture: 'noarch' }],
    ['kernel-5.14.0-362.8.1.el9_3.x86_64', { name: 'kernel', version: '5.14.0-362.8.1.el9_3', architecture: 'x86_64' }],
  ])('%s', (title, expected) => {
    expect(readRpmPackage(title)).toEqual(expected);
  });

  it.each([
    'openssl-libs',
    'Microsoft Visual C++ 2015-2019 Redistributable (x64) - 14.29.30139',
    '7-Zip 23.01 (x64)',
    'node-v20.10.0-x64',
  ])('%s is no RPM package string', (title) => {
    expect(readRpmPackage(title)).toBeUndefined();
  });
});

describe('packageUpstreamVersion', () => {
  it.each([
    ['cups-client', '2.2.0-5.fc25', '2.2.0'],
    ['git', '1:2.34.1-1ubuntu1.10', '2.34.1'],
    ['openssl-libs', '1:3.0.7-25.el9_3', '3.0.7'],
    ['jetty-util', '9.4.0-0.2.M0.fc25', '9.4.0'],
    ['zlib1g', '1:1.2.13.dfsg-1', '1.2.13'],
    ['imagemagick', '8:6.9.11.60+dfsg-1.3ubuntu0.22.04.5', '6.9.11.60'],
    ['busybox', '1.36.1-r5', '1.36.1'],
    // A pre-release word is the upstream release's own, not a distribution's revision.
    ['contoso-cli', '1.0.0-beta', undefined],
    ['contoso-cli', '2.1-rc1', undefined],
    // Not a package name, or not a package version.
    ['FusionInventory Agent', '2.2.0-2', undefined],
    ['cups-client', '2.2.0', undefined],
    // Capitals: a package name only where the version says a distribution built it.
    ['Spotify', '1.2.71-3', undefined],
  ])('reads %j at %j as %j', (name, version, expected) => {
    expect(packageUpstreamVersion(name, version)).toBe(expected);
  });

  it.each([
    ['perl-XML-TreePP', '0.43-4.fc25', '0.43'],
    ['NetworkManager-pptp-gnome', '1.2.4-1.fc25', '1.2.4'],
    ['FusionInventory Agent', '2.2.0-2.fc25', undefined],
    // Capitals at a version no distribution tags: not a package.
    ['NetworkManager-pptp-gnome', '1.2.4-1', undefined],
  ])(
    'reads %j, a name in capitals, at %j as %j: a package only where a distribution tags the version',
    (name, version, expected) => {
      expect(packageUpstreamVersion(name, version, index.dictionaries.words.distributions)).toBe(expected);
    },
  );

  it.each([
    // Packages a distribution made itself have no revision, only the distribution's mark after the release.
    ['dpkg', '1.21.1ubuntu2.2', '1.21.1'],
    ['golang-go', '2:1.18~0ubuntu2', '1.18'],
    ['ca-certificates', '20230311ubuntu0.22.04.1', '20230311'],
    ['intel-microcode', '3.20231114.0ubuntu0.22.04.1', '3.20231114.0'],
    ['base-files', '12.4+deb12u5', '12.4'],
    ['intel-microcode', '3.20231114.1~deb12u1', '3.20231114.1'],
    // Ubuntu's build of a release for one of its own releases (YY.04, YY.10).
    ['snapd', '2.58+22.04.1', '2.58'],
    ['ubuntu-advantage-tools', '30~22.04', '30'],
    // A vendor's own repository: an epoch, no revision.
    ['steam-launcher', '1:1.0.0.78', '1.0.0.78'],
    // With a revision, the mark is the revision's.
    ['openssl', '3.0.2-0ubuntu1.12', '3.0.2'],
    ['dpkg', '1.21.1', undefined],
    ['dpkg', 'ubuntu2', undefined],
  ])("reads %j at %j as %j: a distribution's own package", (name, version, expected) => {
    expect(packageUpstreamVersion(name, version, index.dictionaries.words.distributions)).toBe(expected);
  });
});

describe('isDistributionPackageRow', () => {
  it.each([
    ['openssl', '3.0.2-0ubuntu1.12', true],
    ['git', '1:2.34.1-1ubuntu1.10', true],
    ['busybox', '1.36.1-r5', true],
    // A pre-release word after the dash is the upstream release's own.
    ['python3.12', '1.0-rc.2', false],
    ['contoso-cli', '2.1.0-beta3', false],
    ['Mozilla Firefox', '128.0-1', false],
    // RPM names keep their project's capitals: a package where a distribution tags the version.
    ['NetworkManager', '1.44.0-3.el9', true],
    ['xorg-x11-server-Xorg', '1.20.11-19.el9', true],
    ['NetworkManager', '1.44.0-3', false],
    // A package a distribution made itself has no revision, only its mark.
    ['dpkg', '1.21.1ubuntu2.2', true],
    ['golang-go', '2:1.18~0ubuntu2', true],
    ['dpkg', '1.21.1', false],
    ['steam-launcher', '1:1.0.0.78', true],
  ])('reads %j at %j as a package row: %j', (title, version, expected) => {
    expect(isDistributionPackageRow(title, version, buildCatalogIndex(contentFixture).dictionaries.words)).toBe(
      expected,
    );
  });
});
