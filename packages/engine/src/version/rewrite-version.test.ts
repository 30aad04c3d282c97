import { describe, expect, it } from 'vitest';
import type { VersionRewrite } from '../types.ts';
import { rewriteVersion } from './rewrite-version.ts';

// An installer that writes micro × 1000 + 150 in the third component for a final release, and 10x for alpha x.
const encoded: VersionRewrite[] = [
  { match: '^(?<major>\\d+)\\.(?<minor>\\d+)\\.(?<micro>\\d*)150$', version: '{major}.{minor}.{micro}' },
  {
    match: '^(?<major>\\d+)\\.(?<minor>\\d+)\\.(?<micro>\\d*)10(?<serial>\\d)$',
    version: '{major}.{minor}.{micro}a{serial}',
  },
];

describe(rewriteVersion.name, () => {
  it.each([
    // A group of digits is written as a number: an empty one as 0, leading zeros dropped.
    ['3.12.150', '3.12.0'],
    ['3.13.2150', '3.13.2'],
    ['3.12.0150', '3.12.0'],
    ['3.14.103', '3.14.0a3'],
    // None matches: the version is left to the caller.
    ['3.12.0', undefined],
    ['3.12.151', undefined],
  ])('%s → %s', (raw, release) => {
    expect(rewriteVersion(encoded, raw)?.version).toBe(release);
  });

  it('writes the update template, and takes the first rule that matches', () => {
    const rules: VersionRewrite[] = [
      { match: '^(?<major>\\d+)\\.0\\.00$', version: '1.{major}.0', update: '*' },
      { match: '^(?<major>\\d+)\\.0\\.(?<update>\\d+)0$', version: '1.{major}.0', update: 'update_{update}' },
    ];
    expect(rewriteVersion(rules, '8.0.3910')).toEqual({ version: '1.8.0', update: 'update_391' });
    expect(rewriteVersion(rules, '8.0.00')).toEqual({ version: '1.8.0', update: '*' });
    expect(rewriteVersion([{ match: '^(?<a>\\d+)$', version: 'v{a}' }], '12')).toEqual({
      version: 'v12',
      update: null,
    });
  });
});
