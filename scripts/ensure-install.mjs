// Installs npm dependencies when node_modules is missing or older than the lock file.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
