/**
 * The compare page (issue 14; spec 1 §2 'compare', §3 'Compare list', §4 'Favourites and
 * compare', §5): up to four cars side by side, one row per thing a shopper weighs, the best
 * value of a row marked and rows whose values are all the same collapsible. Pure: the page
 * loads the cars, this decides every cell.
 */
import * as E from 'fp-ts/Either';
import type { FinanceProviderName } from '../dealer-site/dealer-site';
import { estimateWeeklyPayment, financeEstimateEligibility } from '../finance/finance-estimate';
import type { Car } from './car';
import { isPresentSpecValue } from './display';
import { realImages } from './images';
import { carTypeLabel } from './labels';
import { formatDollars } from './money';
import { kmText, shopperView, type ShopperSite } from './shopper-view';

/** issue 14: the compare page lays up to four cars side by side; a fifth is refused. */
export const MAX_COMPARE = 4;
/** The message a fifth car is refused with. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} cars. Remove one to add another.`;
/** spec 1 §5: a missing value shows as a dash. */
export const MISSING = '—';
/**
 * How many equipment items a column lists. Choice: a car's equipment is its standard
 * equipment then its dealer-fitted features (in that order, repeats dropped); where the cars
 * are alike a column lists first what not every compared car has (the difference, marked), then
 * what they share; eight in all, with a count of the rest — enough to tell grades apart without a wall of text.
 */
export const KEY_EQUIPMENT_SHOWN = 8;

export type CompareRowKey =
  | 'photo'
  | 'price'
  | 'weekly'
  | 'driveAway'
  | 'year'
  | 'km'
  | 'body'
  | 'fuel'
  | 'transmission'
  | 'engine'
  | 'fuelUse'
  | 'ancap'
  | 'seats'
  | 'dimensions'
  | 'equipment';

/** Which way a row's best value lies, and the word the page marks it with (not colour alone). */
export type BestKind = 'Lowest' | 'Newest' | 'Highest';

export interface CompareRow {
  readonly key: CompareRowKey;
  readonly label: string;
  /** Display text per car, in the cars' order; MISSING when the car has no value. */
  readonly values: readonly string[];
  /** The equipment row's items per car (the values join them); absent on other rows. */
  readonly equipment?: readonly CompareEquipment[];
  /** Every car shows the same value (at least two cars): 'Hide rows that are the same' hides it. */
  readonly same: boolean;
  /**
   * The cars holding the row's best value (lowest price, km, weekly and fuel use; newest year;
   * highest ANCAP). Choice: a tie marks every car sharing the best; empty when fewer than two
   * cars have a comparable value or all of them are equal (no difference to highlight).
   */
  readonly best: readonly number[];
  readonly bestKind?: BestKind;
}

/** One car's key equipment on the compare page. */
export interface CompareEquipment {
  /** The items listed: `unique` when not every compared car has it. */
  readonly items: readonly { readonly text: string; readonly unique: boolean }[];
  /** How many more the car has beyond those listed. */
  readonly more: number;
}

/** The site as the compare rows read it: what the shopper view needs and the finance estimate's switches. */
export interface CompareSite extends ShopperSite {
  readonly finance_provider: FinanceProviderName;
  readonly manufacturer: string | null;
  readonly finance_estimate_hidden_dealerships: readonly number[];
}

/** One cell: its text and, for the rows that rank, the number it is ranked by. */
interface Cell {
  readonly text: string;
  readonly rank?: number;
}

const missing: Cell = { text: MISSING };

/** spec 1 §5: undefined, null, empty and the text 'null' are dropped (shown as MISSING). */
function textCell(value: unknown, format: (v: string | number | boolean) => string = String, rank?: number): Cell {
  if (!isPresentSpecValue(value)) return missing;
  const text = format(value).trim();
  return text === '' ? missing : rank !== undefined && Number.isFinite(rank) ? { text, rank } : { text };
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '2.0 L' (litres to one place), with the cylinders when known: '2.0 L, 4 cyl'. */
function engineText(car: Car): string | null {
  const litres = positive(car.engine_size_litres) ? car.engine_size_litres : positive(car.variant?.enginesize_litres) ? car.variant.enginesize_litres : null;
  const cylinders = positive(car.variant?.cylinders) ? `${car.variant.cylinders} cyl` : null;
  const parts = [litres !== null ? `${litres.toFixed(1)} L` : null, cylinders].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Length × width × height. Choice: a car's (variant) dimensions in millimetres when all three
 * are known; a caravan's body length × width in metres (spec 1 §5: feet shown as metres);
 * anything less is MISSING rather than a partial set that reads like a full one.
 */
function dimensionsText(car: Car): string | null {
  const v = car.variant;
  if (positive(v?.vehiclelength) && positive(v?.vehiclewidth) && positive(v?.vehicleheight)) {
    return `${grouped(v.vehiclelength)} × ${grouped(v.vehiclewidth)} × ${grouped(v.vehicleheight)} mm`;
  }
  const s = car.specifications;
  if (car.item_type === 'caravan' && positive(s?.body_length) && positive(s?.body_width)) {
    const m = (feet: number) => (feet * 0.3048).toFixed(2);
    return `${m(s.body_length)} × ${m(s.body_width)} m`;
  }
  return null;
}

/** The car's equipment: standard equipment, then features, blanks and repeats (any case) dropped. */
export function keyEquipment(car: Pick<Car, 'standardEquipment' | 'features'>): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of [...(car.standardEquipment ?? []), ...(car.features ?? [])]) {
    if (!isPresentSpecValue(item)) continue;
    const text = item.trim();
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(text);
  }
  return items;
}

