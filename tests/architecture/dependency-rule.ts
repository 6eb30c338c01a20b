/**
 * The dependency rule of docs/architecture.md, read from the imports of the source tree.
 *   domain/      imports nothing outside domain/ (fp-ts allowed)
 *   application/ imports domain/ (and xstate, fp-ts, zod): never adapters/, ui/, config/ or a framework
 *   adapters/    import application/ and domain/, never ui/ or config/
 *   ui/          imports application/ and domain/, never adapters/ or config/ or server-side packages
 * A feature module's folder (modules/{name}/) holds the same layers under the same rule: its
 * domain/ may import its own domain/ and the shared domain/, and so on up. No module's layer
 * imports another module's folder; only config/ (the module list) and ui/app (its pages) reach them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type Layer = 'domain' | 'application' | 'adapters' | 'ui';
export const LAYERS: readonly Layer[] = ['domain', 'application', 'adapters', 'ui'];

const ALLOWED_LAYERS: Record<Layer, readonly string[]> = {
  domain: ['domain'],
  application: ['domain', 'application'],
  adapters: ['domain', 'application', 'adapters'],
  ui: ['domain', 'application', 'ui'],
};

/** Packages a layer may import; `null` = any package not listed in FORBIDDEN_PACKAGES. */
const ALLOWED_PACKAGES: Record<Layer, readonly string[] | null> = {
  domain: ['fp-ts'],
  application: ['fp-ts', 'zod', 'xstate'],
  adapters: null,
  ui: null,
};

/** Server-only packages the browser UI must not pull in. */
const FORBIDDEN_PACKAGES: Partial<Record<Layer, readonly string[]>> = {
  ui: ['fastify', 'pg', '@electric-sql/pglite', 'inversify'],
};

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function walk(dir: string, out: string[]): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name === 'public') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !/\.test\.[tj]sx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Package name of a bare specifier: `@scope/name/sub` → `@scope/name`, `fp-ts/Either` → `fp-ts`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

export function importsOf(text: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  // Comments do not import anything.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      if (match[1]) found.push({ specifier: match[1], line: lineOf(code, match.index ?? 0) });
    }
  }
  return found;
}

/** The layer folders to check: the shared ones at the root and each feature module's (modules/{name}/{layer}). */
function layerFolders(root: string): { dir: string; layer: Layer; module: string | null }[] {
  const folders: { dir: string; layer: Layer; module: string | null }[] = LAYERS.map((layer) => ({ dir: join(root, layer), layer, module: null }));
  let modules: string[] = [];
  try {
    modules = readdirSync(join(root, 'modules')).filter((name) => statSync(join(root, 'modules', name)).isDirectory());
  } catch {
    return folders;
  }
  for (const module of modules) for (const layer of LAYERS) folders.push({ dir: join(root, 'modules', module, layer), layer, module });
  return folders;
}

/** The layer an import lands in, seen from a file of `module` (null: the shared tree); a reason when it may not go there at all. */
function targetOf(target: string, module: string | null): { layer: string } | { refused: string } {
  const parts = target.split(sep);
  if (parts[0] !== 'modules') return { layer: parts[0] ?? '' };
  if (parts[1] !== module) return { refused: `may not import another feature module (${parts.slice(0, 2).join('/')}/)` };
  return { layer: parts[2] ?? '' };
}

export function findViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const { dir, layer, module } of layerFolders(root)) {
    for (const file of walk(dir, [])) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(root, file);
      for (const { specifier, line } of importsOf(text)) {
        const add = (reason: string) => violations.push({ file: rel, line, specifier, reason });
        if (specifier.startsWith('.')) {
          const target = relative(root, resolve(dirname(file), specifier));
          const landed = targetOf(target, module);
          if ('refused' in landed) add(`${layer}/ ${landed.refused}`);
          else if (target.startsWith('..') || !ALLOWED_LAYERS[layer].includes(landed.layer)) add(`${layer}/ may not import ${landed.layer || target}/`);
          continue;
        }
        if (specifier.startsWith('node:')) {
          if (layer === 'domain' || layer === 'application' || layer === 'ui') add(`${layer}/ may not use Node built-ins`);
          continue;
        }
        const pkg = packageName(specifier);
        const allowed = ALLOWED_PACKAGES[layer];
        if (allowed && !allowed.includes(pkg)) add(`${layer}/ may not import the package "${pkg}"`);
        if (FORBIDDEN_PACKAGES[layer]?.includes(pkg)) add(`${layer}/ may not import the server package "${pkg}"`);
      }
    }
  }
  return violations;
}
