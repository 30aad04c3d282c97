import type { LicenseInfo } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { isOpenSourceLicense } from './is-open-source-license.ts';

const licenses: Record<string, LicenseInfo> = {
  MIT: { name: 'MIT License', isOsiApproved: true },
  'GPL-2.0-only': { name: 'GNU General Public License v2.0 only', isOsiApproved: true },
  'CC0-1.0': { name: 'Creative Commons Zero v1.0 Universal', isOsiApproved: false },
  'CC-BY-NC-4.0': { name: 'Creative Commons Attribution Non Commercial 4.0', isOsiApproved: false },
};

describe(isOpenSourceLicense.name, () => {
  it('answers true for OSI-approved and known free licences', () => {
    expect(isOpenSourceLicense('MIT', licenses)).toBe(true);
    expect(isOpenSourceLicense('CC0-1.0', licenses)).toBe(true);
    expect(isOpenSourceLicense('GPL-2.0-only WITH Classpath-exception-2.0', licenses)).toBe(true);
    expect(isOpenSourceLicense('GPL', licenses)).toBe(true);
    expect(isOpenSourceLicense('Public Domain', licenses)).toBe(true);
  });

  it('answers false for closed licences, and for expressions that need a non-free licence', () => {
    expect(isOpenSourceLicense('Proprietary', licenses)).toBe(false);
    expect(isOpenSourceLicense('Freeware', licenses)).toBe(false);
    expect(isOpenSourceLicense('CC-BY-NC-4.0', licenses)).toBe(false);
    expect(isOpenSourceLicense('MIT AND CC-BY-NC-4.0', licenses)).toBe(false);
  });

  it('needs one free choice of an OR expression', () => {
    expect(isOpenSourceLicense('(MIT OR CC-BY-NC-4.0)', licenses)).toBe(true);
  });

  it('answers undefined for text it does not know', () => {
    expect(isOpenSourceLicense('Limited License', licenses)).toBeUndefined();
    expect(isOpenSourceLicense('MIT AND Mystery-1.0', licenses)).toBeUndefined();
  });
});
