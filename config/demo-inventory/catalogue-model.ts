/**
 * The shape of the demo-stock catalogue (makes, models, generations, badges, powertrains)
 * and the compact builders the catalogue files are written with. Prices are today's
 * Australian drive-away prices in dollars for a new vehicle of that badge; older badges
 * carry the price they would have today, and pricing.ts depreciates from there.
 */
import type { CarBody, PaintColour } from '../../adapters/media/car-image-url';
import type { ItemType } from '../../domain/vehicle/car';

export type FuelKind = 'petrol' | 'premium' | 'diesel' | 'hybrid' | 'plugin' | 'electric';
/** Drive as a dealer feed states it; car-builder maps it to drive and simple_drive. */
export type DriveKind = 'FWD' | 'RWD' | 'AWD' | '4WD' | 'chain' | 'belt' | 'shaft' | '4x2' | '6x4';
export type Induction = 'Turbo' | 'Twin Turbo' | 'Naturally Aspirated' | 'Supercharged' | 'Electric';

export interface Powertrain {
  fuel: FuelKind;
  cylinders: number | null;
  /** Capacity in litres (null for electric). */
  litres: number | null;
  induction: Induction;
  /** Nm. */
  torque: number;
  /** Combined L/100km (null for electric). */
  economy: number | null;
  trans: string;
  /** A manual alternative and the share of stock that has it. */
  manual?: { trans: string; share: number };
}

export interface Generation {
  /** Series code; `{MY}` is replaced by the model year (MY24). */
  series: string;
  from: number;
  to?: number;
}

/** Caravan specifications of a floor plan (spec 1 §3 "Other"): lengths in feet. */
export interface CaravanSpec {
  lengthFt: number;
  widthFt: number;
  tare: number;
  atm: number;
  axle: 'Single' | 'Tandem';
  sleeps: number;
}

export interface Badge {
  name: string;
  /** Today's drive-away price new, AUD. */
  msrp: number;
  powertrain: string;
  /** Trim level 0 (base) to 3 (flagship): drives equipment and interior. */
  level: 0 | 1 | 2 | 3;
  drive?: DriveKind;
  from?: number;
  to?: number;
  weight?: number;
  seats?: number;
  doors?: number;
  caravan?: CaravanSpec;
}

export interface BodyStyle {
  simpleBody: string;
  svgBody: CarBody;
  bodyConfig: string;
}

export interface CatalogueModel {
  make: string;
  model: string;
  itemType: ItemType;
  body: BodyStyle;
  /** Relative share of stock. */
  popularity: number;
  /** Resale strength: 1 average, above 1 holds value (LandCruiser), below 1 falls faster. */
  resale: number;
  seats: number | null;
  doors: number | null;
  /** Length, width, height in mm. */
  dims: readonly [number, number, number] | null;
  fuelTank: number | null;
  gvm: number | null;
  ancap: number | null;
  drive: DriveKind | null;
  kmPerYear: readonly [number, number];
  /** Paint families this model comes in (default: the market's usual mix). */
  colours?: readonly PaintColour[];
  generations: readonly Generation[];
  powertrains: Readonly<Record<string, Powertrain>>;
  badges: readonly Badge[];
}

// Transmissions as feeds write them.
export const A4 = '4 Speed Automatic';
export const A5 = '5 Speed Automatic';
export const A6 = '6 Speed Automatic';
export const A7 = '7 Speed Automatic';
export const A8 = '8 Speed Automatic';
export const A9 = '9 Speed Automatic';
export const A10 = '10 Speed Automatic';
export const CVT = 'Continuous Variable';
export const DCT6 = '6 Speed Auto Dual Clutch';
export const DCT7 = '7 Speed Auto Dual Clutch';
export const DCT8 = '8 Speed Auto Dual Clutch';
export const M5 = '5 Speed Manual';
export const M6 = '6 Speed Manual';
export const R1 = '1 Speed Reduction Gear';
export const AMT6 = '6 Speed Automated Manual';
export const AMT12 = '12 Speed Automated Manual';

