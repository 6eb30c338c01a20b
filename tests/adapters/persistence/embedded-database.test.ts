import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, openEmbeddedDatabase } from '../../../adapters/persistence/open-database';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { aCar } from '../../support/car-builder';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SECOND_PROCESS = fileURLToPath(new URL('./fixtures/open-embedded-database.ts', import.meta.url));
const LOCK_HOLDER = fileURLToPath(new URL('./fixtures/hold-data-dir-lock.ts', import.meta.url));

const inUse = (dataDir: string, pid: number): string =>
  `Data directory "${dataDir}" is in use by another Caryard process (pid ${pid}). Stop it or set DATA_DIR to another directory.`;

describe('embedded database in a data directory', () => {
  let dataDir: string;
  const opened: SqlDatabase[] = [];
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'caryard-data-')), 'data');
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const db of opened.splice(0)) await db.close();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  const open = async (dir = dataDir): Promise<SqlDatabase> => {
    const db = await openEmbeddedDatabase(dir);
    opened.push(db);
    return db;
  };
  const lockFile = (): string => join(dataDir, 'caryard.lock');
  const lockPid = (): number => (JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;

  it('creates the directory, migrated, and holds its lock until closed', async () => {
    const db = await open();
    expect(db.engine).toBe('pglite');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    expect(lockPid()).toBe(process.pid);
    expect(await db.query('SELECT version FROM schema_migrations')).not.toHaveLength(0);
    await db.close();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('keeps its data across close and reopen', async () => {
    const car = aCar().withSite('acme').build();
    const first = await open();
    await new SqlCarRepository(first).upsertMany([car]);
    await first.close();
    const again = await open();
    expect(await new SqlCarRepository(again).findBySlug('acme', car.slug)).toStrictEqual(car);
  });

  it('refuses a directory this process already has open', async () => {
    await open();
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(inUse(dataDir, process.pid));
  });

  // Issue 10: a live process that is not Caryard (pid reuse) no longer counts; see data-dir-lock.test.ts.
  it('refuses a directory locked by another live Caryard process, before touching the database', async () => {
    const other = spawn(process.execPath, ['--import', 'tsx', LOCK_HOLDER, dataDir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(other);
    await new Promise((resolve) => other.stdout?.once('data', resolve));
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(inUse(dataDir, other.pid!));
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(lockPid()).toBe(other.pid);
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawn('true', { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockFile(), `${gone.pid}\n`);
    await open();
    expect(lockPid()).toBe(process.pid);
  });

  it('takes over a lock file left empty by a crash', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockFile(), '');
    await open();
    expect(lockPid()).toBe(process.pid);
  });

  it('stops a second Caryard process on a directory in use, and lets it in once closed', async () => {
    const db = await open();
    await new SqlCarRepository(db).upsertMany([aCar().build(), aCar().build()]);

    const refused = await runSecondProcess(dataDir, children);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(inUse(dataDir, process.pid));

    await db.close();
    const admitted = await runSecondProcess(dataDir, children);
    expect(admitted.stderr).not.toContain('in use');
    expect({ code: admitted.code, stdout: admitted.stdout.trim() }).toEqual({ code: 0, stdout: 'cars: 2' });
    expect(existsSync(lockFile())).toBe(false);
  });

  it('is what openDatabase opens when no database URL is set', async () => {
    const db = await openDatabase({ dataDir });
    opened.push(db);
    expect(db.engine).toBe('pglite');
    expect(existsSync(lockFile())).toBe(true);
  });
});

function runSecondProcess(dataDir: string, children: ChildProcess[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', SECOND_PROCESS, dataDir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
