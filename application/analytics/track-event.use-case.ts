import * as E from 'fp-ts/lib/Either.js';
import { ANALYTICS_EVENT_MEANINGS, type AnalyticsEventId } from '../../domain/analytics/event-ids';
import type { CarRepository } from '../inventory/car-repository.port';
import type { AnalyticsProperties, VehicleEngagementStore } from '../vehicle/vehicle-engagement.port';

/** An analytics event as a page sends it (`POST /api/analytics/events`). */
export interface AnalyticsEvent {
  /** One of the spec 2 §7 ids (4, 9, 14, 15, 17, 18, 26, 39, 48, 60, 61). */
  readonly event_id: AnalyticsEventId;
  /** The car it is about, if any: a car of this site. */
  readonly car_id?: number | null;
  /** The page it happened on. */
  readonly url?: string | null;
  readonly properties?: AnalyticsProperties;
}

/** The event names an id outside spec 2 §7, or a car the site does not list; `fields` says which. */
export interface AnalyticsEventRejected {
  readonly code: 'ANALYTICS.UNKNOWN_EVENT' | 'ANALYTICS.CAR_NOT_FOUND';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** True for the spec 2 §7 analytics ids. */
export function isAnalyticsEventId(id: number): id is AnalyticsEventId {
  return Object.prototype.hasOwnProperty.call(ANALYTICS_EVENT_MEANINGS, id);
}

/**
 * spec 1 §7, §9 and spec 2 §7: records one analytics event of the site. Pages send these
 * fire-and-forget: a failure is logged and ignored on their side (spec 1 §8).
 */
export async function trackEvent(
  deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore },
  request: { readonly siteSlug: string; readonly event: AnalyticsEvent },
): Promise<E.Either<AnalyticsEventRejected, { readonly recorded: true }>> {
  const { event, siteSlug } = request;
  if (!isAnalyticsEventId(event.event_id)) {
    const message = `Unknown event id ${String(event.event_id)}.`;
    return E.left({ code: 'ANALYTICS.UNKNOWN_EVENT', message, fields: { event_id: message } });
  }
  if (event.car_id != null && !(await deps.cars.findById(siteSlug, event.car_id))) {
    const message = `No car ${event.car_id} on this site.`;
    return E.left({ code: 'ANALYTICS.CAR_NOT_FOUND', message, fields: { car_id: message } });
  }
  await deps.engagement.recordEvent({
    siteSlug,
    eventId: event.event_id,
    carId: event.car_id ?? null,
    url: event.url ?? null,
    ...(event.properties ? { properties: event.properties } : {}),
  });
  return E.right({ recorded: true });
}
