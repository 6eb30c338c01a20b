/**
 * Which of the vehicle page's sections an item type has (spec 1 §2 sections and tools, §5):
 * a fuel calculator only for something with an engine that burns fuel, and the protection
 * offer worded for the kind of item it protects.
 */
import type { Car, ItemType } from './car';
import { electricOrHybrid } from './tag-banner';

/** Item types with no engine of their own: caravans, camper and other trailers. */
const WITHOUT_ENGINE: ReadonlySet<ItemType> = new Set<ItemType>(['caravan']);

/** Whether the item has an engine (a caravan or a trailer is towed and has none). */
export const hasEngine = (itemType: ItemType | null | undefined): boolean => !WITHOUT_ENGINE.has(itemType ?? 'car');

/**
 * The fuel calculator is for what burns fuel: never for an item without an engine, and
 * (spec 1 §5) never for electric fuel. Choice: hybrids burn fuel and keep it.
 */
export function hasFuelCalculator(car: Partial<Pick<Car, 'item_type' | 'fuel' | 'simple_fuel'>>): boolean {
  return hasEngine(car.item_type) && electricOrHybrid(car) !== 'electric';
}

export interface ProtectionOffer {
  /** 'Protect Your Car', 'Protect Your Caravan'. */
  readonly title: string;
  readonly lead: string;
  readonly items: readonly string[];
  readonly action: string;
}

const NOUNS: Readonly<Record<ItemType, string>> = { car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', caravan: 'Caravan' };

const PROTECTION_ITEMS: Readonly<Record<ItemType, readonly string[]>> = {
  car: ['Extended warranty up to 5 years', 'Paint, fabric and leather protection', 'Comprehensive and gap insurance', 'Roadside assistance Australia-wide'],
  motorcycle: ['Extended warranty up to 5 years', 'Paint and chrome protection', 'Comprehensive and gap insurance', 'Roadside assistance Australia-wide'],
  truck: ['Extended warranty up to 5 years', 'Paint and interior protection', 'Comprehensive and gap insurance', 'Roadside assistance Australia-wide'],
  // No engine, so no mechanical roadside cover: the van's own insurance, body and appliances.
  caravan: [
    'Extended warranty up to 5 years',
    'Paint, fabric and upholstery protection',
    'Comprehensive caravan insurance',
    'Appliance and water-system cover',
  ],
};

/** The protection section for the item's type (spec 1 §2 'Protect Your Car'), named for what it protects. */
export function protectionOffer(itemType: ItemType | null | undefined): ProtectionOffer {
  const type: ItemType = itemType && itemType in NOUNS ? itemType : 'car';
  return {
    title: `Protect Your ${NOUNS[type]}`,
    lead: hasEngine(type) ? 'Keep it looking and running like the day you bought it.' : 'Keep it looking like the day you towed it home.',
    items: PROTECTION_ITEMS[type],
    action: 'Ask about protection',
  };
}
