/**
 * Alerts stopped and resumed by phone (issue 14: STOP / START replies; migration 011
 * alert_settings joined with shoppers) on a real engine: a STOP reaches every site's shopper with
 * that phone, a START undoes only what a STOP did, and racing instances stop each shopper once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlAlertConsent } from '../../../adapters/persistence/sql-alert-consent';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';

export interface AlertConsentDatabases {
  /** A new, empty, not yet migrated database. */
  open(): Promise<SqlDatabase>;
  /** Other handles on the database `open` made last (other server instances); [] for PGlite. */
  others(count: number): Promise<SqlDatabase[]>;
}

const PHONE = '+61412345678';
const OTHER_PHONE = '+61498765432';
const CONSENTED_AT = '2026-03-01T09:00:00.000Z';
const STOP_AT = new Date('2026-03-10T22:15:00.000Z');

interface AlertRow {
  site_slug: string;
  phone: string;
  consent_text: string;
  consented_at: Date;
  stopped_at: Date | null;
  stopped_by: string | null;
}

export function alertConsentContract(engine: string, databases: AlertConsentDatabases): void {
  describe(`${engine}: alert consent by phone`, () => {
    let db: SqlDatabase;
    let others: SqlDatabase[] = [];

    beforeAll(async () => {
      db = await databases.open();
      expect(await migrate(db)).toContain('011');
      others = await databases.others(3);
    });
    afterAll(async () => {
      await Promise.all(others.map((o) => o.close()));
      await db?.close();
    });
    beforeEach(async () => {
      await db.query('DELETE FROM shoppers');
    });

    /** A shopper of `site` with `phone`; with `alerts`, an alert_settings row (stopped when `stopped` says how). */
    async function shopper(site: string, phone: string, alerts: { stopped?: { at: string; by: string } } | null = {}): Promise<string> {
      const id = randomUUID();
      await db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, site, phone]);
      if (alerts !== null) {
        await db.query('INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at, stopped_at, stopped_by) VALUES ($1, true, $2, $3, $4, $5)', [
          id,
          `Send me alerts from ${site}.`,
          CONSENTED_AT,
          alerts.stopped?.at ?? null,
          alerts.stopped?.by ?? null,
        ]);
      }
      return id;
    }

    const rows = () =>
      db.query<AlertRow>(
        `SELECT s.site_slug, s.phone, a.consent_text, a.consented_at, a.stopped_at, a.stopped_by
           FROM alert_settings a JOIN shoppers s ON s.id = a.shopper_id ORDER BY s.phone, s.site_slug`,
      );
    const stateOf = async (site: string, phone = PHONE) => {
      const row = (await rows()).find((r) => r.site_slug === site && r.phone === phone);
      return row && { stopped_at: row.stopped_at === null ? null : new Date(row.stopped_at).toISOString(), stopped_by: row.stopped_by };
    };

    it('a STOP stops the alerts of that phone on every site, now, by sms_stop, and names the sites', async () => {
      await shopper('harbour-motors', PHONE);
      await shopper('sunset-coast-suzuki', PHONE);
      await shopper('bayside-pre-owned', OTHER_PHONE);

      expect(await new SqlAlertConsent(db).stopByPhone(PHONE, STOP_AT)).toEqual(['harbour-motors', 'sunset-coast-suzuki']);

      const stopped = { stopped_at: STOP_AT.toISOString(), stopped_by: 'sms_stop' };
      expect(await stateOf('harbour-motors')).toEqual(stopped);
      expect(await stateOf('sunset-coast-suzuki')).toEqual(stopped);
      // Another phone is untouched.
      expect(await stateOf('bayside-pre-owned', OTHER_PHONE)).toEqual({ stopped_at: null, stopped_by: null });
    });

    it('a STOP leaves alerts already stopped with their own reason and time, and a shopper without alerts as they are', async () => {
      await shopper('harbour-motors', PHONE, { stopped: { at: '2026-02-01T00:00:00.000Z', by: 'unsubscribe_link' } });
      await shopper('saltbush-caravans', PHONE, { stopped: { at: '2026-02-02T00:00:00.000Z', by: 'settings' } });
      await shopper('sunstate-motor-group', PHONE, null);

      expect(await new SqlAlertConsent(db).stopByPhone(PHONE, STOP_AT)).toEqual([]);
      expect(await stateOf('harbour-motors')).toEqual({ stopped_at: '2026-02-01T00:00:00.000Z', stopped_by: 'unsubscribe_link' });
      expect(await stateOf('saltbush-caravans')).toEqual({ stopped_at: '2026-02-02T00:00:00.000Z', stopped_by: 'settings' });
      expect(await db.query('SELECT 1 FROM alert_settings a JOIN shoppers s ON s.id = a.shopper_id WHERE s.site_slug = $1', ['sunstate-motor-group'])).toEqual(
        [],
      );
    });

    it('a second STOP changes nothing: the first stop time stands', async () => {
      await shopper('harbour-motors', PHONE);
      const consent = new SqlAlertConsent(db);
      await consent.stopByPhone(PHONE, STOP_AT);
      expect(await consent.stopByPhone(PHONE, new Date('2026-03-11T00:00:00.000Z'))).toEqual([]);
      expect(await stateOf('harbour-motors')).toEqual({ stopped_at: STOP_AT.toISOString(), stopped_by: 'sms_stop' });
    });

    it('a START resumes only the alerts a STOP by SMS stopped, their consent standing', async () => {
      await shopper('harbour-motors', PHONE);
      await shopper('sunset-coast-suzuki', PHONE);
      await shopper('saltbush-caravans', PHONE, { stopped: { at: '2026-02-02T00:00:00.000Z', by: 'settings' } });
      await shopper('bayside-pre-owned', PHONE, { stopped: { at: '2026-02-03T00:00:00.000Z', by: 'unsubscribe_link' } });
      await shopper('harbour-motors', OTHER_PHONE, { stopped: { at: '2026-02-04T00:00:00.000Z', by: 'sms_stop' } });
      const consent = new SqlAlertConsent(db);
      await consent.stopByPhone(PHONE, STOP_AT);

      expect(await consent.resumeByPhone(PHONE)).toEqual(['harbour-motors', 'sunset-coast-suzuki']);

      expect(await stateOf('harbour-motors')).toEqual({ stopped_at: null, stopped_by: null });
      expect(await stateOf('sunset-coast-suzuki')).toEqual({ stopped_at: null, stopped_by: null });
      expect(await stateOf('saltbush-caravans')).toEqual({ stopped_at: '2026-02-02T00:00:00.000Z', stopped_by: 'settings' });
      expect(await stateOf('bayside-pre-owned')).toEqual({ stopped_at: '2026-02-03T00:00:00.000Z', stopped_by: 'unsubscribe_link' });
      // Another phone's STOP is its own to undo.
      expect(await stateOf('harbour-motors', OTHER_PHONE)).toEqual({ stopped_at: '2026-02-04T00:00:00.000Z', stopped_by: 'sms_stop' });
      const harbour = (await rows()).find((r) => r.site_slug === 'harbour-motors' && r.phone === PHONE)!;
      expect(harbour.consent_text).toBe('Send me alerts from harbour-motors.');
      expect(new Date(harbour.consented_at).toISOString()).toBe(CONSENTED_AT);
    });

    it('a START with nothing stopped by SMS resumes nothing', async () => {
      await shopper('harbour-motors', PHONE);
      expect(await new SqlAlertConsent(db).resumeByPhone(PHONE)).toEqual([]);
      expect(await new SqlAlertConsent(db).resumeByPhone('+61400000000')).toEqual([]);
    });

    it('names the sites where a phone has alerts, stopped or not', async () => {
      await shopper('harbour-motors', PHONE);
      await shopper('saltbush-caravans', PHONE, { stopped: { at: '2026-02-02T00:00:00.000Z', by: 'settings' } });
      await shopper('sunstate-motor-group', PHONE, null);
      await shopper('bayside-pre-owned', OTHER_PHONE);
      expect(await new SqlAlertConsent(db).sitesWithAlerts(PHONE)).toEqual(['harbour-motors', 'saltbush-caravans']);
      expect(await new SqlAlertConsent(db).sitesWithAlerts('+61400000000')).toEqual([]);
    });

    it('STOPs racing on several instances stop each shopper once', async () => {
      const sites = ['harbour-motors', 'sunset-coast-suzuki', 'bayside-pre-owned', 'saltbush-caravans'];
      for (const site of sites) await shopper(site, PHONE);
      const handles = [db, ...others];
      const answers = await Promise.all(
        [...handles, ...handles].map((handle, i) => new SqlAlertConsent(handle).stopByPhone(PHONE, new Date(STOP_AT.getTime() + i * 1000))),
      );
      expect(answers.flat().sort()).toEqual([...sites].sort());
      for (const site of sites) expect((await stateOf(site))?.stopped_by).toBe('sms_stop');
    });

    it('deleting a shopper takes their alert settings with them', async () => {
      const id = await shopper('harbour-motors', PHONE);
      await db.query('DELETE FROM shoppers WHERE id = $1', [id]);
      expect(await new SqlAlertConsent(db).sitesWithAlerts(PHONE)).toEqual([]);
      expect(await new SqlAlertConsent(db).stopByPhone(PHONE, STOP_AT)).toEqual([]);
    });
  });
}
