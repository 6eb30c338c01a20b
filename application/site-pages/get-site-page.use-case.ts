/**
 * The site's own pages by path (issue 11): a content page (terms, warranty, FAQs, …), a
 * model of the range at /{model slug} or its override URL, a manufacturer's /{brand}/overview,
 * or a redirect to the page's canonical path. One lookup for every path no fixed route claims
 * (ui/app/routes.tsx's catch-all), so a dealer adds a page with configuration alone.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { resolveRangePath, type Manufacturer, type Model } from '../../domain/models/model-range';
import { fillPlaceholders, resolveContentPath, type ContentPageForm } from '../../domain/site-content/site-content';
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

export interface PageRedirect {
  readonly kind: 'redirect';
  readonly location: string;
}

export type SitePage = RenderedContentPage | ModelPageData | BrandPageData | PageRedirect;

/** Longest path a page of the site can have; anything longer is not one of them. */
const MAX_PATH = 200;

export class GetSitePage implements UseCase<{ readonly site: DealerSite; readonly path: string }, PageNotFound, SitePage> {
  constructor(private readonly deps: { readonly markdown: MarkdownRenderer }) {}

  execute({ site, path }: { readonly site: DealerSite; readonly path: string }): TaskEither<PageNotFound, SitePage> {
    const page = path.length <= MAX_PATH && path.startsWith('/') && !path.startsWith('//') ? this.#resolve(site, path) : null;
    return page ? TE.right(page) : TE.left(pageNotFound(path.slice(0, MAX_PATH)));
  }

  #resolve(site: DealerSite, path: string): SitePage | null {
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
}

