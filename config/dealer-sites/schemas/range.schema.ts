/** issue 11: a site's model range (domain/models), validated at start-up. */
import { z } from 'zod';
import { RANGE_BODIES, type Manufacturer, type Model, type SiteRange } from '../../../domain/models/model-range';
import { internalPath, linkOrUrl, slug, text } from './primitives';

const body = z.enum(RANGE_BODIES);

export const manufacturerSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  slug,
  logo: linkOrUrl.nullable(),
}) satisfies z.ZodType<Manufacturer>;

export const modelSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  slug,
  new_slug: slug.nullable(),
  override_url: internalPath.nullable(),
  manufacturer_name: text,
  manufacturer_body: body,
  manufacturer_body2: body.nullable(),
  manufacturer_body3: body.nullable(),
  image: linkOrUrl,
  image2: linkOrUrl.nullable(),
  short_description: text,
  from_price: z.number().positive().nullable(),
  status: z.enum(['new', 'coming_soon']).nullable(),
}) satisfies z.ZodType<Model>;

export const siteRangeSchema = z
  .strictObject({ manufacturers: z.array(manufacturerSchema), models: z.array(modelSchema) })
  .superRefine((range, ctx) => {
    const names = new Set(range.manufacturers.map((m) => m.name));
    range.models.forEach((m, i) => {
      if (!names.has(m.manufacturer_name)) ctx.addIssue({ code: 'custom', path: ['models', i, 'manufacturer_name'], message: `no manufacturer "${m.manufacturer_name}" in the range` });
    });
    const seen = new Set<string>();
    range.models.forEach((m, i) => {
      if (seen.has(m.slug)) ctx.addIssue({ code: 'custom', path: ['models', i, 'slug'], message: `duplicate model slug "${m.slug}"` });
      seen.add(m.slug);
    });
  }) satisfies z.ZodType<SiteRange>;
