/**
 * The manufacturer model range (issue 11; spec 2 §2 'Models range', §3 Model and
 * Manufacturer, §9 model category rows): models and manufacturers are data of their own,
 * configured per site, not derived from stock.
 */
import type { DealerSite, NavLink } from '../dealer-site/dealer-site';
import { formatDollars, isPositiveAmount } from '../vehicle/money';

/** spec 2 §2: the models dropdown's body categories, in this order. */
export const RANGE_BODIES = ['suvs', 'utes', 'cars', 'hybrids', 'sports'] as const;
export type RangeBody = (typeof RANGE_BODIES)[number];

/** How each body category reads on a button, a menu heading and a filter. */
export const RANGE_BODY_LABELS: Readonly<Record<RangeBody, string>> = {
  suvs: 'SUVs',
  utes: 'Utes',
  cars: 'Cars',
  hybrids: 'Hybrids',
  sports: 'Sports',
};

export const isRangeBody = (value: unknown): value is RangeBody => typeof value === 'string' && (RANGE_BODIES as readonly string[]).includes(value);

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
export const modelPath = (model: Pick<Model, 'slug' | 'new_slug' | 'override_url'>): string => model.override_url ?? `/${model.new_slug ?? model.slug}`;

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

/**
 * A model as tiles, menus and the home page show it: what PublicSite carries of each model
 * (application/dealer-site get-site), and what a page derives from a full Model.
 */
export interface ModelSummary {
  readonly name: string;
  readonly manufacturer_name: string;
  /** Its page (modelPath). */
  readonly path: string;
  /** Its body categories (modelBodies), first body first. */
  readonly bodies: readonly RangeBody[];
  readonly status: Model['status'];
  readonly image: string;
  readonly from_price: number | null;
}

export const modelSummary = (model: Model): ModelSummary => ({
  name: model.name,
  manufacturer_name: model.manufacturer_name,
  path: modelPath(model),
  bodies: modelBodies(model),
  status: model.status,
  image: model.image,
  from_price: model.from_price,
});

/**
 * spec 2 §2: 'the model name prefixed with the brand'. Choice: brand, a space, the name
 * ('Mazda CX-5'; a numeric model reads 'Mazda 3'), and a name that already starts with
 * the brand ('Mazda6e' written in full) is not prefixed twice.
 */
export function modelDisplayName(model: Pick<Model, 'name' | 'manufacturer_name'>): string {
  const brand = model.manufacturer_name.trim();
  const name = model.name.trim();
  // 'Mazda6e' carries its brand; 'Kianna' merely starts with the letters of 'Kia'.
  const carriesBrand = name.toLowerCase().startsWith(brand.toLowerCase()) && !/^[a-z]/.test(name.slice(brand.length));
  return carriesBrand ? name : `${brand} ${name}`;
}

/** spec 2 §2 tile label: NEW or COMING SOON (spec 2 §4 model status), nothing for an established model. */
export function modelStatusLabel(status: Model['status']): 'NEW' | 'COMING SOON' | null {
  if (status === 'new') return 'NEW';
  if (status === 'coming_soon') return 'COMING SOON';
  return null;
}

/**
 * A model's from price as a shopper reads it: 'From $34,990' (whole dollars, spec 1 §4 and
 * spec 2 §2 money display); null when the range publishes none (the tile then shows no price).
 */
export const fromPriceText = (fromPrice: number | null): string | null => (isPositiveAmount(fromPrice) ? `From ${formatDollars(fromPrice)}` : null);

/** The body categories that have at least one model, in the spec 2 §2 order (suvs, utes, cars, hybrids, sports). */
export function rangeBodiesOf(models: readonly Pick<ModelSummary, 'bodies'>[]): RangeBody[] {
  return RANGE_BODIES.filter((body) => models.some((m) => m.bodies.includes(body)));
}

