import type { AustralianState } from '../locations/delivery-zones';
import type { Car } from '../vehicle/car';
import { priceDisplay } from '../vehicle/price-display';
import type { DutyCondition, DutyFuel } from './duty-rules';
import { motorVehicleDuty, type DutyAssessment, type DutyVehicle } from './motor-vehicle-duty';

/**
 * The drive-away price (issue 15): vehicle price + motor vehicle duty + registration + CTP +
 * dealer delivery (the reference's "What a drive-away price holds"; ACCC), for the buyer's state.
 */

/** What a dealer charges on the road in one state, dollars GST inclusive (site configuration `on_road_costs`). */
export interface StateOnRoadCosts {
  readonly registration: number;
  readonly ctp: number;
  readonly registrationMonths: number;
}

export interface SiteOnRoadCosts {
  readonly dealerDelivery: number;
  readonly byState: Partial<Record<AustralianState, StateOnRoadCosts>>;
}

export type DriveAwayItemKey = 'vehicle' | 'duty' | 'registration' | 'ctp' | 'dealer_delivery';

export interface DriveAwayItem {
  readonly key: DriveAwayItemKey;
  readonly label: string;
  readonly amount: number;
}

export interface DriveAwayPrice {
  readonly state: AustralianState;
  /** By price precedence (spec 1 §4): offer, then price; never a weekly subscription. */
  readonly vehiclePrice: number;
  /** Vehicle first; the parts the buyer pays. */
  readonly items: readonly DriveAwayItem[];
  /** Whole dollars, the sum of the items rounded UP to the dollar (never understated). */
  readonly total: number;
  /** The listing's price_type says 'Drive Away': the price already holds the on-road costs. */
  readonly listedAsDriveAway: boolean;
  /** null when listedAsDriveAway. */
  readonly duty: DutyAssessment | null;
  /** The months of registration included; disclosed when fewer than 12 (ACCC). */
  readonly registrationMonths: number | null;
  /** Some part is unverified, or the state has no configured costs. */
  readonly estimate: boolean;
  /** Shopper-facing sentences. */
  readonly notes: readonly string[];
}

/**
 * The car fields the price reads. `cylinders` and `co2_emissions` may sit on the listing itself
 * when a feed supplies them (not spec 1 §3 fields); otherwise cylinders come from the variant.
 */
export type DriveAwayCar = Pick<Car, 'price' | 'car_type'> &
  Partial<Pick<Car, 'offer_price' | 'price_type' | 'fuel' | 'simple_fuel' | 'variant' | 'item_type'>> & {
    readonly cylinders?: number | null;
    /** Combined tailpipe CO2, g/km (Green Vehicle Guide 'Comb'), when the listing has it. */
    readonly co2_emissions?: number | null;
  };

/** One wording for the vehicle page's line, the dialog and the server (issue 15): drive-away-label.ts. */
export { driveAwayLabel } from './drive-away-label';

export type PriceType = 'drive-away' | 'excl-govt-charges' | 'excl-gst' | 'unstated';

/**
 * The listing's price type. Feeds spell it loosely ('Drive Away', 'Drive-away', 'Excl. Govt.
 * Charges', 'EGC', 'Excl. GST', 'Ex GST'). Choice: any other text, or none, reads as excluding government
 * charges — the price the duty and on-road costs are added to, so nothing is left out.
 */
