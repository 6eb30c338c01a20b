import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageAssets } from '../../application/client/page-renderer.port';

/** One entry of Vite's `.vite/manifest.json` (the fields used here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The client entry's script, the chunks it imports (to preload) and every stylesheet
 * they carry, read from the client build's manifest. A lazy route's own stylesheets and
 * scripts are added per page by the server entry (`RouteHandle.chunk`).
 */
export async function readPageAssets(clientDir: string, base = '/'): Promise<PageAssets> {
  const path = join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (cause) {
    throw new Error(`Cannot read the client build manifest ${path} (run npm run build).`, { cause });
  }
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const entry = entries[0];
  if (!entry || entries.length !== 1) throw new Error(`Expected one entry in ${path}, found ${entries.length}.`);

  const preloads = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: ManifestChunk, seen: Set<ManifestChunk>): void => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(base + css);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) continue;
      preloads.add(base + imported.file);
      visit(imported, seen);
    }
  };
  visit(entry, new Set());
  return { entryScript: base + entry.file, modulePreloads: [...preloads], stylesheets: [...styles] };
}
