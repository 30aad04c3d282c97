import type { CatalogProduct, CatalogPublisher, LifecycleProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { linkLifecycles } from './link-lifecycles.ts';

const publishers: CatalogPublisher[] = [
  { id: 'mozilla', name: 'Mozilla', aliases: [] },
  { id: 'winlink', name: 'Winlink', aliases: [] },
  { id: 'microsoft', name: 'Microsoft', aliases: [] },
  { id: 'python', name: 'Python Software Foundation', aliases: [] },
];
const lifecycle = (id: string, title: string, extra: Partial<LifecycleProduct> = {}): LifecycleProduct => ({
  id,
  title,
  cycles: [],
  ...extra,
});
const lifecycles = [
  lifecycle('firefox', 'Firefox', { cpe: 'cpe:2.3:a:mozilla:firefox', purl: 'pkg:generic/firefox' }),
  lifecycle('express', 'Express'),
  lifecycle('powershell', 'Microsoft PowerShell'),
  lifecycle('python', 'Python', { cycles: [{ cycle: '3.12' }] }),
  lifecycle('a', 'Shared Name'),
  lifecycle('b', 'Shared Name'),
];
const names = {
  namesById: new Map(lifecycles.map((item) => [item.id, [item.title]])),
  vendorWordsById: new Map([['firefox', ['mozilla', 'web-browser']]]),
};
const product = (id: string, publisherId: string, name: string, extra: Partial<CatalogProduct> = {}) => ({
  id,
  publisherId,
  name,
  aliases: [],
  ...extra,
});

describe(linkLifecycles.name, () => {
  it('links by exact name, with or without the publisher, and by title plus cycle', () => {
    const products: CatalogProduct[] = [
      product('p:firefox', 'mozilla', 'Mozilla Firefox', { purl: 'pkg:winget/Mozilla.Firefox' }),
      product('p:pwsh', 'microsoft', 'PowerShell'),
      product('p:py', 'python', 'Python 3.12'),
    ];
    const counts = linkLifecycles(products, publishers, lifecycles, names);
    expect(products[0]).toMatchObject({
      lifecycleId: 'firefox',
      cpe: 'cpe:2.3:a:mozilla:firefox',
      purl: 'pkg:winget/Mozilla.Firefox',
    });
    expect(products[1]?.lifecycleId).toBe('powershell');
    expect(products[2]?.lifecycleId).toBe('python');
    expect(counts).toEqual({ linked: 2, linkedByCycle: 1, cpeAdded: 1, purlAdded: 0 });
  });

  it('drops the publisher only when the lifecycle names it, and skips shared names and curated links', () => {
    const products: CatalogProduct[] = [
      product('p:express', 'winlink', 'Winlink Express'),
      product('p:shared', 'mozilla', 'Shared Name'),
      product('p:curated', 'mozilla', 'Firefox', { lifecycleId: 'firefox-esr' }),
      product('p:other', 'mozilla', 'Firefox Monitor'),
      // Named as a lifecycle, but marked as having none of its own (the Linux kernel: its distribution's).
      product('p:none', 'mozilla', 'Firefox', { releaseCycles: { by: 'none' } }),
    ];
    linkLifecycles(products, publishers, lifecycles, names);
    expect(products.map((item) => item.lifecycleId)).toEqual([
      undefined,
      undefined,
      'firefox-esr',
      undefined,
      undefined,
    ]);
    expect(products[4]?.cpe).toBeUndefined();
  });
});
