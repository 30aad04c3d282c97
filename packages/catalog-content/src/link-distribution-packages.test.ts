import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { debianHomepagePackages, homebrewHomepagePackages } from './importers/debian-packages.ts';
import { linkDistributionPackages, linkPackagesByHomepage } from './link-distribution-packages.ts';

const product = (id: string, lifecycleId: string | undefined, more: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  publisherId: 'p',
  name: id,
  aliases: [],
  ...(lifecycleId && { lifecycleId }),
  ...more,
});

describe(linkDistributionPackages.name, () => {
  it("gives a lifecycle's package names to its one curated product, keeping the names it lists itself", () => {
    const products = [
      product('curated:openssl', 'openssl', { packageNames: ['libssl3'] }),
      // Another platform's build linked to the same lifecycle: not what a distribution's package is.
      product('winget:ShiningLight.OpenSSL', 'openssl'),
      product('curated:dotnet-runtime', 'dotnet'),
      product('curated:dotnet-sdk', 'dotnet'),
      product('curated:graalvm-ce', 'graalvm-ce'),
      product('curated:oracle-graalvm', 'oracle-graalvm'),
    ];
    const counts = linkDistributionPackages(
      products,
      new Map([
        ['openssl', ['openssl', 'libssl3']],
        // Shared by two curated products: neither gets them.
        ['dotnet', ['dotnet-runtime']],
        // Claimed by two lifecycles: no one's.
        ['graalvm-ce', ['graalvm']],
        ['oracle-graalvm', ['graalvm', 'oracle-graalvm']],
        ['unlinked', ['nothing']],
      ]),
    );
    expect(Object.fromEntries(products.map((p) => [p.id, p.packageNames]))).toEqual({
      'curated:openssl': ['libssl3', 'openssl'],
      'winget:ShiningLight.OpenSSL': undefined,
      'curated:dotnet-runtime': undefined,
      'curated:dotnet-sdk': undefined,
      'curated:graalvm-ce': undefined,
      'curated:oracle-graalvm': ['oracle-graalvm'],
    });
    expect(counts).toEqual({ products: 2, packageNames: 2, ambiguous: 1 });
  });
});

describe(linkPackagesByHomepage.name, () => {
  const site = (id: string, name: string, homepage: string, more: Partial<CatalogProduct> = {}): CatalogProduct => ({
    ...product(id, undefined, more),
    name,
    homepage,
  });

  it("links a package of the product's site whose project the product is named after", () => {
    const products = [
      site('curated:vlc-media-player', 'VLC media player', 'https://www.videolan.org/vlc/'),
      site('curated:mozilla-thunderbird', 'Mozilla Thunderbird', 'https://www.thunderbird.net/'),
      site('winget:PureData.PureData', 'Pure Data', 'https://puredata.info'),
    ];
    // As categories/debian_bookworm_apps.csv and macos/homebrew_formulae.csv give them (real packages).
    const counts = linkPackagesByHomepage(products, [
      ...debianHomepagePackages(
        [
          'package,version,source,section,tags,homepage',
          'vlc-bin,3.0.21-0+deb12u1,vlc,video,,https://www.videolan.org/vlc/',
          'vlc-plugin-qt,3.0.21-0+deb12u1,vlc,video,,https://www.videolan.org/vlc/',
          'thunderbird,1:115.14.0esr-1~deb12u1,,mail,,https://www.thunderbird.net/',
          // A plug-in of Pure Data by another project, at Pure Data's site: not Pure Data.
          'pd-markex,0.85-6,,sound,,https://puredata.info',
        ].join('\n'),
      ),
      ...homebrewHomepagePackages(
        [
          'name,desc,homepage,license',
          'vlc,Media player,https://www.videolan.org/vlc/,GPL-2.0',
          // Too short a name to be the distributions' (Fedora's jd is another project).
          'vl,Media player,https://www.videolan.org/vlc/,GPL-2.0',
        ].join('\n'),
      ),
    ]);
    expect(Object.fromEntries(products.map((p) => [p.id, p.packageNames]))).toEqual({
      'curated:vlc-media-player': ['vlc-bin', 'vlc', 'vlc-plugin-qt'],
      'curated:mozilla-thunderbird': ['thunderbird'],
      'winget:PureData.PureData': undefined,
    });
    expect(counts).toEqual({ products: 2, packageNames: 4, ambiguous: 0, sharedHomepages: 0 });
  });

  it('links nothing on a homepage several products share, unless one is curated, nor a name already listed', () => {
    const products = [
      site('winget:TheDocumentFoundation.LibreOffice', 'LibreOffice', 'https://www.libreoffice.org/'),
      site('winget:TheDocumentFoundation.LibreOffice.LTS', 'LibreOffice LTS', 'https://www.libreoffice.org/'),
      site('winget:Git.Git', 'Git', 'https://git-scm.com/'),
      site('chocolatey:git', 'Git', 'https://git-scm.com/'),
      site('curated:openssl', 'OpenSSL', 'https://www.openssl.org/', { packageNames: ['openssl'] }),
      site('winget:ShiningLight.OpenSSL', 'OpenSSL', 'https://www.openssl.org'),
      site('curated:grafana', 'Grafana', 'https://grafana.com/oss/grafana/'),
      site('winget:GrafanaLabs.Grafana', 'Grafana', 'https://grafana.com/oss/grafana/'),
    ];
    const counts = linkPackagesByHomepage(products, [
      { name: 'libreoffice', homepage: 'https://www.libreoffice.org/', project: 'libreoffice' },
      { name: 'git', homepage: 'https://git-scm.com/', project: 'git' },
      { name: 'openssl', homepage: 'https://www.openssl.org/', project: 'openssl' },
      { name: 'grafana', homepage: 'https://grafana.com/oss/grafana', project: 'grafana' },
      // Not a distribution's package name.
      { name: 'python@3.12', homepage: 'https://grafana.com/oss/grafana', project: 'grafana' },
    ]);
    expect(products.filter((p) => p.packageNames).map((p) => [p.id, p.packageNames])).toEqual([
      ['curated:openssl', ['openssl']],
      ['curated:grafana', ['grafana']],
    ]);
    expect(counts).toEqual({ products: 1, packageNames: 1, ambiguous: 0, sharedHomepages: 2 });
  });

  it('gives a name two products claim to neither', () => {
    const products = [
      site('winget:A.Tool', 'Tool', 'https://a.example/tool'),
      site('winget:B.Tool', 'Tool', 'https://b.example/tool'),
    ];
    const counts = linkPackagesByHomepage(products, [
      { name: 'tool', homepage: 'https://a.example/tool', project: 'tool' },
      { name: 'tool', homepage: 'https://b.example/tool', project: 'tool' },
    ]);
    expect(products.map((p) => p.packageNames)).toEqual([undefined, undefined]);
    expect(counts).toMatchObject({ packageNames: 0, ambiguous: 1 });
  });
});