export function priceTypeOf(priceType: string | null | undefined): PriceType {
  const key = (priceType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (key === '') return 'unstated';
  if (key.includes('driveaway')) return 'drive-away';
  if (key.includes('gst') && !key.includes('incl')) return 'excl-gst';
  if (key === 'egc' || key.includes('govt') || key.includes('government')) return 'excl-govt-charges';
  return 'unstated';
}

/**
 * The drive-away price of `car` for a buyer in `state` on `on` (issue 15).
 * - null when the car has no price by spec 1 §4 precedence (offer above 10, else price above 0;
 *   a weekly subscription is never a car price), and for a price 'Excl. GST'. Choice: a GST-exclusive
 *   price is a commercial listing for a business buyer; duty is on the GST-inclusive value and the
 *   GST is not ours to guess, so no drive-away price is shown for it.
 * - 'Drive Away' listings: the listed price is the total; one vehicle item; no duty.
 * - Otherwise ('Excl. Govt. Charges' or no price type): vehicle + duty + registration + CTP +
 *   dealer delivery. Choice: the dutiable value is the vehicle price plus dealer delivery in every
 *   state (NSW and NT count delivery in it; one rule for all, so duty is never understated).
 */
export function driveAwayPrice(input: { car: DriveAwayCar; state: AustralianState; costs: SiteOnRoadCosts; on: Date }): DriveAwayPrice | null {
  const { car, state, costs, on } = input;
  const vehiclePrice = vehiclePriceOf(car);
  if (vehiclePrice === null) return null;
  const priceType = priceTypeOf(car.price_type);
  if (priceType === 'excl-gst') return null;

  if (priceType === 'drive-away') {
    return {
      state,
      vehiclePrice,
      items: [{ key: 'vehicle', label: 'Drive-away price (includes on-road costs)', amount: vehiclePrice }],
      total: roundUpToDollar([vehiclePrice]),
      listedAsDriveAway: true,
      duty: null,
      registrationMonths: null,
      estimate: false,
      notes: ['The listed price is a drive-away price: it includes registration, CTP, stamp duty and dealer delivery.'],
    };
  }

  const dealerDelivery = money(costs.dealerDelivery);
  const duty = motorVehicleDuty(state, dutyVehicleOf(car, vehiclePrice + dealerDelivery), on);
  const stateCosts = costs.byState[state];
  const notes: string[] = [];
  const items: DriveAwayItem[] = [
    { key: 'vehicle', label: 'Vehicle price', amount: vehiclePrice },
    { key: 'duty', label: duty.verified ? duty.label : `${duty.label} (estimate)`, amount: duty.amount },
  ];
  let registrationMonths: number | null = null;
  if (stateCosts) {
    registrationMonths = months(stateCosts.registrationMonths);
    items.push(
      {
        key: 'registration',
        label: registrationMonths === null ? 'Registration' : `Registration (${monthsText(registrationMonths)})`,
        amount: money(stateCosts.registration),
      },
      { key: 'ctp', label: 'Compulsory third party insurance (CTP)', amount: money(stateCosts.ctp) },
    );
    // ACCC: fewer than 12 months' registration must be disclosed; the full year is said too.
    if (registrationMonths !== null) notes.push(`Includes ${registrationMonths === 1 ? "1 month's" : `${registrationMonths} months'`} registration.`);
  } else {
    notes.push(`Registration and CTP for ${state} are not included: ask the dealer for them.`);
  }
  if (dealerDelivery > 0) items.push({ key: 'dealer_delivery', label: 'Dealer delivery', amount: dealerDelivery });
  if (!duty.verified) notes.push(`${state} duty is an estimate.${duty.note ? ` ${duty.note}` : ''}`);
  const otherItemType = car.item_type !== undefined && car.item_type !== 'car';
  if (otherItemType) notes.push(`Duty is worked out at the passenger car rates; the rate for a ${car.item_type} may differ.`);

  return {
    state,
    vehiclePrice,
    items,
    total: roundUpToDollar(items.map((item) => item.amount)),
    listedAsDriveAway: false,
    duty,
    registrationMonths,
    estimate: !duty.verified || !stateCosts || otherItemType,
    notes,
  };
}

/** spec 1 §4: the offer (above 10), else the price (above 0); a subscription never counts here. */
function vehiclePriceOf(car: DriveAwayCar): number | null {
  const display = priceDisplay({ price: car.price, offer_price: car.offer_price }, { subscriptions: false });
  return display._tag === 'Offer' || display._tag === 'Price' ? display.amount : null;
}

/** Petrol gives about 2.32 kg of CO2 a litre, diesel about 2.65: g/km per L/100km (Green Vehicle Guide factors). */
export const CO2_GRAMS_PER_KM_PER_LITRE_PER_100KM: Readonly<Partial<Record<DutyFuel, number>>> = {
  petrol: 23.2,
  hybrid: 23.2,
  'plug-in-hybrid': 23.2,
  diesel: 26.5,
};

/**
 * The duty facts of a listing (issue 15). Fuel from simple_fuel, else fuel ('Petrol', 'Unleaded
 * Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'). Cylinders from the listing, else its
 * variant. CO2 as listed; if none, derived from the variant's combined fuel use in L/100km
 * (petrol and hybrids × 23.2, diesel × 26.5) and marked derived, so any class it picks is an estimate.
 */
export function dutyVehicleOf(car: DriveAwayCar, dutiableValue: number): DutyVehicle {
  const fuel = dutyFuelOf(car.simple_fuel) ?? dutyFuelOf(car.fuel) ?? 'other';
  const cylinders = car.cylinders ?? car.variant?.cylinders ?? null;
  const listed = positiveOrZero(car.co2_emissions);
  const perLitre = CO2_GRAMS_PER_KM_PER_LITRE_PER_100KM[fuel];
  const consumption = car.variant?.fuelconsumptioncombined;
  const derived =
    listed === null && perLitre !== undefined && typeof consumption === 'number' && Number.isFinite(consumption) && consumption > 0
      ? Math.round(consumption * perLitre * 10) / 10
      : null;
  return {
    dutiableValue,
    condition: conditionOf(car.car_type),
    fuel,
    cylinders,
    co2GramsPerKm: listed ?? derived,
    ...(derived !== null ? { co2Derived: true } : {}),
  };
}

function dutyFuelOf(text: string | null | undefined): DutyFuel | null {
  const fuel = (text ?? '').toLowerCase();
  if (fuel.trim() === '' || fuel.trim() === 'null') return null;
  if (fuel.includes('plug') || fuel.includes('phev')) return 'plug-in-hybrid';
  if (fuel.includes('hybrid')) return 'hybrid';
  const electric = fuel.includes('electric') || /\b(bev|ev)\b/.test(fuel);
  const combustion = /petrol|unleaded|diesel|premium|ulp/.test(fuel);
  if (electric && combustion) return 'hybrid';
  if (electric) return 'electric';
  if (fuel.includes('diesel')) return 'diesel';
  if (combustion) return 'petrol';
  return 'other';
}

function conditionOf(carType: DriveAwayCar['car_type']): DutyCondition {
  return carType === 'new' || carType === 'demo' ? carType : 'used';
}

function positiveOrZero(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** A configured amount: negative or non-finite counts as nothing. */
function money(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}

function months(value: number): number | null {
  return Number.isInteger(value) && value >= 1 ? value : null;
}

function monthsText(n: number): string {
  return n === 1 ? '1 month' : `${n} months`;
}

/** The sum of amounts in cents, rounded up to the whole dollar: a total is never understated. */
function roundUpToDollar(amounts: readonly number[]): number {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return Math.ceil(cents / 100);
}
