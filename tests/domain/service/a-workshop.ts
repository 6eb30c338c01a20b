/**
 * Test-data builder for a service location (issue 13 'Slots a workshop can keep'):
 *
 *   aWorkshop(7).inState('NSW').open(['07:30', '17:00'], ['08:00', '12:00']).capacity(3, 24).blocking({ weekday: 1, start: '12:00', end: '13:00' }).build()
 */
import { DEFAULT_WORKSHOP } from '../../../config/dealer-sites/default-site';
import { weeklyHours } from '../../../config/dealer-sites/opening-hours';
import type { BlockedTime, SiteLocation, SpecialHour, WorkshopSettings } from '../../../domain/dealer-site/dealer-site';

export type Workshop = SiteLocation & { service: WorkshopSettings };

const CITY_OF: Readonly<Record<string, string>> = {
  QLD: 'Brisbane',
  NSW: 'Sydney',
  ACT: 'Canberra',
  VIC: 'Melbourne',
  TAS: 'Hobart',
  SA: 'Adelaide',
  WA: 'Perth',
  NT: 'Darwin',
};

export function aWorkshop(id = 1): WorkshopBuilder {
  return new WorkshopBuilder(id);
}

export class WorkshopBuilder {
  #location: Workshop;

  constructor(id: number) {
    this.#location = {
      id,
      name: `Workshop ${id}`,
      slug: `workshop-${id}`,
      dealership_id: 1,
      dealership_slug: 'dealership-1',
      location_type: 'service',
      primary: false,
      visible: true,
      manufacturers: [],
      address: { street: `${id} Test Street`, city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
      contact_detail: { phone: '07 3000 0000', opening_hours: weeklyHours({ weekdays: ['08:00', '17:00'], saturday: ['08:00', '12:00'] }) },
      special_hours: [],
      service: { ...DEFAULT_WORKSHOP, blocked: [] },
    };
  }

  named(slug: string, name = slug): this {
    this.#location.slug = slug;
    this.#location.name = name;
    return this;
  }

  inState(state: string): this {
    this.#location.address = { ...this.#location.address, state, city: CITY_OF[state] ?? state };
    return this;
  }

  /** The location's week: weekdays, and Saturday (null: closed); Sunday closed. */
  open(weekdays: readonly [string, string], saturday: readonly [string, string] | null = null): this {
    this.#location.contact_detail = { ...this.#location.contact_detail, opening_hours: weeklyHours({ weekdays, saturday }) };
    return this;
  }

  /** The service department's own week, apart from the location's. */
  serviceHours(weekdays: readonly [string, string], saturday: readonly [string, string] | null = null): this {
    this.#location.department_hours = { ...this.#location.department_hours, service: weeklyHours({ weekdays, saturday }) };
    return this;
  }

  special(entry: Omit<SpecialHour, 'location_name'>): this {
    this.#location.special_hours = [...(this.#location.special_hours ?? []), { ...entry, location_name: this.#location.name }];
    return this;
  }

  with(settings: Partial<WorkshopSettings>): this {
    this.#location.service = { ...this.#location.service, ...settings };
    return this;
  }

  capacity(perSlot: number, perDay: number | null): this {
    return this.with({ capacity_per_slot: perSlot, capacity_per_day: perDay });
  }

  blocking(...blocked: BlockedTime[]): this {
    return this.with({ blocked: [...this.#location.service.blocked, ...blocked] });
  }

  hidden(): this {
    this.#location.visible = false;
    return this;
  }

  build(): Workshop {
    return structuredClone(this.#location);
  }
}

/** Bookings of one date as the store answers them. */
export function bookings(perTime: Readonly<Record<string, number>> = {}): { perTime: Map<string, number>; day: number } {
  const map = new Map(Object.entries(perTime));
  return { perTime: map, day: [...map.values()].reduce((a, b) => a + b, 0) };
}
