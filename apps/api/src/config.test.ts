import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe(loadConfig.name, () => {
  it('defaults to 127.0.0.1:8080 with CatalogDB and MetricsDB as two PGlite directories under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', redisUrl: undefined });
    expect(config.catalogDatabase).toEqual({ kind: 'pglite', dataDir: resolve('data/catalog') });
    expect(config.metricsDatabase).toEqual({ kind: 'pglite', dataDir: resolve('data/metrics') });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and METRICS_DATABASE_URL for metrics when given', () => {
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/catalog' });
    expect(shared.metricsDatabase).toEqual({ kind: 'postgres', url: 'postgres://db/catalog' });
    const apart = loadConfig({ DATABASE_URL: 'postgres://db/catalog', METRICS_DATABASE_URL: 'postgres://db/metrics' });
    expect(apart.catalogDatabase).toEqual({ kind: 'postgres', url: 'postgres://db/catalog' });
    expect(apart.metricsDatabase).toEqual({ kind: 'postgres', url: 'postgres://db/metrics' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
