/**
 * A dealer site's own pages (issue 11; spec 2 §2 routes: terms, privacy, warranty, roadside
 * assist, fleet, careers, FAQs, buying, value-my-car terms, finance and insurance, …; spec 1 §2
 * informational pages; spec 1 §1 the group site's pages). Each page is data in the site's
 * configuration — a title, a summary and a Markdown body — so a dealer changes its words
 * without code. The shared default (config/dealer-sites/default-content.ts) gives every site
 * the common pages; a site overrides a page by its slug, adds its own, or switches one off
 * with `null` (a switched-off page answers the site's 404 page and nothing links to it).
 */
import type { DealerSite } from '../dealer-site/dealer-site';
import { formatDollars } from '../vehicle/money';

/** A question and its answer, shown as an accordion under the page's body (spec 2 §4 FAQ panel). */
export interface ContentFaq {
  question: string;
  /** Markdown. */
  answer: string;
}

/** What a page offers below its body. */
export type ContentPageForm = 'parts-enquiry' | 'general-enquiry';

/**
 * The lead category each page form sends (spec 2 §2 "Form category options come from a list
 * of enquiry categories"): a parts enquiry is its own category, so the dealer's parts desk can
 * route it like any lead.
 */
export const CONTENT_FORM_CATEGORY: Readonly<Record<ContentPageForm, string>> = {
  'parts-enquiry': 'Parts Enquiry',
  'general-enquiry': 'General Enquiry',
};

/** Site data a page shows beside its words: 'locations' lists the site's locations (spec 1 §2 /dealer-locator). */
export type ContentPageWidget = 'locations';

export interface ContentPage {
  title: string;
  /** One or two sentences: the page's lead paragraph and its meta description. */
  summary: string;
  /** Markdown; `{{name}}`, `{{phone}}`, `{{email}}`, `{{address}}`, `{{suburb}}`, `{{state}}` are filled from the site. */
  body: string;
  /**
   * spec 2 §2: some pages live under `/pages/` ('/pages/faqs', '/pages/value-my-car-terms-and-conditions
   * (or without /pages/)'); for these the site's `use_pages_path` decides the prefix. Others
   * ('/terms-and-conditions', '/warranty', …) are always at the root.
   */
  pages_path: boolean;
  faqs?: ContentFaq[];
  form?: ContentPageForm | null;
  /** Links shown as buttons under the body (internal paths, or the site's configured URLs). */
  actions?: { label: string; href: string }[];
  /** Site data shown under the body. */
  widget?: ContentPageWidget | null;
  /**
   * Other site paths that name this page and redirect (301) to it, e.g. spec 2 §2 lists
   * '/parts/search', '/vehicle-parts-and-accessories' and '/accessories' for one parts page.
   */
  redirect_from?: string[];
}

/** spec 2 §2 blog card: href, heading, image, description, date; the article's own page. */
export interface BlogArticle {
  slug: string;
  heading: string;
  /** Image URL (the site's own media). */
  image: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Markdown. */
  body: string;
  author?: string;
}

export interface SiteContent {
  /** By slug (the page's path without a prefix); `null` switches a default page off. */
  pages: Record<string, ContentPage | null>;
  /** The vehicle reviews of `/blog/vehicle-reviews`, newest first when shown. */
  blog: BlogArticle[];
}

/** The blog listing's path (spec 2 §2 routes: /blog/vehicle-reviews). */
export const BLOG_PATH = '/blog/vehicle-reviews';

export const blogArticlePath = (article: Pick<BlogArticle, 'slug'>): string => `${BLOG_PATH}/${article.slug}`;

/** The pages a site has (switched-off ones left out), by slug. */
export function contentPagesOf(site: Pick<DealerSite, 'content'>): [slug: string, page: ContentPage][] {
  return Object.entries(site.content.pages).filter((entry): entry is [string, ContentPage] => entry[1] !== null);
}

/** The canonical path of page `slug` on this site (spec 2 §2: use_pages_path decides `/pages/` prefixes). */
export function contentPagePath(site: Pick<DealerSite, 'use_pages_path'>, slug: string, page: Pick<ContentPage, 'pages_path'>): string {
  return page.pages_path && site.use_pages_path ? `/pages/${slug}` : `/${slug}`;
}

