import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { createNormalizer } from '../normalize/create-normalizer.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import { droppedWords } from './row-reason.ts';

const normalizer = createNormalizer(buildCatalogIndex(contentFixture), { today: '2026-11-21' });

describe(droppedWords.name, () => {
  it.each([
    ['Mozilla Firefox 128.0 (x64 en-US)', 'Mozilla Firefox', '128.0 x64 en-US'],
    ['Microsoft SQL Server 2019 (64-bit)', 'Microsoft SQL Server', '2019 64-bit'],
    ['Python 3.12.0 (64-bit)', 'Python 3.12', '3.12.0 64-bit'],
    ['7-Zip 7-Zip', '7-Zip', '7-Zip'],
    ['Mozilla Firefox', 'mozilla firefox', ''],
  ])('%j named %j leaves out %j', (title, name, dropped) => {
    expect(droppedWords(title, name)).toBe(dropped);
  });
});

describe("a row's reason", () => {
  it.each([
    // The version came from the raw field, and the name is the title as written.
    [
      ['Mozilla', 'Mozilla Firefox', '128.0'],
      'name equals a catalog name: test:firefox "Mozilla Firefox"; version 128.0 from the raw version; ' +
        'lifecycle of Firefox 128 from endoflife.date; 2 known CVEs affect this version, 1 known exploited, fixed in ' +
        '141 (data as of 2026-08-21)',
    ],
    // Words dropped by a template.
    [
      ['Microsoft Corporation', 'Microsoft SQL Server 2019 (64-bit)', '15.0.2000.5'],
      'title fits a catalog template: test:sql-server "Microsoft SQL Server"; left out of the name: "2019 64-bit"; ' +
        'version 15.0.2000.5 from the raw version; lifecycle of Microsoft SQL Server 2019 from Microsoft lifecycle data',
    ],
    // The name reported is not the catalog's (its release line added), and the version is the scheme's.
    [
      ['Python Software Foundation', 'Python 3.12.0 (64-bit)', '3.12.150.0'],
      'name equals a catalog name: test:python "Python"; left out of the name: "3.12.0 64-bit"; reported as ' +
        '"Python 3.12"; version 3.12.0 mapped from the raw version by the product\'s version scheme; lifecycle of ' +
        'Python 3.12 from endoflife.date',
    ],
    // Not in the catalog: what was left out of the title, and the version from the title.
    [
      ['Contoso', 'Contoso Payroll 4.2 (x64)', ''],
      'Not in the catalog: name taken from the title (left out: "4.2 x64"); version 4.2 from the title.',
    ],
    [['Contoso', 'Contoso Payroll', ''], 'Not in the catalog: name taken from the title; no version.'],
    // No product, so no scheme of its own: the raw version is read as an installer's form of the title's.
    [
      ['Contoso', 'Contoso Payroll 18.12', '15.0.18420.0'],
      'Not in the catalog: name taken from the title (left out: "18.12"); version 18.12 from the title, the raw ' +
        "version being an installer's technical form of it.",
    ],
  ])('%j: %s', ([publisher, title, version], reason) => {
    expect(normalizer.normalize({ publisher, title, version }).reason).toBe(reason);
  });
});
