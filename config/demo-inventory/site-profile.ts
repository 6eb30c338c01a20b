/**
 * What a dealer site stocks (spec 1 §1 templates and stock filters): the mix of car types
 * and item types, the models it can list new and used, and which of its locations holds a
 * given vehicle. A group site's motorcycle and truck dealerships hold the bikes and trucks;
 * a franchise sells its brands new; a manufacturer site lists only its make; a caravan
 * site only caravans; a used-only site only used stock.
 */
import type { DealerSite, SiteLocation, SiteTemplate } from '../../domain/dealer-site/dealer-site';
import type { CarLocation, CarType, ItemType } from '../../domain/vehicle/car';
import { CATALOGUE, type CatalogueModel, makeSlug } from './catalogue';
import type { Rng } from './prng';

const CAR_TYPE_MIX: Readonly<Record<SiteTemplate, Readonly<Record<CarType, number>>>> = {
  group: { new: 0.35, demo: 0.1, used: 0.55 },
  franchise: { new: 0.5, demo: 0.15, used: 0.35 },
  'used-specialist': { new: 0, demo: 0.1, used: 0.9 },
  manufacturer: { new: 0.65, demo: 0.2, used: 0.15 },
  caravan: { new: 0.55, demo: 0.05, used: 0.4 },
};

const ITEM_TYPE_MIX: Readonly<Record<SiteTemplate, Partial<Record<ItemType, number>>>> = {
  group: { car: 0.84, motorcycle: 0.09, truck: 0.07 },
  franchise: { car: 1 },
  'used-specialist': { car: 1 },
  manufacturer: { car: 1 },
  caravan: { caravan: 1 },
};

const CAR_TYPES: readonly CarType[] = ['new', 'demo', 'used'];

/** Where a vehicle is held: the car's location record and its dealership. */
export interface Placement {
  location: CarLocation;
  dealershipId: number;
  dealershipSlug: string;
}

interface PlacedLocation {
  placement: Placement;
  /** Make slugs this location franchises (empty: any make, e.g. a used-car yard). */
  makes: ReadonlySet<string>;
  /** The item type its franchises sell, or 'any'. */
  kind: ItemType | 'any';
}

interface YearChoice {
  models: readonly CatalogueModel[];
  weights: readonly number[];
}

/** Models of one item type a site can list, by year. */
export class ModelPool {
  private readonly byYear = new Map<number, YearChoice>();

  constructor(readonly models: readonly CatalogueModel[]) {}

  get isEmpty(): boolean {
    return this.models.length === 0;
  }

  /** A model that was built in `year` (weighted by popularity), or null when none was. */
  pick(rng: Rng, year: number): CatalogueModel | null {
    let choice = this.byYear.get(year);
    if (choice === undefined) {
      const models = this.models.filter((m) => isAvailable(m, year));
      choice = { models, weights: models.map((m) => m.popularity) };
      this.byYear.set(year, choice);
    }
    if (choice.models.length === 0) return null;
    return choice.models[rng.weightedIndex(choice.weights)] ?? null;
  }
}

/** The model had a generation and at least one badge in `year`. */
export function isAvailable(model: CatalogueModel, year: number): boolean {
  const covers = (from: number | undefined, to: number | undefined): boolean => (from ?? 0) <= year && year <= (to ?? Infinity);
  return model.generations.some((g) => covers(g.from, g.to)) && model.badges.some((b) => covers(b.from, b.to));
}

export class SiteProfile {
  readonly carTypeWeights: readonly number[];
  readonly itemTypes: readonly ItemType[];
  readonly itemTypeWeights: readonly number[];
  private readonly newPools = new Map<ItemType, ModelPool>();
  private readonly usedPools = new Map<ItemType, ModelPool>();
  private readonly locations: readonly PlacedLocation[];
  private readonly fallback: Placement;

  constructor(readonly site: DealerSite) {
    const mix = site.stock_filter.usedOnly ? { new: 0, demo: 0, used: 1 } : CAR_TYPE_MIX[site.template];
    this.carTypeWeights = CAR_TYPES.map((t) => mix[t]);
    const items = ITEM_TYPE_MIX[site.template];
    this.itemTypes = Object.keys(items) as ItemType[];
    this.itemTypeWeights = this.itemTypes.map((t) => items[t] ?? 0);

    const sales = site.locations.filter((l) => (l.location_type === 'sales' || l.location_type === '') && l.visible);
    const held = sales.length > 0 ? sales : site.locations;
    this.locations = held.map((l) => placeLocation(l));
    this.fallback = this.locations[0]?.placement ?? syntheticPlacement(site);

    const ownMake = site.template === 'manufacturer' ? manufacturerMake(site) : null;
    for (const itemType of this.itemTypes) {
      const ofType = CATALOGUE.filter((m) => m.itemType === itemType && (ownMake === null || makeSlug(m.make) === ownMake));
      this.usedPools.set(itemType, new ModelPool(ofType));
      const franchised = this.franchisedMakes(itemType);
      const sold = franchised.size > 0 ? ofType.filter((m) => franchised.has(makeSlug(m.make))) : [];
      this.newPools.set(itemType, new ModelPool(sold.length > 0 ? sold : ofType));
    }
  }

