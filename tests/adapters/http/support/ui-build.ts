import { mkdirSync, rmSync, statSync } from 'node:fs';
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
 * Builds the UI (Vite client + SSR entry) when dist/ is missing or older than its
 * sources, one test file at a time (`npm test` builds first, so this is usually a no-op).
 */
export async function ensureUiBuilt(): Promise<void> {
  const { ensureBuild } = (await import(join(REPO_ROOT, 'scripts/ensure-build.mjs'))) as {
    ensureBuild: (options?: { force?: boolean }) => boolean;
  };
  const cwd = process.cwd();
  process.chdir(REPO_ROOT);
  try {
    await withLock(() => ensureBuild());
  } finally {
    process.chdir(cwd);
  }
}
