import { linkSync, mkdirSync, readFileSync, readlinkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join, resolve } from 'node:path';

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

/**
 * What the lock file records (one line of JSON). `pid` alone cannot tell the
 * Caryard that wrote it from an unrelated process that got the same pid after a
 * crash (a restarted container's PID 1, say); the process's start time can:
 * `started_at` is field 22 of /proc/PID/stat (clock ticks since boot) and
 * `boot_id` names that boot. Both are null where there is no /proc. `hostname`
 * and `command` are for the operator who finds the file.
 */
export interface LockRecord {
  pid: number;
  started_at: number | null;
  boot_id: string | null;
  hostname: string;
  command: string;
  locked_at: string;
}

/** Lock files this process holds, by absolute path. */
const held = new Set<string>();

/**
 * Takes the exclusive lock of `dataDir` (creating the directory): the file
 * `{dataDir}/caryard.lock`, created exclusively and holding this process's
 * LockRecord. A lock whose process is gone, or whose pid now belongs to another
 * process (a different start time), is stale and taken over. Throws
 * DataDirInUseError when a live Caryard process (this one included) holds it. The
 * lock file is removed on `release()` and, failing that, when this process exits
 * normally.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(join(dataDir, LOCK_FILE_NAME));
  if (held.has(path)) throw new DataDirInUseError(dataDir, process.pid);
  const ours = `${JSON.stringify(ownRecord())}\n`;

  for (let attempt = 1; ; attempt++) {
    try {
      writeFileSync(path, ours, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (attempt >= 10) throw new Error(`Could not take the lock ${path}: other processes keep taking it`);
    const text = readLockText(path);
    if (text === undefined) continue; // released meanwhile: try again
    const owner = parseLock(text);
    if (owner.kind === 'unreadable' && attempt <= 3) {
      // Empty or cut short: another process may be between creating it and writing it.
      sleep(50);
      continue;
    }
    if (owner.kind !== 'unreadable' && isHeldBy(owner)) throw new DataDirInUseError(dataDir, owner.pid);
    takeOverStale(path, text);
  }

  held.add(path);
  const onExit = (): void => removeIfOurs(path, ours);
  process.once('exit', onExit);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      held.delete(path);
      removeIfOurs(path, ours);
    },
  };
}

type LockOwner =
  | { kind: 'record'; pid: number; startedAt: number | null; bootId: string | null }
  /** A lock written before the lock held a record: the pid alone. */
  | { kind: 'legacy'; pid: number }
  /** Empty, cut short or not a lock: being written, or left by a crash mid-write. */
  | { kind: 'unreadable' };

function parseLock(text: string): LockOwner {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const pid = Number(trimmed);
    return Number.isSafeInteger(pid) && pid > 0 ? { kind: 'legacy', pid } : { kind: 'unreadable' };
  }
  let record: Partial<LockRecord>;
  try {
    record = JSON.parse(trimmed) as Partial<LockRecord>;
  } catch {
    return { kind: 'unreadable' };
  }
  const { pid, started_at: startedAt, boot_id: bootId } = record ?? {};
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return { kind: 'unreadable' };
  return {
    kind: 'record',
    pid,
    startedAt: typeof startedAt === 'number' ? startedAt : null,
    bootId: typeof bootId === 'string' ? bootId : null,
  };
}

/** Whether the process the lock names is a live Caryard still holding it. */
function isHeldBy(owner: Exclude<LockOwner, { kind: 'unreadable' }>): boolean {
  if (owner.pid === process.pid) {
    // Not in `held`, so either an earlier process that had this pid left it (a
    // container's restarted PID 1): stale; or this very process wrote it through
    // another copy of this module: held, one PGlite per directory.
    if (owner.kind === 'legacy') return false;
    const self = processStart(process.pid);
    return self !== undefined && sameStart(owner, self);
  }
  if (!isAlive(owner.pid) || processStart(owner.pid)?.zombie) return false;
  if (owner.kind === 'legacy') {
    const command = processCommand(owner.pid);
    return command === undefined || looksLikeCaryard(command);
  }
  const start = processStart(owner.pid);
  // No /proc here, or none when the lock was written: a live pid is all we can go by.
  if (start === undefined || owner.startedAt === null) return true;
  return sameStart(owner, start);
}

interface ProcessStart {
  ticks: number;
  bootId: string | null;
  /** Exited, not yet reaped by its parent: gone for our purposes. */
  zombie: boolean;
}

function sameStart(owner: { startedAt: number | null; bootId: string | null }, start: ProcessStart): boolean {
  if (owner.bootId !== null && start.bootId !== null && owner.bootId !== start.bootId) return false;
  return owner.startedAt === start.ticks;
}

/** The start time of `pid` from /proc (Linux), or undefined where that cannot be read. */
function processStart(pid: number): ProcessStart | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Field 2, the command name in parentheses, may itself hold spaces and ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[22 - 3]);
  return Number.isSafeInteger(ticks) ? { ticks, bootId: bootId(), zombie: fields[0] === 'Z' } : undefined;
}

let cachedBootId: string | null | undefined;
function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      cachedBootId = null;
    }
  }
  return cachedBootId;
}

/** The arguments of `pid` from /proc/PID/cmdline, or undefined where that cannot be read. */
function processCommand(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Node running Caryard's server (`config/main.ts`) or anything under a path naming Caryard. */
function looksLikeCaryard(command: readonly string[]): boolean {
  const [executable, ...args] = command;
  if (executable === undefined || !/^node(js)?[\d.]*(\.exe)?$/i.test(basename(executable))) return false;
  return args.some((arg) => /(^|[\\/])config[\\/]main\.[cm]?[jt]s$/.test(arg) || /caryard/i.test(arg));
}

function ownRecord(): LockRecord {
  return {
    pid: process.pid,
    started_at: processStart(process.pid)?.ticks ?? null,
    boot_id: bootId(),
    hostname: hostname(),
    command: ownCommand(),
    locked_at: new Date().toISOString(),
  };
}

function ownCommand(): string {
  const argv = processCommand(process.pid) ?? [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  try {
    return `${argv.join(' ')} (in ${readlinkSync('/proc/self/cwd')})`;
  } catch {
    return `${argv.join(' ')} (in ${process.cwd()})`;
  }
}

/**
 * Removes a stale lock without removing a fresh one that another starting process
 * may have written since we read it: move it aside atomically, and put it back if
 * it turns out not to be the stale one.
 */
function takeOverStale(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else removed it
    throw error;
  }
  try {
    if (readLockText(aside) !== staleText) linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function removeIfOurs(path: string, ours: string): void {
  try {
    if (readLockText(path) === ours) unlinkSync(path);
  } catch {
    // Already gone, or the directory is: nothing to release.
  }
}

function readLockText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
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
