/** In-memory fakes of the shopper lists and garage records ports, for use-case tests (STYLE "in-memory fakes of ports"). */
import type { GarageRecords, GarageReservationRecord, GarageOrderRecord, GarageTestDriveRecord } from '../../../application/shoppers/garage-records.port';
import type { ReservationStatus } from '../../../application/reservations/reservation-repository.port';
import type {
  AlertChange,
  AlertSettingsRecord,
  ConfirmationLimit,
  DeletedShopperData,
  NewSavedSearch,
  SaveCarResult,
  SavedSearchRecord,
  SaveSearchResult,
  ShopperLists,
  ShopperRecord,
  ShopperSessionRecord,
  WatchlistItem,
} from '../../../application/shoppers/shopper-lists.port';
import { nationalDigits, type GarageLead, type GarageServiceSlot } from '../../../domain/shoppers/garage';

interface Kept {
  shopper: ShopperRecord;
  watchlist: WatchlistItem[];
  searches: SavedSearchRecord[];
  alerts: AlertSettingsRecord | null;
  sessions: ShopperSessionRecord[];
  /** When the confirmation emails of the current window began, and how many went. */
  confirmations: { since: number; sent: number } | null;
}

/** Whether an email given changes the address kept (compared without case, as the SQL adapter does). */
const changes = (given: string | null | undefined, kept: string | null | undefined): boolean =>
  given !== undefined && given?.toLowerCase() !== kept?.toLowerCase();

export class InMemoryShopperLists implements ShopperLists {
  readonly kept = new Map<string, Kept>();

  /** Adds a shopper (and a session) as signing in would. */
  addShopper(shopper: ShopperRecord, sessions: ShopperSessionRecord[] = []): void {
    this.kept.set(shopper.id, { shopper, watchlist: [], searches: [], alerts: null, sessions, confirmations: null });
  }

  async shopper(shopperId: string): Promise<ShopperRecord | null> {
    return this.kept.get(shopperId)?.shopper ?? null;
  }

  async isSaved(shopperId: string, carId: number): Promise<boolean> {
    return this.kept.get(shopperId)?.watchlist.some((item) => item.car_id === carId) ?? false;
  }

  async saveCar(shopperId: string, carId: number, savedAt: Date, priceWhenSaved: number | null, maxCars: number): Promise<SaveCarResult> {
    const kept = this.kept.get(shopperId);
    if (!kept) return { _tag: 'NoShopper' };
    if (kept.watchlist.some((item) => item.car_id === carId)) return { _tag: 'AlreadySaved' };
    if (kept.watchlist.length >= maxCars) return { _tag: 'Full' };
    kept.watchlist.push({ car_id: carId, saved_at: savedAt.toISOString(), price_when_saved: priceWhenSaved });
    return { _tag: 'Saved' };
  }

  async removeCar(shopperId: string, carId: number): Promise<boolean> {
    const kept = this.kept.get(shopperId);
    const before = kept?.watchlist.length ?? 0;
    if (kept) kept.watchlist = kept.watchlist.filter((item) => item.car_id !== carId);
    return (kept?.watchlist.length ?? 0) < before;
  }

  async watchlist(shopperId: string): Promise<WatchlistItem[]> {
    return [...(this.kept.get(shopperId)?.watchlist ?? [])].sort((a, b) => b.saved_at.localeCompare(a.saved_at) || b.car_id - a.car_id);
  }

