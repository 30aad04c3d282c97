import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { InvalidInputError } from '../invalid-input-error.ts';

/** Bytes collected before one write: few large writes are what makes output cheap. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Writes the output file in large chunks, into a temporary file beside it that replaces the target only when
 * {@link commit} is called. A failed or interrupted run therefore never leaves a half-written output behind, nor
 * destroys the previous one.
 *
 * Rows are appended as bytes (encoded once per distinct row by the caller) and copied into a preallocated chunk:
 * much cheaper than concatenating strings, whose UTF-8 encoding is slow when V8 has not flattened them.
 */
export class OutputFileWriter {
  readonly #handle: FileHandle;
  readonly #temporaryPath: string;
  readonly #path: string;
  #chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  #used = 0;
  #fullChunks: Buffer[] = [];
  #bytesWritten = 0;

  private constructor(handle: FileHandle, temporaryPath: string, path: string) {
    this.#handle = handle;
    this.#temporaryPath = temporaryPath;
    this.#path = path;
  }

  /** @throws InvalidInputError when the output folder does not exist or is not writable. */
  static async create(path: string): Promise<OutputFileWriter> {
    const temporaryPath = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
    try {
      return new OutputFileWriter(await open(temporaryPath, 'w'), temporaryPath, path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new InvalidInputError(`cannot write ${path}: ${code} (in ${dirname(path)}).`);
    }
  }

  get bytesWritten(): number {
    return this.#bytesWritten;
  }

  /** Adds bytes to the current chunk; call {@link flushIfFull} now and then to write full chunks. */
  appendBytes(bytes: Uint8Array): void {
    if (bytes.length > this.#chunk.length - this.#used) {
      this.#fullChunks.push(this.#chunk.subarray(0, this.#used));
      this.#chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes.length));
      this.#used = 0;
    }
    this.#chunk.set(bytes, this.#used);
    this.#used += bytes.length;
  }

  /** Adds text, encoded as UTF-8. */
  append(text: string): void {
    this.appendBytes(Buffer.from(text, 'utf8'));
  }

  /** Writes the chunks that are full. */
  async flushIfFull(): Promise<void> {
    const chunks = this.#fullChunks;
    this.#fullChunks = [];
    for (const chunk of chunks) await this.#write(chunk);
  }

  /** Writes what is left and moves the file into place. */
  async commit(): Promise<void> {
    await this.flushIfFull();
    await this.#write(this.#chunk.subarray(0, this.#used));
    this.#used = 0;
    await this.#handle.close();
    await rename(this.#temporaryPath, this.#path);
  }

  /** Drops the temporary file; the target stays as it was. */
  async abort(): Promise<void> {
    await this.#handle.close().catch(() => undefined);
    await rm(this.#temporaryPath, { force: true });
  }

  async #write(bytes: Buffer): Promise<void> {
    if (bytes.length === 0) return;
    // writeFile on a handle appends at the current position and loops until every byte is written.
    await this.#handle.writeFile(bytes);
    this.#bytesWritten += bytes.length;
  }
}
