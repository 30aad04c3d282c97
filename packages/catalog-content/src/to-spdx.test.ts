import { describe, expect, it } from 'vitest';
import { isSpdxExpression, toSpdx } from './to-spdx.ts';

const ids = new Set([
  'MIT',
  'Apache-2.0',
  'GPL-2.0',
  'GPL-2.0-only',
  'GPL-2.0-or-later',
  'GPL-3.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'LGPL-2.1-only',
  'AGPL-3.0-only',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'MPL-2.0',
  'CC0-1.0',
  'PSF-2.0',
  'Unlicense',
]);

describe(toSpdx.name, () => {
  it.each([
    ['MIT', 'MIT'],
    ['MIT License', 'MIT'],
    ['mit', 'MIT'],
    ['The MIT Licence', 'MIT'],
    ['Apache 2.0', 'Apache-2.0'],
    ['Apache License 2.0', 'Apache-2.0'],
    ['APACHE-2.0', 'Apache-2.0'],
    ['Apache-2.0 license', 'Apache-2.0'],
    ['GPLv3', 'GPL-3.0-only'],
    ['GPL-3.0', 'GPL-3.0-only'],
    ['GPL3', 'GPL-3.0-only'],
    ['GPL-3.0 License', 'GPL-3.0-only'],
    ['GNU General Public License v3.0', 'GPL-3.0-only'],
    ['GNU GPL v3', 'GPL-3.0-only'],
    ['GPLv3+', 'GPL-3.0-or-later'],
    ['GPL-2.0', 'GPL-2.0-only'],
    ['GPL-2.0+', 'GPL-2.0-or-later'],
    ['GNU General Public License, Version 2', 'GPL-2.0-only'],
    ['GPL-2.0-or-later', 'GPL-2.0-or-later'],
    ['GNU Lesser General Public License v2.1', 'LGPL-2.1-only'],
    ['GNU Affero General Public License v3.0', 'AGPL-3.0-only'],
    ['GPL 2 with Classpath Exception', 'GPL-2.0-only WITH Classpath-exception-2.0'],
    ['BSD 3-Clause', 'BSD-3-Clause'],
    ['BSD-3-Clause License', 'BSD-3-Clause'],
    ['BSD 2-Clause "Simplified" License', 'BSD-2-Clause'],
    ['MPL 2.0', 'MPL-2.0'],
    ['Mozilla Public License Version 2.0', 'MPL-2.0'],
    ['Creative Commons Zero v1.0 Universal', 'CC0-1.0'],
    ['PSF LICENSE AGREEMENT FOR PYTHON', 'PSF-2.0'],
    ['The Unlicense', 'Unlicense'],
    ['GNU General Public License v3.0 (GPLv3)', 'GPL-3.0-only'],
  ])('%s → %s', (text, expected) => {
    expect(toSpdx(text, ids)).toBe(expected);
  });

  it('names closed licences Proprietary or Freeware', () => {
    expect(toSpdx('Proprietary', ids)).toBe('Proprietary');
    expect(toSpdx('proprietary', ids)).toBe('Proprietary');
    expect(toSpdx('Commercial', ids)).toBe('Proprietary');
    expect(toSpdx('Shareware', ids)).toBe('Proprietary');
    expect(toSpdx('Copyright (c) Example Corp. All rights reserved.', ids)).toBe('Proprietary');
    expect(toSpdx('Freeware', ids)).toBe('Freeware');
    expect(toSpdx('Proprietary, Freeware', ids)).toBe('Freeware');
  });

  it('turns lists into expressions when every part maps', () => {
    expect(toSpdx('Apache-2.0|MIT', ids)).toBe('Apache-2.0 OR MIT');
    expect(toSpdx('MIT or GPLv3+', ids)).toBe('MIT OR GPL-3.0-or-later');
    expect(toSpdx('BSD-2-Clause, BSD-3-Clause, GPL-2.0+', ids)).toBe(
      'BSD-2-Clause AND BSD-3-Clause AND GPL-2.0-or-later',
    );
    expect(toSpdx('MIT, Proprietary', ids)).toBe('MIT, Proprietary');
  });

  it('keeps unknown text as written and answers undefined for no licence', () => {
    expect(toSpdx('GPL', ids)).toBe('GPL');
    expect(toSpdx('Some EULA of our own', ids)).toBe('Some EULA of our own');
    expect(toSpdx('Copyright © 2021 Example', ids)).toBe('Copyright © 2021 Example');
    expect(toSpdx(' ', ids)).toBeUndefined();
    expect(toSpdx('Unknown', ids)).toBeUndefined();
  });

  it('accepts the licences record of a content pack as the id list', () => {
    expect(toSpdx('mit license', { MIT: { name: 'MIT License', isOsiApproved: true } })).toBe('MIT');
  });
});

describe(isSpdxExpression.name, () => {
  it('accepts ids and expressions over known ids only', () => {
    expect(isSpdxExpression('MIT', ids)).toBe(true);
    expect(isSpdxExpression('(MIT OR GPL-2.0-only WITH Classpath-exception-2.0) AND CC0-1.0', ids)).toBe(true);
    expect(isSpdxExpression('GPL', ids)).toBe(false);
    expect(isSpdxExpression('Proprietary', ids)).toBe(false);
  });
});
