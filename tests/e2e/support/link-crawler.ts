/**
 * The link-integrity crawler of issue 11 (item 1): walks one dealer site on the real server
 * the way a visitor and a search engine would, and reports every internal link that does not
 * end in a page (200), and every external link the site's configuration does not name.
 *
 * - Pages are fetched with node:http and a `Host: {slug}.localhost:{port}` header (fetch
 *   replaces Host), breadth first, a few at a time, each distinct URL once.
 * - Links are read from the server-rendered HTML (`<a href>`, `<area href>`, GET
 *   `<form action>`, `<link rel=canonical>`) and from `/sitemap.xml` (`<loc>`), then from the
 *   hydrated page in Chromium with every navigation menu opened (links React renders only
 *   in the browser: dropdowns, the phone drawer, client-side fetched lists).
 * - Listings and vehicle pages are sampled: URLs are grouped by shape (`/cars/{car}`,
 *   a search with a query, `/print?car_id={car}` …) and each shape has a cap (SHAPE_CAPS), so
 *   a site's crawl stays in the hundreds however much stock it has; pages of other shapes are
 *   all crawled. Breadth-first levels are processed in discovery order, so the sample is the
 *   same on every run.
 * - The browser pass is bounded: one page per template (the route that rendered it), at most
 *   15 on a desktop viewport, two tabs at a time, plus the home page on a phone.
 * - Every internal URL must answer 200, or redirect (at most 5 hops) to a page that does or to
 *   an external URL the site configures; a canonical must answer 200 itself (issue 11).
 */
import { Agent, request } from 'node:http';
import { Parser } from 'htmlparser2';
import type { Browser, Page, Response } from 'playwright-core';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { bootDataOf } from '../../adapters/http/support/boot-data';
import { allowListEntryOf, type AllowListEntry } from '../link-allow-list';
import { waitForHydration } from './browser';

// ---------------------------------------------------------------------------------------------
// Reading links out of a response
// ---------------------------------------------------------------------------------------------

export type LinkKind = 'a' | 'area' | 'form' | 'canonical' | 'sitemap' | 'redirect' | 'hydrated' | 'start';

export interface RawLink {
  readonly href: string;
  readonly kind: LinkKind;
  /** The link's text (or aria-label, title, image alt), for the report. */
  readonly text: string;
}

const tidy = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/**
 * The links of an HTML page, or the `<loc>` URLs of a sitemap (`xml`). `<link rel=alternate>`,
 * stylesheets and scripts are not links a visitor follows; the canonical is returned so its
 * answer can be checked (issue 11: a canonical must answer 200).
 */
export function extractLinks(body: string, xml: boolean): RawLink[] {
  const links: RawLink[] = [];
  // One frame per open <a>: its href (null without one) and the text seen inside it.
  const anchors: { href: string | null; label: string | undefined; text: string }[] = [];
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (xml) {
          if (name === 'loc') loc = '';
          return;
        }
        switch (name) {
          case 'a':
            anchors.push({ href: attrs.href ?? null, label: attrs['aria-label'] ?? attrs.title, text: '' });
            break;
          case 'area':
            if (attrs.href !== undefined) links.push({ href: attrs.href, kind: 'area', text: tidy(attrs['aria-label'] ?? attrs.alt ?? '') });
            break;
          case 'img': {
            const open = anchors.at(-1);
            if (open && attrs.alt) open.text += ` ${attrs.alt}`;
            break;
          }
          case 'form':
            // A GET form is a link to its action (fetched with no query: the form as first shown).
            if ((attrs.method ?? 'get').toLowerCase() === 'get' && attrs.action) {
              links.push({ href: attrs.action, kind: 'form', text: tidy(`form ${attrs['aria-label'] ?? attrs.name ?? ''}`) });
            }
            break;
          case 'link':
            if ((attrs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && attrs.href) {
              links.push({ href: attrs.href, kind: 'canonical', text: 'canonical' });
            }
            break;
        }
      },
      ontext(text) {
        if (loc !== null) loc += text;
        const open = anchors.at(-1);
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (xml) {
          if (name === 'loc' && loc !== null) links.push({ href: loc.trim(), kind: 'sitemap', text: 'sitemap.xml' });
          loc = null;
          return;
        }
        if (name !== 'a') return;
        const open = anchors.pop();
        if (open?.href != null) links.push({ href: open.href, kind: 'a', text: tidy(open.label ?? open.text) });
      },
    },
    { xmlMode: xml, decodeEntities: true },
  );
  parser.write(body);
  parser.end();
  return links;
}

/**
 * The template a server-rendered page was made with, for the browser pass (one page of each):
 * the leaf route's id in React Router's hydration data (the page's boot data block, html-document.ts),
 * with the `page.kind` of a page that names one (the catch-all site pages: content, model,
 * brands …). Null when the page carries no loader data (then the URL's shape stands in).
 */
