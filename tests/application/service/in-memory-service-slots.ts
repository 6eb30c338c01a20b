/** An in-memory ServiceSlotStore for use-case tests (the SQL one has its own contract suite). */
import type { LeadRepository, SaveLeadResult } from '../../../application/leads/lead-repository.port';
import type { ServiceSlotHold, ServiceSlotStore, SlotTaken } from '../../../application/service/service-slot-store.port';
import type { LeadSubmission } from '../../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../../domain/leads/lead-delivery';
import type { BookedCounts } from '../../../domain/service/service-slots';

interface Booking {
  site: string;
  bookingId: string;
  locationId: number;
  date: string;
  time: string;
}

export class InMemoryServiceSlots implements ServiceSlotStore {
  readonly bookings: Booking[] = [];
  /** Every hold asked for, in order. */
  readonly holds: ServiceSlotHold[] = [];

  constructor(private readonly leads: Pick<LeadRepository, 'save'>) {}

  /** Books `count` drop-offs directly, as other shoppers did. */
  seed(site: string, locationId: number, date: string, time: string, count = 1): void {
    for (let i = 0; i < count; i++) this.bookings.push({ site, bookingId: `seeded-${this.bookings.length}`, locationId, date, time });
  }

  async bookedCounts(site: string, locationId: number, date: string): Promise<BookedCounts> {
    return (await this.bookedCountsRange(site, locationId, date, date)).get(date) ?? { perTime: new Map(), day: 0 };
  }

  async bookedCountsRange(site: string, locationId: number, from: string, to: string): Promise<ReadonlyMap<string, BookedCounts>> {
    const byDate = new Map<string, { perTime: Map<string, number>; day: number }>();
    for (const b of this.bookings) {
      if (b.site !== site || b.locationId !== locationId || b.date < from || b.date > to) continue;
      const day = byDate.get(b.date) ?? { perTime: new Map<string, number>(), day: 0 };
      day.perTime.set(b.time, (day.perTime.get(b.time) ?? 0) + 1);
      day.day++;
      byDate.set(b.date, day);
    }
    return byDate;
  }

  async saveLeadHoldingServiceSlot(
    site: string,
    key: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[],
    hold: ServiceSlotHold,
    fingerprint?: string,
  ): Promise<SaveLeadResult | SlotTaken> {
    this.holds.push(hold);
    const others = this.bookings.filter(
      (b) => b.site === site && b.locationId === hold.locationId && b.date === hold.date && b.bookingId !== hold.bookingLeadId,
    );
    const atTime = others.filter((b) => b.time === hold.time).length;
    if (atTime >= hold.capacityPerSlot || (hold.capacityPerDay !== null && others.length >= hold.capacityPerDay)) return { _tag: 'SlotTaken' };
    const saved = await this.leads.save(site, key, submission, deliveries, fingerprint);
    if (!saved.created) return saved;
    const bookingId = hold.bookingLeadId ?? saved.lead.lead_id;
    const index = this.bookings.findIndex((b) => b.site === site && b.bookingId === bookingId);
    if (index >= 0) this.bookings.splice(index, 1);
    this.bookings.push({ site, bookingId, locationId: hold.locationId, date: hold.date, time: hold.time });
    return saved;
  }
}
