import { describe, expect, it } from 'vitest';
import { toKey } from '../clean/clean-text.ts';
import { buildCatalogIndex } from '../match/build-catalog-index.ts';
import { contentFixture } from '../testing/content-fixture.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { applyDataMappings } from './apply-data-mappings.ts';
import { classifyRow } from './classify-row.ts';
import { describeRow } from './describe-row.ts';
import { emptyRow } from './empty-row.ts';
import { enrichOwnName, enrichRow } from './enrich-row.ts';
import { findPublisher } from './find-publisher.ts';
import { matchQueryOf, matchRow } from './match-row.ts';
import { normalizePublisherRow } from './normalize-publisher-row.ts';
import { unlessUnsure } from './normalize-title-row.ts';
import { readRow } from './read-row.ts';
import { readTitle } from './read-title.ts';
import { readVersion, versionOfProduct } from './read-version.ts';
import { evidenceOf, publisherEvidence, rateRow } from './rate-row.ts';
import { parseTitle } from '../title/parse-title.ts';
import { createNormalizer } from '../normalize/create-normalizer.ts';
import type { ConfidenceTable } from '../types.ts';

const index = buildCatalogIndex(contentFixture);
const isPublisherWord = (word: string) => index.publisherByKey.has(toKey(word));
const read = (publisher: string, title: string, version = '') =>
  readRow({ publisher, title, version }, isPublisherWord).read;

/** The stages up to the catalog match, as normalizeTitleRow runs them. */
function throughMatch(publisherText: string, titleText: string, versionText = '') {
  const row = read(publisherText, titleText, versionText);
  const { publisher } = findPublisher(index, row);
  const { title } = readTitle(index, row, publisher, isPublisherWord);
  const { version } = readVersion(row.versionText, title.parsed, index.dictionaries.words);
  const { matched, trace } = matchRow(index, row, matchQueryOf(title, publisher, version), publisher);
  return { row, title, version, matched, trace };
}

describe(readRow.name, () => {
  it.each([
    ['Mozilla', ' Mozilla  Firefox ', '128.0', { title: 'Mozilla Firefox', versionText: '128.0' }, 'cleaned'],
    [
      '',
      'openssl-libs-3.0.7-25.el9_3.x86_64',
      '',
      { title: 'openssl-libs', versionText: '3.0.7-25.el9_3' },
      'read the RPM package openssl-libs at 3.0.7-25.el9_3',
    ],
    [
      'CN=Microsoft Corporation',
      'Microsoft.WindowsCalculator',
      '11.2',
      { title: 'Windows Calculator' },
      'read the package identity as "Windows Calculator" by Microsoft',
    ],
    ['', '', '', { title: '', writtenTitle: '' }, 'cleaned'],
    [
      'Adobe Systems Inc.',
      'Adobe Updater',
      'Adobe Updater 6.2.0.1474',
      { versionText: '6.2.0.1474', writtenVersion: 'Adobe Updater 6.2.0.1474' },
      'cleaned; the version "6.2.0.1474" without the title written in front of it',
    ],
    ['Contoso', 'Contoso Studio', 'Contoso Studio Edition', { versionText: 'Contoso Studio Edition' }, 'cleaned'],
  ])('%j %j %j', (publisher, title, version, expected, decision) => {
    const { read: result, trace } = readRow({ publisher, title, version }, isPublisherWord);
    expect(result).toMatchObject(expected);
    expect(trace).toEqual({ stage: 'clean', decision });
  });

  it('reads a localized title in English, as the context says, and names it so', () => {
    const toEnglish = (title: string) => title.replace('런타임', 'Runtime');
    const { read: result, trace } = readRow(
      { publisher: 'Microsoft Corporation', title: 'Microsoft Edge WebView2 런타임', version: '112.0.1722.58' },
      isPublisherWord,
      undefined,
      toEnglish,
    );
    expect(result).toMatchObject({
      writtenTitle: 'Microsoft Edge WebView2 런타임',
      title: 'Microsoft Edge WebView2 Runtime',
    });
    expect(trace.decision).toBe('read in English as "Microsoft Edge WebView2 Runtime"');
  });

  it('keeps the row its own version when it gives one the RPM name does not have', () => {
    expect(read('', 'openssl-libs-3.0.7-25.el9_3.x86_64', '9.9').rpmPackage).toBeUndefined();
  });
});