export function templateOf(html: string): string | null {
  try {
    const loaderData = bootDataOf(html).hydration.loaderData ?? {};
    const leaf = Object.keys(loaderData)
      .filter((id) => id !== 'root' && id !== 'pages')
      .at(-1);
    if (leaf === undefined) return null;
    const kind = (loaderData[leaf] as { page?: { kind?: unknown } } | null)?.page?.kind;
    return typeof kind === 'string' ? `${leaf} (${kind})` : leaf;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Shapes and caps: a sample of listings and vehicle pages, every other page
// ---------------------------------------------------------------------------------------------

/** spec 2 §2 routes: the search pages (/search/..., /used-car/... on one variant) and the offers page. */
const LISTING = /^\/(search|used-car)(\/|$)|^\/special-offers\/?$/;

/** Caps per shape (issue 11: "a sample of listings and vehicle pages"); other shapes are unlimited. */
export const SHAPE_CAPS = {
  /** `/cars/{car}`: the vehicle page (issue 11: 'hundreds of pages a site'). */
  vehicle: 130,
  /** Any other path naming a car: `/cars/{car}/checkout`, `/api/cars/{car}/pdf` … (each shape). */
  perCarPath: 8,
  /** A search listing with a query string (filters, sort, pages). */
  listingQuery: 80,
  /** `/search/{make}/{model}` and deeper search paths. */
  deepListing: 40,
  /** A page whose query names a car: `/print?car_id={car}`, `/contact?car_id={car}` … (each shape). */
  perCarQuery: 8,
  /** Any other page with a query string (each path). */
  otherQuery: 20,
} as const;

export interface Shape {
  readonly shape: string;
  readonly cap: number;
  /** A search listing: one page type in the browser pass. */
  readonly listing: boolean;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The shape of an internal URL; `carTokens` are the stock's slugs and ids. */
export function shapeOf(url: URL, carTokens: ReadonlySet<string>): Shape {
  const path = url.pathname
    .split('/')
    .map((segment) => (carTokens.has(decodeSegment(segment)) ? '{car}' : segment))
    .join('/');
  const namesCar = path.includes('{car}');
  const listing = LISTING.test(url.pathname);
  if (url.search !== '') {
    if (listing) return { shape: 'search listing with a query', cap: SHAPE_CAPS.listingQuery, listing };
    const carKeys = [...url.searchParams].filter(([, value]) => carTokens.has(value)).map(([key]) => key);
    if (carKeys.length > 0 || namesCar) {
      const query = [...new Set(carKeys)]
        .sort()
        .map((key) => `${key}={car}`)
        .join('&');
      return { shape: `${path}?${query}`, cap: SHAPE_CAPS.perCarQuery, listing };
    }
    return { shape: `${path}?…`, cap: SHAPE_CAPS.otherQuery, listing };
  }
  if (path === '/cars/{car}') return { shape: path, cap: SHAPE_CAPS.vehicle, listing };
  if (namesCar) return { shape: path, cap: SHAPE_CAPS.perCarPath, listing };
  if (listing && /^\/[^/]+\/[^/]+\/[^/]+/.test(url.pathname)) {
    return { shape: `/${url.pathname.split('/')[1]}/{make}/{model}`, cap: SHAPE_CAPS.deepListing, listing };
  }
  return { shape: url.pathname, cap: Number.POSITIVE_INFINITY, listing };
}

// ---------------------------------------------------------------------------------------------
// Which URLs are the site's, and which external ones its configuration names
// ---------------------------------------------------------------------------------------------

function hostnameOfDomain(domain: string): string | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(domain) ? domain : `http://${domain}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The site's own hosts: `{slug}.localhost:{port}` on the test server, and its configured site_url and domains. */
export function internalHosts(site: DealerSite, localHost: string): (url: URL) => boolean {
  const hostnames = new Set([site.site_url, ...site.domains].map(hostnameOfDomain).filter((h): h is string => h !== null));
  return (url) => url.host.toLowerCase() === localHost.toLowerCase() || hostnames.has(url.hostname.toLowerCase());
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The external links a site may carry (issue 11): the URLs its configuration names —
 * facebook_url, instagram_url, youtube_url, xtime_url, site_url, group_tiles[].href,
 * locations[].address.place_url — and Google Maps searches for one of its configured
 * addresses (ui/lib/contact.ts mapsHref, config/dealer-sites/sites/maps.ts).
 *
 * The rule chosen:
 * 1. the same URL as a configured one (ignoring a trailing slash and the #fragment);
 * 2. a page under a configured URL that has a path and no query: same origin, and a path at or
 *    below the configured path (`facebook.com/harbourmotorsmazda/posts` is the dealer's own
 *    page; a bare origin such as `https://rentals.example` allows only itself, so no other page
 *    of a big host slips through, and a configured URL with a query allows only itself);
 * 3. `https://www.google.com/maps/search/?api=1&query=…` whose query names a configured address:
 *    the street and the suburb (or city) of the site's address or of one of its locations.
 */
export function externalAllowance(site: DealerSite): (url: URL) => boolean {
  const configured = [
    site.facebook_url,
    site.instagram_url,
    site.youtube_url,
    site.xtime_url,
    site.site_url,
    ...site.group_tiles.map((tile) => tile.href),
    ...site.locations.map((location) => location.address.place_url),
  ]
    .filter((href): href is string => typeof href === 'string' && /^https?:\/\//i.test(href))
    .map((href) => new URL(href));
  const exact = new Set(configured.map((u) => `${u.origin}${withoutTrailingSlash(u.pathname)}${u.search}`));
  const prefixes = configured
    .filter((u) => u.search === '' && withoutTrailingSlash(u.pathname) !== '/')
    .map((u) => ({ origin: u.origin, path: withoutTrailingSlash(u.pathname) }));
  const addresses = [
    { street: site.address.street, place: site.address.suburb },
    ...site.locations.map((location) => ({ street: location.address.street, place: location.address.city })),
  ].map(({ street, place }) => ({ street: street.toLowerCase(), place: place.toLowerCase() }));

  return (url) => {
    const path = withoutTrailingSlash(url.pathname);
    if (exact.has(`${url.origin}${path}${url.search}`)) return true;
    if (prefixes.some((p) => p.origin === url.origin && (path === p.path || path.startsWith(`${p.path}/`)))) return true;
    if (url.origin === 'https://www.google.com' && url.pathname === '/maps/search/' && url.searchParams.get('api') === '1') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return addresses.some((a) => query.includes(a.street) && query.includes(a.place));
    }
    return false;
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

export interface Answer {
  /** 0: no answer (connection error or timeout). */
  readonly status: number;
  readonly location?: string;
  readonly contentType: string;
  /** Only for HTML and XML. */
  readonly body?: string;
  readonly error?: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** GET a path of a site: the body is read only when it can hold links (HTML, XML). */
export function httpGet(agent: Agent, port: number, host: string, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        const location = res.headers.location;
        const base = { status, contentType, ...(location ? { location } : {}) };
        if (status !== 200 || !/html|xml/i.test(contentType)) {
          res.resume();
          res.on('end', () => resolve(base));
          res.on('error', (error) => resolve({ ...base, error: error.message }));
          return;
        }
        res.setEncoding('utf8');
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ ...base, body }));
        res.on('error', (error) => resolve({ ...base, error: error.message }));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ status: 0, contentType: '', error: error.message }));
    req.end();
  });
}

