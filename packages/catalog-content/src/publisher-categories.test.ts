import type { CatalogProduct, CatalogPublisher } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { assignPublisherCategories } from './publisher-categories.ts';
import { CONTENT_CATEGORIES } from './testing/create-test-draft.ts';

const product = (publisherId: string, name: string, category?: string): CatalogProduct => ({
  id: `test:${name}`,
  publisherId,
  name,
  aliases: [],
  ...(category && { category }),
});

describe(assignPublisherCategories.name, () => {
  it('gives a publisher the category most of its products share, and none where they disagree', () => {
    const publishers = [
      { id: 'paradox', name: 'Paradox Interactive', aliases: [] },
      { id: 'microsoft', name: 'Microsoft', aliases: [] },
      { id: 'tiny', name: 'Tiny', aliases: [] },
      { id: 'studio', name: 'Studio', aliases: [], category: 'media' },
    ];
    const products = [
      product('paradox', 'Stellaris', 'game'),
      product('paradox', 'Europa Universalis IV', 'game'),
      product('paradox', 'Crusader Kings III', 'game'),
      product('paradox', 'Paradox Launcher'),
      product('microsoft', 'Microsoft Edge', 'browser'),
      product('microsoft', 'Microsoft Teams', 'communication'),
      product('microsoft', 'Visual Studio Code', 'development'),
      product('microsoft', 'SQL Server', 'database'),
      product('tiny', 'Tiny Game', 'game'),
      product('studio', 'Studio Game', 'game'),
      product('studio', 'Studio Game 2', 'game'),
      product('studio', 'Studio Game 3', 'game'),
    ];
    const counts = assignPublisherCategories(publishers, products, CONTENT_CATEGORIES);
    expect(publishers.map((publisher) => publisher.category)).toEqual([
      'game', // 3 of 3 categorized products
      undefined, // four categories, none the main one
      undefined, // one product is too few to say
      'media', // written in content: kept
    ]);
    expect(counts).toEqual({ publishersCategorized: 1 });
  });

  it("leaves out the products known by their Linux packages only: they say nothing of a maker's titled software", () => {
    const publishers: CatalogPublisher[] = [{ id: 'intel', name: 'Intel', aliases: [] }];
    const packages = ['libva', 'hyperscan', 'ipp-crypto', 'compute-runtime'].map((name) => ({
      ...product('intel', name, 'development'),
      packageOnly: true,
    }));
    const drivers = ['Intel Graphics Driver', 'Intel Chipset Device Software', 'Intel Wireless Bluetooth'].map((name) =>
      product('intel', name, 'driver'),
    );
    assignPublisherCategories(publishers, [...packages, ...drivers], CONTENT_CATEGORIES);
    expect(publishers[0]!.category).toBe('driver');
  });
});
