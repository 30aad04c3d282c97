import type { CatalogProduct, LifecycleProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { importMicrosoftLifecycle, linkMicrosoftLifecycle, microsoftCycles } from './microsoft-lifecycle.ts';

// Entries as lifecycle/microsoft/products.json writes them (real dates, no file copied).
const entries = importMicrosoftLifecycle(
  JSON.stringify({
    products: {
      'microsoft-net-framework': {
        name: 'Microsoft .NET Framework',
        policyType: 'component',
        supportDates: { start: '2006-02-17T00:00:00.000-08:00' },
        releases: [
          { version: '.NET Framework 4.8', startDate: '2019-04-18T00:00:00.000-08:00' },
          {
            version: '.NET Framework 3.5 Service Pack 1',
            startDate: '2007-11-19T00:00:00.000-08:00',
            endDate: '2029-01-09T22:59:59.999-08:00',
          },
          {
            version: '.NET Framework 3.0',
            startDate: '2006-11-21T00:00:00.000-08:00',
            endDate: '2011-07-12T22:59:59.999-08:00',
          },
        ],
      },
      'microsoft-office-2010': {
        name: 'Microsoft Office 2010',
        policyType: 'fixed',
        supportDates: {
          start: '2010-07-15T00:00:00.000-08:00',
          end: '2015-10-13T22:59:59.999-08:00',
          extendedEnd: '2020-10-13T22:59:59.999-08:00',
        },
      },
    },
  }),
);

describe(microsoftCycles.name, () => {
  it('makes a cycle of each release that names a version and has an end, with its service pack', () => {
    expect(microsoftCycles(entries.get('microsoft-net-framework')!, 'releases')).toEqual([
      { cycle: '3.5-sp1', releaseDate: '2007-11-19', eol: '2029-01-09', source: 'Microsoft lifecycle data' },
      { cycle: '3.0', releaseDate: '2006-11-21', eol: '2011-07-12', source: 'Microsoft lifecycle data' },
    ]);
  });

  it('makes one cycle of a whole entry, ending with its extended support', () => {
    expect(microsoftCycles(entries.get('microsoft-office-2010')!, '2010')).toEqual([
      {
        cycle: '2010',
        releaseDate: '2010-07-15',
        eol: '2020-10-13',
        eoas: '2015-10-13',
        source: 'Microsoft lifecycle data',
      },
    ]);
  });
});

describe(linkMicrosoftLifecycle.name, () => {
  it('adds the cycles a lifecycle lacks, or gives the product a lifecycle of them', () => {
    const framework: CatalogProduct = {
      id: 'curated:microsoft-dotnet-framework',
      publisherId: 'microsoft',
      name: 'Microsoft .NET Framework',
      aliases: [],
      lifecycleId: 'dotnetfx',
      microsoftLifecycle: { 'microsoft-net-framework': 'releases' },
    };
    const office: CatalogProduct = {
      id: 'curated:office-2010',
      publisherId: 'microsoft',
      name: 'Microsoft Office 2010',
      aliases: [],
      microsoftLifecycle: { 'microsoft-office-2010': '2010', 'microsoft-office-2099': '2099' },
    };
    const lifecycles: LifecycleProduct[] = [
      { id: 'dotnetfx', title: '.NET Framework', cycles: [{ cycle: '3.5-sp1', eol: '2029-01-09', label: '3.5 SP1' }] },
    ];
    expect(linkMicrosoftLifecycle([framework, office], lifecycles, entries)).toEqual({
      lifecyclesAdded: 1,
      cyclesAdded: 2,
      unknownEntries: 1,
    });
    expect(lifecycles[0]!.cycles.map((cycle) => cycle.cycle)).toEqual(['3.5-sp1', '3.0']);
    // The lifecycle's own cycle stays as it is; the one added says where its dates come from.
    expect(lifecycles[0]!.cycles[0]).toEqual({ cycle: '3.5-sp1', eol: '2029-01-09', label: '3.5 SP1' });
    expect(lifecycles[0]!.cycles[1]!.source).toBe('Microsoft lifecycle data');
    expect(office.lifecycleId).toBe('microsoft-office-2010');
    expect(lifecycles[1]).toMatchObject({
      id: 'microsoft-office-2010',
      title: 'Microsoft Office 2010',
      source: 'Microsoft lifecycle data',
    });
  });
});
