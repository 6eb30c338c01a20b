import { data, redirect } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOr503 } from '../../lib/route-answers';

export const GARAGE_CHUNK = 'features/garage/garage-page.tsx';

/**
 * /my-garage (spec 2 §2; issue 14 'The garage'): only where the site's garage switch is on
 * (spec 1 §6 'Site configuration switches: … garage'); elsewhere the site's 404 page with status
 * 404, as any switched-off route (issue 11 item 9). Nothing personal is loaded here: the page is
 * the same for everyone and the shopper's garage loads in the browser, after sign-in.
 */
export function garageLoader(client: CaryardClient) {
  return async (): Promise<{ readonly garage: true }> => {
    const site = valueOr503(await client.getSite());
    if (!site.features.garage) throw data({ message: 'This site has no garage.' }, { status: 404 });
    return { garage: true };
  };
}

/**
 * spec 2 §2 names the my-garage family: /my-garage and the branded garages /mymotorama,
 * /mybigboxcars, /myblinkr, /myservco. Choice: the branded paths are other dealer groups' names
 * for the same page, so on a site with a garage they answer a permanent redirect to /my-garage
 * (a shopper following such a link lands in their garage); elsewhere the site's 404 page.
 */
export const BRANDED_GARAGE_PATHS = ['mymotorama', 'mybigboxcars', 'myblinkr', 'myservco'] as const;

export function brandedGarageLoader(client: CaryardClient) {
  return async (): Promise<Response> => {
    const site = valueOr503(await client.getSite());
    if (!site.features.garage) throw data({ message: 'This site has no garage.' }, { status: 404 });
    return redirect('/my-garage', 301);
  };
}

export const garageHandle: RouteHandle = {
  chunk: GARAGE_CHUNK,
  meta: ({ site }) => ({
    title: `My garage | ${site.name}`,
    description: `Your watchlist, saved searches, bookings and alert settings at ${site.name}.`,
    // A personal page: never indexed.
    noindex: true,
  }),
};
