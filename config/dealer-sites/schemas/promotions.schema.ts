/** issue 11: a site's promotions, reviews and widgets (domain/promotions), validated at start-up. */
import { z } from 'zod';
import type { SitePromotions, SiteReviews, SiteWidgets } from '../../../domain/promotions/promotions';
import { isoDateOrDateTime, linkOrUrl, text } from './primitives';

export const sitePromotionsSchema = z.strictObject({
  popup: z
    .strictObject({
      id: text,
      title: text,
      text,
      image: linkOrUrl.nullable(),
      link_label: text,
      link_url: linkOrUrl,
      starts_at: isoDateOrDateTime.nullable(),
      expires_at: isoDateOrDateTime.nullable(),
    })
    .nullable(),
  banner: z
    .strictObject({
      id: text,
      text,
      link_label: text.nullable(),
      link_url: linkOrUrl.nullable(),
      starts_at: isoDateOrDateTime,
      expires_at: isoDateOrDateTime,
    })
    .nullable(),
  slides: z.array(
    z.strictObject({ id: z.number().int().positive(), name: text, description: z.string(), url: linkOrUrl, hide_overlay: z.boolean(), image: linkOrUrl }),
  ),
  tiles: z.array(
    z.strictObject({
      id: text,
      title: text,
      text,
      url: linkOrUrl,
      link_label: text,
      image: linkOrUrl.nullable(),
      positions: z.array(z.number().int().positive()).min(1),
      starts_at: isoDateOrDateTime.nullable(),
      expires_at: isoDateOrDateTime.nullable(),
    }),
  ),
}) satisfies z.ZodType<SitePromotions>;

export const siteReviewsSchema = z.strictObject({
  hidden: z.boolean(),
  min_rating: z.number().min(0).max(5),
  summary: z
    .strictObject({ average_rating: z.string().regex(/^[0-5](?:\.\d+)?$/, 'must be a rating such as "4.7"'), count: z.number().int().min(0) })
    .nullable(),
  items: z.array(z.strictObject({ id: z.number().int().positive(), customer_name: text, text, rating: z.number().min(1).max(5), review_date: z.iso.date() })),
}) satisfies z.ZodType<SiteReviews>;

export const siteWidgetsSchema = z.strictObject({ sales_counter: z.boolean(), accepted_payments: z.boolean() }) satisfies z.ZodType<SiteWidgets>;