const equipmentKey = (item: string): string => item.trim().toLowerCase();

/** Each car's key equipment: what not every car has first (marked unique), then what they share. */
export function compareEquipment(cars: readonly Pick<Car, 'standardEquipment' | 'features'>[], shown = KEY_EQUIPMENT_SHOWN): CompareEquipment[] {
  const lists = cars.map(keyEquipment);
  const keys = lists.map((list) => new Set(list.map(equipmentKey)));
  const common = (item: string) => cars.length < 2 || keys.every((set) => set.has(equipmentKey(item)));
  return lists.map((list) => {
    const own = list.filter((item) => !common(item));
    // Choice: the difference is marked where the cars are broadly alike (at most half of a car's
    // equipment is its own); a ute beside a motorcycle would have every item marked, which tells
    // the shopper nothing, so its list keeps its own order unmarked.
    const marked = own.length > 0 && own.length * 2 <= list.length;
    const ordered = marked ? [...own, ...list.filter(common)] : list;
    return {
      items: ordered.slice(0, shown).map((text) => ({ text, unique: marked && !common(text) })),
      more: Math.max(0, ordered.length - shown),
    };
  });
}

/** The primary photo: the first real image (spec 1 §2: videos and the placeholder are not photos). */
export function comparePhoto(car: Pick<Car, 'images' | 'primary_image_url'>): string | null {
  const first = realImages(car)[0];
  return first ? first.image.thumb.url || first.image.url : null;
}

/** The weekly repayment at the site's estimate (spec 2 §4, §9), as the vehicle page shows it; null when none shows. */
export function weeklyEstimate(car: Car, site: CompareSite, now: Date): number | null {
  const eligibility = financeEstimateEligibility({
    car,
    provider: site.finance_provider,
    site: { manufacturer: site.manufacturer, hiddenDealershipIds: site.finance_estimate_hidden_dealerships },
    currentYear: now.getUTCFullYear(),
  });
  if (E.isLeft(eligibility)) return null;
  // The vehicle page's amount: the asking price by precedence (an offer above $10), else the price.
  const asking = shopperView(car, site, now).askingPrice ?? car.price;
  return estimateWeeklyPayment({ price: asking, lender: eligibility.right });
}

type Column = (car: Car) => Cell;

interface RowSpec {
  readonly key: CompareRowKey;
  readonly label: string;
  readonly cell: Column;
  readonly best?: { readonly kind: BestKind; readonly prefer: 'min' | 'max' };
}

