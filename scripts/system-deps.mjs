// What the tests and the app need that npm cannot install: Debian's Chromium (browser
// journeys), PostgreSQL server binaries (the PostgreSQL contract suite), libxml2's
// xmllint (the ADF lead documents are validated against their DTD, issue 16) and the
// Liberation fonts (the visual test's baselines: a site asking for 'Times New Roman' or
// Arial is drawn with their metric twins, as the baselines were; Chromium only recommends
// them, so a machine without them draws another font and every such shot differs). As root
// we install them with apt-get; otherwise we stop with a message that says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
export const XMLLINT = '/usr/bin/xmllint';
export const LIBERATION_FONTS = '/usr/share/fonts/truetype/liberation';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export function ensureSystemDeps({ log = console.log } = {}) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (!existsSync(XMLLINT)) missing.push('libxml2-utils');
  if (!existsSync(LIBERATION_FONTS)) missing.push('fonts-liberation');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `The tests need Debian packages that are not installed: ${missing.join(', ')}.\n` +
        `Install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing Debian packages the tests need: ${missing.join(', ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}