describe(classifyRow.name, () => {
  it.each([
    ['Security Update for Windows XP (KB2079403)', 'kb-article'],
    ['Hotfix for Microsoft .NET Framework', 'hotfix'],
    ['Mozilla Firefox (x64 en-US)', undefined],
  ])('%j → %s', (title, ruleId) => {
    const { ignored, trace } = classifyRow(read('Microsoft', title), index.ignoreRules);
    expect(ignored?.rule.id).toBe(ruleId);
    expect(trace.decision).toBe(ruleId ? `ignore rule "${ruleId}"` : 'no ignore rule');
  });
});

describe(findPublisher.name, () => {
  it.each([
    ['Mozilla Corporation', 'Mozilla Firefox', 'Mozilla', 'mozilla', false],
    ['Contoso Ltd.', 'Contoso Payroll', 'Contoso', undefined, false],
    ['', 'Mozilla Firefox 128.0', 'Mozilla', 'mozilla', false],
    ['Unknown', 'Contoso Widget', 'Unknown', undefined, true],
    // A package manager's record names the manager, not the maker.
    ['Chocolatey', 'gizmo', 'Chocolatey', undefined, true],
  ])('%j with %j → %s', (publisherText, title, name, id, isPlaceholder) => {
    const { publisher } = findPublisher(index, read(publisherText, title));
    expect(publisher).toMatchObject({ name, isPlaceholder });
    expect(publisher?.publisher?.id).toBe(id);
  });

  it("gives a product line's row to the publisher that took the line over", () => {
    const withLines = buildCatalogIndex({
      ...contentFixture,
      catalog: {
        ...contentFixture.catalog,
        publishers: [
          ...contentFixture.catalog.publishers,
          { id: 'hp', name: 'HP', aliases: ['Hewlett-Packard Company'] },
          {
            id: 'hpe',
            name: 'Hewlett Packard Enterprise',
            aliases: [],
            productLinesOf: [{ publisherId: 'hp', titleWords: ['ProLiant', 'iLO', 'Smart Storage Administrator'] }],
          },
        ],
      },
    });
    const lineOf = (publisher: string, title: string) => findPublisher(withLines, read(publisher, title));
    const iLO = lineOf('Hewlett-Packard Company', 'HP ProLiant iLO 3/4 Channel Interface Driver');
    expect(iLO.publisher).toMatchObject({ name: 'Hewlett Packard Enterprise', publisher: { id: 'hpe' } });
    expect(iLO.trace.decision).toContain('whose product line the title names');
    expect(lineOf('Hewlett-Packard Company', 'HP Smart Storage Administrator').publisher?.name).toBe(
      'Hewlett Packard Enterprise',
    );
    // Whole words only, and only of the publisher the line came from.
    expect(lineOf('Hewlett-Packard Company', 'HP Smart Print').publisher?.name).toBe('HP');
    expect(lineOf('Hewlett-Packard Company', 'HP Silo Manager').publisher?.name).toBe('HP');
    expect(lineOf('Mozilla Corporation', 'Mozilla ProLiant Helper').publisher?.name).toBe('Mozilla');
  });

  it('says when there is nothing to go on', () => {
    const { publisher, trace } = findPublisher(index, read('', 'Zqx Toolbox'));
    expect(publisher).toBeUndefined();
    expect(trace.decision).toBe('none written, none inferred from the title');
  });
});

