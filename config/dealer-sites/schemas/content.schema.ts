/** issue 11: a site's content pages and blog (domain/site-content), validated at start-up. */
import { z } from 'zod';
import type { BlogArticle, ContentPage, SiteContent } from '../../../domain/site-content/site-content';
import { isoDateOrDateTime, linkOrUrl, slug, text } from './primitives';

export const contentPageSchema = z.strictObject({
  title: text,
  summary: text,
  body: text,
  pages_path: z.boolean(),
  faqs: z.array(z.strictObject({ question: text, answer: text })).optional(),
  form: z.enum(['parts-enquiry', 'general-enquiry']).nullable().optional(),
  actions: z.array(z.strictObject({ label: text, href: linkOrUrl })).optional(),
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

export const siteContentSchema = z.strictObject({
  pages: z.record(slug, contentPageSchema.nullable()),
  blog: z.array(blogArticleSchema),
}) satisfies z.ZodType<SiteContent>;
