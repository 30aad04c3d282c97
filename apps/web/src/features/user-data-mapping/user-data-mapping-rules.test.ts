import { describe, expect, it } from 'vitest';
import { dataMappingEditHref, dataMappingRows, matchingSuggestion } from './user-data-mapping-rules.ts';

describe('user data mapping rules', () => {
  it('links a mapping to its edit screen by its encoded normalized value, with its field', () => {
    expect(dataMappingEditHref({ normalized_value: 'Microsoft Corporation', field_name: 'publisher' })).toBe(
      '/user-data-mapping/Microsoft%20Corporation?field=publisher',
    );
    expect(dataMappingEditHref({ normalized_value: 'AC/DC #1 & 50%?', field_name: 'name' })).toBe(
      '/user-data-mapping/AC%2FDC%20%231%20%26%2050%25%3F?field=name',
    );
  });

  it('labels the fields as the list shows them', () => {
    const [row] = dataMappingRows([
      {
        hash_key: 'k',
        field_name: 'servicepack',
        normalized_value: 'SP1',
        custom_value: 'Service Pack 1',
        updated_at: '2025-01-01T00:00:00.000Z',
        updated_by: null,
      },
    ]);
    expect(row?.field_label).toBe('Service Pack');
  });

  it('accepts a suggestion exactly, or in another case, and nothing else', () => {
    const suggestions = ['Microsoft', 'Microsoft Corporation'];
    expect(matchingSuggestion(suggestions, 'Microsoft')).toBe('Microsoft');
    expect(matchingSuggestion(suggestions, ' microsoft corporation ')).toBe('Microsoft Corporation');
    expect(matchingSuggestion(suggestions, 'Micro')).toBeUndefined();
    expect(matchingSuggestion([], 'Microsoft')).toBeUndefined();
  });
});
