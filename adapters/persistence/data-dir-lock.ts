import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Held while a Caryard process uses a data directory; `release()` is idempotent. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Data directory "${dataDir}" is in use by another Caryard process (pid ${pid}). Stop it or set DATA_DIR to another directory.`);
  }
}

export const LOCK_FILE_NAME = 'caryard.lock';

/** Lock files this process holds, by absolute path. */
const held = new Set<string>();

/**
 * Takes the exclusive lock of `dataDir` (creating the directory): the file
 * `{dataDir}/caryard.lock`, created exclusively and holding this process's pid.
 * A lock left by a process that is gone is taken over. Throws DataDirInUseError
 * when a live process (this one included) holds it. The lock file is removed on
 * `release()` and, failing that, when this process exits normally.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(join(dataDir, LOCK_FILE_NAME));
  if (held.has(path)) throw new DataDirInUseError(dataDir, process.pid);

  for (let attempt = 1; ; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (attempt >= 10) throw new Error(`Could not take the lock ${path}: other processes keep taking it`);
    const owner = readPid(path);
    if (owner === undefined) continue; // released meanwhile: try again
    if (owner === 0 && attempt <= 3) {
      // Empty: another process may be between creating it and writing its pid.
      sleep(50);
      continue;
    }
    // Our own pid in a lock this process does not hold was left by an earlier process
    // that had the same pid (a container's restarted PID 1, say): stale.
    if (owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    takeOverStale(path, owner);
  }

  held.add(path);
  const onExit = (): void => removeIfOurs(path);
  process.once('exit', onExit);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      held.delete(path);
      removeIfOurs(path);
    },
  };
}

/**
 * Removes a stale lock without removing a fresh one that another starting process
 * may have written since we read it: move it aside atomically, and put it back if
 * it turns out not to be the stale one.
 */
function takeOverStale(path: string, stalePid: number): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw error;
  }
  try {
    if (readPid(aside) !== stalePid) linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function removeIfOurs(path: string): void {
  try {
    if (readPid(path) === process.pid) unlinkSync(path);
  } catch {
    // Already gone, or the directory is: nothing to release.
  }
}

function readPid(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number.parseInt(text.trim(), 10);
  // 0: empty or unreadable, i.e. being written, or left by a crash mid-write.
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 0;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
