import type { AlertConsentStore } from '../../application/shoppers/alert-consent.port';
import type { SqlDatabase } from './sql-database';

type SiteRow = { site_slug: string };

const slugsOf = (rows: readonly SiteRow[]): string[] => [...new Set(rows.map((row) => row.site_slug))].sort();

/**
 * The alert consent of migration 011 (alert_settings joined with shoppers), switched by phone
 * number for the inbound SMS webhook. The same SQL on PGlite and PostgreSQL. A phone is looked
 * up on its own, across sites: choice — one reply number serves every site of the deployment,
 * so a STOP cannot say which dealer it is for, and stopping all of them is the safe reading of
 * the Spam Act 2003 (s 18).
 */
export class SqlAlertConsent implements AlertConsentStore {
  constructor(private readonly db: Pick<SqlDatabase, 'query'>) {}

  async stopByPhone(phone: string, at: Date): Promise<string[]> {
    const rows = await this.db.query<SiteRow>(
      `UPDATE alert_settings AS a
          SET stopped_at = $2, stopped_by = 'sms_stop'
         FROM shoppers AS s
        WHERE s.id = a.shopper_id AND s.phone = $1 AND a.stopped_at IS NULL
    RETURNING s.site_slug`,
      [phone, at.toISOString()],
    );
    return slugsOf(rows);
  }

  async resumeByPhone(phone: string): Promise<string[]> {
    const rows = await this.db.query<SiteRow>(
      `UPDATE alert_settings AS a
          SET stopped_at = NULL, stopped_by = NULL
         FROM shoppers AS s
        WHERE s.id = a.shopper_id AND s.phone = $1 AND a.stopped_by = 'sms_stop'
    RETURNING s.site_slug`,
      [phone],
    );
    return slugsOf(rows);
  }

  async sitesWithAlerts(phone: string): Promise<string[]> {
    const rows = await this.db.query<SiteRow>('SELECT s.site_slug FROM alert_settings AS a JOIN shoppers AS s ON s.id = a.shopper_id WHERE s.phone = $1', [
      phone,
    ]);
    return slugsOf(rows);
  }
}
