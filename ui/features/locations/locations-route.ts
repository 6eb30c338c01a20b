import * as E from 'fp-ts/Either';
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { CaryardClient, PublicLocation, PublicSite } from '../../../application/client/caryard-client.port';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { locationsPagePath } from '../../../domain/site-content/indexable-paths';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOr503 } from '../../lib/route-answers';

/** The content page the locations page takes its words from (config 'dealer-locator'), where the site has it. */
export interface LocationsIntro {
  readonly title: string;
  readonly summary: string;
  /** The Markdown body, rendered on the server by the site-pages use case. */
  readonly html: string;
}

/** The place of the shopper's postcode, or why there is none (spec 2 §5, §8). */
export type PostcodeAnswer =
  | { readonly postcode: string; readonly place: { readonly locality: string; readonly state: string; readonly latitude: number; readonly longitude: number } }
  | { readonly postcode: string; readonly error: string };

export interface LocationsPageData {
  readonly intro: LocationsIntro | null;
  /** `?postcode=`: null when the shopper has not searched. */
  readonly nearest: PostcodeAnswer | null;
  /** When the page was rendered: the 'open now' lines start from it on both sides (no hydration mismatch). */
  readonly now: string;
}

/** spec 2 §8 'Geocoding no result' reads 'Invalid postcode'; a malformed one spec 2 §5's full sentence. */
const GEOCODER_DOWN = 'We could not look up that postcode just now. Please try again in a moment.';

/**
 * ?postcode= (issue 13 'Nearest location'): the page sorts by distance from the postcode's
 * place. The loader asks on the server too, so the search works as a plain GET form before
 * (or without) the page's script.
 */
async function nearestOf(client: CaryardClient, url: URL, signal: AbortSignal): Promise<PostcodeAnswer | null> {
  if (!url.searchParams.has('postcode')) return null;
  const postcode = (url.searchParams.get('postcode') ?? '').trim().slice(0, 20);
  const answer = await client.lookupPostcode({ postcode }, { signal });
  if (E.isRight(answer)) {
    const { locality, state, latitude, longitude } = answer.right;
    return { postcode, place: { locality, state, latitude, longitude } };
  }
  switch (answer.left.code) {
    case 'POSTCODE.NOT_FOUND':
      return { postcode, error: answer.left.message };
    case 'POSTCODE.REQUIRED':
    case 'POSTCODE.INVALID':
    case 'CLIENT.REJECTED':
      return { postcode, error: INVALID_POSTCODE_MESSAGE };
    default:
      return { postcode, error: GEOCODER_DOWN };
  }
}

/** /locations and /dealer-locator: the site's words for the page and the shopper's postcode search. */
export function locationsLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<LocationsPageData> => {
    const url = new URL(request.url);
    const [page, nearest] = await Promise.all([
      client.getSitePage({ path: '/dealer-locator' }, { signal: request.signal }),
      nearestOf(client, url, request.signal),
    ]);
    // The words are a nicety: a site without them (or a failed call) shows the page's own heading.
    const intro = E.isRight(page) && page.right.kind === 'content' ? { title: page.right.title, summary: page.right.summary, html: page.right.html } : null;
    return { intro, nearest, now: new Date().toISOString() };
  };
}

export interface LocationPageData {
  readonly slug: string;
  readonly now: string;
}

/** The location a path names, or the site's 404 page (status 404). */
async function locationOf(client: CaryardClient, slug: string | undefined): Promise<PublicLocation> {
  const site = valueOr503(await client.getSite());
  const location = site.locations.find((l) => l.slug === slug);
  if (!location) throw data({ message: `No location ${slug ?? ''}` }, { status: 404 });
  return location;
}

/** /locations/{slug} (spec 2 §2). */
export function locationLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<LocationPageData> => {
    const location = await locationOf(client, params['slug']);
    return { slug: location.slug, now: new Date().toISOString() };
  };
}

/** /contact-us/{slug} (spec 2 §2 routes): the contact form preset to the location. */
export interface ContactLocationPageData extends LocationPageData {
  /** The contact page's shape (ui/features/forms CarFormPageData): no car. */
  readonly car: null;
}

export function contactLocationLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<ContactLocationPageData> => {
    const location = await locationOf(client, params['slug']);
    return { slug: location.slug, now: new Date().toISOString(), car: null };
  };
}

const origin = (site: PublicSite): string => site.site_url.replace(/\/+$/, '');
const locationNamed = (site: PublicSite, data: unknown): PublicLocation | undefined =>
  site.locations.find((l) => l.slug === (data as LocationPageData | undefined)?.slug);
const placeOf = (l: PublicLocation): string => `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`;

export const locationsHandle: RouteHandle = {
  chunk: 'features/locations/locations-page.tsx',
  meta: ({ site, data: loaded }) => {
    const intro = (loaded as LocationsPageData | undefined)?.intro;
    const title = site.locations_page.banner?.title ?? intro?.title ?? 'Our Locations';
    return {
      title: `${title} | ${site.name}`,
      description: intro?.summary ?? `Addresses, phone numbers and opening hours of every ${site.name} location, and the one nearest you.`,
      canonicalUrl: `${origin(site)}${locationsPagePath(site)}`,
    };
  },
};

export const locationHandle: RouteHandle = {
  chunk: 'features/locations/location-page.tsx',
  meta: ({ site, data: loaded }) => {
    const location = locationNamed(site, loaded);
    if (!location) return { title: site.name, description: site.name };
    return {
      title: `${location.name} | ${site.name}`,
      description: `${location.name}, ${placeOf(location)}: opening hours, phone ${location.contact_detail.phone} and directions.`,
    };
  },
};

export const contactLocationHandle: RouteHandle = {
  chunk: 'features/locations/contact-location-page.tsx',
  meta: ({ site, data: loaded }) => {
    const location = locationNamed(site, loaded);
    if (!location) return { title: site.name, description: site.name };
    return {
      title: `Contact ${location.name} | ${site.name}`,
      description: `Send ${location.name} an enquiry, or call ${location.contact_detail.phone}. ${placeOf(location)}.`,
    };
  },
};

/**
 * The locations page's loader runs again only when the postcode changes: a department chip
 * (?department=) is read by the page itself, with no call to Caryard.
 */
export function locationsShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('postcode') !== nextUrl.searchParams.get('postcode');
}