/** Runs `task` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// The crawl of one site
// ---------------------------------------------------------------------------------------------

export interface LinkSource {
  /** The page (path + search) the link was found on. */
  readonly page: string;
  readonly kind: LinkKind;
  readonly text: string;
}

interface UrlRecord {
  /** Path + search. */
  readonly key: string;
  readonly url: URL;
  readonly shape: Shape;
  readonly sources: LinkSource[];
  sourceCount: number;
  /** Only the /sitemap.xml probe: its 404 is "no sitemap yet", not a dead link. */
  optional: boolean;
  answer?: Answer;
  /** Answered 200 with an HTML page. */
  page: boolean;
  /** The page's template (templateOf), when it names one. */
  template: string | null;
  /** How long the answer took. */
  ms: number;
}

export interface DeadLink {
  /** Path + search of the internal URL. */
  readonly url: string;
  /** What it answers: `404`, `301 → /x → 404`, `canonical answers 301 …`. */
  readonly problem: string;
  readonly sources: readonly LinkSource[];
  readonly sourceCount: number;
}

export interface ExternalLink {
  readonly url: string;
  readonly allowed: boolean;
  readonly sources: LinkSource[];
  sourceCount: number;
}

export interface CrawlReport {
  readonly site: string;
  /** Internal URLs fetched. */
  readonly urlsChecked: number;
  /** Of them, pages (200, HTML). */
  readonly pagesCrawled: number;
  /** Internal link occurrences read (one page linking a URL twice counts twice). */
  readonly internalLinks: number;
  /** Dead internal links no allow-list entry covers. */
  readonly dead: readonly DeadLink[];
  /** Dead internal links an allow-list entry covers, by entry. */
  readonly waiting: ReadonlyMap<AllowListEntry, readonly DeadLink[]>;
  readonly externals: readonly ExternalLink[];
  /** Links with a scheme other than http(s), tel: and mailto: (javascript:, unparseable …). */
  readonly badLinks: readonly DeadLink[];
  /** Links not fetched because their shape's cap was reached, by shape. */
  readonly sampledOut: ReadonlyMap<string, number>;
  /** Whether /sitemap.xml answered 200, and how many URLs it listed. */
  readonly sitemap: { readonly status: number; readonly urls: number };
  /** The browser pass. */
  readonly browser: {
    /** Opened on a desktop viewport (one of each page type) and on a phone. */
    readonly pages: readonly string[];
    readonly phone: readonly string[];
    /** A page of each type over the budget, not opened. */
    readonly notOpened: readonly string[];
    /** Internal URLs found only in the hydrated pages. */
    readonly newUrls: number;
    /** Pages that could not be looked at (no hydration, no drawer …): failures. */
    readonly problems: readonly string[];
  };
  /** Wall time, and the parts spent fetching over HTTP and in Chromium. */
  readonly ms: number;
  readonly httpMs: number;
  readonly browserMs: number;
  /** Answer time summed by shape, slowest first: where the crawl's time goes (to tune SHAPE_CAPS). */
  readonly msByShape: ReadonlyArray<readonly [string, number, number]>;
}

