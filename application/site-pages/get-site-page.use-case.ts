/**
 * The site's own pages by path (issue 11): a content page (terms, warranty, FAQs, …), a
 * model of the range at /{model slug} or its override URL, a manufacturer's /{brand}/overview,
 * or a redirect to the page's canonical path. One lookup for every path no fixed route claims
 * (ui/app/routes.tsx's catch-all), so a dealer adds a page with configuration alone.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { hasRange, resolveRangePath, type Manufacturer, type Model } from '../../domain/models/model-range';
import {
  BLOG_PATH,
  fillPlaceholders,
  resolveContentPath,
  type BlogArticle,
  type ContentPageForm,
  type ContentPageWidget,
} from '../../domain/site-content/site-content';
import type { UseCase } from '../shared/use-case';
import type { MarkdownRenderer } from './markdown-renderer.port';

export interface PageNotFound {
  readonly code: 'PAGE.NOT_FOUND';
  readonly message: string;
}

export const pageNotFound = (path: string): PageNotFound => ({ code: 'PAGE.NOT_FOUND', message: `No page at ${path} on this site.` });

/** A content page ready to show: its Markdown rendered, the site's facts filled in. */
export interface RenderedContentPage {
  readonly kind: 'content';
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly html: string;
  readonly faqs: readonly { readonly question: string; readonly html: string }[];
  readonly form: ContentPageForm | null;
  readonly actions: readonly { readonly label: string; readonly href: string }[];
  /** Site data shown under the body ('locations': the site's locations). */
  readonly widget: ContentPageWidget | null;
}

export interface ModelPageData {
  readonly kind: 'model';
  readonly path: string;
  readonly model: Model;
  readonly manufacturer: Manufacturer | null;
}

export interface BrandPageData {
  readonly kind: 'brand';
  readonly path: string;
  readonly manufacturer: Manufacturer;
  readonly models: readonly Model[];
}

/** /models (spec 2 §2 'Explore Our Range'; /models?body={slug} filters in the page). */
export interface RangePageData {
  readonly kind: 'range';
  readonly path: string;
  readonly manufacturers: readonly Manufacturer[];
  readonly models: readonly Model[];
}

/** /brands (spec 1 §2): the manufacturers of a multi-make site. */
export interface BrandsPageData {
  readonly kind: 'brands';
  readonly path: string;
  readonly manufacturers: readonly { readonly manufacturer: Manufacturer; readonly models: number }[];
}

/** /blog/vehicle-reviews (spec 2 §2 routes, blog cards): the site's articles, newest first. */
export interface BlogPageData {
  readonly kind: 'blog';
  readonly path: string;
  readonly articles: readonly Omit<BlogArticle, 'body'>[];
}

/** One article of the blog, its Markdown rendered. */
export interface ArticlePageData {
  readonly kind: 'article';
  readonly path: string;
  readonly article: Omit<BlogArticle, 'body'>;
  readonly html: string;
}

export interface PageRedirect {
  readonly kind: 'redirect';
  readonly location: string;
}

export type SitePage = RenderedContentPage | ModelPageData | BrandPageData | RangePageData | BrandsPageData | BlogPageData | ArticlePageData | PageRedirect;

/** Longest path a page of the site can have; anything longer is not one of them. */
const MAX_PATH = 200;

export class GetSitePage implements UseCase<{ readonly site: DealerSite; readonly path: string }, PageNotFound, SitePage> {
  constructor(private readonly deps: { readonly markdown: MarkdownRenderer }) {}

  execute({ site, path }: { readonly site: DealerSite; readonly path: string }): TaskEither<PageNotFound, SitePage> {
    const page = path.length <= MAX_PATH && path.startsWith('/') && !path.startsWith('//') ? this.#resolve(site, path) : null;
    return page ? TE.right(page) : TE.left(pageNotFound(path.slice(0, MAX_PATH)));
  }

  #resolve(site: DealerSite, path: string): SitePage | null {
    const fixed = this.#fixed(site, path);
    if (fixed) return fixed;
    const content = resolveContentPath(site, path);
    if (content?.kind === 'redirect') return content;
    if (content?.kind === 'page') {
      const fill = (text: string) => fillPlaceholders(text, site);
      const { page } = content;
      return {
        kind: 'content',
        slug: content.slug,
        path,
        title: fill(page.title),
        summary: fill(page.summary),
        html: this.deps.markdown.toHtml(fill(page.body)),
        faqs: (page.faqs ?? []).map((faq) => ({ question: fill(faq.question), html: this.deps.markdown.toHtml(fill(faq.answer)) })),
        form: page.form ?? null,
        actions: page.actions ?? [],
        widget: page.widget ?? null,
      };
    }
    const range = resolveRangePath(site, path);
    if (range?.kind === 'redirect') return range;
    if (range?.kind === 'model') {
      const manufacturer = site.range.manufacturers.find((m) => m.name === range.model.manufacturer_name) ?? null;
      return { kind: 'model', path, model: range.model, manufacturer };
    }
    if (range?.kind === 'brand') {
      const models = site.range.models.filter((m) => m.manufacturer_name === range.manufacturer.name);
      return { kind: 'brand', path, manufacturer: range.manufacturer, models };
    }
    return null;
  }

  /** The pages at fixed paths that exist only when the site has their data. */
  #fixed(site: DealerSite, path: string): SitePage | null {
    const { manufacturers, models } = site.range;
    if (path === '/models' && hasRange(site)) return { kind: 'range', path, manufacturers, models };
    // A single-make site has no brands page: its range is the one make's.
    if (path === '/brands' && manufacturers.length > 1) {
      return {
        kind: 'brands',
        path,
        manufacturers: manufacturers.map((manufacturer) => ({ manufacturer, models: models.filter((m) => m.manufacturer_name === manufacturer.name).length })),
      };
    }
    const articles = [...site.content.blog].sort((a, b) => b.date.localeCompare(a.date));
    if (path === BLOG_PATH && articles.length > 0) return { kind: 'blog', path, articles: articles.map(({ body: _body, ...card }) => card) };
    if (path.startsWith(`${BLOG_PATH}/`)) {
      const article = articles.find((a) => `${BLOG_PATH}/${a.slug}` === path);
      if (article) {
        const { body, ...card } = article;
        return { kind: 'article', path, article: card, html: this.deps.markdown.toHtml(fillPlaceholders(body, site)) };
      }
    }
    return null;
  }
}