  carType(rng: Rng): CarType {
    return CAR_TYPES[rng.weightedIndex(this.carTypeWeights)] ?? 'used';
  }

  itemType(rng: Rng): ItemType {
    return this.itemTypes[rng.weightedIndex(this.itemTypeWeights)] ?? 'car';
  }

  /** New and demo stock comes from the site's franchises; used stock from any make (own make on a manufacturer site). */
  pool(itemType: ItemType, carType: CarType): ModelPool {
    const pool = (carType === 'used' ? this.usedPools : this.newPools).get(itemType);
    return pool ?? new ModelPool([]);
  }

  /**
   * The location holding a vehicle: one franchising its make (always for new and demo,
   * usually for used), else one selling its item type, else any sales location.
   */
  place(rng: Rng, model: CatalogueModel, carType: CarType): Placement {
    const make = makeSlug(model.make);
    const ofKind = this.locations.filter((l) => l.kind === model.itemType || l.kind === 'any');
    const franchise = ofKind.filter((l) => l.makes.has(make));
    const preferFranchise = carType !== 'used' || rng.chance(0.6);
    const candidates = preferFranchise && franchise.length > 0 ? franchise : ofKind.length > 0 ? ofKind : this.locations;
    return candidates.length > 0 ? rng.pick(candidates).placement : this.fallback;
  }

  private franchisedMakes(itemType: ItemType): Set<string> {
    const makes = new Set<string>();
    for (const l of this.locations) if (l.kind === itemType) for (const m of l.makes) makes.add(m);
    if (itemType === 'car' && this.site.manufacturer) makes.add(makeSlug(this.site.manufacturer));
    return makes;
  }
}

/**
 * The make a manufacturer site lists (spec 1 §1 templates): `site.manufacturer`, matched to
 * the catalogue by slug ('mazda', 'Mazda', 'Suzuki Australia'). Throws when the catalogue
 * has no such car make: a manufacturer site without stock is a configuration error.
 */
export function manufacturerMake(site: DealerSite): string {
  const wanted = makeSlug((site.manufacturer ?? '').replace(/\s+australia$/i, ''));
  const known = new Set(CATALOGUE.filter((m) => m.itemType === 'car').map((m) => makeSlug(m.make)));
  if (!known.has(wanted)) {
    throw new Error(
      `Dealer site '${site.slug}' is a manufacturer site for '${site.manufacturer ?? ''}', which the demo catalogue does not carry (known: ${[...known].sort().join(', ')})`,
    );
  }
  return wanted;
}

const ITEM_TYPES: readonly ItemType[] = ['car', 'motorcycle', 'truck', 'caravan'];
const MAKES_BY_TYPE = new Map<ItemType, Set<string>>(
  ITEM_TYPES.map((t) => [t, new Set(CATALOGUE.filter((m) => m.itemType === t).map((m) => makeSlug(m.make)))]),
);

/** A location sells what most of its franchises make: ['isuzu', 'hino', 'fuso'] is a truck dealer. */
function locationKind(makes: ReadonlySet<string>): ItemType | 'any' {
  if (makes.size === 0) return 'any';
  let best: ItemType | 'any' = 'any';
  let bestScore = 0;
  for (const type of ITEM_TYPES) {
    let score = 0;
    for (const make of makes) {
      const types = ITEM_TYPES.filter((t) => MAKES_BY_TYPE.get(t)?.has(make));
      if (types.includes(type)) score += 1 / types.length;
    }
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return best;
}

function placeLocation(l: SiteLocation): PlacedLocation {
  const makes = new Set(l.manufacturers.map((m) => makeSlug(m)));
  return {
    makes,
    kind: locationKind(makes),
    placement: {
      location: {
        id: l.id,
        name: l.name,
        slug: l.slug,
        phone: l.contact_detail.phone,
        address: {
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
          place_url: l.address.place_url ?? null,
          lat: l.address.lat,
          long: l.address.long,
        },
      },
      dealershipId: l.dealership_id,
      dealershipSlug: l.dealership_slug,
    },
  };
}

/** A site configured without locations still gets stock, held at its own address. */
function syntheticPlacement(site: DealerSite): Placement {
  const dealership = site.dealerships[0];
  return {
    location: {
      id: site.id * 1000 + 1,
      name: site.name,
      slug: site.slug,
      phone: site.phone,
      address: { street: site.address.street, city: site.address.suburb, state: site.address.state, postcode: site.address.postcode, place_url: null },
    },
    dealershipId: dealership?.id ?? site.id,
    dealershipSlug: dealership?.slug ?? site.slug,
  };
}
