/**
 * A minimal ZIP writer: entries are stored as they are (method 0, no compression), which every unzip tool reads.
 * The Matchfix export is the only user, and its CSV is far below the 4 GB that a ZIP without ZIP64 can hold.
 *
 * Layout (APPNOTE.TXT 6.3): per entry a local file header and the data; then a central directory record per
 * entry; then the end of central directory record. All numbers are little-endian.
 */

export interface ZipEntry {
  /** The path inside the archive, with forward slashes. */
  name: string;
  data: Uint8Array;
  /** Shown by unzip tools; DOS time has a 2-second resolution and no time zone, so local time is written. */
  modifiedAt?: Date;
}

const LOCAL_FILE_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_DIRECTORY_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const LOCAL_FILE_HEADER_SIZE = 30;
const CENTRAL_DIRECTORY_HEADER_SIZE = 46;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
/** 2.0: the version every reader supports. */
const VERSION_NEEDED = 20;
/** Bit 11: the entry name is UTF-8. */
const FLAG_UTF8_NAME = 0x0800;
const METHOD_STORE = 0;
const MAX_UINT32 = 0xffffffff;
const MAX_UINT16 = 0xffff;
/** DOS dates start in 1980. */
const DOS_EPOCH_YEAR = 1980;

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 (IEEE 802.3, as ZIP and gzip use it) of some bytes; `crc32(bytes of "hello")` is 0x3610a686. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** DOS time and date words; dates before 1980 are written as 1980-01-01 00:00. */
export function dosDateTime(date: Date): { time: number; date: number } {
  if (date.getFullYear() < DOS_EPOCH_YEAR) return { time: 0, date: (1 << 5) | 1 };
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - DOS_EPOCH_YEAR) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, date: day };
}

interface PreparedEntry {
  name: Uint8Array;
  data: Uint8Array;
  crc: number;
  time: number;
  date: number;
  offset: number;
}

/** A ZIP archive holding the entries uncompressed, in the given order. */
export function createStoredZip(entries: readonly ZipEntry[], now: Date = new Date()): Uint8Array<ArrayBuffer> {
  if (entries.length > MAX_UINT16) throw new RangeError('A ZIP without ZIP64 holds at most 65535 entries.');
  const encoder = new TextEncoder();
  const prepared: PreparedEntry[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    if (name.length > MAX_UINT16) throw new RangeError(`The entry name is too long: ${entry.name}`);
    const { time, date } = dosDateTime(entry.modifiedAt ?? now);
    prepared.push({ name, data: entry.data, crc: crc32(entry.data), time, date, offset });
    offset += LOCAL_FILE_HEADER_SIZE + name.length + entry.data.length;
  }
  const centralDirectoryOffset = offset;
  const centralDirectorySize = prepared.reduce(
    (size, entry) => size + CENTRAL_DIRECTORY_HEADER_SIZE + entry.name.length,
    0,
  );
  const totalSize = centralDirectoryOffset + centralDirectorySize + END_OF_CENTRAL_DIRECTORY_SIZE;
  if (centralDirectoryOffset > MAX_UINT32 || totalSize > MAX_UINT32) {
    throw new RangeError('A ZIP without ZIP64 holds at most 4 GB.');
  }

  const bytes = new Uint8Array(new ArrayBuffer(totalSize));
  const view = new DataView(bytes.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const raw = (value: Uint8Array) => {
    bytes.set(value, at);
    at += value.length;
  };
  /** The fields the local header and the central directory record share, from "version needed" to the name length. */
  const commonFields = (entry: PreparedEntry) => {
    u16(VERSION_NEEDED);
    u16(FLAG_UTF8_NAME);
    u16(METHOD_STORE);
    u16(entry.time);
    u16(entry.date);
    u32(entry.crc);
    u32(entry.data.length); // compressed size: stored, so the same
    u32(entry.data.length);
    u16(entry.name.length);
  };

  for (const entry of prepared) {
    u32(LOCAL_FILE_HEADER_SIGNATURE);
    commonFields(entry);
    u16(0); // extra field length
    raw(entry.name);
    raw(entry.data);
  }
  for (const entry of prepared) {
    u32(CENTRAL_DIRECTORY_SIGNATURE);
    u16(VERSION_NEEDED); // version made by: MS-DOS attributes, spec 2.0
    commonFields(entry);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(entry.offset);
    raw(entry.name);
  }
  u32(END_OF_CENTRAL_DIRECTORY_SIGNATURE);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(prepared.length);
  u16(prepared.length);
  u32(centralDirectorySize);
  u32(centralDirectoryOffset);
  u16(0); // comment length
  return bytes;
}
