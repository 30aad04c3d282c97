import type { TextEncoding } from './detect-encoding.ts';
import { decodeWindows1252 } from './decode-windows-1252.ts';

/** Decodes a file chunk by chunk; a character split between two chunks is completed by the next one. */
export interface ChunkDecoder {
  decode(chunk: Uint8Array): string;
  /** Returns what is left; an incomplete character at the very end becomes U+FFFD. */
  end(): string;
}

/** A streaming decoder for one of the encodings {@link detectEncoding} recognizes. A byte-order mark is dropped. */
export function createChunkDecoder(encoding: TextEncoding): ChunkDecoder {
  if (encoding === 'windows-1252') {
    // A single-byte encoding: no character spans two chunks.
    return { decode: decodeWindows1252, end: () => '' };
  }
  const decoder = new TextDecoder(encoding);
  return {
    decode: (chunk) => decoder.decode(chunk, { stream: true }),
    end: () => decoder.decode(),
  };
}
