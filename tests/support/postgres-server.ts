/**
 * PostgreSQL for integration tests. `startCluster()` starts a throwaway cluster: its own
 * temporary directory, port and socket, trust authentication, gone after stop(). A test file
 * calls `startPostgres()`: databases of its own on the cluster the run shares (started by
 * tests/support/global-setup.ts), dropped after stop(); a cluster of its own outside a test run.
 *
 *   const pg = await startPostgres();   // pg.url = postgres://postgres@127.0.0.1:PORT/…caryard_test
 *   ...
 *   await pg.stop();
 *
 * Nothing is left running if the test process dies: stop() is also run on exit and
 * on SIGINT/SIGTERM/SIGHUP, and a watchdog shell stops the server should this
 * process be killed outright.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** Connection URL of an empty database on the server. */
  url: string;
  /** Connection URL of another new, empty database on the same server. */
  createDatabase(name: string): Promise<string>;
  /** A cluster: stops the server (fast shutdown) and removes its directory. Shared: drops the databases. Idempotent. */
  stop(): Promise<void>;
}

const DATABASE = 'caryard_test';

/**
 * Set by the test run's global setup (tests/support/global-setup.ts): the URL of the `postgres`
 * database of the one cluster the whole run shares.
 */
export const SHARED_POSTGRES_ENV = 'CARYARD_TEST_POSTGRES_URL';

let sharedDatabases = 0;

/** Runs one statement on the server's `postgres` database, on a connection of its own. */
async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The URL of `database` on the server whose `postgres` database is at `adminUrl`. */
function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * An empty database of its own for a test file: on the run's shared cluster when the global setup
 * started one (each file's databases are new, named after its process, and dropped by stop()),
 * else on a cluster of its own (a benchmark, a script). Rejects with the server log on failure.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const shared = process.env[SHARED_POSTGRES_ENV];
  return shared ? databasesOn(shared) : startCluster();
}

/** Databases on a running server, given the URL of its `postgres` database. */
async function databasesOn(adminUrl: string): Promise<PostgresServer> {
  const prefix = `t${process.pid}_${++sharedDatabases}`;
  const created: string[] = [];
  const createDatabase = async (name: string): Promise<string> => {
    const database = `${prefix}_${name}`.slice(0, 63);
    await onServer(adminUrl, `CREATE DATABASE ${quoted(database)}`);
    created.push(database);
    return databaseUrl(adminUrl, database);
  };
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const database of created.splice(0)) await onServer(adminUrl, `DROP DATABASE IF EXISTS ${quoted(database)} WITH (FORCE)`);
    })();
    return stopping;
  };
  return { url: await createDatabase(DATABASE), createDatabase, stop };
}

/** Starts a fresh cluster and creates an empty database on it. Rejects with the server log on failure. */
export async function startCluster(options: { maxConnections?: number } = {}): Promise<PostgresServer & { adminUrl: string }> {
  const bin = findServerBinaries();
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'caryard-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'server.log');
  mkdirSync(socketDir);
  // The server refuses to run as root: run it as the postgres user, who must own the directory.
  if (asRoot) chownTree(root, postgresUser());

  const run = (program: string, args: string[]): string => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    return execFileSync(command, argv, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const removeDir = (): void => rmSync(root, { recursive: true, force: true });

  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  } catch (error) {
    removeDir();
    throw new Error(`initdb failed: ${failureText(error)}`);
  }

  let port = 0;
  let cleanup: (() => void) | undefined;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    // Registered before the start so that a start interrupted half-way is cleaned up too.
    cleanup = registerCleanup(() => {
      try {
        run('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate', '-w']);
      } catch {
        // Not running.
      }
      removeDir();
    });
    try {
      run('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        'start',
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${options.maxConnections ?? 100}`,
      ]);
      break;
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      // Another process took the port between our probe and the server's bind: try another.
      if (attempt < 3 && /could not bind|already in use/i.test(log)) {
        cleanup = unregister(cleanup);
        continue;
      }
      cleanup();
      throw new Error(`PostgreSQL did not start: ${failureText(error)}\n--- server log ---\n${log.slice(-4000)}`);
    }
  }
  const watchdog = startWatchdog(asRoot, join(bin, 'pg_ctl'), dataDir, root);

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name: string): Promise<string> => {
    await onServer(adminUrl, `CREATE DATABASE ${quoted(name)}`);
    return databaseUrl(adminUrl, name);
  };

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      unregister(cleanup);
      try {
        run('pg_ctl', ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
      } finally {
        removeDir();
        watchdog.stop();
      }
    })();
    return stopping;
  };

  try {
    return { url: await createDatabase(DATABASE), adminUrl, createDatabase, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** The directory of initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/N/bin, else `pg_config --bindir`. */
export function findServerBinaries(): string {
  const candidates: string[] = [];
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // No Debian layout.
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // No pg_config on the PATH.
  }
  const found = candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((p) => existsSync(join(dir, p))));
  if (!found) throw new Error('PostgreSQL server binaries not found: install the Debian package "postgresql"');
  return found;
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, but there is no "postgres" user to run the test server as (install the Debian package "postgresql")');
  }
}

function chownTree(dir: string, { uid, gid }: { uid: number; gid: number }): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chownTree(path, { uid, gid });
    else chownSync(path, uid, gid);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Clean-ups still due, run synchronously when the process exits or is signalled. */
const pending = new Set<() => void>();
let hooked = false;

function registerCleanup(fn: () => void): () => void {
  pending.add(fn);
  if (!hooked) {
    hooked = true;
    process.once('exit', runPending);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        runPending();
        // Die of the signal as we would have without this handler.
        process.kill(process.pid, signal);
      });
    }
  }
  return fn;
}

function unregister(fn: (() => void) | undefined): undefined {
  if (fn) pending.delete(fn);
  return undefined;
}

function runPending(): void {
  for (const fn of pending) {
    pending.delete(fn);
    fn();
  }
}

/**
 * A detached shell that waits for this process to end, however it ends (SIGKILL
 * included), then stops the server and removes its directory. stop() ends it.
 */
function startWatchdog(asRoot: boolean, pgCtl: string, dataDir: string, root: string): { stop(): void } {
  const stopServer = `${asRoot ? 'runuser -u postgres -- ' : ''}"${pgCtl}" -D "${dataDir}" stop -m immediate`;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stopServer} >/dev/null 2>&1; rm -rf "${root}"`;
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return {
    stop() {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        // Its own process group (detached): the shell and its current `sleep`.
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

function failureText(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  return (e.stderr?.trim() || e.message || String(error)).slice(-2000);
}
