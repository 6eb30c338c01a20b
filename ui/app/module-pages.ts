import type { RouteObject } from 'react-router';
import type { CaryardClient } from '../../application/client/caryard-client.port';

/**
 * A feature module's pages (`modules/{name}/ui/pages.ts` exports `pages`): routes of the site's
 * page tree, given the client port their loaders read through.
 */
export type ModulePages = (client: CaryardClient) => RouteObject[];

// Every module's pages file, found by its place (config/modules.ts lists the modules' server parts;
// the browser bundle cannot import that list, so its pages are gathered here by Vite at build time).
const found = import.meta.glob<{ readonly pages: ModulePages }>('../../modules/*/ui/pages.ts', { eager: true });

/** The feature modules' page routes, in the order of their folders' names. */
export function modulePages(client: CaryardClient): RouteObject[] {
  return Object.keys(found)
    .sort()
    .flatMap((file) => found[file]?.pages(client) ?? []);
}
