import { describe, expect, it } from 'vitest';
import { parseAuthoredContent } from './authored-content.ts';
import type { AuthoredFile } from './input-files.ts';

const files = (entries: Partial<Record<AuthoredFile, unknown>>) =>
  new Map(Object.entries(entries).map(([file, value]) => [file as AuthoredFile, JSON.stringify(value)]));

describe(parseAuthoredContent.name, () => {
  it('reads every authored file', () => {
    const content = parseAuthoredContent(
      files({
        'version.json': { model: '1.2.0', content: '2026.1' },
        'model/legal-suffixes.json': ['Inc.'],
        'model/legal-prefixes.json': ['ООО'],
        'model/architectures.json': { x64: ['x64', 'amd64'] },
        'model/ignore-rules.json': [{ id: 'kb', pattern: '^KB\\d+$', reason: 'An update.' }],
        'model/name-rules.json': [
          { id: 'bitnami-stack', pattern: '^(.+) packaged by Bitnami$', name: 'Bitnami $1 Stack' },
        ],
        'catalog/publishers.json': [{ id: 'contoso', name: 'Contoso' }],
        'catalog/products.json': [{ id: 'curated:w', publisherId: 'contoso', name: 'Widget', aliases: ['W'] }],
      }),
    );
    expect(content).toMatchObject({
      versions: { model: '1.2.0', content: '2026.1' },
      legalSuffixes: ['Inc.'],
      legalPrefixes: ['ООО'],
      architectures: { x64: ['x64', 'amd64'] },
      ignoreRules: [{ id: 'kb' }],
      nameRules: [{ id: 'bitnami-stack', name: 'Bitnami $1 Stack' }],
      publishers: [{ id: 'contoso', name: 'Contoso', aliases: [] }],
      products: [{ id: 'curated:w', aliases: ['W'] }],
    });
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
      ignoreRules: [],
      nameRules: [],
      publishers: [],
      products: [],
    });
  });

  it('names the file whose shape is wrong', () => {
    expect(() => parseAuthoredContent(files({ 'model/legal-suffixes.json': { inc: 'Inc.' } }))).toThrow(
      'content/model/legal-suffixes.json: expected a list of strings',
    );
    expect(() => parseAuthoredContent(files({ 'catalog/products.json': [{ id: 'x', name: 'X' }] }))).toThrow(
      'content/catalog/products.json: entry 0 needs a string "publisherId"',
    );
    expect(() => parseAuthoredContent(new Map([['model/editions.json' as const, '{oops']]))).toThrow(
      /^content\/model\/editions\.json: /,
    );
  });
});
