/** issue 11: a site's content pages and blog (domain/site-content), validated at start-up. */
import { z } from 'zod';
import type { BlogArticle, ContentPage, SiteContent } from '../../../domain/site-content/site-content';
import { internalPath, isoDateOrDateTime, linkOrUrl, slug, text } from './primitives';

export const contentPageSchema = z.strictObject({
  title: text,
  summary: text,
  body: text,
  pages_path: z.boolean(),
  faqs: z.array(z.strictObject({ question: text, answer: text })).optional(),
  form: z.enum(['parts-enquiry', 'general-enquiry']).nullable().optional(),
  actions: z.array(z.strictObject({ label: text, href: linkOrUrl })).optional(),
  widget: z.enum(['locations']).nullable().optional(),
  redirect_from: z.array(internalPath).optional(),
}) satisfies z.ZodType<ContentPage>;

export const blogArticleSchema = z.strictObject({
  slug,
  heading: text,
  image: linkOrUrl,
  description: text,
  date: isoDateOrDateTime,
  body: text,
  author: text.optional(),
}) satisfies z.ZodType<BlogArticle>;

export const siteContentSchema = z
  .strictObject({
    pages: z.record(slug, contentPageSchema.nullable()),
    blog: z.array(blogArticleSchema),
  })
  .superRefine(({ pages }, ctx) => {
    // A redirect must lead away: never from a page's own path (either form), never from two pages.
    const own = new Set(Object.entries(pages).flatMap(([s, page]) => (page ? [`/${s}`, `/pages/${s}`] : [])));
    const seen = new Set<string>();
    for (const [s, page] of Object.entries(pages)) {
      for (const [i, from] of (page?.redirect_from ?? []).entries()) {
        if (own.has(from) || seen.has(from))
          ctx.addIssue({ code: 'custom', path: ['pages', s, 'redirect_from', i], message: `${from} is already a page of this site` });
        seen.add(from);
      }
    }
  }) satisfies z.ZodType<SiteContent>;
