import type { CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { compileChannelBuilds, markChannelVersions, shareReleasedCpe } from './channel-builds.ts';

const product = (id: string, name: string, more: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  publisherId: 'google',
  name,
  aliases: [],
  ...more,
});

// Channel spellings as content/model/channels.json writes them, and its last-word channel.
const channelWords = compileChannelBuilds(
  { Beta: ['beta'], Canary: ['canary'], 'Early Access': ['early access', 'early access program', 'eap'] },
  ['Dev'],
);

describe(compileChannelBuilds.name, () => {
  it("reads a channel build's id and the channel after its name from the content's spellings", () => {
    expect(channelWords.segment.test('Google.Chrome.Dev')).toBe(true);
    expect(channelWords.segment.test('JetBrains.RubyMine.EAP')).toBe(true);
    expect(channelWords.segment.test('Google.AndroidStudio')).toBe(false);
    expect('IntelliJ IDEA Community Edition (EAP)'.replace(channelWords.afterName, '')).toBe(
      'IntelliJ IDEA Community Edition',
    );
    expect('Contoso Early  Access Program'.replace(channelWords.afterName, '')).toBe('Contoso');
  });
});

describe(markChannelVersions.name, () => {
  it('gives a channel build the versions no released package of its publisher lists, as version keys', () => {
    const stable = product('winget:Google.AndroidStudio', 'Android Studio');
    const x64 = product('winget:Google.AndroidStudio.x64', 'Android Studio (x64)');
    const canary = product('winget:Google.AndroidStudio.Canary', 'Android Studio Canary');
    const beta = product('winget:Google.AndroidStudio.Beta', 'Android Studio Beta');
    const other = { ...product('winget:Contoso.Studio', 'Contoso Studio'), publisherId: 'contoso' };
    const products = new Map([stable, x64, canary, beta, other].map((entry) => [entry.id, entry]));
    const counts = markChannelVersions(
      products,
      new Map([
        [stable.id, ['2022.3.1.18']],
        [x64.id, ['2022.3.1.19']],
        // Zero-padded and as released: one version.
        [canary.id, ['2023.1.1.02', '2022.3.1.18', '2022.3.1.19']],
        [beta.id, ['2022.3.1.18']],
        // Another publisher's release says nothing of Google's builds.
        [other.id, ['2023.1.1.2']],
      ]),
      channelWords,
    );
    expect(canary.channelVersions).toEqual(['2023.1.1.2']);
    // Every version of the beta was released too: nothing tells it apart.
    expect(beta.channelVersions).toBeUndefined();
    expect(stable.channelVersions).toBeUndefined();
    expect(counts).toEqual({ 'channel builds': 1, versions: 1 });
  });
});

describe(shareReleasedCpe.name, () => {
  it.each([
    ['winget:Google.AndroidStudio.Canary', 'Android Studio Canary', 'cpe:2.3:a:google:android_studio'],
    ['winget:Google.AndroidStudio.EAP', 'Android Studio (EAP)', 'cpe:2.3:a:google:android_studio'],
    // Not a channel build by its id, or no released product of that name: nothing to share.
    ['winget:Google.AndroidStudioCanary', 'Android Studio Canary', undefined],
    ['winget:Google.Studio.Beta', 'Studio Beta', undefined],
  ])('gives %s (%j) its released product’s CPE: %s', (id, name, cpe) => {
    const released = product('curated:android-studio', 'Android Studio', { cpe: 'cpe:2.3:a:google:android_studio' });
    const build = product(id, name);
    shareReleasedCpe([released, build], channelWords);
    expect(build.cpe).toBe(cpe);
    expect(build.lifecycleId).toBeUndefined();
  });

  it('keeps a channel build’s own CPE and does not take another publisher’s', () => {
    const released = product('curated:android-studio', 'Android Studio', { cpe: 'cpe:2.3:a:google:android_studio' });
    const own = product('winget:Google.AndroidStudio.Beta', 'Android Studio Beta', { cpe: 'cpe:2.3:a:own:build' });
    const foreign = { ...product('winget:Contoso.AndroidStudio.Beta', 'Android Studio Beta'), publisherId: 'contoso' };
    expect(shareReleasedCpe([released, own, foreign], channelWords)).toEqual({ 'CPEs shared': 0 });
    expect(own.cpe).toBe('cpe:2.3:a:own:build');
    expect(foreign.cpe).toBeUndefined();
  });
});
