import { describe, expect, it } from 'vitest';
import { licenceOf } from './job-exports.ts';

describe(licenceOf.name, () => {
  it.each([
    ['MPL-2.0', 'open-source', [{ license: { id: 'MPL-2.0' } }]],
    ['MIT OR Apache-2.0', 'open-source', [{ expression: 'MIT OR Apache-2.0' }]],
    // A closed licence has no SPDX expression: CycloneDX gets its kind by name.
    [null, 'proprietary', [{ license: { name: 'Proprietary' } }]],
    [null, 'freeware', [{ license: { name: 'Freeware' } }]],
    [null, 'unknown', undefined],
    [null, null, undefined],
  ])('licence %s of type %s → %j', (license, licenseType, expected) => {
    expect(licenceOf(license, licenseType)).toEqual(expected);
  });
});