describe(readTitle.name, () => {
  const mozilla = findPublisher(index, read('Mozilla', '')).publisher;
  it.each([
    ['Mozilla Firefox 128.0 (x64 en-US)', 'Mozilla Firefox', { architecture: 'x64', language: 'en-US' }],
    ['Mozilla Mozilla Firefox Beta', 'Mozilla Firefox Beta', { channel: 'Beta' }],
    ['Firefox Helper, Mozilla Corporation', 'Firefox Helper', {}],
  ])('%j → %j', (title, name, parsed) => {
    const { title: result, trace } = readTitle(index, read('Mozilla', title), mozilla, isPublisherWord);
    expect(result.parsed).toMatchObject({ name, ...parsed });
    expect(trace.decision.startsWith(`name "${name}"`)).toBe(true);
  });

  it('reads an RPM package architecture as the row’s', () => {
    const row = read('', 'openssl-libs-3.0.7-25.el9_3.x86_64');
    expect(readTitle(index, row, undefined, isPublisherWord).title.parsed.architecture).toBe('x64');
  });
});

describe(readVersion.name, () => {
  it.each([
    ['Mozilla Firefox', '128.0', '128.0', 'raw', '128.0, from the raw version'],
    ['Notepad++ 8.6.2', '', '8.6.2', 'title', '8.6.2, from the title'],
    ['Contoso Tool', 'Unknown', null, 'none', 'no version'],
    // A package's epoch, repack suffix and revision are the distribution's.
    [
      'imagemagick',
      '8:6.9.11.60+dfsg-1.3ubuntu0.22.04.5',
      '6.9.11.60',
      'package',
      "6.9.11.60, from the raw version, without the distribution's revision",
    ],
    // A package name's numbers are an API's or a soname's, not the release.
    [
      'gir1.2-glib-2.0',
      '1.72.0-1',
      '1.72.0',
      'package',
      "1.72.0, from the raw version, without the distribution's revision",
    ],
  ])('%j at %j → %s', (title, version, chosen, from, decision) => {
    const row = read('Contoso', title, version);
    const parsed = readTitle(index, row, undefined, isPublisherWord).title.parsed;
    const { version: result, trace } = readVersion(row.versionText, parsed, index.dictionaries.words);
    expect(result.choice).toMatchObject({ version: chosen, from });
    expect(trace.decision).toBe(decision);
  });

  it("maps an installer's version to the marketing one by the product's scheme", () => {
    const row = read('Python Software Foundation', 'Python 3.12.0 (64-bit)', '3.12.150.0');
    const parsed = readTitle(index, row, undefined, isPublisherWord).title.parsed;
    const python = index.products[index.productById.get('test:python')!]!.product;
    expect(versionOfProduct('3.12.150.0', parsed, python, index.dictionaries.words)).toEqual({
      version: '3.12.0',
      from: 'marketing',
    });
  });
});

describe(matchRow.name, () => {
  it.each([
    ['Mozilla', 'Mozilla Firefox (x64 en-US)', '128.0', 'test:firefox', 'alias', 'Mozilla'],
    ['Mozilla', 'Mozilla Firefox 128.0', '128.0', 'test:firefox', 'exact', 'Mozilla'],
    [
      'Microsoft Corporation',
      'Microsoft SQL Server 2019 (64-bit)',
      '15.0.2000.5',
      'test:sql-server',
      'template',
      'Microsoft',
    ],
    ['', 'Mozilla Firefox', '128.0', 'test:firefox', 'exact', 'Mozilla'],
    // A misspelt publisher gives way to the product's maker; another maker rules the product out.
    ['Mozila Corp', 'Mozilla Firefox', '128.0', 'test:firefox', 'exact', 'Mozilla'],
    ['Softonic', 'Mozilla Firefox', '128.0', undefined, undefined, 'Softonic'],
    ['Contoso', 'Contoso Payroll', '4.2', undefined, undefined, 'Contoso'],
    // The publisher's alias in front, not its name: read without it.
    ['', 'Kernel.org OpenJDK', '21.0.2', 'test:openjdk', 'exact', 'The Linux Kernel Organization'],
    ['Kernel.org Inc.', 'Kernel.org OpenJDK', '21.0.2', 'test:openjdk', 'exact', 'The Linux Kernel Organization'],
  ])('%j %j %j → %s', (publisherText, title, version, productId, kind, publisherName) => {
    const { matched, trace } = throughMatch(publisherText, title, version);
    expect(matched.product?.product.id).toBe(productId);
    expect(matched.match?.kind).toBe(kind);
    expect(matched.publisher?.name).toBe(publisherName);
    expect(trace.decision.startsWith(productId ? `${kind} match: ${productId}` : 'no catalog product')).toBe(true);
  });
});

