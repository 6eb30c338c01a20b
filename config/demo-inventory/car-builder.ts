/**
 * One realistic listing (spec 1 §3 Car, every field): a catalogue model of the right year,
 * its odometer and price for its age, status and dates relative to `now`, media, dealer
 * comments, market data and the site's finance lender record (spec 2 §3).
 */
import { GENERIC_SIZE, type PaintColour, lookOf } from '../../adapters/media/car-image-url';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { Car, CarSpecifications, CarStatus, CarType, CarVariant, ItemType } from '../../domain/vehicle/car';
import {
  type Badge,
  CARAVAN_PAINT_NAMES,
  type CatalogueModel,
  type DriveKind,
  type FuelKind,
  type Generation,
  INTERIOR_COLOURS,
  PAINT_FAMILY_WEIGHTS,
  PAINT_NAMES,
  type Powertrain,
  makeSlug,
} from './catalogue';
import { dealerComments } from './dealer-comments';
import { dealerFeatures, standardEquipment } from './equipment';
import { financeLenders } from './finance-lenders';
import { carSlug, regoPlate, vin } from './identifiers';
import { carMedia } from './media';
import { advertisedPrice, askingValue, beforePrice, marketData, offerPrice, weeklySubscription } from './pricing';
import type { Rng } from './prng';
import type { SiteProfile } from './site-profile';

/** Caravan floor plans are in feet; pictures are drawn in millimetres. */
const FOOT_MM = 304.8;

const DAY_MS = 86_400_000;
const CAR_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon', 'sold'];
/** spec 1 §3 status mix: mostly in stock, some coming soon, some sold. */
const STATUS_WEIGHTS = [0.8, 0.08, 0.12];
/** Used stock by age 1..15 years: most is 2–7 years old. */
const USED_AGE_WEIGHTS = [7, 10, 11, 11, 10, 9, 8, 7, 6, 5, 4, 3, 3, 2, 2];

const PAINT_FAMILIES = Object.keys(PAINT_FAMILY_WEIGHTS) as PaintColour[];
const PAINT_WEIGHTS = PAINT_FAMILIES.map((f) => PAINT_FAMILY_WEIGHTS[f]);

export interface BuildContext {
  rng: Rng;
  profile: SiteProfile;
  site: DealerSite;
  id: number;
  stocknum: string;
  seed: number;
  now: Date;
}

interface Chosen {
  model: CatalogueModel;
  badge: Badge;
  generation: Generation;
  year: number;
  carType: CarType;
}