  async savedSearches(shopperId: string): Promise<SavedSearchRecord[]> {
    return [...(this.kept.get(shopperId)?.searches ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  async saveSearch(shopperId: string, search: NewSavedSearch, limit: number): Promise<SaveSearchResult> {
    const kept = this.kept.get(shopperId);
    if (!kept) return { _tag: 'NoShopper' };
    const existing = kept.searches.find((s) => s.href === search.href);
    if (existing) {
      const updated = { ...existing, label: search.label, alerts: search.alerts ?? existing.alerts };
      kept.searches = kept.searches.map((s) => (s.id === existing.id ? updated : s));
      return { _tag: 'Updated', search: updated };
    }
    if (kept.searches.length >= limit) return { _tag: 'LimitReached' };
    const created = { id: search.id, label: search.label, href: search.href, alerts: search.alerts ?? false, created_at: search.now.toISOString() };
    kept.searches.push(created);
    return { _tag: 'Created', search: created };
  }

  async setSearchAlerts(shopperId: string, searchId: string, alerts: boolean): Promise<SavedSearchRecord | null> {
    const kept = this.kept.get(shopperId);
    const found = kept?.searches.find((s) => s.id === searchId);
    if (!kept || !found) return null;
    const updated = { ...found, alerts };
    kept.searches = kept.searches.map((s) => (s.id === searchId ? updated : s));
    return updated;
  }

  async removeSearch(shopperId: string, searchId: string): Promise<boolean> {
    const kept = this.kept.get(shopperId);
    if (!kept?.searches.some((s) => s.id === searchId)) return false;
    kept.searches = kept.searches.filter((s) => s.id !== searchId);
    return true;
  }

  async alertSettings(shopperId: string): Promise<AlertSettingsRecord | null> {
    return this.kept.get(shopperId)?.alerts ?? null;
  }

  async changeAlerts(shopperId: string, change: AlertChange): Promise<AlertSettingsRecord | null> {
    const kept = this.kept.get(shopperId);
    if (!kept) return null;
    const before = kept.alerts;
    if (change.email !== undefined) kept.shopper = { ...kept.shopper, email: change.email };
    const at = change.at.toISOString();
    if (change._tag === 'On') {
      const email = change.email !== undefined ? change.email : (before?.email ?? kept.shopper.email);
      const confirmed = before !== null && !changes(change.email, before.email) && before.email_confirmed;
      // Alerts already on keep the consent they have (its words and time).
      const on = before !== null && before.stopped_at === null;
      kept.alerts = {
        sms: true,
        email,
        email_confirmed: confirmed,
        consent_text: on ? before.consent_text : change.consentText,
        consented_at: on ? before.consented_at : at,
        stopped_at: null,
        stopped_by: null,
        last_sent_at: before?.last_sent_at ?? null,
      };
      return kept.alerts;
    }
    if (!before) return null;
    kept.alerts = {
      ...before,
      stopped_at: before.stopped_at ?? at,
      stopped_by: before.stopped_by ?? 'settings',
      ...(change.email !== undefined ? { email: change.email, email_confirmed: before.email_confirmed && !changes(change.email, before.email) } : {}),
    };
    return kept.alerts;
  }

  async claimEmailConfirmation(shopperId: string, email: string, at: Date, limit: ConfirmationLimit): Promise<number | null> {
    const kept = this.kept.get(shopperId);
    const alerts = kept?.alerts;
    if (!kept || !alerts || alerts.email !== email || alerts.email_confirmed || alerts.stopped_at !== null) return null;
    const windowEnded = kept.confirmations === null || kept.confirmations.since <= at.getTime() - limit.windowMs;
    if (!windowEnded && kept.confirmations!.sent >= limit.max) return null;
    kept.confirmations = windowEnded ? { since: at.getTime(), sent: 1 } : { since: kept.confirmations!.since, sent: kept.confirmations!.sent + 1 };
    return kept.confirmations.sent;
  }

  async confirmAlertEmail(shopperId: string, siteSlug: string, email: string): Promise<boolean> {
    const kept = this.kept.get(shopperId);
    if (!kept?.alerts || kept.shopper.site_slug !== siteSlug || kept.alerts.email?.toLowerCase() !== email.toLowerCase()) return false;
    kept.alerts = { ...kept.alerts, email_confirmed: true };
    return true;
  }

  async sessions(shopperId: string, now: Date): Promise<ShopperSessionRecord[]> {
    return (this.kept.get(shopperId)?.sessions ?? [])
      .filter((s) => s.expires_at > now.toISOString())
      .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
  }

  async endSession(shopperId: string, sessionId: string): Promise<boolean> {
    const kept = this.kept.get(shopperId);
    if (!kept?.sessions.some((s) => s.id === sessionId)) return false;
    kept.sessions = kept.sessions.filter((s) => s.id !== sessionId);
    return true;
  }

  async deleteShopper(shopperId: string): Promise<DeletedShopperData | null> {
    const kept = this.kept.get(shopperId);
    if (!kept) return null;
    this.kept.delete(shopperId);
    return { watchlist: kept.watchlist.length, saved_searches: kept.searches.length, alerts: kept.alerts ? 1 : 0, sessions: kept.sessions.length };
  }
}

/** Leads, held service times and reservations of any number of sites, found by phone as the SQL adapter finds them. */
export class InMemoryGarageRecords implements GarageRecords {
  readonly leads: (GarageLead & { site_slug: string })[] = [];
  readonly slots: (GarageServiceSlot & { site_slug: string })[] = [];
  readonly reservationRows: (GarageReservationRecord & { site_slug: string; phone: string })[] = [];
  readonly orderRows: (GarageOrderRecord & { site_slug: string; phone: string })[] = [];
  readonly testDriveRows: (GarageTestDriveRecord & { site_slug: string; phone: string })[] = [];

  async orders(siteSlug: string, phone: string, limit: number): Promise<GarageOrderRecord[]> {
    return this.orderRows
      .filter((o) => o.site_slug === siteSlug && nationalDigits(o.phone) === nationalDigits(phone))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map(({ site_slug: _site, phone: _phone, ...record }) => record);
  }

  async testDrives(siteSlug: string, phone: string, limit: number): Promise<GarageTestDriveRecord[]> {
    return this.testDriveRows
      .filter((d) => d.site_slug === siteSlug && nationalDigits(d.phone) === nationalDigits(phone))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map(({ site_slug: _site, phone: _phone, ...record }) => record);
  }

  async reservations(siteSlug: string, phone: string, statuses: readonly ReservationStatus[], limit: number): Promise<GarageReservationRecord[]> {
    return this.reservationRows
      .filter((r) => r.site_slug === siteSlug && statuses.includes(r.status) && nationalDigits(r.phone) === nationalDigits(phone))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map(({ site_slug: _site, phone: _phone, ...record }) => record);
  }

  async leadsByPhone(siteSlug: string, phone: string, categories: readonly string[], limit: number): Promise<GarageLead[]> {
    return this.leads
      .filter((l) => l.site_slug === siteSlug && categories.includes(l.user.category) && nationalDigits(l.user.phone) === nationalDigits(phone))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map(({ site_slug: _site, ...lead }) => lead);
  }

  async serviceSlotsOf(siteSlug: string, leadIds: readonly string[]): Promise<GarageServiceSlot[]> {
    return this.slots
      .filter((s) => s.site_slug === siteSlug && (leadIds.includes(s.booking_id) || leadIds.includes(s.lead_id)))
      .map(({ site_slug: _site, ...slot }) => slot);
  }
}
