import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFileStore } from '../../application/tradein/trade-in-store.port';
import { writeDurably } from '../files/write-durably';

/** The names this store accepts: generated ones only (lower-case letters, digits, dashes; one of the four extensions). */
export const STORED_IMAGE_NAME = /^[a-z0-9-]+\.(jpg|png|gif|heic)$/;

/**
 * Sellers' trade-in photos on the local disk (issue 12), in one directory that no route serves —
 * `{DATA_DIR}/uploads/trade-in/` in the composition root, beside the database and outbox, never
 * under `public/` or `dist/`. Files are named by the caller's generated names only; a name that
 * is not one (a path, `..`, a seller's file name) is a bug and throws. Files are readable by this
 * process's user alone (0600; the directory 0700) and appear whole or not at all: written to a
 * temporary file in the same directory, flushed, then renamed over.
 */
export class LocalImageFileStore implements ImageFileStore {
  constructor(private readonly dir: string) {}

  async write(storedName: string, bytes: Uint8Array): Promise<void> {
    await writeDurably(this.#pathOf(storedName), bytes, { dirMode: 0o700, fileMode: 0o600 });
  }

  async remove(storedName: string): Promise<void> {
    try {
      await unlink(this.#pathOf(storedName));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async read(storedName: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.#pathOf(storedName)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  #pathOf(storedName: string): string {
    if (!STORED_IMAGE_NAME.test(storedName)) throw new Error(`Not a generated trade-in image name: ${JSON.stringify(storedName)}`);
    return join(this.dir, storedName);
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