export function buildCar(ctx: BuildContext): Car {
  const { rng, profile, site, id, now } = ctx;
  const nowYear = now.getUTCFullYear();
  const { model, badge, generation, year, carType } = choose(rng, profile, nowYear, now.getUTCMonth());
  const itemType = model.itemType;
  const powertrain: Powertrain | undefined = model.powertrains[badge.powertrain];
  const age = Math.max(0, nowYear - year);
  const status = CAR_STATUSES[rng.weightedIndex(STATUS_WEIGHTS)] ?? 'in_stock';
  const placement = profile.place(rng, model, carType);
  const location = placement.location;

  // Odometer (spec 1 §3 km): new under 50 km, demo 1,000–15,000, used by age and use.
  const km = odometer(rng, model, carType, age);

  // Dates: listed over the last 90 days, some within the 8-day new-arrival window (spec 1 §4, §9).
  const nowMs = now.getTime();
  const listedDaysAgo = rng.chance(0.15) ? rng.range(0, 8) : rng.range(8, 90);
  const createdMs = nowMs - listedDaysAgo * DAY_MS;
  let soldAt: string | null = null;
  let updatedMs = createdMs + rng.range(0, 1) * (nowMs - createdMs);
  if (status === 'sold') {
    // spec 2 §4: sold cars stay listed for 3 days; a good share sold inside that window.
    const window = rng.chance(0.4) ? 3 : 30;
    const soldMs = nowMs - rng.range(0, Math.min(window, listedDaysAgo)) * DAY_MS;
    soldAt = new Date(soldMs).toISOString();
    updatedMs = Math.min(nowMs, soldMs + rng.range(0, 3) * 3_600_000);
  }

  // Price (spec 1 §4 precedence: subscription, offer, price, PREORDER, no-price text).
  const preorder = carType === 'new' && status === 'coming_soon' && rng.chance(0.35);
  const unpriced = (preorder && rng.chance(0.4)) || (carType === 'used' && status === 'in_stock' && rng.chance(0.01));
  const price = unpriced ? 0 : advertisedPrice(rng, askingValue(rng, { model, msrp: badge.msrp, carType, age: Math.max(1, age), km }), carType);
  const available = status !== 'sold';
  const before = price > 0 && available && rng.chance(0.12) ? beforePrice(rng, price) : null;
  const offer = price > 0 && status === 'in_stock' && !preorder && rng.chance(0.08) ? offerPrice(rng, price) : null;
  const subscription =
    site.features.subscriptions && itemType === 'car' && price > 0 && available && age <= 6 && rng.chance(0.4) ? weeklySubscription(rng, price) : null;

  const family = paintFamily(rng, model);
  const colour = colourName(rng, family, itemType);
  const series = generation.series.replace('{MY}', `MY${String(year).slice(2)}`);
  const drive = badge.drive ?? model.drive;
  const trans = transmission(rng, powertrain);
  const simpleTransmission = trans === null ? null : /manual/i.test(trans) ? 'Manual' : 'Automatic';
  const fuel = powertrain?.fuel ?? null;
  const equipment = standardEquipment(model, badge, powertrain, year);
  const certified = carType === 'used' && itemType === 'car' && age <= 6 && km <= 120_000 && rng.chance(site.template === 'used-specialist' ? 0.12 : 0.3);
  const slug = carSlug([year, model.make, model.model, badge.name], id, ctx.seed);
  // A caravan is drawn at its floor plan's length, so its picture has the axles its specifications state.
  const size = badge.caravan ? ([badge.caravan.lengthFt * FOOT_MM, badge.caravan.widthFt * FOOT_MM, GENERIC_SIZE.caravan[2]] as const) : model.dims;
  const look = lookOf(model.make, model.model, model.body.svgBody, size, fuel === 'electric');
  const media = carMedia(rng, { body: model.body.svgBody, look, colour: family, status, carType, id, equipment });
  const build = buildDates(rng, year, now);
  const rego = registration(rng, carType, location.address.state, now);
  const name = [year, model.make, model.model, badge.name].join(' ');
  const tag = tagFor(rng, { carType, status, year, nowYear, km, expectedKm: expectedKm(model, age), before, listedDaysAgo, certified });
  const daysListed = Math.max(0, (nowMs - createdMs) / DAY_MS);

  const car: Car = {
    id,
    slug,
    path: `/cars/${slug}`,
    name,
    carsales_title: [name, series, simpleTransmission === 'Manual' ? 'Manual' : simpleTransmission ? 'Auto' : null, driveTitle(drive), model.body.bodyConfig]
      .filter(Boolean)
      .join(' '),
    item_type: itemType,
    dealership_slug: placement.dealershipSlug,
    dealership_id: placement.dealershipId,
    dealership_ids: [placement.dealershipId],
    location_id: location.id,
    show_on_dealer_website: rng.chance(0.99),
    site_slug: site.slug,

    year,
    make: model.make,
    model: model.model,
    badge: badge.name,
    series,
    colour,
    interior_colour: interiorColour(rng, itemType, badge),
    vin: vin(rng, makeSlug(model.make), year),
    stocknum: ctx.stocknum,
    regplate: rego.plate,
    rego_expiry: rego.expiry,
    build_date: build.build,
    compliance_date: build.compliance,
    seats: badge.seats ?? model.seats,
    doors: badge.doors ?? model.doors,
    drive: driveName(drive),
    trans,
    simple_drive: simpleDrive(drive),
    simple_transmission: simpleTransmission,
    simple_body: model.body.simpleBody,
    simple_fuel: fuel === null ? null : SIMPLE_FUEL[fuel],
    fuel: fuel === null ? null : FUEL_NAME[fuel],
    engine_size: powertrain?.litres ? Math.round(powertrain.litres * 1000) : null,
    engine_size_litres: powertrain?.litres ? Math.round(powertrain.litres * 10) / 10 : null,
    km,
    views: Math.round(daysListed * rng.range(2, 25)) + rng.int(0, 20),
    private_suburb: null,
    private_postcode: null,
    city: location.address.city,
    state: location.address.state,
    updated_at: new Date(updatedMs).toISOString(),
    created_at: new Date(createdMs).toISOString(),
    photos_count: media.photos_count,

    price,
    before_price: before,
    offer_price: offer,
    subscription_price: subscription,
    preorder,
    price_type: price > 0 ? priceType(rng, carType, itemType) : null,
    car_type: carType,
    status,
    sold_at: soldAt,
    tag,
    reserved: status === 'in_stock' && rng.chance(0.03),
    certified,
    file: carType === 'used' && itemType === 'car' && rng.chance(0.15) ? `/media/history-reports/${slug}.pdf` : null,
    has_nvic: itemType === 'car' && rng.chance(0.85),
    payment_processors: site.features.onlinePurchase && price > 0 && status === 'in_stock' ? ['stripe'] : [],
    deposit: site.reserve_deposit,

    images: media.images,
    thumbnails: media.thumbnails,
    primary_image_url: media.primary_image_url,
    video_url: media.video_url,
    external_video_url: media.external_video_url,
    spin_images: media.spin_images,
    spin_code: media.spin_code,
    spin_interior_image: media.spin_interior_image,
    hotspots: media.hotspots,

    dealercomments: dealerComments(rng, {
      carType,
      itemType,
      status,
      year,
      make: model.make,
      model: model.model,
      badge: badge.name,
      colour,
      km,
      dealerName: location.name,
      city: location.address.city,
      highlights: equipment.slice(-12),
      certified,
      fuel,
      sleeps: badge.caravan?.sleeps ?? null,
      lengthFt: badge.caravan?.lengthFt ?? null,
    }),
    standardEquipment: equipment,
    features: dealerFeatures(rng, model),
    specifications: caravanSpecifications(rng, badge),
    variant: variantData(rng, model, badge, powertrain, trans),
    autograb_data: marketData(rng, price, carType),
    location,
  };
  // The lender quotes the price the shopper is asked (spec 1 §4: an offer above $10 wins), as the
  // estimate and the calculator price it (issue 17 'One set of figures per car').
  const asking = offer !== null && offer > 10 ? offer : price;
  const lenders = financeLenders(rng, { provider: site.finance_provider, price: asking, year, nowYear, carType, make: model.make });
  if (lenders !== undefined) car.finance_lenders = lenders;
  return car;
}

