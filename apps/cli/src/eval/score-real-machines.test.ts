import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { contentPackFixture } from '../testing/content-pack-fixture.ts';
import { formatRealReport } from './format-real-report.ts';
import { judgeRealRow, parseInventory, parseRealLabels, scoreRealMachines } from './score-real-machines.ts';

const INVENTORY = `Publisher,Title,Version,source
Mozilla,Mozilla Firefox (x64 en-US),122.0,pc-1
Microsoft Corporation,Security Update for Windows XP (KB2079403),1,pc-1
Igor Pavlov,7-Zip 23.01 (x64),23.01,pc-2
,Contoso Gadget,1.0,pc-2
`;
const LABELS = `row,status,publisher,product,version,note
1,normalized,Mozilla,Firefox | Mozilla Firefox,122.0,
2,ignored,,,,update
3,normalized,Igor Pavlov,7-Zip,24.09,wrong on purpose
`;

describe(scoreRealMachines.name, () => {
  const rows = parseInventory(INVENTORY, 'inventory.csv');
  const labels = parseRealLabels(LABELS, 'labels.csv', rows.length);
  const normalizer = createNormalizer(buildCatalogIndex(contentPackFixture), { jobType: 'title' });

  it('numbers the inventory rows from 1 and reads alternatives in a label', () => {
    expect(rows[3]).toEqual({ row: 4, publisher: '', title: 'Contoso Gadget', version: '1.0', source: 'pc-2' });
    expect(labels.get(1)).toMatchObject({ status: 'normalized', products: ['Firefox', 'Mozilla Firefox'] });
    expect(labels.get(2)).toMatchObject({ status: 'ignored', publishers: [], products: [] });
  });

  it('judges status and fields against any accepted answer, and scores only labelled rows', () => {
    const outcomes = scoreRealMachines(rows, labels, normalizer);
    expect(outcomes.map((outcome) => outcome.input.row)).toEqual([1, 2, 3]);
    expect(outcomes[0]).toMatchObject({ isStatusRight: true, isRight: true });
    expect(outcomes[1]).toMatchObject({ isStatusRight: true, isRight: true });
    expect(outcomes[2]).toMatchObject({
      isStatusRight: true,
      isRight: false,
      fields: { publisher: true, product: true, version: false },
    });
    const report = formatRealReport(outcomes, 'inventory.csv');
    expect(report).toContain('fully right    66.7 % (2/3)');
    expect(report).toMatch(/pc-2 +1 rows/);
    // No CPE in this catalog: no data to say.
    expect(report).toContain(
      'affected 0.0 % (0/2), unconfirmed 0.0 % (0/2), none_known 0.0 % (0/2), no_data 100.0 % (2/2)',
    );
  });

  it("reads a label's service pack written in the version as the output's own column", () => {
    const input = {
      row: 1,
      publisher: 'Microsoft Corporation',
      title: 'Microsoft .NET Framework 3.5 SP1',
      version: '',
    };
    const output = { ...normalizer.normalize(input), version: '3.5', servicepack: 'SP1' };
    const label = (version: string) => ({ ...labels.get(1)!, publishers: [], products: [], versions: [version] });
    expect(judgeRealRow({ ...input, source: 'pc-1' }, label('3.5 SP1'), output).fields?.version).toBe(true);
    expect(judgeRealRow({ ...input, source: 'pc-1' }, label('3.5'), output).fields?.version).toBe(true);
    expect(judgeRealRow({ ...input, source: 'pc-1' }, label('3.5 SP2'), output).fields?.version).toBe(false);
    const withoutPack = { ...output, servicepack: null };
    expect(judgeRealRow({ ...input, source: 'pc-1' }, label('3.5 SP1'), withoutPack).fields?.version).toBe(false);
  });

  it.each([
    ['row,status,publisher,product,version\n9,ignored,,,', /line 2: row "9" is not a row/],
    ['row,status,publisher,product,version\n1,ignored,,,\n1,ignored,,,', /line 3: row 1 is labelled twice/],
    ['row,status,publisher,product,version\n1,kept,,,', /line 2: status "kept" is not one of/],
    ['row,status,publisher,product\n1,ignored,,', /has no "version" column/],
  ])('refuses labels that cannot be right: %j', (text, message) => {
    expect(() => parseRealLabels(text, 'labels.csv', rows.length)).toThrow(message);
  });
});
