import type { CatalogProduct, CatalogPublisher, LifecycleProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { dropCpesNvdLacks, linkCpes, parseCpeDictionary } from './link-cpe.ts';
import { csv } from './testing/create-test-draft.ts';

// Pairs as cpe/cpedict_vendor_product.csv writes them (CPE 2.3 escapes kept), real names, no file copied.
const dictionary = parseCpeDictionary(
  csv(
    '"vendor","product"',
    '"don_ho","notepad\\+\\+"',
    '"notepad\\+\\+","notepad\\+\\+"',
    '"notepad-plus-plus","notepad\\+\\+"',
    '"notepad--_project","notepad--"',
    '"videolan","vlc_media_player"',
    '"mozilla","firefox"',
    '"7-zip","7-zip"',
    '"veeam","veeam_backup_\\&_replication"',
    '"ekahau","capture"',
    '"irfan_skiljan","irfanview"',
    '"irfanview","irfanview"',
    '"capture_project","capture"',
    '"github","cli"',
  ),
  [
    csv(
      'cve,cpe,vendor,product,version,version_start_including,version_start_excluding,version_end_including,version_end_excluding,status,fixed',
      'CVE-2023-40031,cpe:2.3:a:notepad-plus-plus:notepad\\+\\+:*:*:*:*:*:*:*:*,notepad-plus-plus,notepad\\+\\+,,,,8.5.6,,vulnerable,',
      'CVE-2024-2222,cpe:2.3:a:irfanview:irfanview:*:*:*:*:*:*:*:*,irfanview,irfanview,,,,4.66,,vulnerable,',
    ),
  ],
);

const publishers: CatalogPublisher[] = [
  { id: 'notepad-plus-plus', name: 'Notepad++ Team', aliases: [] },
  { id: 'microsoft', name: 'Microsoft', aliases: ['Microsoft Corporation'] },
  { id: 'videolan', name: 'VideoLAN', aliases: [] },
  { id: 'mozilla', name: 'Mozilla', aliases: [] },
  { id: 'igor-pavlov', name: 'Igor Pavlov', aliases: [] },
  { id: 'veeam', name: 'Veeam', aliases: ['Veeam Software Group GmbH'] },
  { id: 'someone', name: 'Someone', aliases: [] },
  { id: 'irfan-skiljan', name: 'Irfan Skiljan', aliases: [] },
];

const product = (publisherId: string, name: string, more: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: `test:${name}`,
  publisherId,
  name,
  aliases: [],
  ...more,
});

