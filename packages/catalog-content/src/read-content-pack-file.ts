import type { ContentPack } from '@rnorm/engine';
import { readFile } from 'node:fs/promises';

/**
 * The pack stored at `filePath`, without its header keys; undefined when the file is not whole JSON (a full disk,
 * say), so that the caller rebuilds rather than trusts it. Kept apart from the store, which knows where the
 * repository and the builder are, so that a bundled worker thread can read a pack without them.
 */
export async function readContentPackFile(filePath: string): Promise<ContentPack | undefined> {
  try {
    const stored = JSON.parse(await readFile(filePath, 'utf8')) as ContentPack & {
      inputFingerprint?: string;
      inputStamp?: string;
    };
    delete stored.inputFingerprint;
    delete stored.inputStamp;
    return stored;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
