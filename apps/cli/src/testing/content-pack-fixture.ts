import type { ContentPack } from '@rnorm/engine';
import { modelFixture } from '@rnorm/engine/testing';

/** A tiny hand-written content pack for tests that run the real engine: two publishers, three products. */
export const contentPackFixture: ContentPack = {
  model: {
    version: 'cli-test',
    builtAt: '2026-01-01T00:00:00.000Z',
    legalSuffixes: ['Inc.', 'Corporation', 'Corp.', 'GmbH', 'Ltd.'],
    publisherPlaceholders: ['Unknown', 'N/A'],
    architectures: { x64: ['x64', '64-bit'], x86: ['x86', '32-bit'] },
    languages: { 'en-US': ['en-us'] },
    editions: { Professional: ['professional'] },
    channels: { Beta: ['beta'] },
    ignoreRules: [{ id: 'kb-article', pattern: '\\bKB\\d{6,7}\\b', reason: 'A Windows update (KB article).' }],
    words: modelFixture.words,
  },
  catalog: {
    version: 'cli-test',
    builtAt: '2026-01-01T00:00:00.000Z',
    publishers: [
      { id: 'mozilla', name: 'Mozilla', aliases: ['Mozilla Foundation'], website: 'https://www.mozilla.org' },
      { id: 'igor-pavlov', name: 'Igor Pavlov', aliases: [] },
    ],
    products: [
      {
        id: 'winget:Mozilla.Firefox',
        publisherId: 'mozilla',
        name: 'Mozilla Firefox',
        aliases: ['Mozilla Firefox (x64 en-US)'],
        license: 'MPL-2.0',
        isOpenSource: true,
      },
      { id: 'winget:Mozilla.Firefox.ESR', publisherId: 'mozilla', name: 'Mozilla Firefox ESR', aliases: [] },
      { id: 'winget:7zip.7zip', publisherId: 'igor-pavlov', name: '7-Zip', aliases: ['7-Zip 23.01 (x64)'] },
    ],
    lifecycles: [],
    licenses: { 'MPL-2.0': { name: 'Mozilla Public License 2.0', isOsiApproved: true } },
  },
};
