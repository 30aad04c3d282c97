import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';

const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * How many bytes at the end of `bytes` start a UTF-8 sequence that continues beyond them. Those bytes are checked
 * together with the next chunk, since `isUtf8` rejects a sequence cut in two.
 */
export function incompleteUtf8TailLength(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const sequenceLength = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return sequenceLength > back ? back : 0;
  }
  return 0;
}

/**
 * Whether every byte of the file from `offset` on is valid UTF-8. We read the whole file once before decoding,
 * because a single windows-1252 byte anywhere (a `ü` in row 800,000) decides how the whole file must be read.
 * `isUtf8` is native and fast: this pass costs a small fraction of the run.
 */
export async function isValidUtf8File(path: string, offset = 0): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES + 3);
    let carried = 0;
    let position = offset;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, CHUNK_BYTES, position);
      position += bytesRead;
      const filled = carried + bytesRead;
      if (bytesRead === 0) return carried === 0 || isUtf8(buffer.subarray(0, filled));
      const tail = incompleteUtf8TailLength(buffer.subarray(0, filled));
      if (!isUtf8(buffer.subarray(0, filled - tail))) return false;
      buffer.copy(buffer, 0, filled - tail, filled);
      carried = tail;
    }
  } finally {
    await handle.close();
  }
}
