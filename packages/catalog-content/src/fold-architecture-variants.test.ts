import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { foldArchitectureVariants } from './fold-architecture-variants.ts';

const product = (id: string, name: string, more: Partial<CatalogProduct> = {}): [string, CatalogProduct] => [
  id,
  { id, publisherId: 'microsoft', name, aliases: [], ...more },
];

describe(foldArchitectureVariants.name, () => {
  it('folds the packages of one product per architecture into the package without the architecture', () => {
    const products = new Map<string, CatalogProduct>([
      product('winget:Microsoft.DotNet.DesktopRuntime.8', 'Microsoft .NET Windows Desktop Runtime 8.0', {
        latestVersion: '8.0.30',
        versionMap: { '8.0.30.1': '8.0.30' },
      }),
      product('winget:Microsoft.DotNet.DesktopRuntime.8.x64', 'Microsoft Windows Desktop Runtime - 8.0.25', {
        aliases: ['Microsoft Windows Desktop Runtime - 8.0.25 (x64)'],
        latestVersion: '8.0.25',
        versionMap: { '8.0.30.1': 'variant', '8.0.25.1': '8.0.25' },
      }),
      product('winget:Microsoft.DotNet.DesktopRuntime.8.ARM64', 'Microsoft Windows Desktop Runtime - 8.0.25', {
        templates: ['Microsoft Windows Desktop Runtime - 8.*'],
      }),
      // No package without the architecture: stays a product of its own.
      product('winget:Microsoft.VCRedist.2015+.x64', 'Microsoft Visual C++ 2015-2022 Redistributable (x64)'),
      // Not an architecture segment.
      product('winget:Contoso.Tool.x64native', 'Tool'),
    ]);
    const counts = foldArchitectureVariants(products);
    expect([...products.keys()]).toEqual([
      'winget:Microsoft.DotNet.DesktopRuntime.8',
      'winget:Microsoft.VCRedist.2015+.x64',
      'winget:Contoso.Tool.x64native',
    ]);
    expect(products.get('winget:Microsoft.DotNet.DesktopRuntime.8')).toEqual({
      id: 'winget:Microsoft.DotNet.DesktopRuntime.8',
      publisherId: 'microsoft',
      name: 'Microsoft .NET Windows Desktop Runtime 8.0',
      aliases: ['Microsoft Windows Desktop Runtime - 8.0.25', 'Microsoft Windows Desktop Runtime - 8.0.25 (x64)'],
      templates: ['Microsoft Windows Desktop Runtime - 8.*'],
      latestVersion: '8.0.30',
      versionMap: { '8.0.30.1': '8.0.30', '8.0.25.1': '8.0.25' },
    });
    expect(counts).toEqual({ folded: 2 });
  });
});
