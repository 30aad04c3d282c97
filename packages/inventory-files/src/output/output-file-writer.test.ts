import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input-error.ts';
import { OutputFileWriter } from './output-file-writer.ts';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rnorm-output-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe(OutputFileWriter.name, () => {
  it('writes everything appended, as UTF-8, when committed', async () => {
    const path = join(folder, 'out.csv');
    const writer = await OutputFileWriter.create(path);
    const line = 'Müller GmbH,Tool,1\r\n';
    for (let i = 0; i < 300_000; i++) {
      writer.append(line);
      await writer.flushIfFull();
    }
    await writer.commit();
    const text = await readFile(path, 'utf8');
    expect(text).toBe(line.repeat(300_000));
    expect(writer.bytesWritten).toBe(Buffer.byteLength(text));
    expect(await readdir(folder)).toEqual(['out.csv']);
  });

  it('leaves an existing output untouched when aborted', async () => {
    const path = join(folder, 'kept.csv');
    await writeFile(path, 'previous result');
    const writer = await OutputFileWriter.create(path);
    writer.append('half');
    await writer.abort();
    expect(await readFile(path, 'utf8')).toBe('previous result');
    expect((await readdir(folder)).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('says so when the output folder does not exist', async () => {
    await expect(OutputFileWriter.create(join(folder, 'missing', 'out.csv'))).rejects.toThrow(InvalidInputError);
    await expect(OutputFileWriter.create(join(folder, 'missing', 'out.csv'))).rejects.toThrow(/cannot write .*ENOENT/);
  });
});
