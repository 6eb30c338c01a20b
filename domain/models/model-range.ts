/**
 * The manufacturer model range (issue 11; spec 2 §2 'Models range', §3 Model and
 * Manufacturer, §9 model category rows): models and manufacturers are data of their own,
 * configured per site, not derived from stock.
 */
import type { DealerSite } from '../dealer-site/dealer-site';

/** spec 2 §2: the models dropdown's body categories, in this order. */
export const RANGE_BODIES = ['suvs', 'utes', 'cars', 'hybrids', 'sports'] as const;
export type RangeBody = (typeof RANGE_BODIES)[number];

/** spec 2 §3 Manufacturer: id, name, slug, logo url (many null — then a wordmark). */
export interface Manufacturer {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
}

/** spec 2 §3 Model. */
export interface Model {
  id: number;
  name: string;
  slug: string;
  new_slug: string | null;
  /** A page of the model's own elsewhere on the site (an internal path): the tile links there. */
  override_url: string | null;
  manufacturer_name: string;
  manufacturer_body: RangeBody;
  manufacturer_body2: RangeBody | null;
  manufacturer_body3: RangeBody | null;
  image: string;
  image2: string | null;
  short_description: string;
  /** Dollars; null: no from price published. */
  from_price: number | null;
  /** spec 2 §4: new or coming_soon; null for an established model. */
  status: 'new' | 'coming_soon' | null;
}

export interface SiteRange {
  manufacturers: Manufacturer[];
  models: Model[];
}

/** Whether the site shows a model range (/models, the Range menu). */
export const hasRange = (site: Pick<DealerSite, 'range'>): boolean => site.range.models.length > 0;

/** The body list of a model (spec 2 §3 'body list'): its first, second and third body, in order. */
export const modelBodies = (model: Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>): RangeBody[] =>
  [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter((b, i, all): b is RangeBody => b !== null && all.indexOf(b) === i);

/** A model's page: its override URL, else `/{new_slug or slug}` (spec 2 §2 routes: '/{model slug} or a model's override url'). */
export const modelPath = (model: Pick<Model, 'slug' | 'new_slug' | 'override_url'>): string =>
  model.override_url ?? `/${model.new_slug ?? model.slug}`;

/** A manufacturer's overview (spec 1 §2 routes: /{brand}/overview). */
export const brandOverviewPath = (manufacturer: Pick<Manufacturer, 'slug'>): string => `/${manufacturer.slug}/overview`;

export type RangePathMatch =
  | { readonly kind: 'model'; readonly model: Model }
  | { readonly kind: 'brand'; readonly manufacturer: Manufacturer }
  | { readonly kind: 'redirect'; readonly location: string };

/**
 * Which model or manufacturer page `pathname` names on this site: a model at its page path
 * (its old slug redirects to its new one), a manufacturer at /{slug}/overview.
 */
export function resolveRangePath(site: Pick<DealerSite, 'range'>, pathname: string): RangePathMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const model of site.range.models) {
    if (modelPath(model) === path) return { kind: 'model', model };
  }
  for (const model of site.range.models) {
    if (model.override_url === null && `/${model.slug}` === path) return { kind: 'redirect', location: modelPath(model) };
  }
  const brand = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/overview$/.exec(path);
  if (brand) {
    const manufacturer = site.range.manufacturers.find((m) => m.slug === brand[1]);
    if (manufacturer) return { kind: 'brand', manufacturer };
  }
  return null;
}
