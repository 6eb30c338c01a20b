// Builds the UI (Vite client + SSR entry) when dist/ is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['ui', 'domain', 'application', 'vite.config.ts', 'postcss.config.cjs', 'package.json'];
const OUTPUT = 'dist/server/entry-server.js';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

export function ensureBuild({ force = false } = {}) {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  if (!force && built > 0 && built >= Math.max(...SOURCES.map(newest))) return false;
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  return true;
}
