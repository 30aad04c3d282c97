import { describe, expect, it } from 'vitest';
import { createTestDraft, csv } from '../testing/create-test-draft.ts';
import { importWingetIndex } from './winget-index.ts';
import { importWingetPackages } from './winget-packages.ts';

const HEADER = 'package_id,name,version,tags,last_update';

describe(importWingetIndex.name, () => {
  it('updates latest versions and adds new packages with the publisher of their id prefix', () => {
    const draft = createTestDraft([{ id: 'northwind', name: 'Northwind Traders', aliases: [] }]);
    importWingetPackages(
      JSON.stringify({
        packages: { 'Contoso.Widget': { name: 'Widget', publisher: 'Contoso Ltd.', latest_version: '1.0' } },
      }),
      draft,
    );
    const counts = importWingetIndex(
      csv(
        HEADER,
        'Contoso.Widget,Widget,2.0,,2026-01-01',
        'Contoso.Gadget,Gadget (64-bit),3.1,browser;foss,2026-01-01',
        'Northwind.Traders.App,App,1.2,,2026-01-01',
        'fab-rikam.Tool,Tool,0.9,,2026-01-01',
      ),
      draft,
    );
    expect(draft.products.get('winget:Contoso.Widget')?.latestVersion).toBe('2.0');
    expect(draft.products.get('winget:Contoso.Gadget')).toEqual({
      id: 'winget:Contoso.Gadget',
      publisherId: 'contoso',
      name: 'Gadget',
      aliases: ['Gadget (64-bit)'],
      category: 'browser',
      isOpenSource: true,
      purl: 'pkg:winget/Contoso.Gadget',
      latestVersion: '3.1',
    });
    expect(draft.products.get('winget:Northwind.Traders.App')?.publisherId).toBe('northwind');
    expect(draft.products.get('winget:fab-rikam.Tool')?.publisherId).toBe('fab-rikam');
    expect(draft.publishers.get('fab-rikam')).toEqual({
      id: 'fab-rikam',
      name: 'fab-rikam',
      aliases: [],
      nameFromIdentifier: true,
    });
    expect(counts).toEqual({ packages: 4, productsAdded: 3, versionsUpdated: 1, namesCleaned: 0 });
  });

  it("gives a new publisher a name from its id prefix's words, or the publisher a source spelled for it", () => {
    const draft = createTestDraft();
    importWingetPackages(
      JSON.stringify({ packages: { 'Igor.Archiver': { name: 'Archiver', publisher: 'Igor Pavlov' } } }),
      draft,
    );
    importWingetIndex(
      csv(
        HEADER,
        'IgorPavlov.Archiver.Beta,Archiver Beta,2.0,,2026-01-01',
        'UniversityOfEdinburgh.QuPath,QuPath,0.7.0,,2026-01-01',
      ),
      draft,
    );
    expect(draft.products.get('winget:IgorPavlov.Archiver.Beta')?.publisherId).toBe('igor-pavlov');
    const qupath = draft.products.get('winget:UniversityOfEdinburgh.QuPath')!;
    expect(draft.publishers.get(qupath.publisherId)).toMatchObject({
      name: 'University of Edinburgh',
      nameFromIdentifier: true,
    });
  });

  it('takes the index name when it is the packages.json name without the version of one release', () => {
    const draft = createTestDraft();
    importWingetPackages(
      JSON.stringify({
        packages: {
          'Bitvise.SSH.Server': { name: 'Bitvise SSH Server 9.27 (remove only)', publisher: 'Bitvise Limited' },
          'Azul.Zulu.20.JDK': { name: 'Azul Zulu JDK 20.30.11 (20.0.1), 64-bit', publisher: 'Azul Systems' },
          'Contoso.Suite': { name: 'Contoso Suite 2.0 Server', publisher: 'Contoso' },
          'Contoso.Tool': { name: 'Contoso Tool 3', publisher: 'Contoso' },
          'Contoso.Sdk': { name: 'Contoso SDK 4.5.1', publisher: 'Contoso' },
        },
      }),
      draft,
    );
    const counts = importWingetIndex(
      csv(
        HEADER,
        'Bitvise.SSH.Server,Bitvise SSH Server,9.66,ssh,2026-01-01',
        'Azul.Zulu.20.JDK,Azul Zulu JDK 20,20.32.11,java,2026-01-01',
        // A name that only drops words, or a shorter name that is another product's: the old name stays.
        'Contoso.Suite,Contoso Suite,2.1,,2026-01-01',
        'Contoso.Tool,Contoso,3.1,,2026-01-01',
        'Contoso.Sdk,Contoso SDK 4.5.2,4.5.2,,2026-01-01',
      ),
      draft,
    );
    expect(draft.products.get('winget:Bitvise.SSH.Server')).toMatchObject({
      name: 'Bitvise SSH Server',
      aliases: ['Bitvise SSH Server 9.27 (remove only)'],
    });
    expect(draft.products.get('winget:Azul.Zulu.20.JDK')?.name).toBe('Azul Zulu JDK 20');
    expect(draft.products.get('winget:Contoso.Suite')?.name).toBe('Contoso Suite 2.0 Server');
    expect(draft.products.get('winget:Contoso.Tool')?.name).toBe('Contoso Tool 3');
    expect(draft.products.get('winget:Contoso.Sdk')?.name).toBe('Contoso SDK 4.5.1');
    expect(counts.namesCleaned).toBe(2);
  });
});
