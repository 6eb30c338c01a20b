/**
 * Dead links the link crawler (tests/e2e/link-crawler.test.ts, issue 11 item 1) tolerates,
 * because the page they lead to is a feature a later issue builds. Only these features may
 * ever be listed: sign-in, the watchlist and My Garage (issue 14), favourites and compare
 * (issue 14) and the online purchase journey (/checkout-journey: issue 15). The instant
 * trade-in offer (issue 12), service booking and the locations pages (issue 13: /service,
 * /book-a-service, /locations, /locations/{slug}, /contact-us/{slug}) have shipped and are never
 * listed again. A dead link to anything else fails the crawl.
 *
 * The list can only shrink: the crawler fails when an entry matched no dead link on any demo
 * site, so once its feature ships (the link answers 200) the entry must be deleted. Entries
 * for features nothing links to yet are left out for the same reason.
 *
 * `path` is matched against the link's pathname and against its pathname + search: a string
 * must equal one of them, a RegExp must match one of them.
 */
export interface AllowListEntry {
  readonly path: string | RegExp;
  /** The issue and feature the link waits for. */
  readonly waitsFor: string;
}

/** Empty: the last feature it waited for, the online purchase journey (issue 15), has shipped. */
export const LINK_ALLOW_LIST: readonly AllowListEntry[] = [];

/** The entry a dead link (pathname + search) waits for, or undefined. */
export function allowListEntryOf(pathAndSearch: string, entries: readonly AllowListEntry[] = LINK_ALLOW_LIST): AllowListEntry | undefined {
  const queryAt = pathAndSearch.indexOf('?');
  const pathname = queryAt === -1 ? pathAndSearch : pathAndSearch.slice(0, queryAt);
  return entries.find((entry) =>
    typeof entry.path === 'string' ? entry.path === pathname || entry.path === pathAndSearch : entry.path.test(pathname) || entry.path.test(pathAndSearch),
  );
}

/** How an entry reads in a report. */
export function describeEntry(entry: AllowListEntry): string {
  return `${String(entry.path)} (${entry.waitsFor})`;
}
