/**
 * Dead links the link crawler (tests/e2e/link-crawler.test.ts, issue 11 item 1) tolerates,
 * because the page they lead to is a feature a later issue builds. Nothing else belongs here:
 * a dead link to anything not listed fails the crawl.
 *
 * The list can only shrink: the crawler fails when an entry matched no dead link on any demo
 * site, so once its feature ships (the link answers 200) the entry must be deleted.
 *
 * `path` is matched against the link's pathname and against its pathname + search: a string
 * must equal one of them, a RegExp must match one of them.
 */
export interface AllowListEntry {
  readonly path: string | RegExp;
  /** The issue and feature the link waits for. */
  readonly waitsFor: string;
}

export const LINK_ALLOW_LIST: readonly AllowListEntry[] = [
  // spec 2 §2: Book a Service (header top bar, home quick links) and the Service menu entry.
  { path: '/book-a-service', waitsFor: 'issue 13: service booking' },
  { path: '/service', waitsFor: 'issue 13: service booking' },
  // spec 2 §2: a location's own page, linked from the location cards.
  { path: /^\/locations\/[^/]+$/, waitsFor: 'issue 13: location pages' },
  { path: /^\/contact-us\/[^/]+$/, waitsFor: 'issue 13: location pages' },
  // spec 1 §2, spec 2 §1: sign-in, the watchlist and My Garage.
  { path: '/sign-in', waitsFor: 'issue 14: sign-in' },
  { path: '/watchlist', waitsFor: 'issue 14: watchlist' },
  { path: /^\/my-garage(\/|$)/, waitsFor: 'issue 14: My Garage' },
  // spec 1 §4: the favourites and compare pages.
  { path: '/favourites', waitsFor: 'issue 14: favourites' },
  { path: /^\/compare(\/|$)/, waitsFor: 'issue 14: compare' },
  // spec 1 §2: Trade-In on a card and on the vehicle page opens the instant offer for that car.
  { path: /^\/cars\/trade-in\?car_id=[^&]+$/, waitsFor: 'issue 12: instant trade-in offer' },
  // spec 1 §2: Buy Online on the vehicle page.
  { path: /^\/checkout-journey(\?|$)/, waitsFor: 'issue 15: online purchase journey' },
];

/** The entry a dead link (pathname + search) waits for, or undefined. */
export function allowListEntryOf(pathAndSearch: string, entries: readonly AllowListEntry[] = LINK_ALLOW_LIST): AllowListEntry | undefined {
  const queryAt = pathAndSearch.indexOf('?');
  const pathname = queryAt === -1 ? pathAndSearch : pathAndSearch.slice(0, queryAt);
  return entries.find((entry) =>
    typeof entry.path === 'string'
      ? entry.path === pathname || entry.path === pathAndSearch
      : entry.path.test(pathname) || entry.path.test(pathAndSearch),
  );
}

/** How an entry reads in a report. */
export function describeEntry(entry: AllowListEntry): string {
  return `${String(entry.path)} (${entry.waitsFor})`;
}
