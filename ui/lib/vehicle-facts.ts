import type { PublicSite } from '../../application/client/caryard-client.port';
import {
  carTypeLabel,
  feetToMetres,
  isPresentSpecValue,
  normaliseMake,
  presentSpecs,
  regoExpiryText,
  type SpecEntry,
  type SpecValue,
} from '../../domain/vehicle';
import type { Car } from '../../domain/vehicle/car';
import { formatKm, formatNumber } from './search-labels';

export type FactKey =
  'odometer' | 'transmission' | 'fuel' | 'body' | 'drive' | 'engine' | 'colour' | 'seats' | 'doors' | 'sleeps' | 'length' | 'tare' | 'stock' | 'condition';

export interface Fact extends SpecEntry<SpecValue> {
  readonly key: FactKey;
}

/** '2.0 L' */
const litres = (value: number | null | undefined): string | null => (typeof value === 'number' && value > 0 ? `${value.toFixed(1)} L` : null);
/** spec 1 §5: caravan lengths arrive in feet and show in metres ('7.32 m'). */
export const metres = (feet: number | null | undefined): string | null =>
  typeof feet === 'number' && Number.isFinite(feet) && feet > 0 ? `${feetToMetres(feet).toFixed(2)} m` : null;
const kg = (value: number | null | undefined): string | null => (typeof value === 'number' && value > 0 ? `${formatNumber(value)} kg` : null);

/** 'YYYY-MM' or 'YYYY-MM-DD' → 'MM/YYYY'. */
function monthYear(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : (value ?? null);
}

function keyFact(key: FactKey, label: string, value: unknown): { key: FactKey; label: string; value: unknown } {
  return { key, label, value };
}

/**
 * The key-information grid (spec 1 §2, first 4 shown): the facts a shopper compares first.
 * A caravan's are its berth, length and weight; empty values are dropped (spec 1 §5).
 */
export function keyFacts(car: Car, site: Pick<PublicSite, 'labels'>): Fact[] {
  const caravan = car.item_type === 'caravan';
  const spec = car.specifications;
  const entries = caravan
    ? [
        keyFact('sleeps', 'Sleeps', spec?.sleeps ? `${spec.sleeps} people` : null),
        keyFact('length', 'Body length', metres(spec?.body_length)),
        keyFact('tare', 'Tare weight', kg(spec?.tare_weight)),
        keyFact('condition', 'Condition', carTypeLabel(car.car_type, site.labels)),
        keyFact('body', 'Type', car.simple_body),
        keyFact('colour', 'Colour', car.colour),
        keyFact('stock', 'Stock number', car.stocknum),
      ]
    : [
        keyFact('odometer', 'Odometer', formatKm(car.km)),
        keyFact('transmission', 'Transmission', car.simple_transmission ?? car.trans),
        keyFact('fuel', 'Fuel type', car.simple_fuel ?? car.fuel),
        keyFact('body', 'Body type', car.simple_body),
        keyFact('drive', 'Drive', car.simple_drive ?? car.drive),
        keyFact('engine', 'Engine', litres(car.engine_size_litres ?? car.variant?.enginesize_litres)),
        keyFact('colour', 'Colour', car.colour),
        keyFact('seats', 'Seats', car.seats),
        keyFact('doors', 'Doors', car.doors),
        keyFact('condition', 'Condition', carTypeLabel(car.car_type, site.labels)),
      ];
  // spec 1 §5: empty values dropped (the domain's test of a present value).
  return entries.filter((entry): entry is Fact => isPresentSpecValue(entry.value));
}

/**
 * The specification list titled '{vehicle type} Details' (spec 1 §2): the listing's
 * descriptors, the variant's technical data and, for caravans, the caravan specifications
 * in metres. Empty values are dropped (spec 1 §5); rego expiry shows only when in the future.
 */
export function specificationRows(car: Car, site: Pick<PublicSite, 'labels'>, now: Date): SpecEntry<SpecValue>[] {
  const v = car.variant;
  const s = car.specifications;
  return presentSpecs([
    { label: 'Make', value: normaliseMake(car.make) },
    { label: 'Model', value: car.model },
    { label: 'Badge', value: car.badge },
    { label: 'Series', value: car.series },
    { label: 'Year', value: car.year },
    { label: 'Condition', value: carTypeLabel(car.car_type, site.labels) },
    { label: 'Body type', value: car.simple_body },
    { label: 'Colour', value: car.colour },
    { label: 'Interior colour', value: car.interior_colour },
    { label: 'Odometer', value: car.item_type === 'caravan' ? null : formatKm(car.km) },
    { label: 'Transmission', value: car.trans ?? car.simple_transmission },
    { label: 'Drive', value: car.drive ?? car.simple_drive },
    { label: 'Fuel type', value: car.fuel ?? car.simple_fuel },
    { label: 'Engine size', value: car.engine_size ? `${formatNumber(car.engine_size)} cc` : null },
    { label: 'Cylinders', value: v?.cylinders },
    { label: 'Induction', value: v?.induction },
    { label: 'Torque', value: v?.torque ? `${v.torque} Nm` : null },
    { label: 'Gear type', value: v?.geartype },
    { label: 'Fuel consumption (combined)', value: v?.fuelconsumptioncombined ? `${v.fuelconsumptioncombined} L/100km` : null },
    { label: 'Fuel capacity', value: v?.fuelcapacity ? `${v.fuelcapacity} L` : null },
    { label: 'Gross vehicle mass', value: kg(v?.grossvehiclemass) },
    { label: 'Length', value: v?.vehiclelength ? `${formatNumber(v.vehiclelength)} mm` : null },
    { label: 'Width', value: v?.vehiclewidth ? `${formatNumber(v.vehiclewidth)} mm` : null },
    { label: 'Height', value: v?.vehicleheight ? `${formatNumber(v.vehicleheight)} mm` : null },
    { label: 'Body configuration', value: v?.bodyconfiguration },
    { label: 'ANCAP safety rating', value: v?.ancaprating ? `${v.ancaprating} stars` : null },
    // Caravan specifications (spec 1 §3), lengths in metres (spec 1 §5).
    { label: 'Body length', value: metres(s?.body_length) },
    { label: 'Body width', value: metres(s?.body_width) },
    { label: 'Tare weight', value: kg(s?.tare_weight) },
    { label: 'Aggregate trailer mass', value: kg(s?.aggregate_trailer_mass) },
    { label: 'Axle type', value: s?.axle_type },
    { label: 'Sleeps', value: s?.sleeps },
    { label: 'Seats', value: car.seats },
    { label: 'Doors', value: car.doors },
    { label: 'VIN', value: car.vin },
    { label: 'Stock number', value: car.stocknum },
    { label: 'Registration', value: car.regplate },
    { label: 'Registration expiry', value: regoExpiryText(car.rego_expiry, now) },
    { label: 'Build date', value: monthYear(car.build_date) },
    { label: 'Compliance date', value: monthYear(car.compliance_date) },
  ]);
}
