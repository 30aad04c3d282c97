import { describe, expect, it } from 'vitest';
import { chooseVersion, parseVersion } from './parse-version.ts';

describe(parseVersion.name, () => {
  it.each([
    ['10.2.129.0', { version: '10.2.129.0', major: '10', minor: '2', patch: '129', build: '0' }],
    ['5.10.0 (4306)', { version: '5.10.0.4306', major: '5', minor: '10', patch: '0', build: '4306' }],
    ['v3.18', { version: '3.18', major: '3', minor: '18', patch: null, build: null }],
    ['4.14.0-0', { version: '4.14.0-0', major: '4', minor: '14', patch: '0', build: null }],
    ['1.6.00.23677', { version: '1.6.00.23677', major: '1', minor: '6', patch: '00', build: '23677' }],
    ['2022', { version: '2022', major: '2022', minor: null, patch: null, build: null }],
    ['  ', { version: null, major: null }],
    ['Unknown', { version: null }],
    ['N/A', { version: null }],
    ['beta', { version: 'beta', major: null }],
    [null, { version: null }],
  ])('%j', (raw, expected) => {
    expect(parseVersion(raw)).toMatchObject(expected);
  });
});

describe(chooseVersion.name, () => {
  it.each([
    // Python's installer writes micro*1000+150 as its third component.
    ['3.10.6150.0', '3.10.6', undefined, '3.10.6', 'marketing'],
    ['15.0.18420.0', '18.12', undefined, '18.12', 'marketing'],
    ['231.8770.54', '2023.1.1', undefined, '2023.1.1', 'marketing'],
    ['3.5.1.20', '3.5.1', undefined, '3.5.1.20', 'raw'],
    ['3.18', '3.18', undefined, '3.18', 'raw'],
    ['9.26', null, undefined, '9.26', 'raw'],
    [null, '2.7.1', undefined, '2.7.1', 'title'],
    ['3.12.150.0', '3.12.0', { '3.12.150.0': '3.12.0' }, '3.12.0', 'marketing'],
    ['12.0.30501.0', '12', undefined, '12.0.30501.0', 'raw'],
    [null, null, undefined, null, 'none'],
  ] as const)('raw %j, title %j → %j (%s)', (raw, title, pairs, version, from) => {
    expect(chooseVersion(raw, title, pairs)).toEqual({ version, from });
  });
});
