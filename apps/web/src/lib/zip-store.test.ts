import { describe, expect, it } from 'vitest';
import { crc32, createStoredZip, dosDateTime } from './zip-store.ts';

const text = (value: string) => new TextEncoder().encode(value);
const ascii = (value: string) => [...value].map((char) => char.charCodeAt(0));

describe(crc32.name, () => {
  it('computes the IEEE CRC-32', () => {
    expect(crc32(text('hello'))).toBe(0x3610a686);
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe(dosDateTime.name, () => {
  it('packs local time into DOS words with 2-second steps', () => {
    expect(dosDateTime(new Date(2024, 4, 13, 10, 20, 31))).toEqual({ time: 0x528f, date: 0x58ad });
  });

  it('clamps dates before 1980', () => {
    expect(dosDateTime(new Date(1970, 0, 1))).toEqual({ time: 0, date: 0x21 });
  });
});

describe(createStoredZip.name, () => {
  const modifiedAt = new Date(2024, 4, 13, 10, 20, 30);

  it('writes the known-good layout of one stored entry', () => {
    const zip = createStoredZip([{ name: 'hello.txt', data: text('hello'), modifiedAt }]);
    // prettier-ignore
    const expected = [
      // local file header
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x08, 0x00, 0x00, 0x8f, 0x52, 0xad, 0x58,
      0x86, 0xa6, 0x10, 0x36, 0x05, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00,
      ...ascii('hello.txt'),
      ...ascii('hello'),
      // central directory record
      0x50, 0x4b, 0x01, 0x02, 0x14, 0x00, 0x14, 0x00, 0x00, 0x08, 0x00, 0x00, 0x8f, 0x52, 0xad, 0x58,
      0x86, 0xa6, 0x10, 0x36, 0x05, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x09, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      ...ascii('hello.txt'),
      // end of central directory: 1 entry, directory of 55 bytes at offset 44
      0x50, 0x4b, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x37, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    expect([...zip]).toEqual(expected);
  });

  it('points each central directory record at its local header', () => {
    const zip = createStoredZip([
      { name: 'a.csv', data: text('x,y\n'), modifiedAt },
      { name: 'dir/ü.txt', data: text(''), modifiedAt },
    ]);
    const view = new DataView(zip.buffer);
    const end = zip.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 10, true)).toBe(2);
    const directoryOffset = view.getUint32(end + 16, true);
    expect(view.getUint32(directoryOffset, true)).toBe(0x02014b50);
    const firstLocal = view.getUint32(directoryOffset + 42, true);
    expect(view.getUint32(firstLocal, true)).toBe(0x04034b50);
    const firstNameLength = view.getUint16(directoryOffset + 28, true);
    const secondRecord = directoryOffset + 46 + firstNameLength;
    expect(view.getUint32(secondRecord, true)).toBe(0x02014b50);
    const secondLocal = view.getUint32(secondRecord + 42, true);
    expect(secondLocal).toBe(30 + 5 + 4);
    expect(view.getUint32(secondLocal, true)).toBe(0x04034b50);
    const nameLength = view.getUint16(secondLocal + 26, true);
    expect(new TextDecoder().decode(zip.subarray(secondLocal + 30, secondLocal + 30 + nameLength))).toBe('dir/ü.txt');
  });

  it('writes an empty archive as the end record alone', () => {
    expect([...createStoredZip([])]).toEqual([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  });
});