/** Every content page's canonical path on this site. */
export function contentPagePaths(site: Pick<DealerSite, 'content' | 'use_pages_path'>): string[] {
  return contentPagesOf(site).map(([slug, page]) => contentPagePath(site, slug, page));
}

export type ContentPathMatch =
  | { readonly kind: 'page'; readonly slug: string; readonly page: ContentPage }
  /** The page exists at another path (with or without `/pages/`): a permanent redirect there. */
  | { readonly kind: 'redirect'; readonly location: string };

/**
 * Which content page `pathname` names on this site. Choice (spec 2 §2 "/pages/value-my-car-terms-and-conditions
 * (or without /pages/)"): a prefixable page answers at its canonical path and the other form
 * redirects there (301), so old links keep working and search engines see one URL.
 */
export function resolveContentPath(site: Pick<DealerSite, 'content' | 'use_pages_path'>, pathname: string): ContentPathMatch | null {
  const alias = aliasTarget(site, pathname);
  if (alias) return { kind: 'redirect', location: alias };
  const match = /^\/(?:(pages)\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  if (!match) return null;
  const slug = match[2] as string;
  const page = site.content.pages[slug];
  if (!page || !Object.hasOwn(site.content.pages, slug)) return null;
  const canonical = contentPagePath(site, slug, page);
  if (canonical === pathname) return { kind: 'page', slug, page };
  // '/pages/warranty' for a root-only page is not a path the site ever had: not found.
  if (match[1] === 'pages' && !page.pages_path) return null;
  return { kind: 'redirect', location: canonical };
}

/** The canonical path of the page that lists `pathname` (with or without a trailing slash) in its `redirect_from`. */
function aliasTarget(site: Pick<DealerSite, 'content' | 'use_pages_path'>, pathname: string): string | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const [slug, page] of contentPagesOf(site)) {
    if (page.redirect_from?.includes(bare)) return contentPagePath(site, slug, page);
  }
  return null;
}

/** What fillPlaceholders reads of a site; the optional parts fill only the placeholders that need them. */
export type PlaceholderSite = Pick<DealerSite, 'name' | 'phone' | 'email' | 'address'> &
  Partial<Pick<DealerSite, 'reserve_deposit' | 'content' | 'use_pages_path'>>;

/**
 * The site facts a page's Markdown may name (`{{name}}` …), so copy is written once for every
 * dealer. `{{deposit}}` is the site's reserve-online deposit (spec 2 §9: $200 by default);
 * `{{path:slug}}` the canonical path of the site's content page `slug` (with or without
 * `/pages/`, by use_pages_path). A placeholder the site cannot fill — an unknown name, a
 * missing email, a page the site switched off — stays as written, so a test can find it.
 */
export function fillPlaceholders(text: string, site: PlaceholderSite): string {
  const values: Record<string, string> = {
    name: site.name,
    phone: site.phone,
    ...(site.email ? { email: site.email } : {}),
    address: `${site.address.street}, ${site.address.suburb} ${site.address.state} ${site.address.postcode}`,
    suburb: site.address.suburb,
    state: site.address.state,
    ...(site.reserve_deposit !== undefined ? { deposit: formatDollars(site.reserve_deposit) } : {}),
  };
  const pathOf = (slug: string): string | undefined => {
    const page = site.content && Object.hasOwn(site.content.pages, slug) ? site.content.pages[slug] : null;
    return page ? contentPagePath({ use_pages_path: site.use_pages_path ?? false }, slug, page) : undefined;
  };
  return text.replace(
    /\{\{\s*([a-z]+)(?::([a-z0-9]+(?:-[a-z0-9]+)*))?\s*\}\}/g,
    (whole, key: string, slug: string | undefined) => (slug === undefined ? values[key] : key === 'path' ? pathOf(slug) : undefined) ?? whole,
  );
}

/** The placeholders left in `text` after filling: what the site could not fill. */
export const unfilledPlaceholders = (text: string): string[] => [...text.matchAll(/\{\{[^}]*\}\}/g)].map((m) => m[0]);