describe(describeRow.name, () => {
  it.each([
    ['Mozilla', 'Mozilla Firefox (x64 en-US)', '128.0.3', { version: '128.0.3', major: '128', patch: '3' }],
    ['Contoso', 'Contoso Payroll Enterprise', '4.2 (x64)', { edition: 'Enterprise', architecture: 'x64' }],
    ['Contoso', 'Contoso Payroll', '4.2 SP1', { servicepack: 'SP1' }],
  ])('%j %j %j', (publisherText, titleText, versionText, fields) => {
    const { row, title, version, matched } = throughMatch(publisherText, titleText, versionText);
    const { fields: result } = describeRow(
      index,
      row,
      title.parsed,
      matched.publisher as ResolvedPublisher,
      version.choice,
      matched.product?.product,
    );
    expect(result.values).toMatchObject({ publisher: publisherText, ...fields });
  });
});

describe(enrichRow.name, () => {
  it("gives the product's category, licence, CPE and the lifecycle of the row's release cycle", () => {
    const { row, matched } = throughMatch('Mozilla', 'Mozilla Firefox', '128.0.3');
    const installed = { version: '128.0.3', release: null, servicepack: null, name: 'Mozilla Firefox' };
    const { fields, trace } = enrichRow(index, row, matched.product!, installed, false, '2026-11-21');
    expect(fields.values).toMatchObject({
      category: 'browser',
      license: 'MPL-2.0',
      is_open_source: true,
      end_of_support: '2025-09-16',
      cpe: expect.stringMatching(/^cpe:2\.3:a:mozilla:firefox:128\.0\.3/),
    });
    expect(fields.sources).toMatchObject({ cpe: 'identifiers', end_of_support: 'lifecycle', license: 'license' });
    expect(trace.decision).toContain('end_of_support');
  });

  it('gives a product no source categorizes the category its name or its publisher says, and what said it', () => {
    const { row, matched } = throughMatch('Python Software Foundation', 'Python 3.12.4', '3.12.4');
    expect(matched.product?.product.category).toBeUndefined();
    const installed = { version: '3.12.4', release: null, servicepack: null, name: 'Python 3.12.4' };
    const { fields, notes } = enrichRow(index, row, matched.product!, installed, false, '2026-11-21');
    // Neither the name "Python" nor its publisher says what it is: no category rather than a guess. The note names the
    // lifecycle's cycle and its source.
    expect(fields.values.category).toBeUndefined();
    expect(notes).toEqual(['lifecycle of Python 3.12 from endoflife.date']);

    const autocad = throughMatch('Autodesk', 'Autodesk AutoCAD 2024 - English', '24.3.61.0');
    expect(autocad.matched.product?.product.category).toBeUndefined();
    const ofAutodesk = enrichRow(
      index,
      autocad.row,
      autocad.matched.product!,
      { version: '24.3.61.0', release: '2024', servicepack: null, name: 'AutoCAD' },
      false,
      '2026-11-21',
    );
    expect(ofAutodesk.fields.values.category).toBe('engineering');
    expect(ofAutodesk.fields.sources.category).toBe('publisher_category');
    expect(ofAutodesk.notes).toEqual(["category engineering from the publisher's (Autodesk) main category"]);
    expect(ofAutodesk.trace.decision).toMatch(
      /; category engineering from the publisher's \(Autodesk\) main category$/,
    );
  });
});

