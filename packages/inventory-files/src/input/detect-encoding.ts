import { InvalidInputError } from '../invalid-input-error.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DetectedEncoding {
  encoding: TextEncoding;
  /** Length of the byte-order mark at the start of the file (0 when there is none); the decoder skips it. */
  bomLength: number;
  /** How the encoding was recognized, for the summary, e.g. `UTF-16 LE (no BOM, by its NUL bytes)`. */
  label: string;
}

/** Signatures of files people export by mistake instead of a CSV, with the advice we give. */
const BINARY_SIGNATURES: readonly { bytes: readonly number[]; message: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], message: 'is a ZIP archive (an .xlsx workbook?); save it as CSV (UTF-8) first' },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0],
    message: 'is an Office binary file (an .xls workbook?); save it as CSV (UTF-8) first',
  },
  { bytes: [0x25, 0x50, 0x44, 0x46], message: 'is a PDF document, not a CSV or JSON file' },
  { bytes: [0x1f, 0x8b], message: 'is gzip-compressed; decompress it first' },
];

/** How many leading bytes the UTF-16 heuristic looks at. */
const UTF16_SNIFF_BYTES = 4096;

/**
 * Recognizes what can be told from the head of a file: a known binary format (rejected), a byte-order mark, or
 * UTF-16 without a mark by its NUL bytes (ASCII text in UTF-16 has a zero in every other byte). Returns undefined
 * for 8-bit text, whose encoding depends on whether the whole file is valid UTF-8 (see {@link detectEncoding}).
 *
 * @throws InvalidInputError for known binary formats and UTF-32.
 */
export function sniffEncoding(head: Uint8Array, fileName: string): DetectedEncoding | undefined {
  for (const signature of BINARY_SIGNATURES) {
    if (signature.bytes.every((byte, i) => head[i] === byte)) {
      throw new InvalidInputError(`${fileName} ${signature.message}.`);
    }
  }
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', bomLength: 3, label: 'UTF-8 (BOM)' };
  if ((b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) || (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)) {
    throw new InvalidInputError(`${fileName} is UTF-32 encoded, which is not supported; save it as UTF-8.`);
  }
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bomLength: 2, label: 'UTF-16 LE (BOM)' };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bomLength: 2, label: 'UTF-16 BE (BOM)' };

  const pairs = Math.floor(Math.min(head.length, UTF16_SNIFF_BYTES) / 2);
  if (pairs < 2) return undefined;
  let zerosAtEven = 0;
  let zerosAtOdd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) zerosAtEven++;
    if (head[i + 1] === 0) zerosAtOdd++;
  }
  // Inventory text is mostly ASCII, so UTF-16 shows NULs in at least a third of one byte lane and almost none in
  // the other; binary junk has NULs in both lanes or in neither.
  if (zerosAtOdd >= pairs / 3 && zerosAtEven <= pairs / 20) {
    return { encoding: 'utf-16le', bomLength: 0, label: 'UTF-16 LE (no BOM, by its NUL bytes)' };
  }
  if (zerosAtEven >= pairs / 3 && zerosAtOdd <= pairs / 20) {
    return { encoding: 'utf-16be', bomLength: 0, label: 'UTF-16 BE (no BOM, by its NUL bytes)' };
  }
  return undefined;
}

/**
 * The encoding of a file from its head and whether all of its bytes are valid UTF-8: UTF-8 when they are, otherwise
 * windows-1252 (the "ANSI" code page of Western European Windows, a superset of Latin-1), which is what Excel and
 * older inventory tools write.
 */
export function detectEncoding(head: Uint8Array, isValidUtf8: boolean, fileName: string): DetectedEncoding {
  const sniffed = sniffEncoding(head, fileName);
  if (sniffed) return sniffed;
  return isValidUtf8
    ? { encoding: 'utf-8', bomLength: 0, label: 'UTF-8' }
    : { encoding: 'windows-1252', bomLength: 0, label: 'windows-1252 (not valid UTF-8)' };
}

/** Share of control characters above which a decoded sample is taken for binary data rather than text. */
const MAX_CONTROL_SHARE = 0.02;
/** Fewer control characters than this never reject a file: a stray one in a title is data for the engine to clean. */
const MIN_CONTROLS_TO_REJECT = 32;

/**
 * Rejects binary junk: decoded text in which control characters (NUL, C0 other than tab/CR/LF, DEL, C1) are more
 * than a small share. Real inventories have a handful at most, which the engine's clean stage removes.
 *
 * @throws InvalidInputError naming the file and the share found.
 */
export function assertLooksLikeText(sample: string, fileName: string, encoding: DetectedEncoding): void {
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) {
      controls++;
    }
  }
  if (controls >= MIN_CONTROLS_TO_REJECT && controls / sample.length > MAX_CONTROL_SHARE) {
    const percent = ((100 * controls) / sample.length).toFixed(1);
    throw new InvalidInputError(
      `${fileName} does not look like a text file: ${percent} % of its first ${sample.length} characters are control ` +
        `characters or NUL bytes (read as ${encoding.label}). Export the inventory as CSV or JSON.`,
    );
  }
}
