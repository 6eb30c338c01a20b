import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const CLIENT_DIR = join(REPO_ROOT, 'dist/client');
export const SERVER_ENTRY = join(REPO_ROOT, 'dist/server/entry-server.js');
export const PUBLIC_DIR = join(REPO_ROOT, 'ui/public');

const LOCK = join(REPO_ROOT, 'dist/.build-lock');

async function withLock<T>(fn: () => T): Promise<T> {
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Another test file is building; a lock older than the deadline is a crashed run's.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 170_000 || Date.now() > deadline) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds the UI (Vite client + SSR entry) when dist/ has no build, one test file at a
 * time. `npm test` rebuilds a stale dist/ before any test runs (scripts/ensure-build.mjs);
 * here a build is only made when there is none, so a running server's assets never
 * change under it.
 */
export async function ensureUiBuilt(): Promise<void> {
  const built = () => existsSync(SERVER_ENTRY) && existsSync(join(CLIENT_DIR, '.vite/manifest.json'));
  if (built()) return;
  await withLock(() => {
    if (!built()) execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  });
}