describe(enrichOwnName.name, () => {
  const publisherOf = (name: string): ResolvedPublisher => findPublisher(index, read(name, 'x')).publisher!;

  it.each([
    [
      'Autodesk',
      'Autodesk Vault Basic Client',
      'engineering',
      'publisher_category',
      "the publisher's (Autodesk) main category",
    ],
    ['Autodesk', 'Autodesk Material Library Driver', 'driver', 'category_rule', 'the name (rule driver)'],
    ['Contoso', 'Contoso Widget Runtime', 'runtime', 'category_rule', 'the name (rule runtime)'],
  ])('%s | %s is %s, from %s', (publisher, name, category, source, because) => {
    const { fields, notes, trace } = enrichOwnName(index, name, publisherOf(publisher), '1.0');
    expect(fields.values.category).toBe(category);
    expect(fields.sources.category).toBe(source);
    expect(notes).toEqual([`category ${category} from ${because}`]);
    expect(trace.decision).toBe(`category ${category} from ${because}`);
  });

  it('gives the CPE of the NVD dictionary whose vendor is the maker and whose product is the name', () => {
    const { fields, notes } = enrichOwnName(index, 'HP Smart Storage Administrator', publisherOf('HP'), '2.0.23.0');
    expect(fields.values.cpe).toBe('cpe:2.3:a:hp:smart_storage_administrator:2.0.23.0:*:*:*:*:*:*:*');
    expect(fields.sources.cpe).toBe('identifiers');
    expect(notes).toContain('CPE from the NVD dictionary, whose vendor and product are the maker and the name');
    // Another maker's program of that name is not it.
    const other = enrichOwnName(index, 'Smart Storage Administrator', publisherOf('Contoso'), '2.0');
    expect(other.fields.values.cpe).toBeUndefined();
  });

  it('says in the row’s reason where the category came from', () => {
    const row = createNormalizer(index, { jobType: 'title' }).normalize({
      publisher: 'Contoso',
      title: 'Contoso Widget Driver',
      version: '2.1.0',
    });
    expect(row).toMatchObject({ matched_by: 'title_parse', category: 'driver' });
    expect(row.sources.category).toBe('category_rule');
    expect(row.reason).toMatch(/; category driver from the name \(rule driver\)\.$/);
  });

  it('gives nothing a name and a publisher do not say', () => {
    const { fields, trace } = enrichOwnName(index, 'Contoso Widget', publisherOf('Contoso'), '1.0');
    // No CPE: no data to say whether known CVEs affect it.
    expect(fields.values).toEqual({ license_type: 'unknown', vulnerability_status: 'no_data' });
    expect(trace.decision).toBe('not a catalog product: nothing known of it');
  });
});

describe(applyDataMappings.name, () => {
  it('rewrites the mapped values as the company words them, in a new row', () => {
    const row = { ...emptyRow({ publisher: 'x', title: 'y', version: '' }), publisher: 'Microsoft', name: 'Edge' };
    const { row: mapped, trace } = applyDataMappings(row, { publisher: new Map([['Microsoft', 'MSFT']]) });
    expect(mapped).toMatchObject({ publisher: 'MSFT', name: 'Edge', sources: { publisher: 'data_mapping' } });
    expect(row.publisher).toBe('Microsoft');
    expect(trace?.decision).toBe("the company's wording of publisher");
    expect(applyDataMappings(row, { name: new Map([['Chrome', 'Google Chrome']]) }).row).toBe(row);
  });
});

describe(normalizePublisherRow.name, () => {
  it.each([
    ['Mozilla Corporation', 'normalized', 'Mozilla', 'publisher'],
    ['Contoso Ltd.', 'normalized', 'Contoso', 'title_parse'],
    ['Unknown', 'matchfix', null, 'none'],
    ['', 'error', null, 'none'],
  ])('%j → %s %s', (publisher, status, name, matchedBy) => {
    const { row } = normalizePublisherRow({ publisher, title: '', version: '' }, index);
    expect(row).toMatchObject({ status, publisher: name, matched_by: matchedBy });
  });
});

