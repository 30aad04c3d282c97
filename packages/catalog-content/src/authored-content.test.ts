import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAuthoredLifecycleIds,
  checkCuratedCpes,
  checkPublisherReferences,
  parseAuthoredContent,
} from './authored-content.ts';
import { ContentValidationError, LISTED_PROBLEMS } from './content-schema/problems.ts';
import type { AuthoredFile } from './input-files.ts';

const files = (entries: Partial<Record<AuthoredFile, unknown>>) =>
  new Map(Object.entries(entries).map(([file, value]) => [file as AuthoredFile, JSON.stringify(value)]));

const publishers = [
  { id: 'contoso', name: 'Contoso', aliases: ['Contoso Ltd.'] },
  { id: 'fabrikam', name: 'Fabrikam' },
];
const widget = { id: 'curated:contoso-widget', publisherId: 'contoso', name: 'Contoso Widget', aliases: ['Widget'] };
const browser = { id: 'curated:fabrikam-browser', publisherId: 'fabrikam', name: 'Fabrikam Browser', aliases: [] };

// Lifecycles as content/catalog/lifecycles.json writes them: Adobe's own statements, which no public source has.
const flash = {
  id: 'adobe-flash-player',
  title: 'Adobe Flash Player',
  source: "Adobe's Flash Player end-of-life announcement (https://www.adobe.com/products/flashplayer/end-of-life.html)",
  cycles: [
    { cycle: '32', eol: '2020-12-31' },
    { cycle: '31', eol: true },
  ],
};
const readerClassic = {
  id: 'adobe-reader-classic',
  title: 'Adobe Reader and Acrobat X and XI',
  source: "Adobe's support lifecycle policy (https://helpx.adobe.com/support/programs/eol-matrix.html)",
  cycles: [
    { cycle: '11', eol: '2017-10-15' },
    { cycle: '10', eol: '2015-11-15' },
    { cycle: '9', eol: true },
  ],
};

/** A catalog of these products by the two publishers above. */
const catalog = (...products: unknown[]) =>
  files({ 'catalog/publishers.json': { publishers }, 'catalog/products.json': { products } });

