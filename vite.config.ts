import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const path = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const ROUTE_STYLES_ID = 'virtual:client-route-styles';

/**
 * `virtual:client-route-styles` for the server entry: each lazily loaded module of the client
 * build (a route's page) → the stylesheets and the scripts it brings, read from the client
 * build's manifest (built first, `vite build && vite build --ssr`). The server links a matched
 * route's stylesheets in the page it renders, so the page is styled before its chunk loads (no
 * flash of unstyled content, no layout shift), and preloads its scripts alongside the entry's
 * (no waterfall before hydration). Empty when there is no client build.
 */
function clientRouteStyles(): Plugin {
  const resolved = `\0${ROUTE_STYLES_ID}`;
  return {
    name: 'caryard-client-route-styles',
    resolveId: (source) => (source === ROUTE_STYLES_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      let manifest: Record<string, ManifestChunk> = {};
      try {
        manifest = JSON.parse(readFileSync(path('./dist/client/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      } catch {
        // No client build yet: no route stylesheets.
      }
      const routes: Record<string, { stylesheets: string[]; modulePreloads: string[] }> = {};
      for (const [key, chunk] of Object.entries(manifest)) {
        if (!chunk.isDynamicEntry) continue;
        const css = new Set<string>();
        const js = new Set<string>();
        const visit = (name: string, seen: Set<string>): void => {
          const at = manifest[name];
          if (!at || at.isEntry || seen.has(name)) return;
          seen.add(name);
          js.add(`/${at.file}`);
          for (const file of at.css ?? []) css.add(`/${file}`);
          for (const imported of at.imports ?? []) visit(imported, seen);
        };
        visit(key, new Set());
        routes[key] = { stylesheets: [...css], modulePreloads: [...js] };
      }
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}

/**
 * Two builds of ui/ (ARCHITECTURE "Rendering"):
 *   vite build        → dist/client: the browser bundle, hashed, with .vite/manifest.json
 *   vite build --ssr  → dist/server/entry-server.js: the render function the HTTP adapter imports
 * The HTML document is written by the server entry, so there is no index.html.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path('./ui'),
  publicDir: path('./ui/public'),
  plugins: [react(), clientRouteStyles()],
  css: {
    postcss: path('./postcss.config.cjs'),
  },
  // fp-ts's subpath imports (`fp-ts/Either`) are directory imports Node's own ESM loader refuses:
  // bundled into the server entry, it loads under plain `node` as well as under tsx.
  ssr: { noExternal: ['fp-ts'] },
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: path('./dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rolldownOptions: { input: { 'entry-server': path('./ui/entry-server.tsx') } },
      }
    : {
        outDir: path('./dist/client'),
        emptyOutDir: true,
        manifest: true,
        // ui/public is served from its own directory by the HTTP adapter.
        copyPublicDir: false,
        modulePreload: { polyfill: false },
        cssCodeSplit: true,
        target: 'es2022',
        // React, react-router and the Mantine components in use come to ~150 kB gzipped;
        // the mobile drawer is split off and loaded on demand.
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: path('./ui/entry-client.tsx'),
          output: {
            // Few requests per page (issue 5, Lighthouse on a slow phone): everything the entry
            // imports statically in one chunk, and what lazy routes share grouped by the set of
            // routes that use it — not dozens of one-module chunks each a request of its own.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                { name: 'shared', minShareCount: 2, priority: 1, entriesAware: true },
              ],
            },
          },
        },
      },
}));