describe(unlessUnsure.name, () => {
  const context = { index, today: '2026-11-21', suggest: 'matchfix' as const, isPublisherWord };
  const query = { title: 'Mozila Firefux', name: 'Mozila Firefux', publisherId: 'mozilla', major: '1', version: '1.0' };
  const normalized = {
    ...emptyRow({ publisher: 'Mozilla', title: 'Mozila Firefux', version: '1.0' }),
    status: 'normalized' as const,
    name: 'Mozila Firefux',
    reason: 'Not in the catalog: name taken from the title; version 1.0 from the raw version.',
  };

  it.each([
    [0.59, 'matchfix'],
    [0.6, 'normalized'],
    [0.95, 'normalized'],
  ])('a normalized row at %s is %s', (confidence, status) => {
    const row = unlessUnsure({ ...normalized, confidence }, context, query);
    expect(row.status).toBe(status);
    if (status === 'matchfix') {
      expect(row.reason).toMatch(/Confidence 0\.59 is below 0\.6: a guess for Matchfix, not a result\.$/);
      expect(row.candidates[0]).toMatchObject({ catalogId: 'test:firefox' });
      expect(row.name).toBe('Mozila Firefux');
    }
  });

  it("keeps a guess's name but none of what its product would tell of the row", () => {
    const enriched = {
      ...normalized,
      confidence: 0.3,
      catalog_id: 'test:firefox',
      cpe: 'cpe:2.3:a:mozilla:firefox:1.0:*:*:*:*:*:*:*',
      vulnerability_status: 'affected' as const,
      known_exploited: 'CVE-2024-9680',
      end_of_support: '2005-01-01',
      lifecycle_status: 'end_of_life' as const,
      license: 'MPL-2.0',
      sources: { name: 'catalog_fuzzy' as const, cpe: 'identifiers' as const, license: 'license' as const },
    };
    const row = unlessUnsure(enriched, context, query);
    expect(row).toMatchObject({ status: 'matchfix', name: 'Mozila Firefux', sources: { name: 'catalog_fuzzy' } });
    expect(row).toMatchObject({
      catalog_id: null,
      cpe: null,
      vulnerability_status: null,
      known_exploited: null,
      end_of_support: null,
      lifecycle_status: null,
      license: null,
    });
    expect(row.sources).not.toHaveProperty('cpe');
    // The row it was made from is untouched.
    expect(enriched.cpe).toBe('cpe:2.3:a:mozilla:firefox:1.0:*:*:*:*:*:*:*');
  });
});

describe(publisherEvidence.name, () => {
  const resolved = (publisherText: string) => findPublisher(index, read(publisherText, 'Anything')).publisher;
  it.each([
    ['Mozilla', 'mozilla', 'catalog'],
    ['Mozilla', 'microsoft', 'other'],
    ['Contoso Widgets Ltd', 'mozilla', 'other'],
    ['', 'mozilla', 'none'],
    ['Mozilla', undefined, 'catalog'],
    ['Contoso Widgets Ltd', undefined, 'other'],
  ] as const)('%j for a product of %s is %s', (publisherText, productPublisherId, expected) => {
    expect(publisherEvidence(index, resolved(publisherText), productPublisherId)).toBe(expected);
  });

  it("calls a publisher broad, for a row of no catalog product, from the content's number of products", () => {
    const model = { ...contentFixture.model, confidence: { ...TABLE, broadPublisher: 2 } };
    const broadIndex = buildCatalogIndex({ ...contentFixture, model });
    const microsoft = findPublisher(broadIndex, read('Microsoft Corporation', 'Anything')).publisher;
    expect(publisherEvidence(broadIndex, microsoft)).toBe('broad');
    expect(publisherEvidence(broadIndex, microsoft, 'microsoft')).toBe('catalog');
  });

  it('counts a publisher inferred from the title as none written: the title cannot confirm itself', () => {
    const inferred = findPublisher(index, read('', 'Mozilla Firefox 120.0 (x64 en-US)')).publisher;
    expect(inferred).toMatchObject({ name: 'Mozilla', source: 'publisher_inferred' });
    expect(publisherEvidence(index, inferred, 'mozilla')).toBe('none');
  });
});

