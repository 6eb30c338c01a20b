import { possessive } from '../../domain/shared/possessive';
/**
 * Dealer comments (spec 1 §3 Other). The detail page collapses them at 400 characters and
 * shows a pending message when empty (spec 1 §4, §8, §9), so the mix includes missing,
 * empty, short and long (> 400 characters) comments.
 */
import type { CarStatus, CarType, ItemType } from '../../domain/vehicle/car';
import type { FuelKind } from './catalogue';
import type { Rng } from './prng';

export interface CommentContext {
  carType: CarType;
  itemType: ItemType;
  status: CarStatus;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  km: number;
  dealerName: string;
  city: string;
  highlights: readonly string[];
  certified: boolean;
  fuel: FuelKind | null;
  sleeps: number | null;
  lengthFt: number | null;
}

export const LONG_COMMENT_MIN = 401;

export function formatNumber(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function opener(rng: Rng, c: CommentContext, title: string): string {
  if (c.itemType === 'caravan') {
    return rng.pick([
      `Hit the road in this ${title}${c.lengthFt ? `, a ${c.lengthFt}ft layout` : ''} that sleeps ${c.sleeps ?? 2}.`,
      `Ready for your next lap of Australia: the ${title}.`,
      `This ${c.carType === 'used' ? 'pre-loved' : 'brand new'} ${title} is set up for off-grid touring.`,
    ]);
  }
  switch (c.carType) {
    case 'new':
      return rng.pick([
        `Brand new ${title} available now at ${c.dealerName}.`,
        `Be the first owner of this ${title}${c.colour ? ` finished in ${c.colour}` : ''}.`,
        c.status === 'coming_soon' ? `The new ${c.make} ${c.model} is arriving soon - secure yours today.` : `The all-new ${c.make} ${c.model} has arrived.`,
      ]);
    case 'demo':
      return rng.pick([
        `Save thousands on this ex-demonstrator ${title} with only ${formatNumber(c.km)} km.`,
        `Our ${c.make} demonstrator is now available: ${title}, ${formatNumber(c.km)} km and the balance of new-car warranty.`,
        `Drive away in a near-new ${title} for a fraction of the new price.`,
      ]);
    case 'used':
      return rng.pick([
        `This ${title} is in excellent condition inside and out.`,
        `Just traded in: a well maintained ${c.model} with ${formatNumber(c.km)} km on the clock.`,
        `Looking for a reliable ${c.model}? This ${c.year} example has been well cared for.`,
        `${c.certified ? 'Certified pre-owned and' : 'Fully inspected and'} ready for its next owner: ${title}.`,
      ]);
  }
}

const CONDITION = [
  'Comes with a full service history and two keys.',
  'One owner from new, non-smoker and immaculately presented.',
  'Recently serviced with new tyres fitted all round.',
  'Roadworthy certificate supplied and registration included.',
  'Interior is clean and free of wear, with floor mats front and rear.',
  'Logbook servicing up to date and stamped by the dealer.',
];

const COMMERCIAL = [
  'Finance is available on approved credit and trade-ins are welcome.',
  'Ask our team about extended warranty options and paint protection.',
  'Nationwide delivery can be arranged; call for a quote.',
  'We can value your trade-in on the spot, with an instant offer online.',
];

const BOILERPLATE = [
  'All vehicles are subject to prior sale. While every effort is made to ensure the accuracy of this listing, errors and omissions are excepted; please confirm details with our sales team before purchase.',
  'The drive-away price includes registration, compulsory third party insurance, stamp duty and dealer delivery. Finance estimates are indicative only and subject to lender approval.',
  'Photos are for illustration and may show optional accessories. Kilometres are as displayed on the odometer at the time of listing and may change with test drives.',
];

function fuelNote(rng: Rng, c: CommentContext): string | null {
  switch (c.fuel) {
    case 'electric':
      return rng.pick([
        'Zero tailpipe emissions and home charging from a standard power point.',
        'Ask us about public fast-charging and home wallbox installation.',
      ]);
    case 'hybrid':
      return 'The hybrid drivetrain makes it remarkably frugal around town.';
    case 'plugin':
      return 'Plug it in overnight and run most commutes on electric power alone.';
    case 'diesel':
      return c.itemType === 'car' ? 'The torquey turbo-diesel is perfect for towing and long trips.' : null;
    default:
      return null;
  }
}

function cta(rng: Rng, c: CommentContext): string {
  return rng.pick([
    `Visit ${c.dealerName} in ${c.city} or call today to book a test drive.`,
    `Enquire now - cars like this don't last long at ${c.dealerName}.`,
    `Call our ${c.city} team to arrange an inspection at a time that suits you.`,
  ]);
}

/** null (4%), empty (5%), long over 400 characters (~28%), or a short paragraph. */
export function dealerComments(rng: Rng, c: CommentContext): string | null {
  const roll = rng.next();
  if (roll < 0.04) return null;
  if (roll < 0.09) return '';
  const long = roll > 0.72;
  const title = [c.year, c.make, c.model, c.badge].filter(Boolean).join(' ');
  const parts = [opener(rng, c, title)];
  const highlights = rng.sample(c.highlights, 3);
  if (highlights.length > 0) parts.push(`Highlights include ${listOf(highlights)}.`);
  const fuel = fuelNote(rng, c);
  if (fuel && (long || rng.chance(0.5))) parts.push(fuel);
  if (c.carType === 'used' && c.itemType !== 'caravan') parts.push(rng.pick(CONDITION));
  if (c.carType !== 'used') parts.push(`Backed by the balance of ${possessive(c.make)} factory warranty.`);
  if (long) {
    parts.push(rng.pick(COMMERCIAL));
    if (c.carType === 'used') parts.push(rng.pick(CONDITION));
    parts.push(cta(rng, c));
    parts.push(...rng.sample(BOILERPLATE, 2));
  } else {
    parts.push(cta(rng, c));
  }
  let text = parts.join(' ');
  // A long comment must pass the 400-character fold (spec 1 §9).
  if (long && text.length < LONG_COMMENT_MIN) text += ` ${BOILERPLATE.join(' ')}`;
  return text;
}
