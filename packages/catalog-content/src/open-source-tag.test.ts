import { describe, expect, it } from 'vitest';
import { hasOpenSourceTag } from './open-source-tag.ts';

describe(hasOpenSourceTag.name, () => {
  it('finds foss and open-source tags', () => {
    expect(hasOpenSourceTag(['web', 'FOSS'])).toBe(true);
    expect(hasOpenSourceTag(['open-source'])).toBe(true);
    expect(hasOpenSourceTag(['freeware'])).toBe(false);
  });
});
