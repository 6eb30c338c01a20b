import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Two builds of ui/ (ARCHITECTURE "Rendering"):
 *   vite build        → dist/client: the browser bundle, hashed, with .vite/manifest.json
 *   vite build --ssr  → dist/server/entry-server.js: the render function the HTTP adapter imports
 * The HTML document is written by the server entry, so there is no index.html.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path('./ui'),
  publicDir: path('./ui/public'),
  plugins: [react()],
  css: {
    postcss: path('./postcss.config.cjs'),
  },
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
        rolldownOptions: { input: path('./ui/entry-client.tsx') },
      },
}));