/** A measured table of the fixture's: title-parsed rows of an unknown publisher's components are mostly wrong. */
const TABLE: ConfidenceTable = {
  measuredOn: 'a test',
  matchfixBelow: 0.6,
  ways: [{ way: 'title_parse', rows: 100, right: 70, confidence: 0.7 }],
  classes: [
    {
      evidence: 'title_parse publisher:other version:raw title:component dropped:none',
      rows: 40,
      right: 8,
      confidence: 0.2,
    },
    {
      evidence: 'title_parse publisher:other version:raw title:words dropped:none',
      rows: 60,
      right: 51,
      confidence: 0.85,
    },
  ],
};

describe(rateRow.name, () => {
  const measured = buildCatalogIndex({ ...contentFixture, model: { ...contentFixture.model, confidence: TABLE } });
  const evidenceFor = (publisherText: string, title: string, version: string) => {
    const row = read(publisherText, title, version);
    const { publisher } = findPublisher(measured, row);
    return evidenceOf(measured, {
      way: 'title_parse',
      title: row.title,
      reportedName: parseTitle(row.title, measured.dictionaries).name,
      publisher,
      version: { from: 'raw' },
      rawVersion: row.versionText,
    });
  };

  it.each([
    [
      'Contoso Widgets Ltd',
      'Contoso Widget Studio',
      '2.1',
      0.85,
      'title_parse publisher:other version:raw title:words dropped:none: 0.85, measured right on 51 of 60 such rows',
    ],
    [
      'Contoso Widgets Ltd',
      'Contoso Widget SDK',
      '2.1',
      0.2,
      'title_parse publisher:other version:raw title:component dropped:none: 0.2, measured right on 8 of 40 such rows',
    ],
    [
      'Contoso Widgets Ltd',
      'contoso-widget',
      '2.1-3.fc25',
      0.7,
      'title_parse publisher:other version:raw-other title:identifier dropped:none: 0.7, as every title_parse row (70 of 100 right); this evidence was not measured',
    ],
    [
      'Contoso Widgets Ltd',
      'Contoso Widget Studio (CWS)',
      '2.1',
      0.7,
      'title_parse publisher:other version:raw title:words dropped:words: 0.7, as every title_parse row (70 of 100 right); this evidence was not measured',
    ],
  ])('%j %j %j is rated %s', (publisherText, title, version, confidence, decision) => {
    expect(rateRow(measured, evidenceFor(publisherText, title, version))).toEqual({
      confidence,
      trace: { stage: 'confidence', decision },
    });
  });

  it('sends a row whose evidence measured below the threshold to Matchfix, with its guess and why', () => {
    const normalizer = createNormalizer(measured);
    const kept = normalizer.normalize({
      publisher: 'Contoso Widgets Ltd',
      title: 'Contoso Widget Studio',
      version: '2.1',
    });
    expect(kept).toMatchObject({ status: 'normalized', confidence: 0.85, name: 'Contoso Widget Studio' });
    const guess = normalizer.normalize({
      publisher: 'Contoso Widgets Ltd',
      title: 'Contoso Widget SDK',
      version: '2.1',
    });
    expect(guess).toMatchObject({ status: 'matchfix', confidence: 0.2, name: 'Contoso Widget SDK' });
    expect(guess.reason).toMatch(/Confidence 0\.20 is below 0\.6: a guess for Matchfix, not a result\.$/u);
  });
});
