import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import {
  ANALYTICS_EVENT_MEANINGS,
  ANALYTICS_EVENT_NAMES,
  isAnalyticsEventName,
  type AnalyticsEventId,
  type AnalyticsEventName,
} from '../../domain/analytics/event-ids';
import type { CarRepository } from '../inventory/car-repository.port';
import type { AnalyticsProperties, VehicleEngagementStore } from '../vehicle/vehicle-engagement.port';

/**
 * An analytics event as a page sends it (`POST /api/analytics/events`): exactly one of
 * `event_id` and `event`. Choice: spec 1 §7 lists call clicks among the tracked events, but
 * spec 2 §7 gives them no id ("Other ids are not shown"), so an event the spec leaves without
 * an id is sent by its name instead (domain/analytics/event-ids.ts `AnalyticsEventName`).
 */
export interface AnalyticsEvent {
  /** One of the spec 2 §7 ids (4, 9, 14, 15, 17, 18, 26, 39, 48, 60, 61); or else `event`. */
  readonly event_id?: AnalyticsEventId;
  /** The name of an event the spec gives no id (`'call_click'`, spec 1 §7); or else `event_id`. */
  readonly event?: AnalyticsEventName;
  /** The car it is about, if any: a car of this site. */
  readonly car_id?: number | null;
  /** The page it happened on. */
  readonly url?: string | null;
  readonly properties?: AnalyticsProperties;
}

/**
 * The event carries both or neither of an id and a name (EVENT_REQUIRED), an id outside
 * spec 2 §7 or an unknown name (UNKNOWN_EVENT), or a car the site does not list; `fields` says which.
 */
export interface AnalyticsEventRejected {
  readonly code: 'ANALYTICS.EVENT_REQUIRED' | 'ANALYTICS.UNKNOWN_EVENT' | 'ANALYTICS.CAR_NOT_FOUND';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** True for the spec 2 §7 analytics ids. */
export function isAnalyticsEventId(id: number): id is AnalyticsEventId {
  return Object.prototype.hasOwnProperty.call(ANALYTICS_EVENT_MEANINGS, id);
}

/**
 * spec 1 §7, §9 and spec 2 §7: records one analytics event of the site, known by its spec
 * id or, for an event the spec gives no id (call clicks), by its name: exactly one of the two
 * (EVENT_REQUIRED otherwise). Pages send these fire-and-forget: a failure is logged and
 * ignored on their side (spec 1 §8).
 */
async function trackEvent(
  deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore },
  request: { readonly siteSlug: string; readonly event: AnalyticsEvent },
): Promise<E.Either<AnalyticsEventRejected, { readonly recorded: true }>> {
  const { event, siteSlug } = request;
  const hasId = event.event_id != null;
  const hasName = event.event != null;
  if (hasId === hasName) {
    const message = hasId
      ? 'Give either event_id or event, not both.'
      : `Give event_id (one of ${Object.keys(ANALYTICS_EVENT_MEANINGS).join(', ')}) or event (one of ${ANALYTICS_EVENT_NAMES.join(', ')}).`;
    return E.left({ code: 'ANALYTICS.EVENT_REQUIRED', message, fields: { event_id: message, event: message } });
  }
  if (hasId && !isAnalyticsEventId(event.event_id as number)) {
    const message = `Unknown event id ${String(event.event_id)}.`;
    return E.left({ code: 'ANALYTICS.UNKNOWN_EVENT', message, fields: { event_id: message } });
  }
  if (hasName && !isAnalyticsEventName(event.event)) {
    const message = `Unknown event ${String(event.event)}: must be one of ${ANALYTICS_EVENT_NAMES.join(', ')}.`;
    return E.left({ code: 'ANALYTICS.UNKNOWN_EVENT', message, fields: { event: message } });
  }
  if (event.car_id != null && !(await deps.cars.findById(siteSlug, event.car_id))) {
    const message = `No car ${event.car_id} on this site.`;
    return E.left({ code: 'ANALYTICS.CAR_NOT_FOUND', message, fields: { car_id: message } });
  }
  await deps.engagement.recordEvent({
    siteSlug,
    eventId: event.event_id ?? null,
    eventName: event.event ?? null,
    carId: event.car_id ?? null,
    url: event.url ?? null,
    ...(event.properties ? { properties: event.properties } : {}),
  });
  return E.right({ recorded: true });
}

/** `POST /api/analytics/events`: records the event above for a site. */
export class TrackEvent implements UseCase<
  { readonly site: { readonly slug: string }; readonly event: AnalyticsEvent },
  AnalyticsEventRejected,
  { readonly recorded: true }
> {
  constructor(private readonly deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore }) {}

  execute({
    site,
    event,
  }: {
    readonly site: { readonly slug: string };
    readonly event: AnalyticsEvent;
  }): TaskEither<AnalyticsEventRejected, { readonly recorded: true }> {
    return () => trackEvent(this.deps, { siteSlug: site.slug, event });
  }
}