describe(linkCpes.name, () => {
  it('gives the pair whose product is the name and whose vendor is the maker, its name or its homepage', () => {
    const products = [
      product('videolan', 'VLC media player'),
      product('mozilla', 'Mozilla Firefox'),
      product('igor-pavlov', '7-Zip', { homepage: 'https://www.7-zip.org/' }),
      product('veeam', 'Veeam Backup & Replication'),
    ];
    expect(linkCpes(products, publishers, dictionary)).toEqual({ linked: 4 });
    expect(products.map((entry) => entry.cpe)).toEqual([
      'cpe:2.3:a:videolan:vlc_media_player',
      'cpe:2.3:a:mozilla:firefox', // the maker's name in front of the product's is not NVD's product name
      'cpe:2.3:a:7-zip:7-zip', // by its homepage: the maker's name is not NVD's vendor
      'cpe:2.3:a:veeam:veeam_backup_\\&_replication',
    ]);
  });

  it('chooses among the vendors NVD kept for one product the one most CVEs name', () => {
    const products = [
      product('notepad-plus-plus', 'Notepad++', { homepage: 'https://notepad-plus-plus.org/' }),
      product('irfan-skiljan', 'IrfanView', { homepage: 'https://www.irfanview.com/' }),
    ];
    expect(linkCpes(products, publishers, dictionary)).toEqual({ linked: 2 });
    expect(products.map((entry) => entry.cpe)).toEqual([
      'cpe:2.3:a:notepad-plus-plus:notepad\\+\\+',
      'cpe:2.3:a:irfanview:irfanview', // irfan_skiljan:irfanview is listed too, but no CVE names it
    ]);
  });

  it('gives none on a name alone, and keeps a CPE the product has', () => {
    const products = [
      product('microsoft', 'Notepad'), // notepad--_project:notepad-- is another program
      product('someone', 'Capture'), // ekahau:capture is Ekahau's
      product('mozilla', 'Firefox', { cpe: 'cpe:2.3:a:mozilla:firefox_esr' }),
    ];
    expect(linkCpes(products, publishers, dictionary)).toEqual({ linked: 0 });
    expect(products.map((entry) => entry.cpe)).toEqual([undefined, undefined, 'cpe:2.3:a:mozilla:firefox_esr']);
    // A project hosted on GitHub: github is the host, not the maker (github:cli is GitHub's own CLI).
    const hosted = product('someone', 'Someone CLI', { homepage: 'https://github.com/someone/cli' });
    expect(linkCpes([hosted], publishers, dictionary)).toEqual({ linked: 0 });
  });

  it('gives none to a project known only by its packages, whose maker its homepage named', () => {
    // VLC's site names VideoLAN, which the product was given as its maker from that very site: one piece of evidence.
    const project = product('videolan', 'VLC media player', {
      homepage: 'https://www.videolan.org/vlc/',
      packageOnly: true,
    });
    expect(linkCpes([project], publishers, dictionary)).toEqual({ linked: 0 });
    expect(linkCpes([{ ...project, packageOnly: undefined }], publishers, dictionary)).toEqual({ linked: 1 });
  });

  it('gives none to a product whose CPEs its versions choose, as the versions no rule matches have none', () => {
    const tracked = product('mozilla', 'Mozilla Firefox', {
      cpeByVersion: [{ match: '^\\d+\\.\\d+esr$', cpe: 'cpe:2.3:a:mozilla:firefox_esr' }],
    });
    expect(linkCpes([tracked], publishers, dictionary)).toEqual({ linked: 0 });
    expect(tracked.cpe).toBeUndefined();
  });
});

describe(dropCpesNvdLacks.name, () => {
  it("takes away the application CPEs NVD's dictionary lacks, from lifecycles and products alike", () => {
    const nvd = new Set(['oracle:jdk', 'notepad-plus-plus:notepad\\+\\+']);
    const lifecycles: LifecycleProduct[] = [
      { id: 'amazon-corretto', title: 'Amazon Corretto', cycles: [], cpe: 'cpe:2.3:a:amazon:corretto' },
      { id: 'oracle-jdk', title: 'Oracle JDK', cycles: [], cpe: 'cpe:2.3:a:oracle:jdk' },
      // An operating system is no application: the dictionary does not list it, and it stays.
      { id: 'windows', title: 'Windows', cycles: [], cpe: 'cpe:2.3:o:microsoft:windows_11' },
    ];
    const products: CatalogProduct[] = [
      {
        id: 'winget:Amazon.Corretto.17',
        publisherId: 'amazon',
        name: 'Amazon Corretto 17',
        aliases: [],
        cpe: 'cpe:2.3:a:amazon:corretto',
      },
      {
        id: 'winget:Notepad++.Notepad++',
        publisherId: 'notepad',
        name: 'Notepad++',
        aliases: [],
        cpe: 'cpe:2.3:a:notepad-plus-plus:notepad\\+\\+',
      },
    ];
    expect(dropCpesNvdLacks(products, lifecycles, (pair) => nvd.has(pair))).toEqual({ cpesDropped: 2 });
    expect(lifecycles.map((lifecycle) => lifecycle.cpe)).toEqual([
      undefined,
      'cpe:2.3:a:oracle:jdk',
      'cpe:2.3:o:microsoft:windows_11',
    ]);
    expect(products.map((product) => product.cpe)).toEqual([undefined, 'cpe:2.3:a:notepad-plus-plus:notepad\\+\\+']);
  });
});
