import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import { createRoutes } from '../../../ui/app/routes';
import type { RouteHandle } from '../../../ui/lib/page-meta';

/** The client build's manifest (npm test builds before the suites run). */
const manifest = JSON.parse(readFileSync(new URL('../../../dist/client/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { isDynamicEntry?: boolean; css?: string[] }
>;

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('lazy routes name their chunk (the server links only a page’s own stylesheets, issue 5)', () => {
  // The loaders are never called here: the client is only handed to them.
  const routes = flatten(createRoutes({} as CaryardClient));
  const lazy = routes.filter((route) => route.lazy);

  it('every lazy route has a handle.chunk that is a lazily loaded module of the client build', () => {
    expect(lazy.length).toBeGreaterThan(10);
    for (const route of lazy) {
      const chunk = (route.handle as RouteHandle | undefined)?.chunk;
      expect(chunk, `route ${route.id}`).toBeDefined();
      expect(manifest[chunk ?? '']?.isDynamicEntry, `route ${route.id}: ${chunk} in the manifest`).toBe(true);
    }
  });

  it('every styleChunks entry is a module of the client build', () => {
    for (const route of routes) {
      for (const chunk of (route.handle as RouteHandle | undefined)?.styleChunks ?? []) {
        expect(manifest[chunk], `route ${route.id}: ${chunk}`).toBeDefined();
      }
    }
  });
});
