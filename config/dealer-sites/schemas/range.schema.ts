/** issue 11: a site's model range (domain/models), validated at start-up. */
import { z } from 'zod';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { RANGE_BODIES, brandOverviewPath, modelPath, type Manufacturer, type Model, type SiteRange } from '../../../domain/models/model-range';
import { resolveContentPath } from '../../../domain/site-content/site-content';
import { internalPath, linkOrUrl, slug, text } from './primitives';

const body = z.enum(RANGE_BODIES);

/**
 * First path segments another route answers before the catch-all that serves model pages:
 * the UI's fixed routes (ui/app/routes.tsx), the range's and blog's own pages (GetSitePage),
 * and what the HTTP server answers itself (API, media, assets, logos, health, SEO files).
 * A model whose page sat under one of them could never be reached.
 */
export const CLAIMED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'search',
  'used-car',
  'special-offers',
  'cars',
  'finance',
  'contact',
  'contact-us',
  'finance-enquiry',
  'apply-for-finance',
  'book-test-drive',
  'sell-my-car',
  'trade-in',
  'success',
  'print',
  'about-us',
  'models',
  'brands',
  'blog',
  'api',
  'media',
  'assets',
  'logos',
  'healthz',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
]);

const firstSegment = (path: string): string => path.split(/[/?#]/)[1] ?? '';

export const manufacturerSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  slug,
  logo: linkOrUrl.nullable(),
}) satisfies z.ZodType<Manufacturer>;

export const modelSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: text,
    slug,
    new_slug: slug.nullable(),
    // A page of its own: a plain path (no query or fragment), at most two segments deep.
    override_url: internalPath
      .refine((p) => /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,2}$/.test(p), 'must be a lower-case path of one or two slugs, such as /kia/tasman')
      .nullable(),
    manufacturer_name: text,
    manufacturer_body: body,
    manufacturer_body2: body.nullable(),
    manufacturer_body3: body.nullable(),
    image: linkOrUrl,
    image2: linkOrUrl.nullable(),
    short_description: text,
    from_price: z.number().positive().nullable(),
    status: z.enum(['new', 'coming_soon']).nullable(),
  })
  .superRefine((m, ctx) => {
    if (m.new_slug !== null && m.new_slug === m.slug) ctx.addIssue({ code: 'custom', path: ['new_slug'], message: 'new_slug repeats slug: leave it null' });
    // spec 2 §3: a model has up to three bodies; listing one twice is a typo.
    const bodies = [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3].filter((b) => b !== null);
    if (new Set(bodies).size !== bodies.length) ctx.addIssue({ code: 'custom', path: ['manufacturer_body2'], message: 'a body is listed twice' });
    if (m.manufacturer_body2 === null && m.manufacturer_body3 !== null) {
      ctx.addIssue({ code: 'custom', path: ['manufacturer_body3'], message: 'manufacturer_body3 is set but manufacturer_body2 is not' });
    }
  }) satisfies z.ZodType<Model>;

export const siteRangeSchema = z.strictObject({ manufacturers: z.array(manufacturerSchema), models: z.array(modelSchema) }).superRefine((range, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const names = new Set(range.manufacturers.map((m) => m.name));
  range.models.forEach((m, i) => {
    if (!names.has(m.manufacturer_name)) issue(['models', i, 'manufacturer_name'], `no manufacturer "${m.manufacturer_name}" in the range`);
  });
  const seen = new Set<string>();
  range.models.forEach((m, i) => {
    if (seen.has(m.slug)) issue(['models', i, 'slug'], `duplicate model slug "${m.slug}"`);
    seen.add(m.slug);
  });
  const once = <T>(items: readonly T[], key: (item: T) => unknown, path: (i: number) => (string | number)[], what: string) => {
    const keys = new Set<unknown>();
    items.forEach((item, i) => {
      const k = key(item);
      if (keys.has(k)) issue(path(i), `duplicate ${what} ${JSON.stringify(k)}`);
      keys.add(k);
    });
  };
  once(
    range.manufacturers,
    (m) => m.id,
    (i) => ['manufacturers', i, 'id'],
    'manufacturer id',
  );
  once(
    range.manufacturers,
    (m) => m.slug,
    (i) => ['manufacturers', i, 'slug'],
    'manufacturer slug',
  );
  once(
    range.manufacturers,
    (m) => m.name,
    (i) => ['manufacturers', i, 'name'],
    'manufacturer name',
  );
  once(
    range.models,
    (m) => m.id,
    (i) => ['models', i, 'id'],
    'model id',
  );
  // Every manufacturer's overview lists models, and every range with models names its makes.
  range.manufacturers.forEach((m, i) => {
    if (!range.models.some((model) => model.manufacturer_name === m.name))
      issue(['manufacturers', i], `"${m.name}" has no models: its overview would be empty`);
  });
  // Each model page answers at one path of its own (resolveRangePath): not another model's, a brand overview, or a fixed route.
  const overviews = new Set(range.manufacturers.map(brandOverviewPath));
  const pages = new Map<string, number>();
  range.models.forEach((m, i) => {
    const path = modelPath(m);
    const field = m.override_url !== null ? 'override_url' : m.new_slug !== null ? 'new_slug' : 'slug';
    const other = pages.get(path);
    if (other !== undefined) issue(['models', i, field], `${path} is already the page of models[${other}]`);
    pages.set(path, i);
    if (overviews.has(path)) issue(['models', i, field], `${path} is a manufacturer overview`);
    if (CLAIMED_FIRST_SEGMENTS.has(firstSegment(path))) issue(['models', i, field], `${path} is under /${firstSegment(path)}, which another route answers`);
  });
  // An old slug redirects to the new one (resolveRangePath): it must not be another model's page.
  range.models.forEach((m, i) => {
    const old = `/${m.slug}`;
    if (m.override_url === null && m.new_slug !== null && pages.has(old))
      issue(['models', i, 'slug'], `the old address ${old} is the page of models[${pages.get(old)}]`);
  });
}) satisfies z.ZodType<SiteRange>;

/**
 * Collisions only the whole site shows: a model page at `/{slug}` that one of the site's
 * content pages answers first (GetSitePage resolves content before the range), so the model
 * page could never be seen. Choice: an override_url may name a content page on purpose — the
 * model's tiles then lead to that page (spec 2 §2 '/pages/mazda-bt-50-ute-centre').
 */
export function rangeContentCollisions(site: Pick<DealerSite, 'range' | 'content' | 'use_pages_path'>): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  site.range.models.forEach((m, i) => {
    if (m.override_url !== null) return;
    const path = modelPath(m);
    if (resolveContentPath(site, path) !== null) {
      issues.push({
        path: ['range', 'models', i, m.new_slug !== null ? 'new_slug' : 'slug'],
        message: `${path} is one of the site's content pages, which would hide the model's page`,
      });
    }
  });
  return issues;
}
