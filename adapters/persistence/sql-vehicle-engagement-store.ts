import type { AnalyticsEventRecord, PhoneReveal, VehicleEngagementStore } from '../../application/vehicle/vehicle-engagement.port';
import type { AnalyticsEventId, AnalyticsEventName } from '../../domain/analytics/event-ids';
import type { SqlDatabase } from './sql-database';

/**
 * Vehicle page engagement in SQL (migrations 004, 006), on PGlite or PostgreSQL alike. A view is
 * one `INSERT … ON CONFLICT DO UPDATE … RETURNING`: atomic on both engines, so concurrent
 * views (many instances behind a load balancer) each count once.
 */
export class SqlVehicleEngagementStore implements VehicleEngagementStore {
  constructor(private readonly db: SqlDatabase) {}

  async recordView(siteSlug: string, carId: number, baseline: number): Promise<number> {
    const rows = await this.db.query<{ views: string | number }>(
      `INSERT INTO vehicle_views (site_slug, car_id, views) VALUES ($1, $2, $3 + 1)
       ON CONFLICT (site_slug, car_id)
       DO UPDATE SET views = vehicle_views.views + 1, last_viewed_at = now()
       RETURNING views`,
      [siteSlug, carId, Math.max(0, Math.floor(baseline))],
    );
    const views = rows[0]?.views;
    if (views === undefined) throw new Error(`No view count returned for car ${carId} of site "${siteSlug}"`);
    return Number(views);
  }

  async viewsOf(siteSlug: string, carId: number): Promise<number | null> {
    const rows = await this.db.query<{ views: string | number }>('SELECT views FROM vehicle_views WHERE site_slug = $1 AND car_id = $2', [siteSlug, carId]);
    return rows[0] ? Number(rows[0].views) : null;
  }

  async recordPhoneReveal(reveal: PhoneReveal): Promise<void> {
    await this.db.query('INSERT INTO phone_reveals (site_slug, car_id, dealership_id, website_id) VALUES ($1, $2, $3, $4)', [
      reveal.siteSlug,
      reveal.carId,
      reveal.dealershipId,
      reveal.websiteId,
    ]);
  }

  async phoneRevealsOf(siteSlug: string, carId: number): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM phone_reveals WHERE site_slug = $1 AND car_id = $2', [siteSlug, carId]);
    return Number(rows[0]?.n ?? 0);
  }

  async recordEvent(event: AnalyticsEventRecord): Promise<void> {
    // Migration 006's CHECK refuses a row with both or neither of event_id and event_name.
    await this.db.query('INSERT INTO analytics_events (site_slug, event_id, event_name, car_id, url, properties) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
      event.siteSlug,
      event.eventId,
      event.eventName,
      event.carId ?? null,
      event.url ?? null,
      JSON.stringify(event.properties ?? {}),
    ]);
  }

  async eventsOf(siteSlug: string, limit = 100): Promise<AnalyticsEventRecord[]> {
    const rows = await this.db.query<{
      event_id: number | null;
      event_name: string | null;
      car_id: string | number | null;
      url: string | null;
      properties: unknown;
    }>('SELECT event_id, event_name, car_id, url, properties FROM analytics_events WHERE site_slug = $1 ORDER BY id LIMIT $2', [siteSlug, limit]);
    return rows.map((row) => ({
      siteSlug,
      eventId: row.event_id === null ? null : (Number(row.event_id) as AnalyticsEventId),
      eventName: row.event_name as AnalyticsEventName | null,
      carId: row.car_id === null ? null : Number(row.car_id),
      url: row.url,
      properties: (typeof row.properties === 'string' ? JSON.parse(row.properties) : row.properties) as AnalyticsEventRecord['properties'] & object,
    }));
  }
}
