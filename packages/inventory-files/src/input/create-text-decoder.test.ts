import { describe, expect, it } from 'vitest';
import { createChunkDecoder } from './create-text-decoder.ts';

function decodeInTwo(encoding: Parameters<typeof createChunkDecoder>[0], bytes: Buffer, splitAt: number): string {
  const decoder = createChunkDecoder(encoding);
  return decoder.decode(bytes.subarray(0, splitAt)) + decoder.decode(bytes.subarray(splitAt)) + decoder.end();
}

describe(createChunkDecoder.name, () => {
  const text = 'Müller GmbH,Ⓡ Tool 😀,1.0';

  it.each([
    ['utf-8', Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(text)])],
    ['utf-16le', Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from(text, 'utf16le')])],
    ['utf-16be', Buffer.concat([Buffer.of(0xfe, 0xff), Buffer.from(text, 'utf16le').swap16()])],
  ] as const)('decodes %s whatever chunk boundary splits a character, and drops the BOM', (encoding, bytes) => {
    for (let splitAt = 0; splitAt <= bytes.length; splitAt++) {
      expect(decodeInTwo(encoding, bytes, splitAt)).toBe(text);
    }
  });

  it('decodes windows-1252', () => {
    expect(decodeInTwo('windows-1252', Buffer.from('M\xfcller GmbH', 'latin1'), 2)).toBe('Müller GmbH');
  });
});
