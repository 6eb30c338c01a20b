/** In-memory fakes of the vehicle-page ports, for use-case tests. */
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import type { AnalyticsEventRecord, PhoneReveal, VehicleEngagementStore } from '../../../application/vehicle/vehicle-engagement.port';
import type { VehiclePdfDocument, VehiclePdfRenderer } from '../../../application/vehicle/vehicle-pdf-renderer.port';
import type { Car } from '../../../domain/vehicle/car';

export class InMemoryCars implements CarRepository {
  constructor(private readonly cars: Car[] = []) {}
  async listBySite(siteSlug: string) {
    return this.cars.filter((c) => c.site_slug === siteSlug);
  }
  async findBySlug(siteSlug: string, slug: string) {
    return this.cars.find((c) => c.site_slug === siteSlug && c.slug === slug) ?? null;
  }
  async findById(siteSlug: string, id: number) {
    return this.cars.find((c) => c.site_slug === siteSlug && c.id === id) ?? null;
  }
  async upsertMany(cars: readonly Car[]) {
    for (const car of cars) {
      const i = this.cars.findIndex((c) => c.id === car.id);
      if (i >= 0) this.cars[i] = car;
      else this.cars.push(car);
    }
  }
  async count(siteSlug?: string) {
    return siteSlug ? this.cars.filter((c) => c.site_slug === siteSlug).length : this.cars.length;
  }
}

export class InMemoryEngagement implements VehicleEngagementStore {
  readonly views = new Map<string, number>();
  readonly reveals: PhoneReveal[] = [];
  readonly events: AnalyticsEventRecord[] = [];
  async recordView(siteSlug: string, carId: number, baseline: number) {
    const key = `${siteSlug}/${carId}`;
    const next = (this.views.get(key) ?? baseline) + 1;
    this.views.set(key, next);
    return next;
  }
  async viewsOf(siteSlug: string, carId: number) {
    return this.views.get(`${siteSlug}/${carId}`) ?? null;
  }
  async recordPhoneReveal(reveal: PhoneReveal) {
    this.reveals.push(reveal);
  }
  async phoneRevealsOf(siteSlug: string, carId: number) {
    return this.reveals.filter((r) => r.siteSlug === siteSlug && r.carId === carId).length;
  }
  async recordEvent(event: AnalyticsEventRecord) {
    // As the SQL store's CHECK: exactly one of an id and a name.
    if ((event.eventId === null) === (event.eventName === null)) throw new Error('An analytics event needs exactly one of eventId and eventName.');
    this.events.push(event);
  }
  async eventsOf(siteSlug: string, limit = 100) {
    return this.events.filter((e) => e.siteSlug === siteSlug).slice(0, limit);
  }
}

/** Records what it was asked to render; the "PDF" is the document as JSON. */
export class RecordingPdfRenderer implements VehiclePdfRenderer {
  readonly rendered: VehiclePdfDocument[] = [];
  async render(document: VehiclePdfDocument) {
    this.rendered.push(document);
    return new TextEncoder().encode(`%PDF-fake ${JSON.stringify(document)}`);
  }
}
