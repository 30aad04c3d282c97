import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { linkDistributionPackages } from './link-distribution-packages.ts';

const product = (id: string, lifecycleId: string | undefined, more: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  publisherId: 'p',
  name: id,
  aliases: [],
  ...(lifecycleId && { lifecycleId }),
  ...more,
});

describe(linkDistributionPackages.name, () => {
  it("gives a lifecycle's package names to its one curated product, keeping the names it lists itself", () => {
    const products = [
      product('curated:openssl', 'openssl', { packageNames: ['libssl3'] }),
      // Another platform's build linked to the same lifecycle: not what a distribution's package is.
      product('winget:ShiningLight.OpenSSL', 'openssl'),
      product('curated:dotnet-runtime', 'dotnet'),
      product('curated:dotnet-sdk', 'dotnet'),
      product('curated:graalvm-ce', 'graalvm-ce'),
      product('curated:oracle-graalvm', 'oracle-graalvm'),
    ];
    const counts = linkDistributionPackages(
      products,
      new Map([
        ['openssl', ['openssl', 'libssl3']],
        // Shared by two curated products: neither gets them.
        ['dotnet', ['dotnet-runtime']],
        // Claimed by two lifecycles: no one's.
        ['graalvm-ce', ['graalvm']],
        ['oracle-graalvm', ['graalvm', 'oracle-graalvm']],
        ['unlinked', ['nothing']],
      ]),
    );
    expect(Object.fromEntries(products.map((p) => [p.id, p.packageNames]))).toEqual({
      'curated:openssl': ['libssl3', 'openssl'],
      'winget:ShiningLight.OpenSSL': undefined,
      'curated:dotnet-runtime': undefined,
      'curated:dotnet-sdk': undefined,
      'curated:graalvm-ce': undefined,
      'curated:oracle-graalvm': ['oracle-graalvm'],
    });
    expect(counts).toEqual({ products: 2, packageNames: 2, ambiguous: 1 });
  });
});
