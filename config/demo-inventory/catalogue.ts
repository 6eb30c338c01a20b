/**
 * The demo-stock catalogue: every model the generator can list, and the paint and trim
 * names a dealer feed would carry for them (spec 1 §3 Car: colour, interior_colour).
 */
import type { PaintColour } from '../../adapters/media/car-image-url';
import type { ItemType } from '../../domain/vehicle/car';
import { CAR_MODELS } from './catalogue-cars';
import type { CatalogueModel } from './catalogue-model';
import { CARAVAN_MODELS, MOTORCYCLE_MODELS, TRUCK_MODELS } from './catalogue-other-vehicles';

export type { Badge, CatalogueModel, DriveKind, FuelKind, Generation, Powertrain } from './catalogue-model';

export const CATALOGUE: readonly CatalogueModel[] = [...CAR_MODELS, ...MOTORCYCLE_MODELS, ...TRUCK_MODELS, ...CARAVAN_MODELS];

/** URL-safe form of a make, as dealer configurations list manufacturers ('mazda', 'mercedes-benz'). */
export function makeSlug(make: string): string {
  return make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The share of the Australian fleet in each paint family (white utes and SUVs dominate). */
export const PAINT_FAMILY_WEIGHTS: Readonly<Record<PaintColour, number>> = {
  white: 30,
  silver: 10,
  grey: 18,
  black: 14,
  blue: 10,
  red: 8,
  green: 2.5,
  orange: 1.5,
  yellow: 0.8,
  bronze: 1.5,
  brown: 1,
  beige: 1.2,
  gold: 0.5,
  purple: 0.3,
};

/** Marketing names by paint family. */
export const PAINT_NAMES: Readonly<Record<PaintColour, readonly string[]>> = {
  white: ['Glacier White', 'Crystal White Pearl', 'Arctic White', 'Frozen White', 'Snowflake White Pearl', 'Pure White', 'Summit White', 'White'],
  silver: ['Silver Sky', 'Sonic Silver', 'Ice Silver', 'Moonstone', 'Titanium Silver', 'Silver'],
  grey: ['Graphite', 'Machine Grey', 'Meteor Grey', 'Carbon Grey', 'Magnetite Grey', 'Gunmetal Grey', 'Grey'],
  black: ['Eclipse Black', 'Jet Black', 'Shadow Black', 'Phantom Black', 'Onyx Black', 'Black'],
  blue: ['Deep Crystal Blue', 'Lightning Blue', 'Oxford Blue', 'Eclipse Blue', 'Polymetal Blue', 'Blue Flame'],
  red: ['Soul Red Crystal', 'Race Red', 'Tornado Red', 'Vivid Red', 'Crimson Spark', 'Red'],
  green: ['Kakadu Green', 'Army Green', 'Jungle Green', 'Eucalyptus Green'],
  orange: ['Orange Burst', 'Sunset Orange', 'Luminous Orange'],
  yellow: ['Kinetic Yellow', 'Champion Yellow', 'Sunburst Yellow'],
  bronze: ['Oxide Bronze', 'Bronze Metallic', 'Dune Bronze'],
  brown: ['Mocha Brown', 'Burnt Copper', 'Mahogany'],
  beige: ['Sandstone', 'Desert Beige', 'Sahara Sand'],
  gold: ['Gold Rush', 'Champagne Gold'],
  purple: ['Amethyst', 'Plum Crazy'],
};

/** A caravan's colour is its white body with a coloured composite band (the URL carries the band). */
export const CARAVAN_PAINT_NAMES: Readonly<Partial<Record<PaintColour, readonly string[]>>> = {
  grey: ['White / Charcoal Composite', 'White / Gunmetal Composite'],
  black: ['White / Black Checkerplate', 'White / Black Composite'],
  silver: ['White / Silver Checkerplate'],
  blue: ['Arctic White / Blue Decals'],
  bronze: ['White / Bronze Composite'],
  red: ['White / Red Decals'],
};

export const INTERIOR_COLOURS: Readonly<Record<ItemType, readonly (readonly string[])[]>> = {
  // by trim level 0..3
  car: [
    ['Black Cloth', 'Charcoal Cloth', 'Grey Cloth'],
    ['Black Cloth', 'Black Premium Cloth', 'Black Leatherette'],
    ['Black Leather-accented', 'Black Leatherette', 'Grey Leather-accented'],
    ['Black Leather', 'Tan Leather', 'Brown Nappa Leather', 'Ivory Leather'],
  ],
  motorcycle: [[]],
  truck: [['Grey Vinyl', 'Grey Cloth']],
  caravan: [['Cashmere', 'Charcoal Linen', 'Sand Suede', 'Ash Leatherette']],
};