/** Car type, then a year fitting it, then a model built that year, its badge and generation. */
function choose(rng: Rng, profile: SiteProfile, nowYear: number, nowMonth: number): Chosen {
  const itemType = profile.itemType(rng);
  let carType = profile.carType(rng);
  if (carType !== 'used') {
    const pool = profile.pool(itemType, carType);
    // New: this model year, or next year's from mid-year. Demo: about a year old.
    const year = carType === 'new' ? nowYear + (nowMonth >= 6 && rng.chance(0.3) ? 1 : 0) : nowYear - (rng.chance(0.7) ? 1 : 0);
    const model = pool.pick(rng, year);
    if (model !== null) return finish(rng, model, year, carType);
    const current = pool.pick(rng, nowYear);
    if (current !== null) return finish(rng, current, nowYear, carType);
    // Nothing of the site's franchises is on sale any more: list it as used stock.
    carType = 'used';
  }
  const pool = profile.pool(itemType, 'used');
  for (let attempt = 0; attempt < 8; attempt++) {
    const age = 1 + rng.weightedIndex(USED_AGE_WEIGHTS);
    const model = pool.pick(rng, nowYear - age);
    if (model !== null) return finish(rng, model, nowYear - age, 'used');
  }
  // A pool of recent models only (a young make): list a one-year-old.
  const model = pool.pick(rng, nowYear - 1) ?? pool.pick(rng, nowYear) ?? pool.models[0];
  if (model === undefined) throw new Error(`No catalogue model for ${itemType} stock on '${profile.site.slug}'`);
  return finish(rng, model, nowYear - 1, 'used');
}

function finish(rng: Rng, model: CatalogueModel, year: number, carType: CarType): Chosen {
  const inYear = (from?: number, to?: number): boolean => (from ?? 0) <= year && year <= (to ?? Infinity);
  const badges = model.badges.filter((b) => inYear(b.from, b.to));
  const badge = badges.length > 0 ? rng.weighted(badges, (b) => b.weight ?? 1) : (model.badges[model.badges.length - 1] as Badge);
  const generation = model.generations.find((g) => inYear(g.from, g.to)) ?? (model.generations[model.generations.length - 1] as Generation);
  return { model, badge, generation, year, carType };
}

function expectedKm(model: CatalogueModel, age: number): number {
  return ((model.kmPerYear[0] + model.kmPerYear[1]) / 2) * Math.max(age, 0.5);
}

