import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { isSpdxExpression, keepSpdxLicenses } from './spdx-expression.ts';

describe(isSpdxExpression.name, () => {
  it.each(['MIT', 'GPL-2.0-only WITH Classpath-exception-2.0', 'BSD-2-Clause OR Ruby', '(MIT OR Apache-2.0) AND Zlib'])(
    '%s is one',
    (text) => expect(isSpdxExpression(text)).toBe(true),
  );

  it.each(['Apache Lincense 2.0', 'Copyright © 2016 DJI', 'GNU', 'Freeware', 'Various open-source licenses'])(
    '%s is not',
    (text) => expect(isSpdxExpression(text)).toBe(false),
  );
});

describe(keepSpdxLicenses.name, () => {
  it('keeps SPDX expressions and the words for closed licences, and drops any other text', () => {
    const product = (license: string): CatalogProduct => ({
      id: license,
      publisherId: 'p',
      name: 'n',
      aliases: [],
      license,
    });
    const products = ['MPL-2.0', 'Proprietary', 'Freeware', 'Copyright (c) the-sz.com', 'GPL'].map(product);
    expect(keepSpdxLicenses(products)).toEqual({ licencesNotSpdxDropped: 2 });
    expect(products.map((entry) => entry.license)).toEqual([
      'MPL-2.0',
      'Proprietary',
      'Freeware',
      undefined,
      undefined,
    ]);
  });
});
