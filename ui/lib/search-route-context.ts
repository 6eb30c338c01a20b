import type { SearchResult } from '../../application/client/caryard-client.port';
import type { SearchRouteBase } from '../../domain/search';

/** What searchHref and parseSearchPath need (SearchRouteContext), in a form that survives JSON (hydration). */
export interface RouteContextData {
  readonly base: SearchRouteBase;
  readonly makes: readonly string[];
  readonly models: Readonly<Record<string, readonly string[]>>;
  readonly bodies: readonly string[];
}

/** The route context from a site-wide search's facets: its makes, each make's models, its bodies. */
export function routeContextOf(base: SearchRouteBase, facets: SearchResult['facets']): RouteContextData {
  const makes = Object.keys(facets.make ?? {});
  const models: Record<string, string[]> = {};
  // make_model is 'Make Model'; the longest make that prefixes it is its make.
  const byLength = [...makes].sort((a, b) => b.length - a.length);
  for (const makeModel of Object.keys(facets.make_model ?? {})) {
    const make = byLength.find((m) => makeModel.startsWith(`${m} `));
    if (make !== undefined) (models[make] ??= []).push(makeModel.slice(make.length + 1));
  }
  return { base, makes, models, bodies: Object.keys(facets.body ?? {}) };
}