/** The models of one body category, in range order; every model for null ('All'). */
export function modelsOfBody<M extends Pick<ModelSummary, 'bodies'>>(models: readonly M[], body: RangeBody | null): M[] {
  return body === null ? [...models] : models.filter((m) => m.bodies.includes(body));
}

/**
 * The body a `?body=` value selects on /models (spec 2 §2 '/models?body={body slug}'): a known
 * body that has models; null ('All') for anything else — a missing, unknown or empty category
 * shows the whole range rather than an empty page.
 */
export function selectedBody(value: string | null | undefined, models: readonly Pick<ModelSummary, 'bodies'>[]): RangeBody | null {
  return isRangeBody(value) && rangeBodiesOf(models).includes(value) ? value : null;
}

/** The /models link of one body category (null: the whole range). */
export const rangeBodyHref = (body: RangeBody | null): string => (body === null ? '/models' : `/models?body=${body}`);

/** The models of one manufacturer, in range order. */
export const modelsOfManufacturer = <M extends Pick<Model, 'manufacturer_name'>>(models: readonly M[], manufacturer: Pick<Manufacturer, 'name'>): M[] =>
  models.filter((m) => m.manufacturer_name === manufacturer.name);

/** The rows the category buttons are laid out in: `rows` rows of at most `columns` buttons. */
export interface ButtonRows {
  readonly rows: number;
  readonly columns: number;
}

/**
 * spec 2 §9 'Model category buttons: rows of 3 or 4, then 4 to 8, then from 9'. Interpretation
 * (the spec gives the steps, not the layout): the count of buttons (the 'All' button included)
 * picks the number of rows — up to 4 buttons sit in one row (the usual 3 or 4), 5 to 8 in two
 * rows, 9 or more in three — and the buttons share the rows evenly (columns = ceil(count / rows)),
 * so 6 buttons are two rows of 3 and 9 are three rows of 3.
 */
export function categoryButtonRows(count: number): ButtonRows {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return { rows: 0, columns: 0 };
  const rows = n <= 4 ? 1 : n <= 8 ? 2 : 3;
  return { rows, columns: Math.ceil(n / rows) };
}

const pathOf = (href: string): string => href.split(/[?#]/, 1)[0] ?? href;
const bodyOf = (href: string): string | null => {
  const query = href.split('#', 1)[0]?.split('?', 2)[1];
  return query === undefined ? null : new URLSearchParams(query).get('body');
};

/**
 * The navigation with its range links kept only where they lead somewhere (issue 11: every
 * link answers 200): without a range, every entry pointing at /models (the default Range menu,
 * 'Vehicle Models') goes; with one, a /models?body= entry goes when no model has that body;
 * /brands goes unless the range has more than one manufacturer (GetSitePage answers it only
 * then). A group left without children by this keeps its own link.
 */
export function navigationForRange(navigation: readonly NavLink[], range: SiteRange): NavLink[] {
  const bodies = rangeBodiesOf(range.models.map((m) => ({ bodies: modelBodies(m) })));
  const leadsSomewhere = (href: string): boolean => {
    const path = pathOf(href);
    if (path === '/brands') return range.manufacturers.length > 1;
    if (path !== '/models') return true;
    if (range.models.length === 0) return false;
    const body = bodyOf(href);
    return body === null || (isRangeBody(body) && bodies.includes(body));
  };
  const prune = (links: readonly NavLink[]): NavLink[] =>
    links
      .filter((link) => leadsSomewhere(link.href))
      .map((link) => {
        if (!link.children) return link;
        const children = prune(link.children);
        return children.length > 0 ? { ...link, children } : { label: link.label, href: link.href };
      });
  return prune(navigation);
}

/** Whether the navigation entry is the Range menu (spec 2 §2 'Range (models dropdown grouped by body)'): it links to /models itself. */
export const isRangeMenu = (link: Pick<NavLink, 'href'>): boolean => pathOf(link.href) === '/models' && bodyOf(link.href) === null;
