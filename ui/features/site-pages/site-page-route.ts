import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs, type UNSAFE_DataWithResponseInit } from 'react-router';
import type { CaryardClient, PublicSite, SitePage } from '../../../application/client/caryard-client.port';
import { fromPriceText, modelDisplayName } from '../../../domain/models/model-range';
import type { RouteHandle } from '../../lib/page-meta';
import { notFoundHandle } from '../errors/not-found-page';
import { loadRangeStock, type RangeStock } from '../models/model-stock';

/** What the catch-all route renders: one of the site's own pages, or its 404 page. */
export type SitePageData =
  | {
      readonly page: Exclude<SitePage, { kind: 'redirect' }>;
      /** issue 11: a model's cars, or a manufacturer's stock count, on this site (model and brand pages only; null: search is down). */
      readonly stock?: RangeStock | null;
    }
  | { readonly notFound: true };

/**
 * Every path no fixed route claims (issue 11): the site's content pages, its models and
 * manufacturers (GetSitePage); a page at another canonical path redirects (301); anything
 * else is the site's 404 page, with status 404.
 */
export function sitePageLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<SitePageData | UNSAFE_DataWithResponseInit<SitePageData>> => {
    const url = new URL(request.url);
    const answer = await client.getSitePage({ path: url.pathname });
    if (E.isRight(answer)) {
      const page = answer.right;
      if (page.kind === 'redirect') throw redirect(`${page.location}${url.search}`, 301);
      if (page.kind === 'model' || page.kind === 'brand') return { page, stock: await loadRangeStock(client, page, request.signal) };
      return { page };
    }
    // The site's 404 page, rendered in its layout with status 404 (as any unknown path always was).
    if (answer.left.code === 'PAGE.NOT_FOUND') return data({ notFound: true as const }, { status: 404 });
    throw data({ message: answer.left.message }, { status: 503 });
  };
}

type ShownPage = Exclude<SitePage, { kind: 'redirect' }>;

/** Each kind of page names itself (title, description) — the owners of a kind may refine its words. */
function pageMeta(page: ShownPage, site: PublicSite): { title: string; description: string } {
  switch (page.kind) {
    case 'content':
      return { title: page.title, description: page.summary };
    case 'model':
      // spec 2 §2: the model's name prefixed with the brand; its from price leads the description when published.
      return {
        title: modelDisplayName(page.model),
        description: [fromPriceText(page.model.from_price), page.model.short_description].filter(Boolean).join('. '),
      };
    case 'brand':
      return { title: `${page.manufacturer.name} Range`, description: `Explore the ${page.manufacturer.name} range at ${site.name}.` };
    case 'range':
      return { title: 'Explore Our Range', description: `Every model in the ${site.name} range, by body type.` };
    case 'brands':
      return { title: 'Our Brands', description: `The brands of ${site.name}: ${page.manufacturers.map((m) => m.manufacturer.name).join(', ')}.` };
    case 'blog':
      return { title: 'Vehicle Reviews', description: `Vehicle reviews and news from ${site.name}.` };
    case 'article':
      return { title: page.article.heading, description: page.article.description };
  }
}

export const sitePageHandle: RouteHandle = {
  chunk: 'features/site-pages/site-page.tsx',
  meta: (args) => {
    const loaded = args.data as SitePageData | undefined;
    if (!loaded || !('page' in loaded)) return notFoundHandle.meta!(args);
    const { title, description } = pageMeta(loaded.page, args.site);
    return { title: `${title} | ${args.site.name}`, description };
  },
};
