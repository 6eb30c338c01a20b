/**
 * Issue 10: a lock file naming a live process blocked start-up even when that process
 * was not Caryard (PID reuse after a crash, common in containers). The lock records the
 * holder's start time; held means that very process is alive. Real processes throughout:
 * a Caryard in miniature holding the lock (fixtures/hold-data-dir-lock.ts), `sleep`,
 * plain node, and this test's parent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock, type LockRecord } from '../../../adapters/persistence/data-dir-lock';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HOLDER = fileURLToPath(new URL('./fixtures/hold-data-dir-lock.ts', import.meta.url));

const inUse = (dataDir: string, pid: number): string =>
  `Data directory "${dataDir}" is in use by another Caryard process (pid ${pid}). Stop it or set DATA_DIR to another directory.`;

/** Field 22 of /proc/PID/stat: the process's start, in clock ticks since boot. */
function startTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

describe.runIf(process.platform === 'linux')('data directory lock', () => {
  let root: string;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const locks: DataDirLock[] = [];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'caryard-lock-'));
    dataDir = join(root, 'data');
    mkdirSync(dataDir);
  });
  afterEach(() => {
    for (const lock of locks.splice(0)) lock.release();
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  const lockFile = (): string => join(dataDir, 'caryard.lock');
  const lockRecord = (): LockRecord => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord;
  const acquire = (): DataDirLock => {
    const lock = acquireDataDirLock(dataDir);
    locks.push(lock);
    return lock;
  };

  /** Starts a process and resolves once it runs (and, with `ready`, once it printed that). */
  async function run(command: string, args: string[], ready?: string): Promise<ChildProcess> {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    if (ready) {
      await vi.waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
          expect(output).toContain(ready);
        },
        { timeout: 30_000, interval: 50 },
      );
    }
    return child;
  }
  const holdLock = (): Promise<ChildProcess> => run(process.execPath, ['--import', 'tsx', HOLDER, dataDir], 'locked');
  const sleeper = (): Promise<ChildProcess> => run('sleep', ['60']);
  async function kill(child: ChildProcess): Promise<void> {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  /** The record a Caryard left behind when it was killed with SIGKILL (no clean-up). */
  async function recordOfCrashedCaryard(): Promise<LockRecord> {
    const holder = await holdLock();
    const record = lockRecord();
    await kill(holder);
    expect(existsSync(lockFile())).toBe(true);
    return record;
  }
  const writeRecord = (record: LockRecord): void => writeFileSync(lockFile(), `${JSON.stringify(record)}\n`);

  it('records who holds it: pid, start time, boot, host and command', async () => {
    acquire();
    const record = lockRecord();
    expect(record).toMatchObject({
      pid: process.pid,
      started_at: startTicks(process.pid),
      boot_id: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    });
    expect(record.hostname).not.toBe('');
    expect(record.command).toContain('node');
  });

  it('a lock held by a live Caryard process blocks acquiring it, and stays', async () => {
    const holder = await holdLock();
    const held = readFileSync(lockFile(), 'utf8');
    expect(() => acquire()).toThrow(new DataDirInUseError(dataDir, holder.pid!));
    expect(() => acquire()).toThrow(inUse(dataDir, holder.pid!));
    expect(readFileSync(lockFile(), 'utf8')).toBe(held);
  });

  it('the lock of a Caryard killed with SIGKILL is taken over', async () => {
    await recordOfCrashedCaryard();
    acquire();
    expect(lockRecord().pid).toBe(process.pid);
  });

  it('a lock whose pid now names a live process that is not Caryard (sleep) does not block', async () => {
    const record = await recordOfCrashedCaryard();
    const sleep = await sleeper();
    writeRecord({ ...record, pid: sleep.pid! }); // the crashed Caryard's pid, reused by `sleep`
    acquire();
    expect(lockRecord().pid).toBe(process.pid);
    expect(sleep.exitCode).toBeNull(); // alive throughout: it was the start time that told them apart
  });

  it("a lock whose pid now names this test's parent process does not block", async () => {
    const record = await recordOfCrashedCaryard();
    writeRecord({ ...record, pid: process.ppid });
    acquire();
    expect(lockRecord().pid).toBe(process.pid);
  });

  it('a live process whose start time matches the record holds the lock; from another boot it does not', async () => {
    const sleep = await sleeper();
    const record = { ...(await recordOfCrashedCaryard()), pid: sleep.pid!, started_at: startTicks(sleep.pid!) };
    writeRecord(record);
    expect(() => acquire()).toThrow(inUse(dataDir, sleep.pid!));

    writeRecord({ ...record, boot_id: '00000000-0000-0000-0000-000000000000' });
    acquire();
    expect(lockRecord().pid).toBe(process.pid);
  });

  it("a record with this process's pid but another start time was left by an earlier process with the same pid", () => {
    writeRecord({
      pid: process.pid,
      started_at: startTicks(process.pid) - 1,
      boot_id: null,
      hostname: 'old',
      command: 'node config/main.ts',
      locked_at: '2026-01-01T00:00:00.000Z',
    });
    acquire();
    expect(lockRecord().started_at).toBe(startTicks(process.pid));
  });

  it('another copy of this module in this process cannot take a lock this process holds', async () => {
    acquire();
    vi.resetModules();
    const again = await import('../../../adapters/persistence/data-dir-lock');
    expect(() => again.acquireDataDirLock(dataDir)).toThrow(inUse(dataDir, process.pid));
  });

  describe('a lock file of an older Caryard (the pid alone)', () => {
    it('naming a live process that is not node (sleep) does not block', async () => {
      const sleep = await sleeper();
      writeFileSync(lockFile(), `${sleep.pid}\n`);
      acquire();
      expect(lockRecord().pid).toBe(process.pid);
    });

    it('naming a live node process that is not Caryard does not block', async () => {
      const node = await run(process.execPath, ['-e', 'setInterval(() => {}, 60_000)']);
      writeFileSync(lockFile(), `${node.pid}\n`);
      acquire();
      expect(lockRecord().pid).toBe(process.pid);
    });

    it('naming a live node running config/main.ts blocks', async () => {
      mkdirSync(join(root, 'config'));
      writeFileSync(join(root, 'config/main.ts'), 'console.log("serving"); setInterval(() => {}, 60_000);\n');
      const server = await run(process.execPath, ['--import', 'tsx', join(root, 'config/main.ts')], 'serving');
      writeFileSync(lockFile(), `${server.pid}\n`);
      expect(() => acquire()).toThrow(inUse(dataDir, server.pid!));
      expect(readFileSync(lockFile(), 'utf8')).toBe(`${server.pid}\n`);
    });
  });
});
