/**
 * Issue 10: SIGTERM sent to the `npm start` process left the server running as an orphan
 * that kept the port and the data directory's lock. Real `npm start` on this repository
 * (dist/ built first, under the shared build lock), a fresh data directory each: the
 * signal goes to the npm process only, and within the shutdown time the request in
 * flight is answered, npm exits, no process of its group is left, the port is free and
 * the lock file is gone. And when npm or the launcher (scripts/start.mjs) is killed
 * with SIGKILL, the server does not outlive it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
/** installGracefulShutdown's default timeout, plus room for a loaded machine. */
const SHUTDOWN_MS = 10_000 + 5_000;
const launched: ChildProcess[] = [];
const dirs: string[] = [];

interface Launched {
  launcher: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  port: number;
  serverPid: number;
  dataDir: string;
}

/** Runs `command` in its own process group on a fresh data directory; resolves once the server serves. */
async function launch(command: string, args: string[]): Promise<Launched> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caryard-signals-'));
  dirs.push(dataDir);
  const launcher = spawn(command, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_CARS: '20', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launched.push(launcher);
  let out = '';
  launcher.stdout?.on('data', (d) => (out += String(d)));
  launcher.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => launcher.on('exit', (code, signal) => r({ code, signal })));
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline) {
    // main.ts installs the signal handlers right after logging that it serves.
    const listening = /"pid":(\d+)[^\n]*Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    if (listening && out.includes('Caryard is serving')) {
      return { launcher, output: () => out, exited, port: Number(listening[2]), serverPid: Number(listening[1]), dataDir };
    }
    if (launcher.exitCode !== null) throw new Error(`exited early:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`did not start:\n${out}`);
}

/** A POST whose headers and first half of the body are sent now, the rest when `finish()` is called. */
function requestInFlight(port: number): { finish: () => void; answered: Promise<number> } {
  const body = JSON.stringify({ event: 'call_click', url: `http://bayside-pre-owned.localhost/${'x'.repeat(200)}` });
  const half = Math.floor(body.length / 2);
  let finish = (): void => {};
  const answered = new Promise<number>((resolveStatus, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/analytics/events',
        method: 'POST',
        headers: { host: 'bayside-pre-owned.localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolveStatus(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { finish: () => finish(), answered };
}

function connects(port: number): Promise<boolean> {
  return new Promise((r) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      r(true);
    });
    socket.once('error', () => r(false));
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((r) => {
    const server = createServer();
    server.once('error', () => r(false));
    server.listen(port, '127.0.0.1', () => server.close(() => r(true)));
  });
}

/** Gone: no such process, or a zombie left for an init that does not reap. */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** The live (not zombie) processes of a process group, from /proc: "pid command" each. */
function liveMembers(pgid: number): string[] {
  const members: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') members.push(`${entry} ${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}`);
  }
  return members;
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function expectStopped(run: Launched): Promise<void> {
  expect(await eventually(() => isGone(run.serverPid), SHUTDOWN_MS), `server ${run.serverPid} still running:\n${run.output()}`).toBe(true);
  expect(await connects(run.port)).toBe(false);
  expect(await canListen(run.port)).toBe(true);
  expect(existsSync(join(run.dataDir, 'caryard.lock'))).toBe(false);
}

describe.runIf(process.platform === 'linux')('stopping `npm start`', () => {
  beforeAll(() => {
    // `npm start` builds dist/ when it is older than the sources; build it here first,
    // under the lock every engineer's build takes, so the runs below start at once.
    execFileSync(
      'flock',
      ['/tmp/caryard-build.lock', process.execPath, '--input-type=module', '-e', "(await import('./scripts/ensure-build.mjs')).ensureBuild()"],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  });
  afterAll(() => {
    for (const child of launched) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone: nothing to clean up.
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the npm process answers the request in flight, then stops the server and npm: port free, lock released`, { timeout: 90_000 }, async () => {
      const run = await launch('npm', ['start']);
      expect(existsSync(join(run.dataDir, 'caryard.lock'))).toBe(true);
      const inFlight = requestInFlight(run.port);
      await new Promise((r) => setTimeout(r, 200));

      run.launcher.kill(signal); // the npm process only, not its group
      expect(await eventually(() => run.output().includes('shutting down'), SHUTDOWN_MS), run.output()).toBe(true);
      inFlight.finish();
      expect(await inFlight.answered).toBeLessThan(500);

      const exit = await Promise.race([run.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), SHUTDOWN_MS))]);
      expect(exit, run.output()).toEqual({ code: 0, signal: null });
      await expectStopped(run);
      expect(liveMembers(run.launcher.pid!)).toEqual([]);
    });
  }

  it('SIGKILL to the npm process stops the server too: the launcher sees npm gone', { timeout: 90_000 }, async () => {
    const run = await launch('npm', ['start']);
    run.launcher.kill('SIGKILL');
    await run.exited;
    await expectStopped(run);
    expect(await eventually(() => liveMembers(run.launcher.pid!).length === 0, SHUTDOWN_MS), liveMembers(run.launcher.pid!).join('\n')).toBe(true);
  });

  it('SIGKILL to the launcher (scripts/start.mjs) stops the server too: no orphan holding the port', { timeout: 90_000 }, async () => {
    const run = await launch(process.execPath, ['scripts/start.mjs']);
    run.launcher.kill('SIGKILL');
    await run.exited;
    await expectStopped(run);
    expect(run.output()).toContain('"signal":"parent-disconnected"');
    expect(liveMembers(run.launcher.pid!)).toEqual([]);
  });
});
