import { describe, expect, it } from 'vitest';
import { categoryFromTags, hasOpenSourceTag } from './category-from-tags.ts';

describe(categoryFromTags.name, () => {
  it('maps the first telling tag', () => {
    expect(categoryFromTags(['gecko', 'Web-Browser', 'ide'])).toBe('browser');
    expect(categoryFromTags(['python', 'tool'])).toBeUndefined();
  });
});

describe(hasOpenSourceTag.name, () => {
  it('finds foss and open-source tags', () => {
    expect(hasOpenSourceTag(['web', 'FOSS'])).toBe(true);
    expect(hasOpenSourceTag(['open-source'])).toBe(true);
    expect(hasOpenSourceTag(['freeware'])).toBe(false);
  });
});
