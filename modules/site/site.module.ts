/**
 * The dealer site itself: its configuration as the pages read it, its own content pages
 * (markdown, models, manufacturers) and the sitemap. Routes: `/api/site`, `/api/cars/:slug`,
 * the site pages' API and `/sitemap.xml`; the unknown `/api/*` answer.
 */
import { GetSite, mapTileService } from '../../application/dealer-site/get-site.use-case';
import type { GetCar } from '../../application/inventory/get-car.use-case';
import type { MarkdownRenderer } from '../../application/site-pages/markdown-renderer.port';
import { BuildSitemap } from '../../application/site-pages/build-sitemap.use-case';
import { GetSitePage } from '../../application/site-pages/get-site-page.use-case';
import { featureModule } from '../../config/feature-module';
import { PORTS } from '../../config/ports';
import type { SearchStack } from '../../config/search/search-stack';

export const siteModule = featureModule({
  name: 'site',
  async build({ settings, clock, port }, _before: { readonly getCar: GetCar }) {
    const search = await port<SearchStack>(PORTS.SearchStack);
    return {
      useCases: {
        // The interactive map's tile service (settings MAP_TILE_URL); absent: the offline map.
        getSite: new GetSite({ mapTiles: mapTileService(settings.mapTiles) ?? null }),
        getSitePage: new GetSitePage({ markdown: await port<MarkdownRenderer>(PORTS.MarkdownRenderer) }),
        // /sitemap.xml and its parts (not a client call: crawlers ask the HTTP channel).
        buildSitemap: new BuildSitemap({ engine: search.engine, clock }),
      },
      workers: {},
      start: null,
    };
  },
  async siteRoutes(scope, useCases) {
    const { seoRoutes } = await import('../../adapters/http/routes/seo.routes');
    const { siteApiRoutes } = await import('../../adapters/http/routes/site-api.routes');
    const { sitePagesRoutes } = await import('../../adapters/http/routes/site-pages.routes');
    await scope.register(siteApiRoutes, { useCases });
    await scope.register(sitePagesRoutes, { useCases });
    await scope.register(seoRoutes, { useCases });
  },
  hostRoutes: null,
});
