import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface DurableWriteOptions {
  /** Mode of a directory created for the file (default 0o777 less the umask). */
  readonly dirMode?: number;
  /** Mode of the file (default 0o666 less the umask). */
  readonly fileMode?: number;
}

/**
 * Writes a file so that a reader (or a crash) never sees half of it: the content goes to a
 * temporary file beside it, flushed, renamed into place, then the directory flushed so the
 * rename itself is on disk. Writing the same path again replaces the file whole. Used by the
 * outbox (lead emails, text messages) and the trade-in photo store.
 */
export async function writeDurably(path: string, content: string | Uint8Array, options: DurableWriteOptions = {}): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, ...(options.dirMode !== undefined ? { mode: options.dirMode } : {}) });
  const temporary = join(dir, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const file = await open(temporary, 'wx', options.fileMode ?? 0o666);
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