export const UTE: BodyStyle = { simpleBody: 'Ute', svgBody: 'ute', bodyConfig: 'Double Cab Pick Up' };
export const CAB_CHASSIS: BodyStyle = { simpleBody: 'Cab Chassis', svgBody: 'ute', bodyConfig: 'Cab Chassis' };
export const SUV: BodyStyle = { simpleBody: 'SUV', svgBody: 'suv', bodyConfig: 'Wagon' };
export const HATCH: BodyStyle = { simpleBody: 'Hatch', svgBody: 'hatch', bodyConfig: 'Hatchback' };
export const SEDAN: BodyStyle = { simpleBody: 'Sedan', svgBody: 'sedan', bodyConfig: 'Sedan' };
export const WAGON: BodyStyle = { simpleBody: 'Wagon', svgBody: 'wagon', bodyConfig: 'Wagon' };
export const VAN: BodyStyle = { simpleBody: 'Van', svgBody: 'van', bodyConfig: 'Van' };
export const PEOPLE_MOVER: BodyStyle = { simpleBody: 'People Mover', svgBody: 'van', bodyConfig: 'Wagon' };
export const COUPE: BodyStyle = { simpleBody: 'Coupe', svgBody: 'coupe', bodyConfig: 'Coupe' };
export const CONVERTIBLE: BodyStyle = { simpleBody: 'Convertible', svgBody: 'convertible', bodyConfig: 'Roadster' };

export function bike(bodyConfig: string): BodyStyle {
  return { simpleBody: 'Motorcycle', svgBody: 'motorcycle', bodyConfig };
}
export function truckBody(bodyConfig: string): BodyStyle {
  return { simpleBody: 'Truck', svgBody: 'truck', bodyConfig };
}
export function caravanBody(simpleBody = 'Caravan'): BodyStyle {
  return { simpleBody, svgBody: 'caravan', bodyConfig: simpleBody };
}

/** A powertrain: fuel, cylinders, litres, induction, torque Nm, L/100km, transmission, manual alternative. */
export function pt(
  fuel: FuelKind,
  cylinders: number | null,
  litres: number | null,
  induction: Induction,
  torque: number,
  economy: number | null,
  trans: string,
  manual?: string,
  manualShare = 0.15,
): Powertrain {
  const powertrain: Powertrain = { fuel, cylinders, litres, induction, torque, economy, trans };
  if (manual !== undefined) powertrain.manual = { trans: manual, share: manualShare };
  return powertrain;
}

/** An electric motor: torque and drive only matter. */
export function ev(torque: number): Powertrain {
  return { fuel: 'electric', cylinders: null, litres: null, induction: 'Electric', torque, economy: null, trans: R1 };
}

type BadgeOptions = Omit<Badge, 'name' | 'msrp' | 'powertrain' | 'level'>;
export type BadgeRow = readonly [name: string, msrp: number, powertrain: string, level: 0 | 1 | 2 | 3, options?: BadgeOptions];

/** 'KUN26R:2005-2015, GUN126R:2016-' → generations. */
export function gens(spec: string): Generation[] {
  return spec.split(',').map((part) => {
    const [series = '', years = ''] = part.trim().split(':');
    const [from = '', to = ''] = years.split('-');
    const generation: Generation = { series, from: Number(from) };
    if (to !== '') generation.to = Number(to);
    return generation;
  });
}

export interface ModelOptions {
  itemType?: ItemType;
  body: BodyStyle;
  pop: number;
  resale?: number;
  seats: number | null;
  doors: number | null;
  dims?: readonly [number, number, number] | null;
  tank?: number | null;
  gvm?: number | null;
  ancap?: number | null;
  drive: DriveKind | null;
  kmPerYear?: readonly [number, number];
  colours?: readonly PaintColour[];
  gens: string;
  pts: Readonly<Record<string, Powertrain>>;
  badges: readonly BadgeRow[];
}

export function model(make: string, name: string, o: ModelOptions): CatalogueModel {
  const entry: CatalogueModel = {
    make,
    model: name,
    itemType: o.itemType ?? 'car',
    body: o.body,
    popularity: o.pop,
    resale: o.resale ?? 1,
    seats: o.seats,
    doors: o.doors,
    dims: o.dims ?? null,
    fuelTank: o.tank ?? null,
    gvm: o.gvm ?? null,
    ancap: o.ancap ?? (o.itemType === undefined || o.itemType === 'car' ? 5 : null),
    drive: o.drive,
    kmPerYear: o.kmPerYear ?? [10_000, 25_000],
    generations: gens(o.gens),
    powertrains: o.pts,
    badges: o.badges.map(([badgeName, msrp, powertrain, level, options]) => ({ name: badgeName, msrp, powertrain, level, ...options })),
  };
  if (o.colours) entry.colours = o.colours;
  return entry;
}
