import { describe, expect, it } from 'vitest';
import { importSpdxLicenses } from './spdx.ts';

describe(importSpdxLicenses.name, () => {
  it('keeps name and OSI approval per id', () => {
    const { licenses, counts } = importSpdxLicenses(
      JSON.stringify({
        MIT: { name: 'MIT License', url: 'https://example.org/mit', osiApproved: true },
        'CC-BY-4.0': { name: 'Creative Commons Attribution 4.0', osiApproved: false },
      }),
    );
    expect(licenses).toEqual({
      'CC-BY-4.0': { name: 'Creative Commons Attribution 4.0', isOsiApproved: false },
      MIT: { name: 'MIT License', isOsiApproved: true },
    });
    expect(counts).toEqual({ licences: 2, osiApproved: 1 });
  });
});
