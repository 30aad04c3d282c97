import type { CatalogProduct, LifecycleProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { csv } from '../testing/create-test-draft.ts';
import { browserCycles, importMdnBrowserReleases, linkBrowserReleases } from './mdn-browsers.ts';

// Rows as lifecycle/browsers/mdn_browser_releases.csv has them (real releases, no file copied).
const browsers = importMdnBrowserReleases(
  csv(
    'browser,browser_name,version,release_date,status,engine,engine_version',
    'edge,Edge,18,2018-10-02,retired,EdgeHTML,18',
    'edge,Edge,79,2020-01-15,retired,Blink,79',
    'edge,Edge,80,2020-02-07,retired,Blink,80',
    'edge,Edge,157,2026-11-05,current,Blink,157',
    'edge,Edge,158,2026-11-19,beta,Blink,158',
    'firefox,Firefox,78,2020-06-30,retired,Gecko,78',
    'firefox,Firefox,79,2020-07-28,retired,Gecko,79',
    'firefox,Firefox,153,2026-07-21,esr,Gecko,153',
  ),
);

describe(browserCycles.name, () => {
  it('ends each release when the next of its engine came out, and leaves the current one and the ESR open', () => {
    expect(browserCycles(browsers.get('edge')!.releases, 'Blink')).toEqual([
      { cycle: '79', releaseDate: '2020-01-15', eol: '2020-02-07' },
      { cycle: '80', releaseDate: '2020-02-07', eol: '2026-11-05' },
      { cycle: '157', releaseDate: '2026-11-05', eol: false }, // 158 is a beta: nobody's release yet
    ]);
    expect(browserCycles(browsers.get('firefox')!.releases).map((cycle) => cycle.eol)).toEqual([
      '2020-07-28',
      '2026-07-21',
      false,
    ]);
  });
});

describe(linkBrowserReleases.name, () => {
  it('gives the product MDN’s releases, with its lifecycle’s dates but not the end of an extended release', () => {
    const firefox: CatalogProduct = {
      id: 'curated:mozilla-firefox',
      publisherId: 'mozilla',
      name: 'Mozilla Firefox',
      aliases: [],
      lifecycleId: 'firefox',
      browserReleases: { browser: 'firefox' },
    };
    const esr: CatalogProduct = { ...firefox, id: 'curated:mozilla-firefox-esr', browserReleases: undefined };
    const edge: CatalogProduct = {
      id: 'curated:microsoft-edge',
      publisherId: 'microsoft',
      name: 'Microsoft Edge',
      aliases: [],
      browserReleases: { browser: 'edge', engine: 'Blink' },
    };
    const lifecycles: LifecycleProduct[] = [
      {
        id: 'firefox',
        title: 'Firefox',
        source: 'endoflife.date',
        cpe: 'cpe:2.3:a:mozilla:firefox',
        cycles: [
          { cycle: '78', releaseDate: '2020-06-30', eol: '2021-11-02', latest: '78.15.0', lts: true },
          { cycle: '3.6', releaseDate: '2010-01-21', eol: '2012-04-24' },
        ],
      },
    ];
    expect(linkBrowserReleases([firefox, esr, edge], lifecycles, browsers)).toEqual({
      lifecyclesAdded: 2,
      productsLinked: 2,
    });
    expect([firefox.lifecycleId, esr.lifecycleId, edge.lifecycleId]).toEqual([
      'mdn-firefox',
      'firefox', // the ESR keeps the extended ends
      'mdn-edge-blink',
    ]);
    expect(lifecycles.find((lifecycle) => lifecycle.id === 'mdn-firefox')).toEqual({
      id: 'mdn-firefox',
      title: 'Firefox',
      source: 'MDN browser-compat-data',
      cpe: 'cpe:2.3:a:mozilla:firefox',
      // MDN's end of each release; the cycle MDN lacks keeps its own source's dates, and names that source.
      cycles: [
        { cycle: '78', releaseDate: '2020-06-30', eol: '2020-07-28', latest: '78.15.0' },
        { cycle: '79', releaseDate: '2020-07-28', eol: '2026-07-21' },
        { cycle: '153', releaseDate: '2026-07-21', eol: false },
        { cycle: '3.6', releaseDate: '2010-01-21', eol: '2012-04-24', source: 'endoflife.date' },
      ],
    });
  });
});