function odometer(rng: Rng, model: CatalogueModel, carType: CarType, age: number): number {
  if (model.itemType === 'caravan') return 0;
  if (carType === 'new') return rng.int(0, model.itemType === 'motorcycle' ? 10 : 45);
  if (carType === 'demo') return model.itemType === 'motorcycle' ? rng.int(200, 3_000) : rng.int(1_000, 15_000);
  const perYear = rng.range(model.kmPerYear[0], model.kmPerYear[1]);
  const years = Math.max(0.5, age - 0.5 + rng.next());
  const noise = Math.min(1.3, Math.max(0.75, Math.exp(rng.normal(0, 0.18))));
  const floor = model.itemType === 'motorcycle' ? 300 : 3_000;
  return Math.max(floor, Math.round(perYear * years * noise));
}

function paintFamily(rng: Rng, model: CatalogueModel): PaintColour {
  if (model.colours && model.colours.length > 0) return rng.pick(model.colours);
  return PAINT_FAMILIES[rng.weightedIndex(PAINT_WEIGHTS)] ?? 'white';
}

function colourName(rng: Rng, family: PaintColour, itemType: ItemType): string {
  const names = itemType === 'caravan' ? (CARAVAN_PAINT_NAMES[family] ?? PAINT_NAMES[family]) : PAINT_NAMES[family];
  return rng.pick(names);
}

function interiorColour(rng: Rng, itemType: ItemType, badge: Badge): string | null {
  const byLevel = INTERIOR_COLOURS[itemType];
  const options = byLevel[Math.min(badge.level, byLevel.length - 1)] ?? [];
  return options.length > 0 ? rng.pick(options) : null;
}

function transmission(rng: Rng, powertrain: Powertrain | undefined): string | null {
  if (powertrain === undefined) return null;
  if (powertrain.manual && rng.chance(powertrain.manual.share)) return powertrain.manual.trans;
  return powertrain.trans;
}

const FUEL_NAME: Readonly<Record<FuelKind, string>> = {
  petrol: 'Unleaded Petrol',
  premium: 'Premium Unleaded Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plugin: 'Plug-in Hybrid',
  electric: 'Electric',
};
const SIMPLE_FUEL: Readonly<Record<FuelKind, string>> = {
  petrol: 'Petrol',
  premium: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plugin: 'Plug-in Hybrid',
  electric: 'Electric',
};

function driveName(drive: DriveKind | null): string | null {
  switch (drive) {
    case 'FWD':
      return 'Front Wheel Drive';
    case 'RWD':
      return 'Rear Wheel Drive';
    case 'AWD':
      return 'All Wheel Drive';
    case '4WD':
      return '4X4 Dual Range';
    case 'chain':
      return 'Chain Drive';
    case 'belt':
      return 'Belt Drive';
    case 'shaft':
      return 'Shaft Drive';
    case '4x2':
      return '4x2';
    case '6x4':
      return '6x4';
    case null:
      return null;
  }
}

function simpleDrive(drive: DriveKind | null): string | null {
  switch (drive) {
    case 'FWD':
    case 'RWD':
    case 'AWD':
    case '4WD':
      return drive;
    case '4x2':
    case '6x4':
      return 'RWD';
    default:
      return null;
  }
}

function driveTitle(drive: DriveKind | null): string | null {
  if (drive === '4WD') return '4x4';
  if (drive === 'AWD') return 'AWD';
  return null;
}

