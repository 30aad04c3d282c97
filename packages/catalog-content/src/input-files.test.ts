import { describe, expect, it } from 'vitest';
import { fingerprintInputs, listPackCode, type InputFiles } from './input-files.ts';

const inputs = (publishers: string | undefined, licences: string | undefined): InputFiles => ({
  authored: new Map([
    ['model/legal-suffixes.json', '["Inc."]'],
    ['catalog/publishers.json', publishers],
  ]),
  sources: new Map([['spdx/licenses.json', licences]]),
});

describe(fingerprintInputs.name, () => {
  it('is stable for the same bytes', async () => {
    expect(await fingerprintInputs(inputs('[]', '{}'))).toEqual(await fingerprintInputs(inputs('[]', '{}')));
  });

  it('tells a missing file from an empty one, and keeps the model fingerprint to model files', async () => {
    const empty = await fingerprintInputs(inputs('', '{}'));
    const missing = await fingerprintInputs(inputs(undefined, '{}'));
    const otherSource = await fingerprintInputs(inputs('', '{"MIT":{}}'));
    expect(missing.catalog).not.toBe(empty.catalog);
    expect(otherSource.catalog).not.toBe(empty.catalog);
    expect(new Set([empty.model, missing.model, otherSource.model]).size).toBe(1);
  });
});

describe(listPackCode.name, () => {
  it("counts the engine's code with the builder's, since the build runs the engine's cleaning on names", async () => {
    const names = (await listPackCode()).map((file) => file.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'builder/build-content-pack.ts',
        'engine/clean/clean-text.ts',
        'engine/publisher/resolve-publisher.ts',
      ]),
    );
    // Tests do not decide the output.
    expect(names.filter((name) => name.endsWith('.test.ts'))).toEqual([]);
  });
});
