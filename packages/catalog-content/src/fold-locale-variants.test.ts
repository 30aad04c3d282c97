import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { foldLocaleVariants } from './fold-locale-variants.ts';

const product = (id: string, name: string, more: Partial<CatalogProduct> = {}): [string, CatalogProduct] => [
  id,
  { id, publisherId: 'mozilla', name, aliases: [], ...more },
];

describe(foldLocaleVariants.name, () => {
  it('folds the packages of one product per language into the package without the language', () => {
    const products = new Map<string, CatalogProduct>([
      product('winget:Mozilla.Firefox', 'Mozilla Firefox', { aliases: ['Mozilla Firefox (x64 en-US)'] }),
      product('winget:Mozilla.Firefox.de', 'Mozilla Firefox (de)', { aliases: ['Mozilla Firefox (x64 de)'] }),
      product('winget:Mozilla.Firefox.ca-valencia', 'Mozilla Firefox (ca-valencia)'),
      // Another build under a bracket, and a language build without its base: products of their own.
      product('winget:Mozilla.Firefox.MSIX', 'Mozilla Firefox (MSIX) Nightly'),
      product('winget:Mozilla.Thunderbird.fr', 'Mozilla Thunderbird (fr)'),
      product('winget:MisfitCode.MisfitModel3D', 'Misfit Model 3D'),
      product('winget:MisfitCode.MisfitModel3D.dev', 'Misfit Model 3D (Dev)'),
      // A channel in brackets is no language.
      product('winget:voidtools.Everything', 'Everything'),
      product('winget:voidtools.Everything.Alpha', 'Everything (Alpha)'),
    ]);
    const counts = foldLocaleVariants(products);
    expect([...products.keys()]).toEqual([
      'winget:Mozilla.Firefox',
      'winget:Mozilla.Firefox.MSIX',
      'winget:Mozilla.Thunderbird.fr',
      'winget:MisfitCode.MisfitModel3D',
      'winget:MisfitCode.MisfitModel3D.dev',
      'winget:voidtools.Everything',
      'winget:voidtools.Everything.Alpha',
    ]);
    expect(products.get('winget:Mozilla.Firefox')?.aliases).toEqual([
      'Mozilla Firefox (x64 en-US)',
      'Mozilla Firefox (de)',
      'Mozilla Firefox (x64 de)',
      'Mozilla Firefox (ca-valencia)',
    ]);
    expect(counts).toEqual({ folded: 2 });
  });
});
