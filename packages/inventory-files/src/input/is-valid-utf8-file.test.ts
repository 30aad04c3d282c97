import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incompleteUtf8TailLength, isValidUtf8File } from './is-valid-utf8-file.ts';

describe(incompleteUtf8TailLength.name, () => {
  it.each([
    ['ASCII', [0x61, 0x62], 0],
    ['a complete ü', [0x61, 0xc3, 0xbc], 0],
    ['the first byte of ü', [0x61, 0xc3], 1],
    ['two bytes of €', [0xe2, 0x82], 2],
    ['three bytes of 😀', [0xf0, 0x9f, 0x98], 3],
    ['a complete 😀', [0xf0, 0x9f, 0x98, 0x80], 0],
  ])('%s', (_, bytes, length) => {
    expect(incompleteUtf8TailLength(Uint8Array.from(bytes))).toBe(length);
  });
});

describe(isValidUtf8File.name, () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rnorm-utf8-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  // The file is read in chunks of 4 MiB: these put a two-byte character across the first boundary.
  const boundary = 4 * 1024 * 1024;

  it('accepts a multi-byte character split between two chunks', async () => {
    const path = join(folder, 'split.csv');
    await writeFile(path, Buffer.concat([Buffer.alloc(boundary - 1, 0x61), Buffer.from('ü,x\n')]));
    expect(await isValidUtf8File(path)).toBe(true);
  });

  it('finds a windows-1252 byte far into the file', async () => {
    const path = join(folder, 'latin1.csv');
    await writeFile(path, Buffer.concat([Buffer.alloc(boundary + 10, 0x61), Buffer.from('M\xfcller\n', 'latin1')]));
    expect(await isValidUtf8File(path)).toBe(false);
  });

  it('rejects a file that ends inside a character', async () => {
    const path = join(folder, 'truncated.csv');
    await writeFile(path, Buffer.of(0x61, 0xc3));
    expect(await isValidUtf8File(path)).toBe(false);
  });
});
