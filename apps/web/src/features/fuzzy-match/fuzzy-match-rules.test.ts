import { validationMessages, type FuzzyMatchEntry, type NormalizationRule } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { initialMatchValues, matchErrors, matchRequest, scorePercent, suggestionsOf } from './fuzzy-match-rules.ts';

function rule(hashKey: string, score: number): NormalizationRule {
  return {
    hash_key: hashKey,
    publisher: 'Microsoft',
    name: `Product ${hashKey}`,
    version: null,
    edition: 'Professional',
    release: null,
    servicepack: null,
    architecture: null,
    language: null,
    major: null,
    minor: null,
    score,
  };
}

const entry: FuzzyMatchEntry = {
  job_id: 3,
  hash_key: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f1',
  publisher: ' Microsoft Corp ',
  name: 'MS Office Pro 2019',
  version: '16.0',
  status: 'normalized',
  engine: {
    publisher: 'Microsoft',
    name: 'Office',
    version: '16.0',
    edition: null,
    release: '2019',
    servicepack: null,
    architecture: 'x86',
    language: null,
    major: '16',
    minor: '0',
  },
  // Integer-like keys come first in an object, whatever order the server sent them in.
  fuzzy_matches: { abc: rule('abc', 0.9), '42': rule('42', 0.6) },
};

describe('fuzzy match rules', () => {
  it('keeps the suggestions best first', () => {
    expect(suggestionsOf(entry).map((suggestion) => suggestion.hash_key)).toEqual(['abc', '42']);
    expect(suggestionsOf({ ...entry, fuzzy_matches: {} })).toEqual([]);
  });

  it("starts from the suggestion, filling the values it lacks from the engine's reading", () => {
    const values = initialMatchValues(entry, suggestionsOf(entry)[0]);
    expect(values).toMatchObject({
      publisher: 'Microsoft',
      name: 'Product abc',
      version: '16.0',
      edition: 'Professional',
    });
    expect(values).toMatchObject({ release: '2019', architecture: 'x86', language: '' });
    expect(initialMatchValues(entry, undefined)).toMatchObject({ name: 'Office', edition: '' });
  });

  it('sends the raw entry untouched and the normalized values trimmed, empty ones as null', () => {
    const values = { ...initialMatchValues(entry, undefined), name: '  Office  ', edition: '   ' };
    const request = matchRequest(entry, values);
    expect(request).toMatchObject({ Publisher: ' Microsoft Corp ', Title: 'MS Office Pro 2019', Version: '16.0' });
    expect(request).toMatchObject({ name_normalised: 'Office', edition_normalised: null, major_normalised: '16' });
  });

  it("reports the spec's messages for the required fields only", () => {
    const values = { ...initialMatchValues(entry, undefined), publisher: ' ', name: '', version: '', edition: '' };
    expect(matchErrors(matchRequest(entry, values))).toEqual({
      publisher: validationMessages.publisherRequired,
      name: validationMessages.nameRequired,
      version: validationMessages.versionRequired,
    });
    expect(matchErrors(matchRequest(entry, initialMatchValues(entry, undefined)))).toEqual({});
  });

  it('shows a score as a whole percentage', () => {
    expect(scorePercent(0.914)).toBe('91%');
    expect(scorePercent(1)).toBe('100%');
  });
});
