import { describe, expect, it } from 'vitest';
import { compareVersions } from './compare-versions.ts';

describe(compareVersions.name, () => {
  it('orders numeric components as numbers and longer versions after their prefix', () => {
    const sorted = ['3.10.1', '3.9', '3.10', '3.10.0-rc1', '10.0'].sort(compareVersions);
    expect(sorted).toEqual(['3.9', '3.10', '3.10.0-rc1', '3.10.1', '10.0']);
    expect(compareVersions('1.2', '1.2')).toBe(0);
  });
});
