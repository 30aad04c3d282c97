import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input-error.ts';
import { parseJsonInventory } from './parse-json-inventory.ts';

describe(parseJsonInventory.name, () => {
  it('reads the RawEntry template, keys case-insensitively, other keys ignored', () => {
    const text = JSON.stringify({
      RawEntry: [
        { Publisher: 'Mozilla', Title: 'Mozilla Firefox (x64 en-US)', Version: '122.0', Machine: 'PC-1' },
        { publisher: 'Igor Pavlov', TITLE: '7-Zip 23.01 (x64)' },
      ],
    });
    expect(parseJsonInventory(text, 'title', 'in.json').rows).toEqual([
      { publisher: 'Mozilla', title: 'Mozilla Firefox (x64 en-US)', version: '122.0' },
      { publisher: 'Igor Pavlov', title: '7-Zip 23.01 (x64)', version: '' },
    ]);
  });

  it('accepts a top-level array and turns other values into strings', () => {
    const text =
      '[{"Publisher": 3, "Title": true, "Version": 1.5}, {"Publisher": null, "Title": {"a": 1}, "Version": [1]}]';
    expect(parseJsonInventory(text, 'title', 'in.json').rows).toEqual([
      { publisher: '3', title: 'true', version: '1.5' },
      { publisher: '', title: '{"a":1}', version: '[1]' },
    ]);
  });

  it('gives an entry that is not an object a row of empty fields, and counts it', () => {
    const result = parseJsonInventory('[{"Publisher":"A","Title":"T"}, "oops", null]', 'title', 'in.json');
    expect(result.rows).toHaveLength(3);
    expect(result.rows[1]).toEqual({ publisher: '', title: '', version: '' });
    expect(result.nonObjectEntries).toBe(2);
  });

  it('refuses arrays or objects nested too deep, before parsing, with where they go too deep', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const inValue = `{"RawEntry":[{"Publisher":"a","Title":${deep(200_000)}}]}`;
    expect(() => parseJsonInventory(inValue, 'title', 'deep.json')).toThrow(
      'deep.json nests arrays or objects more than 32 levels deep (at offset 67); an inventory is a list of entries whose values are text.',
    );
    expect(() => parseJsonInventory(deep(200_000), 'title', 'deep.json')).toThrow(/more than 32 levels deep/);
    // Brackets inside strings do not count, nor escaped quotes; 32 levels are read.
    const quoted = `[{"Publisher":"[[[[\\"{{{{","Title":${JSON.stringify('['.repeat(100))},"Version":${deep(29)}}]`;
    expect(parseJsonInventory(quoted, 'title', 'ok.json').rows[0]).toMatchObject({ title: '['.repeat(100) });
  });

  it('reads only the publisher for publisher jobs', () => {
    const result = parseJsonInventory(
      '{"RawEntry":[{"Publisher":"Mozilla Foundation","Title":"x"}]}',
      'publisher',
      'p.json',
    );
    expect(result.rows).toEqual([{ publisher: 'Mozilla Foundation', title: '', version: '' }]);
  });

  it.each([
    ['invalid JSON', '{"RawEntry": [', /in\.json is not valid JSON: /],
    ['another shape', '{"Entries": []}', /must hold \{"RawEntry"/],
    ['a required key no entry has', '{"RawEntry": [{"Publisher": "A", "Name2": "x"}]}', /no "Title" column/],
  ])('rejects %s with a clear message', (_, text, message) => {
    expect(() => parseJsonInventory(text, 'title', 'in.json')).toThrow(InvalidInputError);
    expect(() => parseJsonInventory(text, 'title', 'in.json')).toThrow(message);
  });
});
