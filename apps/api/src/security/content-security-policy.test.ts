import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWebApiUrl } from '../modules/setup/installation-store.ts';
import { createTestContext } from '../testing/test-app.ts';
import { productConnectSources } from './content-security-policy.ts';

describe(productConnectSources.name, () => {
  it.each([
    ['', ["'self'"]],
    ['   ', ["'self'"]],
    ['https://rnorm.example.com/api/', ["'self'", 'https://rnorm.example.com']],
    ['http://10.0.0.5:8080', ["'self'", 'http://10.0.0.5:8080']],
    ['not an address', ["'self'"]],
    ['file:///etc/passwd', ["'self'"]],
  ])('allows %j as %j', (address, sources) => {
    expect(productConnectSources(address)).toEqual(sources);
  });

  it('is what the API answers with once the setup stored another API address', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'rnorm-config-'));
    await writeWebApiUrl(configDir, 'https://inventory-api.example.com/');
    const t = await createTestContext('pglite', { RNORM_CONFIG_DIR: configDir });
    try {
      const answer = await t.app.inject({ url: '/api/health' });
      expect(answer.headers['content-security-policy']).toContain(
        "connect-src 'self' https://inventory-api.example.com;",
      );
    } finally {
      await t.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});
