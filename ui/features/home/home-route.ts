import * as E from 'fp-ts/Either';
import type { CaryardClient, SearchHit } from '../../../application/client/caryard-client.port';
import { heroPictureOf, responsiveImage } from '../../../domain/media/image-variants';
import { emptySearchState } from '../../../domain/search';
import { offerTagsOf } from '../../../domain/search/offers';
import { realImages } from '../../../domain/vehicle/images';
import type { RouteHandle } from '../../lib/page-meta';
import { siteTagline } from '../../lib/site-copy';
import type { HeroCatalogue } from './hero-search';

/**
 * The home route's loader and meta, in the client entry; the page itself (home-page.tsx) loads
 * with its route, as the other pages do (issue 16: its module is evaluated in a task of its own,
 * not inside the entry's, which was the home page's longest main-thread task).
 */
export const HOME_CHUNK = 'features/home/home-page.tsx';

export const homeHandle: RouteHandle = {
  meta: ({ site, data }) => {
    const hero = (data as HomeData | undefined)?.featured?.hero?.src ?? null;
    const picture = hero !== null ? responsiveImage(hero, HERO_PICTURE_SIZES, HERO_PICTURE_WIDTH) : null;
    return {
      title: `${site.name} | ${siteTagline(site)}`,
      description: `${site.labels.heroHeading} at ${site.name}, ${site.address.suburb} ${site.address.state}. Finance, trade-ins and servicing in one place. Call ${site.phone}.`,
      // issue 17 item 2: the hero's picture is the first screen's largest paint: the width the screen needs, preloaded.
      ...(picture !== null
        ? {
            preloadImage: picture.src,
            ...(picture.srcSet ? { preloadImageSrcSet: picture.srcSet } : {}),
            ...(picture.sizes ? { preloadImageSizes: picture.sizes } : {}),
          }
        : {}),
    };
  },
};

/** issue 17 item 2: cards the home page features (offers first, then the newest arrivals). */
export const FEATURED_COUNT = 4;
/** The hero picture's fallback width (its box is at most 600 CSS px wide on a desktop, 560 below 1200 px: home.module.css .heroFeature). */
export const HERO_PICTURE_WIDTH = 800;
export const HERO_PICTURE_SIZES = '(min-width: 75em) min(38vw, 600px), min(100vw - 32px, 560px)';

export interface FeaturedStock {
  readonly cars: readonly SearchHit[];
  /** How many of them are offers (they come first). */
  readonly offers: number;
  /** When the results were fetched (ISO, to the minute): tag banners are measured from it. */
  readonly now: string;
  /** The first featured car with a rendered picture, cut out for the hero, or null. */
  readonly hero: { readonly src: string; readonly car: SearchHit } | null;
}

export interface HomeData {
  /** The site-wide search (count and facets) for the hero and the facet links; null when it failed. */
  catalogue: HeroCatalogue | null;
  /** Featured stock; null when the search failed or the site has no car with photos. */
  featured: FeaturedStock | null;
}

const MINUTE_MS = 60_000;
const withPhotos = (hit: SearchHit): boolean => realImages({ images: [...hit.images] }).length > 0;

/**
 * The site's stock at a glance, and its featured cars: those on offer (an offer tag,
 * domain/search/offers.ts), newest first, topped up with the newest arrivals, each with
 * photos. The page still renders when search is down.
 */
export function homeLoader(client: CaryardClient) {
  return async (): Promise<HomeData> => {
    const answer = await client.search({ state: { ...emptySearchState, sortBy: 'latest', hitsPerPage: 12 } });
    if (E.isLeft(answer)) {
      console.warn(`The home page search could not be loaded (${answer.left.code}: ${answer.left.message}).`);
      return { catalogue: null, featured: null };
    }
    const { count, facets, hits } = answer.right;
    const offerTags = offerTagsOf(facets.tag);
    let offers: readonly SearchHit[] = [];
    if (offerTags.length > 0) {
      const offerAnswer = await client.search({ state: { ...emptySearchState, sortBy: 'latest', hitsPerPage: 12, refinementList: { tag: offerTags } } });
      if (E.isRight(offerAnswer)) offers = offerAnswer.right.hits.filter(withPhotos).slice(0, FEATURED_COUNT);
    }
    const chosen = new Set(offers.map((hit) => hit.id));
    const arrivals = hits.filter((hit) => withPhotos(hit) && !chosen.has(hit.id)).slice(0, FEATURED_COUNT - offers.length);
    const cars = [...offers, ...arrivals];
    const now = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS).toISOString();
    let hero: FeaturedStock['hero'] = null;
    for (const car of cars) {
      const src = heroPictureOf(car.images[0]?.image.url ?? '', HERO_PICTURE_WIDTH);
      if (src !== null) {
        hero = { src, car };
        break;
      }
    }
    return { catalogue: { count, facets }, featured: cars.length > 0 ? { cars, offers: offers.length, now, hero } : null };
  };
}