function rowSpecs(site: CompareSite, now: Date): RowSpec[] {
  const caravan = (car: Car) => car.item_type === 'caravan';
  return [
    { key: 'photo', label: 'Photo', cell: (car) => textCell(comparePhoto(car)) },
    {
      key: 'price',
      label: 'Price',
      // spec 1 §4 precedence (subscription, offer, price, PREORDER, no-price text); a sold car says so.
      cell: (car) => {
        const view = shopperView(car, site, now);
        if (view.price._tag === 'Sold') return { text: 'Sold' };
        // The cars rank by their cash prices (a weekly subscription ranks by the cash price shown beside it).
        return textCell(view.price.line, String, view.askingPrice ?? undefined);
      },
      best: { kind: 'Lowest', prefer: 'min' },
    },
    {
      key: 'weekly',
      label: 'Weekly repayment',
      cell: (car) => {
        const weekly = weeklyEstimate(car, site, now);
        return weekly === null || !positive(weekly) ? missing : { text: `${formatDollars(weekly)}/wk`, rank: weekly };
      },
      best: { kind: 'Lowest', prefer: 'min' },
    },
    {
      key: 'driveAway',
      label: 'Drive-away',
      // The line under the vehicle page's price: the listing's price type ('Drive Away', 'Excl. Govt. Charges').
      cell: (car) => {
        const view = shopperView(car, site, now);
        return view.price._tag === 'Shown' ? textCell(view.price.note) : missing;
      },
    },
    { key: 'year', label: 'Year', cell: (car) => textCell(car.year, String, car.year), best: { kind: 'Newest', prefer: 'max' } },
    {
      key: 'km',
      label: 'Kilometres',
      // As the cards: a caravan has no odometer worth showing.
      cell: (car) => (caravan(car) || !Number.isFinite(car.km) || car.km < 0 ? missing : { text: kmText(car.km), rank: car.km }),
      best: { kind: 'Lowest', prefer: 'min' },
    },
    { key: 'body', label: 'Body', cell: (car) => textCell(car.simple_body ?? car.variant?.bodyconfiguration) },
    { key: 'fuel', label: 'Fuel', cell: (car) => textCell(car.simple_fuel ?? car.fuel) },
    { key: 'transmission', label: 'Transmission', cell: (car) => textCell(car.simple_transmission ?? car.trans) },
    { key: 'engine', label: 'Engine', cell: (car) => textCell(engineText(car)) },
    {
      key: 'fuelUse',
      label: 'Fuel use',
      cell: (car) => {
        const use = car.variant?.fuelconsumptioncombined;
        return positive(use) ? { text: `${use} L/100km`, rank: use } : missing;
      },
      best: { kind: 'Lowest', prefer: 'min' },
    },
    {
      key: 'ancap',
      label: 'ANCAP rating',
      cell: (car) => {
        const stars = car.variant?.ancaprating;
        return positive(stars) ? { text: `${stars} star${stars === 1 ? '' : 's'}`, rank: stars } : missing;
      },
      best: { kind: 'Highest', prefer: 'max' },
    },
    { key: 'seats', label: 'Seats', cell: (car) => (positive(car.seats) ? { text: String(car.seats) } : missing) },
    { key: 'dimensions', label: 'Dimensions (L × W × H)', cell: (car) => textCell(dimensionsText(car)) },
    // The equipment row is worked out over all the cars at once (compareRows).
    { key: 'equipment', label: 'Key equipment', cell: () => missing },
  ];
}

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function bestOf(cells: readonly Cell[], prefer: 'min' | 'max'): number[] {
  const ranked = cells.flatMap((cell, index) => (cell.rank !== undefined ? [{ index, rank: cell.rank }] : []));
  if (ranked.length < 2) return [];
  const ranks = ranked.map((r) => r.rank);
  const top = prefer === 'min' ? Math.min(...ranks) : Math.max(...ranks);
  if (ranks.every((r) => r === top)) return [];
  return ranked.filter((r) => r.rank === top).map((r) => r.index);
}

/**
 * The compare table's rows, in this order: photo, price (spec 1 §4 precedence), weekly
 * repayment at the site's estimate, drive-away hint, year, kilometres, body, fuel,
 * transmission, engine, fuel use, ANCAP, seats, dimensions, key equipment. `now` is the
 * instant of the page (the finance estimate's age rule and the shopper view read it).
 */
export function compareRows(cars: readonly Car[], site: CompareSite, now: Date): CompareRow[] {
  return rowSpecs(site, now).map((spec): CompareRow => {
    if (spec.key === 'equipment') return equipmentRow(spec, cars);
    const cells = cars.map(spec.cell);
    const values = cells.map((c) => c.text);
    const first = values[0];
    // Choice: 'the same' needs two cars to compare; the photo row is never hidden (it is the car).
    const same = spec.key !== 'photo' && cars.length >= 2 && first !== undefined && values.every((v) => sameText(v, first));
    const best = spec.best ? bestOf(cells, spec.best.prefer) : [];
    return { key: spec.key, label: spec.label, values, same, best, ...(spec.best && best.length > 0 ? { bestKind: spec.best.kind } : {}) };
  });
}

function equipmentRow(spec: RowSpec, cars: readonly Car[]): CompareRow {
  const equipment = compareEquipment(cars);
  const values = equipment.map((e) => (e.items.length > 0 ? [...e.items.map((i) => i.text), ...(e.more > 0 ? [`${e.more} more`] : [])].join(', ') : MISSING));
  // The same when every car has the same equipment (not only the same first few).
  const sets = cars.map((car) => [...new Set(keyEquipment(car).map(equipmentKey))].sort().join('\n'));
  const same = cars.length >= 2 && sets.every((set) => set === sets[0]);
  return { key: spec.key, label: spec.label, values, equipment, same, best: [] };
}

/** The compare column's subtitle: condition and stock number ('Used · Stock S1234'). */
export function compareSubtitle(car: Pick<Car, 'car_type' | 'stocknum'>, labels: Parameters<typeof carTypeLabel>[1]): string {
  return [carTypeLabel(car.car_type, labels), isPresentSpecValue(car.stocknum) ? `Stock ${car.stocknum.trim()}` : null].filter(Boolean).join(' · ');
}
