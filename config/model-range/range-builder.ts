/**
 * The compact builder the demo model ranges are written with (issue 11 item 2; spec 2 §3
 * Model and Manufacturer). Images are the app's own rendered vehicle pictures
 * (adapters/media/car-image-url.ts), never a manufacturer's photographs: a model is drawn by
 * the body family closest to its shape, at its size, in a colour of the brand's range.
 */
import { type CarBody, type PaintColour, lookOf, modelImagePath } from '../../adapters/media/car-image-url';
import { CATALOGUE } from '../demo-inventory/catalogue';
import type { Manufacturer, Model, RangeBody } from '../../domain/models/model-range';

/** The front three-quarter view (the tile and hero image). */
const HERO_VIEW = 0;
/** The rear three-quarter view (the second image). */
const SECOND_VIEW = 2;

export interface ModelSpec {
  readonly id: number;
  readonly name: string;
  /** Default: the name as a slug ('CX-5' → 'cx-5'). */
  readonly slug?: string;
  readonly newSlug?: string;
  readonly overrideUrl?: string;
  /** spec 2 §3: manufacturer_body, manufacturer_body2, manufacturer_body3 — one to three, first first. */
  readonly bodies: readonly [RangeBody, RangeBody?, RangeBody?];
  /** The drawing that shows the model. */
  readonly drawing: CarBody;
  readonly colour: PaintColour;
  /** Whether the model page shows a second image. Default true. */
  readonly secondImage?: boolean;
  readonly description: string;
  /** Dollars; omitted when no price is published yet (a model coming soon). */
  readonly from?: number;
  readonly status?: 'new' | 'coming_soon';
}

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A manufacturer with no logo of its own (spec 2 §3: many are null — the page shows a wordmark). */
export const manufacturer = (id: number, name: string, logo: string | null = null): Manufacturer => ({ id, name, slug: slugOf(name), logo });

/** The models of one manufacturer, in the order its range page lists them. */
export function modelsOf(brand: Manufacturer, specs: readonly ModelSpec[]): Model[] {
  return specs.map((spec) => modelOf(brand, spec));
}

/** issue 17 item 1: a model is drawn at its own size and style, as its cars in stock are (the demo catalogue's figures when it has the model). */
function modelOf(brand: Manufacturer, spec: ModelSpec): Model {
  const known = CATALOGUE.find((m) => m.make.toLowerCase() === brand.name.toLowerCase() && m.model.toLowerCase() === spec.name.toLowerCase());
  const electric = known !== undefined && Object.values(known.powertrains).every((p) => p.fuel === 'electric');
  const look = lookOf(brand.name, spec.name, spec.drawing, known?.dims ?? null, electric);
  return {
    id: spec.id,
    name: spec.name,
    slug: spec.slug ?? slugOf(spec.name),
    new_slug: spec.newSlug ?? null,
    override_url: spec.overrideUrl ?? null,
    manufacturer_name: brand.name,
    manufacturer_body: spec.bodies[0],
    manufacturer_body2: spec.bodies[1] ?? null,
    manufacturer_body3: spec.bodies[2] ?? null,
    image: modelImagePath(spec.drawing, look, spec.colour, HERO_VIEW),
    image2: spec.secondImage === false ? null : modelImagePath(spec.drawing, look, spec.colour, SECOND_VIEW),
    short_description: spec.description,
    from_price: spec.from ?? null,
    status: spec.status ?? null,
  };
}