export interface SiteCrawlOptions {
  readonly site: DealerSite;
  readonly port: number;
  /** `{slug}.localhost:{port}` */
  readonly host: string;
  /** Slugs and ids of the stock: the `{car}` of a shape. */
  readonly carTokens: ReadonlySet<string>;
  readonly agent: Agent;
  readonly allowList: readonly AllowListEntry[];
  /** HTTP requests at once (default 4). */
  readonly concurrency?: number;
  /** Pages opened in Chromium on the desktop viewport (default 15). */
  readonly browserPages?: number;
  /** A runaway guard: more internal URLs than this and the crawl stops (default 1,500). */
  readonly maxUrls?: number;
}

/** A link seen in the browser: its href as written, the page URL it was read on, its text. */
interface FoundAnchor {
  readonly href: string;
  readonly base: string;
  readonly text: string;
}

const MAX_SOURCES = 5;
const MAX_REDIRECTS = 5;
const REDIRECT = new Set([301, 302, 303, 307, 308]);
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export class SiteCrawler {
  private readonly records = new Map<string, UrlRecord>();
  private readonly skipped = new Set<string>();
  private readonly shapeCounts = new Map<string, number>();
  private readonly sampledOut = new Map<string, number>();
  private readonly externals = new Map<string, ExternalLink>();
  private readonly badLinks: DeadLink[] = [];
  private pending: UrlRecord[] = [];
  private internalLinks = 0;
  private readonly isInternal: (url: URL) => boolean;
  private readonly isAllowedExternal: (url: URL) => boolean;
  private readonly origin: string;
  private readonly browserPages: string[] = [];
  private readonly phonePages: string[] = [];
  private readonly browserProblems: string[] = [];
  private newInBrowser = 0;
  private notOpened: string[] = [];
  private overflow = false;
  private httpMs = 0;
  private browserMs = 0;
  /** Set once a build asset answered 404: the browser pass is pointless from then on. */
  private buildChanged = false;
  /** Menus opened on the desktop viewport so far (openEach). */
  private readonly openedMenus = new Set<string>();

  constructor(private readonly options: SiteCrawlOptions) {
    this.isInternal = internalHosts(options.site, options.host);
    this.isAllowedExternal = externalAllowance(options.site);
    this.origin = `http://${options.host}`;
  }

  /** The whole crawl: HTTP from / and /sitemap.xml, then the hydrated pages in Chromium, until nothing new turns up. */
  async run(browser: Browser): Promise<CrawlReport> {
    const started = Date.now();
    const root = new URL('/', this.origin);
    this.discover('/', root, { page: '(start)', kind: 'start', text: '' });
    this.discover('/sitemap.xml', root, { page: '(start)', kind: 'start', text: '' });
    await this.crawl();
    const httpBefore = this.httpMs;
    const browserStarted = Date.now();
    await this.browserPass(browser);
    // The HTTP crawls the browser pass ran in between are counted as HTTP.
    this.browserMs = Date.now() - browserStarted - (this.httpMs - httpBefore);
    return this.report(Date.now() - started);
  }

  /** Records a link found on `base`; a new internal URL is queued unless its shape is full. `force`: redirect and canonical targets, which must be judged. */
  discover(href: string, base: URL, source: LinkSource, force = false): void {
    const trimmed = href.trim();
    // An empty href or a bare #fragment is the page itself.
    if (trimmed === '' || trimmed.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(trimmed, base);
    } catch {
      this.badLinks.push({ url: trimmed, problem: 'not a URL', sources: [source], sourceCount: 1 });
      return;
    }
    url.hash = '';
    if (url.protocol === 'tel:' || url.protocol === 'mailto:') return;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      this.badLinks.push({ url: trimmed, problem: `${url.protocol} link`, sources: [source], sourceCount: 1 });
      return;
    }
    if (!this.isInternal(url)) {
      this.noteExternal(url, source);
      return;
    }
    // issue 11: a GET form is checked as its action with no query.
    if (source.kind === 'form') url.search = '';
    const key = `${url.pathname}${url.search}`;
    // Links read from a response; the browser's and redirects are counted apart.
    if (source.kind !== 'start' && source.kind !== 'hydrated' && source.kind !== 'redirect') this.internalLinks += 1;
    const known = this.records.get(key);
    if (known) {
      known.sourceCount += 1;
      if (known.sources.length < MAX_SOURCES && !known.sources.some((s) => s.page === source.page)) known.sources.push(source);
      if (source.kind !== 'start') known.optional = false;
      return;
    }
    if (this.skipped.has(key)) {
      if (!force) return;
      // A redirect or canonical target is judged even when its shape is full: no longer sampled out.
      this.skipped.delete(key);
      const shape = shapeOf(new URL(key, this.origin), this.options.carTokens).shape;
      this.sampledOut.set(shape, (this.sampledOut.get(shape) ?? 1) - 1);
    }
    const target = new URL(key, this.origin);
    const shape = shapeOf(target, this.options.carTokens);
    const count = this.shapeCounts.get(shape.shape) ?? 0;
    if (count >= shape.cap && !force) {
      this.skipped.add(key);
      this.sampledOut.set(shape.shape, (this.sampledOut.get(shape.shape) ?? 0) + 1);
      return;
    }
    if (this.records.size >= (this.options.maxUrls ?? 1_500)) {
      this.overflow = true;
      return;
    }
    this.shapeCounts.set(shape.shape, count + 1);
    const record: UrlRecord = {
      key,
      url: target,
      shape,
      sources: [source],
      sourceCount: 1,
      optional: source.kind === 'start' && key === '/sitemap.xml',
      page: false,
      template: null,
      ms: 0,
    };
    this.records.set(key, record);
    this.pending.push(record);
  }

  private noteExternal(url: URL, source: LinkSource): void {
    const href = url.href;
    const known = this.externals.get(href);
    if (known) {
      known.sourceCount += 1;
      if (known.sources.length < MAX_SOURCES && !known.sources.some((s) => s.page === source.page)) known.sources.push(source);
      return;
    }
    this.externals.set(href, { url: href, allowed: this.isAllowedExternal(url), sources: [source], sourceCount: 1 });
  }

  /** Fetches the queue level by level (breadth first), reading each answer's links in discovery order. */
  private async crawl(): Promise<void> {
    const started = Date.now();
    while (this.pending.length > 0) {
      const level = this.pending;
      this.pending = [];
      await eachLimited(level, this.options.concurrency ?? 4, async (record) => {
        const sent = Date.now();
        record.answer = await httpGet(this.options.agent, this.options.port, this.options.host, record.key);
        record.ms = Date.now() - sent;
      });
      for (const record of level) this.follow(record);
    }
    this.httpMs += Date.now() - started;
  }

  private follow(record: UrlRecord): void {
    const answer = record.answer;
    if (!answer) return;
    if (REDIRECT.has(answer.status) && answer.location) {
      this.discover(answer.location, record.url, { page: record.key, kind: 'redirect', text: `${answer.status} Location` }, true);
      return;
    }
    if (answer.status !== 200 || answer.body === undefined) return;
    const xml = /xml/i.test(answer.contentType) && !/html/i.test(answer.contentType);
    record.page = !xml;
    if (!xml) record.template = templateOf(answer.body);
    for (const link of extractLinks(answer.body, xml)) {
      this.discover(link.href, record.url, { page: record.key, kind: link.kind, text: link.text }, link.kind === 'canonical');
    }
    // The links are read; the body is not needed any more.
    record.answer = { ...answer, body: undefined };
  }

  /** The end of a URL's redirects: ok when it reaches 200 (or an allowed external URL) within 5 hops. */
  private outcome(record: UrlRecord): { ok: boolean; trail: string } {
    const trail: string[] = [];
    let current: UrlRecord | undefined = record;
    for (let hop = 0; current; hop++) {
      const answer = current.answer;
      if (!answer) return { ok: false, trail: [...trail, 'not fetched'].join(' → ') };
      if (answer.status === 200) return { ok: true, trail: [...trail, '200'].join(' → ') };
      const status = answer.status === 0 ? `no answer (${answer.error ?? 'error'})` : String(answer.status);
      if (!REDIRECT.has(answer.status) || !answer.location) return { ok: false, trail: [...trail, status].join(' → ') };
      if (hop >= MAX_REDIRECTS) return { ok: false, trail: [...trail, `${status}: more than ${MAX_REDIRECTS} redirects`].join(' → ') };
      const next = new URL(answer.location, current.url);
      next.hash = '';
      if (!this.isInternal(next)) {
        const allowed = this.isAllowedExternal(next);
        return { ok: allowed, trail: [...trail, status, `${next.href}${allowed ? '' : ' (an external URL the site does not configure)'}`].join(' → ') };
      }
      const key = `${next.pathname}${next.search}`;
      trail.push(status, key);
      current = this.records.get(key);
    }
    return { ok: false, trail: [...trail, 'not fetched'].join(' → ') };
  }

  // -------------------------------------------------------------------------------------------
  // Links rendered only after hydration
  // -------------------------------------------------------------------------------------------

  /** The page type of a crawled page for the browser pass: its template, else its shape (every listing one type). */
  private static pageType(record: UrlRecord): string {
    return record.template ?? (record.shape.listing ? 'search listing' : record.shape.shape);
  }

  /**
   * Opens one page of each type in Chromium (home, a search page, a vehicle page first, then the
   * rest in discovery order, at most `browserPages`), two at a time, opens every menu, and
   * queues the internal links found only there; newly found page types get their visit in the
   * next round. The home page is opened once more on a phone, with the burger drawer and its
   * groups open. Links are queued in visit order whatever order the visits end in, so the
   * sample stays the same from run to run.
   */
  private async browserPass(browser: Browser): Promise<void> {
    const budget = this.options.browserPages ?? 15;
    const visitedTypes = new Set<string>();
    const desktop = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU' });
    const phone = await browser.newContext({ viewport: PHONE, locale: 'en-AU', isMobile: true, hasTouch: true });
    try {
      const tabs = [await desktop.newPage(), await desktop.newPage()];
      const phoneTab = await phone.newPage();
      for (let round = 0; round < 4; round++) {
        const candidates = this.unvisitedTypes(visitedTypes);
        const chosen = candidates.slice(0, Math.max(0, budget - this.browserPages.length));
        const visits = chosen.map((record) => ({ key: record.key, phone: false }));
        if (round === 0) visits.push({ key: '/', phone: true });
        if (visits.length === 0) break;
        for (const record of chosen) {
          visitedTypes.add(SiteCrawler.pageType(record));
          this.browserPages.push(record.key);
        }
        if (round === 0) this.phonePages.push('/');
        const found: FoundAnchor[][] = visits.map(() => []);
        let next = 0;
        await Promise.all(
          tabs.map(async (tab) => {
            while (next < visits.length) {
              const index = next++;
              const visit = visits[index] as { key: string; phone: boolean };
              found[index] = await this.visit(visit.phone ? phoneTab : tab, visit.key, visit.phone);
            }
          }),
        );
        const before = this.records.size;
        visits.forEach((visit, index) => {
          for (const anchor of found[index] ?? []) this.discover(anchor.href, new URL(anchor.base), { page: visit.key, kind: 'hydrated', text: anchor.text });
        });
        this.newInBrowser += this.records.size - before;
        await this.crawl();
        if (chosen.length < candidates.length) break;
      }
      this.notOpened = this.unvisitedTypes(visitedTypes).map((record) => record.key);
    } finally {
      await desktop.close();
      await phone.close();
    }
  }

  private unvisitedTypes(visited: ReadonlySet<string>): UrlRecord[] {
    const firstOfType = new Map<string, UrlRecord>();
    for (const record of this.records.values()) {
      const type = SiteCrawler.pageType(record);
      if (!record.page || visited.has(type) || firstOfType.has(type)) continue;
      firstOfType.set(type, record);
    }
    const priority = (record: UrlRecord) => {
      if (record.key === '/') return 0;
      if (record.template === 'search' || (record.template === null && record.shape.listing)) return 1;
      if (record.template === 'vehicle' || record.shape.shape === '/cars/{car}') return 2;
      return 3;
    };
    // Array.prototype.sort is stable: the rest keep discovery order.
    return [...firstOfType.values()].sort((a, b) => priority(a) - priority(b));
  }

  /** The links of a hydrated page, its menus opened one by one; a problem is recorded, not thrown. */
  private async visit(page: Page, key: string, phone: boolean): Promise<FoundAnchor[]> {
    const found: FoundAnchor[] = [];
    if (this.buildChanged) return found;
    const collect = async () => {
      const base = page.url();
      const anchors = await page.$$eval('a[href], area[href]', (elements) =>
        elements.map((el) => ({ href: el.getAttribute('href') ?? '', text: el.getAttribute('aria-label') || el.textContent || '' })),
      );
      for (const anchor of anchors) found.push({ href: anchor.href, base, text: tidy(anchor.text) });
    };
    // A script of the build answering 404 means dist/ was rebuilt under the running server (another
    // process ran `npm run build`): no page can hydrate any more, so say so at once instead of
    // waiting out the hydration timeout on every page.
    let assetMissing: (url: string) => void = () => undefined;
    const missing = new Promise<string>((resolve) => (assetMissing = resolve));
    const onResponse = (response: Response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) assetMissing(response.url());
    };
    page.on('response', onResponse);
    try {
      await page.goto(new URL(key, this.origin).href, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      const hydrated = waitForHydration(page).then(() => null);
      hydrated.catch(() => undefined);
      const lost = await Promise.race([hydrated, missing]);
      if (lost !== null) {
        this.buildChanged = true;
        throw new Error(`${new URL(lost).pathname} answers 404: the UI build changed under the running server (dist/ rebuilt meanwhile?)`);
      }
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await collect();
      if (phone) {
        // The burger (spec 2 §2: the drawer below the xl breakpoint); then every group inside the drawer.
        await this.openEach(page, 'burger', 'header [aria-expanded="false"], header [aria-haspopup]', collect, false, new Set());
        await page.getByRole('dialog').first().waitFor({ timeout: 5_000 });
        await this.openEach(page, 'drawer', '[role="dialog"] [aria-expanded="false"]', collect, false, new Set());
      } else {
        const menus = 'header [aria-haspopup], header [aria-expanded="false"], nav [aria-haspopup], nav [aria-expanded="false"]';
        await this.openEach(page, 'menu', menus, collect, true, this.openedMenus);
      }
    } catch (error) {
      this.browserProblems.push(`${phone ? 'phone ' : ''}${key}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      page.off('response', onResponse);
    }
    return found;
  }

  /**
   * Clicks each visible element the selector finds, collecting links while it is open. The
   * elements are marked first (`tag`), as opening one changes the others' aria-expanded.
   * `done` holds the signatures (landmark, label) of the menus already opened on this site:
   * the header's dropdowns are the same on every page (the site's navigation, spec 2 §2), so
   * each is opened on the first page that shows it, which saves most of the browser pass's
   * time; a menu of a page's own (another label or landmark) is still opened where it is.
   */
  private async openEach(page: Page, tag: string, selector: string, collect: () => Promise<void>, closeAfter: boolean, done: Set<string>): Promise<void> {
    // Where the page is once hydrated (it may have normalised its own URL).
    const here = page.url();
    const mark = () =>
      page.evaluate(
        ([sel, prefix]) => {
          const found = [...document.querySelectorAll(sel)];
          found.forEach((el, i) => el.setAttribute('data-link-crawler', `${prefix}-${i}`));
          return found.map((el) => {
            const landmark = el.closest('header') ? 'header' : `nav ${el.closest('nav')?.getAttribute('aria-label') ?? ''}`;
            return `${landmark}|${el.getAttribute('aria-label') ?? ''}|${(el.textContent ?? '').trim()}`;
          });
        },
        [selector, tag] as const,
      );
    const signatures = await mark();
    for (let i = 0; i < signatures.length; i++) {
      const signature = signatures[i] ?? '';
      if (done.has(signature)) continue;
      const trigger = page.locator(`[data-link-crawler="${tag}-${i}"]`);
      if (!(await trigger.isVisible().catch(() => false))) continue;
      done.add(signature);
      const expanded = () => trigger.getAttribute('aria-expanded', { timeout: 1_000 }).catch(() => null);
      // Open once aria-expanded leaves "false" (a popup without the attribute: at once).
      const isOpen = async (withinMs: number) => {
        for (let waited = 0; ; waited += 50) {
          if ((await expanded()) !== 'false') return true;
          if (waited >= withinMs) return false;
          await page.waitForTimeout(50);
        }
      };
      // A click event without moving the mouse: a Mantine click-hover menu would otherwise open on
      // the hover and close on the click, and a drawer still sliding in fails the click's
      // stability check. A real click is the fallback.
      await trigger.dispatchEvent('click').catch(() => undefined);
      if (!(await isOpen(500))) {
        await trigger.click({ timeout: 2_000 }).catch(() => undefined);
        await isOpen(1_000);
      }
      // The dropdown mounts as it opens; a frame or two to render its items.
      await page.waitForTimeout(100);
      await collect();
      if (page.url() !== here) {
        // The trigger was a link after all: back to the page under test, marked afresh.
        await page.goto(here, { waitUntil: 'load', timeout: 30_000 });
        await waitForHydration(page);
        await mark();
        continue;
      }
      if (closeAfter) {
        await page.keyboard.press('Escape');
        await page.mouse.move(0, 0);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // The report
  // -------------------------------------------------------------------------------------------

  private msByShape(): [string, number, number][] {
    const byShape = new Map<string, [string, number, number]>();
    for (const record of this.records.values()) {
      const shape = record.shape.cap === Number.POSITIVE_INFINITY ? 'other pages' : record.shape.shape;
      const entry = byShape.get(shape) ?? [shape, 0, 0];
      entry[1] += record.ms;
      entry[2] += 1;
      byShape.set(shape, entry);
    }
    return [...byShape.values()].sort((a, b) => b[1] - a[1]);
  }

  private report(ms: number): CrawlReport {
    const dead: DeadLink[] = [];
    const waiting = new Map<AllowListEntry, DeadLink[]>();
    const sitemap = this.records.get('/sitemap.xml');
    for (const record of this.records.values()) {
      const { ok, trail } = this.outcome(record);
      let problem: string | null = ok ? null : trail;
      // issue 11: a canonical link must answer 200 itself, not redirect.
      if (problem === null && record.answer?.status !== 200 && record.sources.some((s) => s.kind === 'canonical')) {
        problem = `canonical answers ${trail}`;
      }
      if (problem === null) continue;
      if (record.optional) continue;
      const link: DeadLink = { url: record.key, problem, sources: record.sources, sourceCount: record.sourceCount };
      const entry = allowListEntryOf(record.key, this.options.allowList);
      if (entry) waiting.set(entry, [...(waiting.get(entry) ?? []), link]);
      else dead.push(link);
    }
    if (this.overflow) {
      dead.push({
        url: '(crawl)',
        problem: `stopped at ${this.options.maxUrls ?? 1_500} URLs: an unbounded link space (a missing shape cap?)`,
        sources: [],
        sourceCount: 0,
      });
    }
    return {
      site: this.options.site.slug,
      urlsChecked: [...this.records.values()].filter((r) => r.answer).length,
      pagesCrawled: [...this.records.values()].filter((r) => r.page).length,
      internalLinks: this.internalLinks,
      dead,
      waiting,
      externals: [...this.externals.values()],
      badLinks: this.badLinks,
      sampledOut: this.sampledOut,
      sitemap: {
        status: sitemap?.answer?.status ?? 0,
        urls: [...this.records.values()].filter((r) => r.sources.some((s) => s.kind === 'sitemap')).length,
      },
      browser: { pages: this.browserPages, phone: this.phonePages, notOpened: this.notOpened, newUrls: this.newInBrowser, problems: this.browserProblems },
      ms,
      httpMs: this.httpMs,
      browserMs: this.browserMs,
      msByShape: this.msByShape(),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a report
// ---------------------------------------------------------------------------------------------

function sourcesOf(link: { sources: readonly LinkSource[]; sourceCount: number }): string {
  const shown = link.sources.map((s) => `${s.page}${s.kind === 'a' ? '' : ` [${s.kind}]`}${s.text ? ` "${s.text}"` : ''}`);
  const more = link.sourceCount - link.sources.length;
  return `found on ${shown.join(', ')}${more > 0 ? ` (+${more} more links)` : ''}`;
}

/** One line per failing link, each naming where it was found: the assertion's message. */
export function failuresOf(report: CrawlReport): string[] {
  return [
    ...report.dead.map((d) => `dead ${d.url}: ${d.problem}; ${sourcesOf(d)}`),
    ...report.badLinks.map((d) => `bad link ${d.url}: ${d.problem}; ${sourcesOf(d)}`),
    ...report.externals.filter((e) => !e.allowed).map((e) => `external link not in the site configuration ${e.url}; ${sourcesOf(e)}`),
    // A page that does not hydrate hides the links React renders: the crawl could not look.
    ...report.browser.problems.map((p) => `browser ${p}`),
  ];
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Distinct external URLs per host. */
function externalHosts(report: CrawlReport): Map<string, number> {
  const hosts = new Map<string, number>();
  for (const e of report.externals) {
    const host = new URL(e.url).host;
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  return hosts;
}

/** The printed per-site report (issue 11: pages crawled, links checked, dead, waiting, external). */
export function formatReport(report: CrawlReport): string {
  const waitingCount = [...report.waiting.values()].reduce((n, links) => n + links.length, 0);
  const lines = [
    `link crawl ${report.site}: ${report.pagesCrawled} pages crawled, ${report.urlsChecked} internal URLs checked (${report.internalLinks} internal links), ` +
      `${report.externals.length} external URLs checked, ${report.dead.length} dead (failing), ${waitingCount} waiting (allow-listed); ` +
      `${seconds(report.ms)} (HTTP ${seconds(report.httpMs)}, browser ${seconds(report.browserMs)})`,
    `  sitemap.xml: ${report.sitemap.status === 200 ? `200, ${report.sitemap.urls} URLs listed` : `answers ${report.sitemap.status} (skipped)`}`,
    `  browser: ${report.browser.newUrls} URLs found only after hydration; opened ${report.browser.pages.join(' ')} on a desktop, ${report.browser.phone.join(' ')} on a phone` +
      (report.browser.notOpened.length > 0 ? `; over the budget, not opened: ${report.browser.notOpened.join(' ')}` : ''),
    `  external: ${[...externalHosts(report)].map(([host, n]) => `${host} ${n}`).join(', ') || 'none'}`,
    `  answer time by shape: ${report.msByShape
      .slice(0, 6)
      .map(([shape, ms, n]) => `${shape} ${seconds(ms)}/${n}`)
      .join(', ')}`,
    ...(report.sampledOut.size > 0 ? [`  sampled out: ${[...report.sampledOut].map(([shape, n]) => `${shape} ${n}`).join(', ')}`] : []),
    ...report.browser.problems.map((p) => `  browser problem: ${p}`),
  ];
  if (report.dead.length > 0 || report.badLinks.length > 0) {
    lines.push('  dead (failing):');
    for (const d of [...report.dead, ...report.badLinks]) lines.push(`    ${d.url}: ${d.problem}; ${sourcesOf(d)}`);
  }
  for (const [entry, links] of report.waiting) {
    lines.push(`  waiting for ${entry.waitsFor} (${String(entry.path)}): ${links.length}`);
    for (const d of links.slice(0, 5)) lines.push(`    ${d.url}: ${d.problem}; ${sourcesOf(d)}`);
    if (links.length > 5) lines.push(`    … and ${links.length - 5} more`);
  }
  const external = report.externals.filter((e) => !e.allowed);
  if (external.length > 0) {
    lines.push('  external links not in the site configuration (failing):');
    for (const e of external) lines.push(`    ${e.url}; ${sourcesOf(e)}`);
  }
  return lines.join('\n');
}