function priceType(rng: Rng, carType: CarType, itemType: ItemType): string {
  if (itemType === 'truck' && rng.chance(0.6)) return 'Excl. GST';
  const driveAway = carType === 'used' ? 0.85 : 0.75;
  return rng.chance(driveAway) ? 'Drive Away' : 'Excl. Govt. Charges';
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Build and compliance month ('YYYY-MM'); next year's models are built this year. */
function buildDates(rng: Rng, year: number, now: Date): { build: string; compliance: string } {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  const buildYear = Math.min(year, nowYear);
  const lastMonth = buildYear === nowYear ? nowMonth : 12;
  const month = year > nowYear ? rng.int(Math.max(1, lastMonth - 4), lastMonth) : rng.int(1, lastMonth);
  let compYear = buildYear;
  let compMonth = month + rng.int(0, 2);
  if (compMonth > 12) {
    compMonth -= 12;
    compYear += 1;
  }
  if (compYear > nowYear || (compYear === nowYear && compMonth > nowMonth)) {
    compYear = buildYear;
    compMonth = month;
  }
  return { build: `${buildYear}-${pad2(month)}`, compliance: `${compYear}-${pad2(compMonth)}` };
}

/** Used stock is registered (some expired, spec 1 §5: expiry shown only if future); some demos too. */
function registration(rng: Rng, carType: CarType, state: string, now: Date): { plate: string | null; expiry: string | null } {
  const registered = carType === 'used' ? rng.chance(0.95) : carType === 'demo' && rng.chance(0.4);
  if (!registered) return { plate: null, expiry: null };
  const future = carType === 'demo' || rng.chance(0.7);
  const days = future ? rng.int(14, 365) : -rng.int(10, 540);
  return { plate: regoPlate(rng, state), expiry: isoDate(now.getTime() + days * DAY_MS) };
}

interface TagInput {
  carType: CarType;
  status: CarStatus;
  year: number;
  nowYear: number;
  km: number;
  expectedKm: number;
  before: number | null;
  listedDaysAgo: number;
  certified: boolean;
}

/** spec 1 §3 tag: free text such as 'Test Drive Only', 'SOLD', 'runout sale'. */
function tagFor(rng: Rng, t: TagInput): string | null {
  const roll = rng.next();
  if (t.status === 'sold') return roll < 0.3 ? 'SOLD' : null;
  switch (t.carType) {
    case 'new':
      if (roll < 0.08 && t.year <= t.nowYear) return 'runout sale';
      if (roll < 0.13) return 'Test Drive Only';
      if (roll < 0.17) return 'Factory Bonus';
      if (roll < 0.2) return 'Limited Stock';
      return null;
    case 'demo':
      if (roll < 0.2) return 'Test Drive Only';
      if (roll < 0.26) return 'Demo Clearance';
      if (roll < 0.3) return 'Ex-Demo Special';
      return null;
    case 'used':
      if (t.km > 0 && t.km < 0.6 * t.expectedKm && roll < 0.45) return 'Low Kms';
      if (t.before !== null && roll < 0.3) return 'Price Drop';
      if (roll < 0.06) return 'One Owner';
      if (roll < 0.11) return 'Full Service History';
      if (roll < 0.15 && t.listedDaysAgo < 8) return 'Just Arrived';
      if (roll < 0.18 && t.certified) return 'Certified Pre-Owned';
      return null;
  }
}

/** Caravan floor-plan specifications (spec 1 §3): lengths in feet (spec 1 §9 converts to metres). */
function caravanSpecifications(rng: Rng, badge: Badge): CarSpecifications | null {
  const spec = badge.caravan;
  if (spec === undefined) return null;
  const out: CarSpecifications = {
    body_width: spec.widthFt,
    body_length: spec.lengthFt,
    tare_weight: spec.tare + rng.int(-40, 60),
    axle_type: spec.axle,
    sleeps: spec.sleeps,
    aggregate_trailer_mass: spec.atm,
  };
  if (rng.chance(0.05)) out.tare_weight = null;
  return out;
}

const GEAR_TYPES: readonly [RegExp, string][] = [
  [/Reduction/i, 'Reduction Gear'],
  [/Manual$/i, 'Manual'],
  [/Automated Manual/i, 'Automated Manual'],
  [/Dual Clutch|DCT/i, 'Dual Clutch'],
  [/Continuous/i, 'CVT'],
];

/** Variant data (spec 1 §3): some listings have none, some have gaps (spec 1 §5 drops empty values). */
function variantData(rng: Rng, model: CatalogueModel, badge: Badge, powertrain: Powertrain | undefined, trans: string | null): CarVariant | null {
  if (powertrain === undefined || rng.chance(0.08)) return null;
  const dims = model.dims;
  const variant: CarVariant = {
    cylinders: powertrain.cylinders,
    enginesize: powertrain.litres ? Math.round(powertrain.litres * 1000) : null,
    enginesize_litres: powertrain.litres ? Math.round(powertrain.litres * 10) / 10 : null,
    induction: powertrain.induction,
    fuelconsumptioncombined: powertrain.economy,
    fuelcapacity: model.fuelTank,
    grossvehiclemass: model.gvm,
    vehiclelength: dims?.[0] ?? null,
    vehiclewidth: dims?.[1] ?? null,
    vehicleheight: dims?.[2] ?? null,
    torque: powertrain.torque,
    bodyconfiguration: model.body.bodyConfig,
    ancaprating: model.ancap,
    geartype: trans === null ? null : (GEAR_TYPES.find(([re]) => re.test(trans))?.[1] ?? 'Automatic'),
  };
  if (badge.level === 0 && rng.chance(0.1)) variant.ancaprating = null;
  if (rng.chance(0.1)) {
    for (const field of rng.sample(['torque', 'fuelcapacity', 'grossvehiclemass', 'vehicleheight'] as const, rng.int(1, 2))) variant[field] = null;
  }
  return variant;
}