/** The lines of the error a parse throws. */
function problemsOf(input: ReadonlyMap<AuthoredFile, string>): string[] {
  try {
    parseAuthoredContent(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message.split('\n').slice(1);
  }
  throw new Error('the content was accepted');
}

describe(parseAuthoredContent.name, () => {
  it('reads every authored file', () => {
    const content = parseAuthoredContent(
      files({
        'version.json': { $schema: './schema/version.schema.json', model: '1.2.0', content: '2026.1' },
        'model/legal-suffixes.json': { $schema: '../schema/legal-suffixes.schema.json', legalSuffixes: ['Inc.'] },
        'model/legal-prefixes.json': { legalPrefixes: ['ООО'] },
        'model/architectures.json': { $schema: '../schema/dictionary.schema.json', x64: ['x64', 'amd64'] },
        'model/ignore-rules.json': { ignoreRules: [{ id: 'kb', pattern: '^KB\\d+$', reason: 'An update.' }] },
        'model/name-rules.json': {
          nameRules: [{ id: 'bitnami-stack', pattern: '^(.+) packaged by Bitnami$', name: 'Bitnami $1 Stack' }],
        },
        'catalog/publishers.json': { publishers: [{ id: 'contoso', name: 'Contoso' }] },
        'catalog/products.json': { products: [{ id: 'curated:w', publisherId: 'contoso', name: 'Widget' }] },
      }),
    );
    expect(content).toMatchObject({
      versions: { model: '1.2.0', content: '2026.1' },
      legalSuffixes: ['Inc.'],
      legalPrefixes: ['ООО'],
      ignoreRules: [{ id: 'kb' }],
      nameRules: [{ id: 'bitnami-stack', name: 'Bitnami $1 Stack' }],
      publishers: [{ id: 'contoso', name: 'Contoso', aliases: [] }],
      products: [{ id: 'curated:w', aliases: [] }],
    });
    // `$schema` is for editors, not a value of the dictionary.
    expect(content.architectures).toEqual({ x64: ['x64', 'amd64'] });
  });

  it('treats missing files as empty', () => {
    expect(parseAuthoredContent(new Map())).toEqual({
      versions: { model: '0.0.0', content: '0.0.0' },
      legalSuffixes: [],
      legalPrefixes: [],
      publisherPlaceholders: [],
      architectures: {},
      languages: {},
      editions: {},
      channels: {},
      localizedWords: {},
      ignoreRules: [],
      nameRules: [],
      words: {
        packagingSuffixes: [],
        installerSuffixes: [],
        uninstallPrefixes: [],
        programKinds: [],
        toolchains: [],
        months: [],
        platforms: [],
        codeHosts: [],
        commonNameWords: [],
        sideBySideChannels: [],
        lastWordChannels: [],
        preReleaseLabels: [],
        placeholderVersions: [],
        packageParts: [],
        packageFamilies: [],
        distributions: [],
      },
      publishers: [],
      products: [],
      lifecycles: [],
      publisherReferences: [],
    });
  });

  it('refuses an unknown key, naming the file, the entry and the field, and the key it may have meant', () => {
    const misspelled = { ...browser, nameLnie: { line: 'major' } };
    expect(problemsOf(catalog(widget, misspelled))).toEqual([
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "nameLnie": unknown key (did you mean "nameLine"?)',
    ]);
    expect(problemsOf(files({ 'version.json': { model: '1.0.0', content: '1.0.0', modle: '1.0.1' } }))).toEqual([
      'content/version.json: field "modle": unknown key (did you mean "model"?)',
    ]);
  });

  it('refuses a wrong type, a missing field and a value of the wrong form', () => {
    expect(
      problemsOf(
        catalog(
          { ...widget, cpe: 42 },
          { ...browser, name: undefined, homepage: 'www.fabrikam.example', nameLine: { line: 'minor' } },
        ),
      ),
    ).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "cpe": wrong type: expected string, got number 42',
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "name": missing (expected string)',
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "homepage": must be an http(s) address',
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "nameLine.line": Invalid option: expected one of "major"|"major.minor"|"release-years"',
    ]);
    expect(problemsOf(catalog({ ...widget, packageIds: ['chocolatey:widget', 'Chocolatey widget'] }))).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "packageIds[1]": must be `<manager>:<package id>`, such as `chocolatey:git`',
    ]);
    expect(
      problemsOf(
        catalog({
          ...widget,
          licenseBefore: [
            { version: '7.0', license: 'GPL-2.0-only' },
            { version: '8', license: 'GPLv2' },
            { version: 'nine', license: 'MIT' },
          ],
        }),
      ),
    ).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "licenseBefore[1].license": must be an SPDX expression, or Proprietary or Freeware for a closed licence',
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "licenseBefore[2].version": must be a version of numbers, e.g. "7.0"',
    ]);
    expect(
      problemsOf(
        catalog({
          ...widget,
          licenseBefore: [
            { version: '7.0', license: 'GPL-2.0-only' },
            { version: '6', license: 'MIT' },
          ],
        }),
      ),
    ).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "licenseBefore[1].version": is not above the one before',
    ]);
    // A CPE component may hold escaped characters (NVD's 1C:Enterprise is `1c\:enterprise`), not a bare colon.
    expect(() =>
      parseAuthoredContent(
        catalog({
          ...widget,
          cpe: 'cpe:2.3:a:1c:1c\\:enterprise',
          cpeByVersion: [
            { match: '^8\\.', cpe: 'cpe:2.3:a:notepad-plus-plus:notepad\\+\\+' },
            { match: '^7\\.', cpe: null },
          ],
        }),
      ),
    ).not.toThrow();
    expect(
      problemsOf(catalog({ ...widget, cpeByVersion: [{ match: '(', cpe: 'cpe:2.3:a:contoso:widget:1.0' }] })),
    ).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "cpeByVersion[0].match": regular expression does not compile with flags "u": Invalid regular expression: /(/u: Unterminated group',
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "cpeByVersion[0].cpe": must be a CPE 2.3 prefix "cpe:2.3:a:vendor:product" (the engine appends the version)',
    ]);
    expect(problemsOf(catalog({ ...widget, license: 'Apache Lincense 2.0' }))).toEqual([
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "license": must be an SPDX expression, or Proprietary or Freeware for a closed licence',
    ]);
    expect(problemsOf(files({ 'model/legal-suffixes.json': { legalSuffixes: ['Inc.', 7] } }))).toEqual([
      'content/model/legal-suffixes.json: field "legalSuffixes[1]": wrong type: expected string, got number 7',
    ]);
    expect(problemsOf(files({ 'model/editions.json': { Professional: ['pro', ''] } }))).toEqual([
      'content/model/editions.json: entry "Professional" field "[1]": must not be empty',
    ]);
  });

  it('reads measured confidences, and refuses a class of evidence the engine does not rate by', () => {
    const measured = {
      measuredOn: '1,900 labelled rows',
      matchfixBelow: 0.6,
      ways: [{ way: 'alias', rows: 508, right: 472, confidence: 0.93 }],
      classes: [
        {
          evidence: 'alias publisher:catalog version:raw title:words dropped:none',
          rows: 293,
          right: 268,
          confidence: 0.92,
        },
      ],
    };
    expect(parseAuthoredContent(files({ 'model/confidence.json': measured })).confidence).toEqual(measured);
    const wrong = {
      ...measured,
      ways: [{ way: 'guess', rows: 1, right: 1, confidence: 1 }],
      classes: [{ evidence: 'alias publisher:maybe', rows: 2, right: 1, confidence: 1.5 }],
    };
    expect(problemsOf(files({ 'model/confidence.json': wrong }))).toEqual([
      'content/model/confidence.json: field "ways[0].way": Invalid option: expected one of "alias"|"exact"|"template"|"fuzzy"|"title_parse"|"ignored"',
      'content/model/confidence.json: field "classes[0].evidence": must be a way and its evidence: `alias publisher:catalog version:raw title:words dropped:none`',
      'content/model/confidence.json: field "classes[0].confidence": Too big: expected number to be <=1',
    ]);
  });

  it('refuses a file that still holds a bare list, and one that is not JSON', () => {
    expect(problemsOf(files({ 'catalog/products.json': [widget] }))).toEqual([
      'content/catalog/products.json: wrong type: expected object, got an array',
    ]);
    expect(problemsOf(new Map([['model/editions.json' as const, '{oops']]))).toEqual([
      expect.stringMatching(/^content\/model\/editions\.json: not JSON: /),
    ]);
  });

  it('refuses a regular expression that does not compile with the flags the engine uses', () => {
    const input = files({
      'model/ignore-rules.json': {
        ignoreRules: [
          { id: 'kb', pattern: '\\bKB\\d+\\b', reason: 'An update.' },
          { id: 'hotfix', pattern: '^Hotfix (for', reason: 'A hotfix.' },
        ],
      },
      'model/name-rules.json': {
        // Compiles without the u flag; the engine compiles name rules with it.
        nameRules: [{ id: 'stack', pattern: '^(.+)\\-stack$', name: 'Bitnami $1 Stack' }],
      },
    });
    expect(problemsOf(input)).toEqual([
      'content/model/ignore-rules.json: entry 1 ("hotfix") field "pattern": regular expression does not compile with flags "i": Invalid regular expression: /^Hotfix (for/i: Unterminated group',
      'content/model/name-rules.json: entry 0 ("stack") field "pattern": regular expression does not compile with flags "iu": Invalid regular expression: /^(.+)\\-stack$/iu: Invalid escape',
    ]);
  });

  it('refuses a signing identity that does not capture the maker, or does not compile', () => {
    // The repository's own word lists, with two broken identities.
    const words = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../content/model/words.json'), 'utf8'),
    ) as Record<string, unknown>;
    const input = files({
      'model/words.json': {
        ...words,
        signingIdentities: ['^Developer ID Application: (.+)$', '^Signed by (?<name>.+'],
      },
    });
    expect(problemsOf(input)).toEqual([
      'content/model/words.json: field "signingIdentities[0]": must capture the maker in a group named `name`',
      'content/model/words.json: field "signingIdentities[1]": regular expression does not compile with flags "iu": Invalid regular expression: /^Signed by (?<name>.+/iu: Unterminated group',
    ]);
  });

  it('refuses a name rule that writes a group its pattern does not have', () => {
    const input = files({
      'model/name-rules.json': { nameRules: [{ id: 'stack', pattern: '^(.+) stack$', name: '$1 $2' }] },
    });
    expect(problemsOf(input)).toEqual([
      'content/model/name-rules.json: entry 0 ("stack") field "name": $2 names a group the pattern does not have (it has 1)',
    ]);
  });

  it('refuses a category the taxonomy does not have, in the taxonomy’s own rules and in the catalog', () => {
    const taxonomy = {
      categories: [{ id: 'browser', name: 'Web browsers', description: 'Web browsers.' }],
      sourceTerms: { packageTags: { 'web-browser': 'browser', ide: 'development' } },
      nameRules: [{ id: 'driver', pattern: '\\bdriver\\b', category: 'driver' }],
      publisherCategory: { minProducts: 3, minShare: 0.6 },
    };
    const input = files({
      'model/categories.json': taxonomy,
      'catalog/publishers.json': { publishers: [publishers[0], { ...publishers[1], category: 'browsers' }] },
      'catalog/products.json': {
        products: [
          { ...widget, category: 'os' },
          { ...browser, category: 'browser' },
        ],
      },
    });
    expect(problemsOf(input)).toEqual([
      'content/model/categories.json: field "sourceTerms.packageTags.ide": category development is not one of `categories`',
      'content/model/categories.json: field "nameRules[0].category": category driver is not one of `categories`',
    ]);
    const valid = { ...taxonomy, sourceTerms: {}, nameRules: [] };
    expect(problemsOf(new Map([...input, ['model/categories.json', JSON.stringify(valid)]]))).toEqual([
      'content/catalog/publishers.json: entry 1 ("fabrikam") field "category": category "browsers" is not one of model/categories.json',
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "category": category "os" is not one of model/categories.json',
    ]);
  });

  it('refuses an alias that points to two products, and an alias that is another product’s name', () => {
    const shared = { ...browser, aliases: ['Fabrikam Browser (x64)', 'WIDGET'] };
    const named = {
      ...browser,
      id: 'curated:fabrikam-browser-2',
      name: 'Fabrikam Browser 2',
      aliases: ['Contoso Widget'],
    };
    expect(problemsOf(catalog(widget, shared, named))).toEqual([
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "aliases[1]": alias "WIDGET" is also an alias of entry 0 ("curated:contoso-widget"): one title, two products',
      'content/catalog/products.json: entry 2 ("curated:fabrikam-browser-2") field "aliases[0]": alias "Contoso Widget" is the name of entry 0 ("curated:contoso-widget"): one title, two products',
    ]);
  });

  it('refuses a spelling of two publishers', () => {
    const input = files({
      'catalog/publishers.json': { publishers: [...publishers, { id: 'contoso-2', name: 'Contoso Ltd' }] },
    });
    expect(problemsOf(input)).toEqual([
      'content/catalog/publishers.json: entry 2 ("contoso-2") field "name": "Contoso Ltd" also means entry 0 ("contoso")',
    ]);
  });

  it('refuses product lines taken over from a publisher that is not another of publishers.json', () => {
    const lines = (publisherId: string) => ({
      id: 'contoso-enterprise',
      name: 'Contoso Enterprise',
      productLinesOf: [{ publisherId, titleWords: ['Server'] }],
    });
    const taken = files({ 'catalog/publishers.json': { publishers: [...publishers, lines('contoso')] } });
    expect(() => parseAuthoredContent(taken, { publishersFromSources: false })).not.toThrow();
    expect(
      problemsOf(files({ 'catalog/publishers.json': { publishers: [...publishers, lines('contosso')] } })),
    ).toEqual([
      'content/catalog/publishers.json: entry 2 ("contoso-enterprise") field "productLinesOf[0].publisherId": "contosso" is no other publisher of content/catalog/publishers.json',
    ]);
  });

  it('refuses a reference to a publisher publishers.json does not have', () => {
    const orphan = { ...browser, publisherId: 'fabrikan', registeredByPublisherIds: ['contoso', 'northwind'] };
    expect(problemsOf(catalog(widget, orphan))).toEqual([
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "publisherId": no publisher "fabrikan" in content/catalog/publishers.json',
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "registeredByPublisherIds[1]": no publisher "northwind" in content/catalog/publishers.json',
    ]);
  });

  it('leaves a reference to a publisher of the sources to the build, which refuses it only when no source has it', () => {
    const sourced = { ...browser, publisherId: 'northwind' };
    const content = parseAuthoredContent(catalog(widget, sourced), { publishersFromSources: true });
    expect(content.publisherReferences.map((reference) => reference.publisherId)).toEqual(['northwind']);
    expect(() => checkPublisherReferences(content.publisherReferences, (id) => id === 'northwind')).not.toThrow();
    expect(() => checkPublisherReferences(content.publisherReferences, () => false)).toThrow(
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "publisherId": no publisher "northwind" in content/catalog/publishers.json nor in the public sources',
    );
  });

  it('refuses an id used twice', () => {
    const input = files({
      'catalog/publishers.json': { publishers: [...publishers, { id: 'contoso', name: 'Contoso Group' }] },
      'catalog/products.json': { products: [widget, { ...browser, id: widget.id }] },
      'model/ignore-rules.json': {
        ignoreRules: [
          { id: 'kb', pattern: '^KB\\d+$', reason: 'An update.' },
          { id: 'kb', pattern: '\\(KB\\d+\\)$', reason: 'An update.' },
        ],
      },
    });
    expect(problemsOf(input)).toEqual([
      'content/model/ignore-rules.json: entry 1 ("kb") field "id": duplicate id, already used by entry 0',
      'content/catalog/publishers.json: entry 2 ("contoso") field "id": duplicate id, already used by entry 0',
      'content/catalog/products.json: entry 1 ("curated:contoso-widget") field "id": duplicate id, already used by entry 0',
    ]);
  });

  it('refuses a spelling under two values of a dictionary', () => {
    expect(problemsOf(files({ 'model/editions.json': { Professional: ['pro'], Pro: ['Pro '] } }))).toEqual([
      'content/model/editions.json: entry "Pro" field "[0]": spelling "Pro " also belongs to "Professional"',
    ]);
  });

  it('reports every problem of every file, and checks across files the entries that are valid', () => {
    const input = files({
      'version.json': { model: 1 },
      'catalog/publishers.json': { publishers },
      // The first entry is wrong; the second still has its dangling publisher reported.
      'catalog/products.json': {
        products: [
          { ...widget, aliases: 'Widget' },
          { ...browser, publisherId: 'nobody' },
        ],
      },
    });
    expect(problemsOf(input)).toEqual([
      'content/version.json: field "model": wrong type: expected string, got number 1',
      'content/version.json: field "content": missing (expected string)',
      'content/catalog/products.json: entry 0 ("curated:contoso-widget") field "aliases": wrong type: expected array, got string "Widget"',
      'content/catalog/products.json: entry 1 ("curated:fabrikam-browser") field "publisherId": no publisher "nobody" in content/catalog/publishers.json',
    ]);
  });

  it('reads authored lifecycles as the engine reads lifecycles, each with its source', () => {
    const content = parseAuthoredContent(
      files({
        'catalog/lifecycles.json': { $schema: '../schema/lifecycles.schema.json', lifecycles: [flash, readerClassic] },
      }),
    );
    expect(content.lifecycles).toEqual([flash, readerClassic]);
  });

  const lifecycleFile = 'content/catalog/lifecycles.json';
  it.each([
    [
      'a date that is no calendar date',
      { ...readerClassic, cycles: [{ cycle: '10', eol: '2015-11-31' }] },
      `${lifecycleFile}: entry 0 ("adobe-reader-classic") field "cycles[0].eol": must be a date YYYY-MM-DD`,
    ],
    [
      'a date written otherwise',
      { ...readerClassic, cycles: [{ cycle: '10', releaseDate: '15/11/2015' }] },
      `${lifecycleFile}: entry 0 ("adobe-reader-classic") field "cycles[0].releaseDate": must be a date YYYY-MM-DD`,
    ],
    [
      'an end that is neither a date nor true or false',
      { ...flash, cycles: [{ cycle: '32', eol: 2020 }] },
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "cycles[0].eol": must be a date YYYY-MM-DD, or true (ended, date not stated) or false`,
    ],
    [
      'a missing source',
      { ...flash, source: undefined },
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "source": missing (expected string)`,
    ],
    [
      'an empty cycles list',
      { ...flash, cycles: [] },
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "cycles": must list at least one cycle`,
    ],
    [
      'a cycle listed twice',
      { ...flash, cycles: [...flash.cycles, { cycle: '32', eol: true }] },
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "cycles[2].cycle": cycle "32" is listed already, as cycles[0]`,
    ],
    [
      'an id that is no slug',
      { ...flash, id: 'Adobe Flash Player' },
      `${lifecycleFile}: entry 0 ("Adobe Flash Player") field "id": must be lower-case letters, digits and hyphens, e.g. \`adobe-flash-player\``,
    ],
    [
      'a misspelled key of a cycle',
      { ...flash, cycles: [{ cycle: '32', eoll: '2020-12-31' }] },
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "cycles[0].eoll": unknown key`,
    ],
  ])('refuses %s, naming the file, the entry and the field', (_case, lifecycle, problem) => {
    expect(problemsOf(files({ 'catalog/lifecycles.json': { lifecycles: [lifecycle] } }))).toEqual([problem]);
  });

  it('refuses an authored lifecycle id used twice, and a category the taxonomy does not have', () => {
    const taxonomy = {
      categories: [{ id: 'runtime', name: 'Runtimes', description: 'Runtimes.' }],
      sourceTerms: {},
      nameRules: [],
      publisherCategory: { minProducts: 3, minShare: 0.6 },
    };
    const input = files({
      'model/categories.json': taxonomy,
      'catalog/lifecycles.json': {
        lifecycles: [
          { ...flash, category: 'plugin' },
          { ...readerClassic, id: flash.id },
        ],
      },
    });
    expect(problemsOf(input)).toEqual([
      `${lifecycleFile}: entry 1 ("adobe-flash-player") field "id": duplicate id, already used by entry 0`,
      `${lifecycleFile}: entry 0 ("adobe-flash-player") field "category": category "plugin" is not one of model/categories.json`,
    ]);
  });

  it('leaves the ids of the sources’ lifecycles to the build, which refuses an authored one that takes one', () => {
    const { lifecycles } = parseAuthoredContent(
      files({ 'catalog/lifecycles.json': { lifecycles: [flash, readerClassic] } }),
    );
    expect(() => checkAuthoredLifecycleIds(lifecycles, () => undefined)).not.toThrow();
    const sources = new Map([['adobe-reader-classic', 'endoflife.date']]);
    expect(() => checkAuthoredLifecycleIds(lifecycles, (id) => sources.get(id))).toThrow(
      `${lifecycleFile}: entry 1 ("adobe-reader-classic") field "id": "adobe-reader-classic" is the id of a lifecycle of endoflife.date: an authored lifecycle may not shadow a source's (name the source's in the products, or give this one another id)`,
    );
  });

  it('refuses a curated application CPE the NVD dictionary does not have, in any of its fields', () => {
    const nvd = new Set(['microsoft:visual_c\\+\\+_redistributable', 'adobe:acrobat_dc']);
    const products = [
      { ...widget, cpe: 'cpe:2.3:a:microsoft:visual_c\\+\\+_redistributable' },
      { ...widget, id: 'curated:slack', cpe: 'cpe:2.3:a:slack:slack' },
      {
        ...widget,
        id: 'curated:acrobat',
        cpeByVersion: [
          { match: '^2', cpe: 'cpe:2.3:a:adobe:acrobat_dc' },
          { match: '^1', cpe: null },
          { match: '^0', cpe: 'cpe:2.3:a:adobe:acrobat_2099' },
        ],
        // An operating system's CPE is not in the application dictionary, and not checked against it.
        cpeByCycle: { '10': 'cpe:2.3:o:microsoft:windows_10_22h2' },
      },
    ];
    expect(() => checkCuratedCpes(products.slice(0, 1), (pair) => nvd.has(pair))).not.toThrow();
    expect(() => checkCuratedCpes(products, (pair) => nvd.has(pair))).toThrow(
      [
        `content/catalog/products.json: entry 1 ("curated:slack") field "cpe": slack:slack is no application of the NVD CPE dictionary (cpe/cpedict_vendor_product.csv): no CVE names it`,
        `content/catalog/products.json: entry 2 ("curated:acrobat") field "cpeByVersion[2].cpe": adobe:acrobat_2099 is no application of the NVD CPE dictionary (cpe/cpedict_vendor_product.csv): no CVE names it`,
      ].join('\n'),
    );
  });

  it(`lists at most ${LISTED_PROBLEMS} problems and counts the others`, () => {
    const products = Array.from({ length: LISTED_PROBLEMS + 3 }, (_, index) => ({ ...widget, id: `p${index}`, x: 1 }));
    const lines = problemsOf(files({ 'catalog/products.json': { products } }));
    expect(lines).toHaveLength(LISTED_PROBLEMS + 1);
    expect(lines.at(-1)).toBe('… and 3 more problems');
  });
});
