/**
 * The garage use cases with in-memory ports (issue 14 '/my-garage'; 'Consent is asked for and
 * recorded when the alert is switched on'; 'A shopper can see and delete what the site holds
 * about them'): what the garage shows, alert consent, saved searches, sessions, deletion.
 */
import * as E from 'fp-ts/lib/Either.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { RemoveSavedSearch, SetSavedSearchAlerts } from '../../../application/shoppers/change-saved-search.use-case';
import { DeleteMyData } from '../../../application/shoppers/delete-my-data.use-case';
import { EndShopperSession } from '../../../application/shoppers/end-shopper-session.use-case';
import { GetGarage, nameFromSlug } from '../../../application/shoppers/get-garage.use-case';
import { SaveSearch } from '../../../application/shoppers/save-search.use-case';
import { SetAlertSettings } from '../../../application/shoppers/set-alert-settings.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { EMAIL_MESSAGE } from '../../../domain/leads/contact-validation';
import { ALERTS_NOT_OFFERED_MESSAGE, alertConsentText, CONSENT_REQUIRED_MESSAGE } from '../../../domain/shoppers/alert-consent';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, SAVED_SEARCH_MESSAGES } from '../../../domain/shoppers/shopper-lists';
import { aCar } from '../../support/car-builder';
import { aDealerSite, aLocation } from '../../config/demo-inventory/a-dealer-site';
import { FakeClock } from '../leads/in-memory-leads';
import { InMemoryCars } from '../vehicle/in-memory-vehicle';
import { InMemoryGarageRecords, InMemoryShopperLists } from './in-memory-shopper-lists';

const SITE: DealerSite = aDealerSite('acme-motors').withLocations(aLocation(7), aLocation(8)).build();
const NO_ALERTS: DealerSite = { ...SITE, shopper_lists: { ...SITE.shopper_lists, alerts: false } };
const ANN = { shopper_id: 'ann', session_id: 's-1', site_slug: SITE.slug, phone: '+61412345678' };
const T = (minute: number) => new Date(Date.UTC(2030, 1, 1, 10, minute)).toISOString();

let lists: InMemoryShopperLists;
let records: InMemoryGarageRecords;
let cars: InMemoryCars;
let clock: FakeClock;

beforeEach(() => {
  lists = new InMemoryShopperLists();
  lists.addShopper({ id: 'ann', site_slug: SITE.slug, phone: ANN.phone, email: null, created_at: T(0) }, [
    { id: 's-1', user_agent: 'Phone', created_at: T(1), last_seen_at: T(9), expires_at: '2030-03-01T00:00:00.000Z' },
    { id: 's-2', user_agent: 'Laptop', created_at: T(2), last_seen_at: T(5), expires_at: '2030-03-01T00:00:00.000Z' },
  ]);
  records = new InMemoryGarageRecords();
  cars = new InMemoryCars([aCar().withId(11).withSite(SITE.slug).withSlug('listed-car').build()]);
  clock = new FakeClock(new Date('2030-02-01T12:00:00.000Z'));
});

/** The accepted trade-in offers port, holding one offer made to `phone` (the garage asks by the shopper's phone). */
const acceptedOffersOf = (phone: string | null) => ({
  byPhone: async (siteSlug: string, asked: string) =>
    phone !== null && siteSlug === SITE.slug && asked === phone
      ? [
          {
            evaluation_id: 'EV-1',
            reference: 'TI-4K7Q-2ZB9',
            description: '2016 Mazda 3 (ABC123)',
            amount: 8_250,
            valid_until: '2030-03-11',
            accepted_at: T(4),
          },
        ]
      : [],
});

describe('GetGarage', () => {
  it('shows everything the site holds of the shopper and their dealings found by phone, on this site only', async () => {
    const user = (fields: Record<string, unknown>) => ({ name: 'Ann', email: 'ann@example.com.au', ...fields }) as never;
    records.reservationRows.push(
      {
        site_slug: SITE.slug,
        phone: '0412 345 678',
        reservation_id: 'r-1',
        car_id: 11,
        car_slug: 'listed-car',
        status: 'paid',
        created_at: T(1),
        expires_at: T(50),
        deposit_cents: 50_000,
      },
      {
        site_slug: SITE.slug,
        phone: '61412345678',
        reservation_id: 'r-2',
        car_id: 12,
        car_slug: '2019-kia-rio-s',
        status: 'expired',
        created_at: T(2),
        expires_at: T(3),
        deposit_cents: 20_000,
      },
      {
        site_slug: 'other-motors',
        phone: '0412 345 678',
        reservation_id: 'r-3',
        car_id: 13,
        car_slug: 'x',
        status: 'paid',
        created_at: T(3),
        expires_at: T(4),
        deposit_cents: 20_000,
      },
    );
    records.leads.push(
      {
        site_slug: SITE.slug,
        lead_id: 't-1',
        created_at: T(4),
        user: user({ category: 'Trade-in Enquiry', subcategory: '2. No Instant Offer', phone: '0412345678', Rego: 'abc123', regoState: 'QLD' }),
      },
      {
        site_slug: SITE.slug,
        lead_id: 's-a',
        created_at: T(5),
        user: user({
          category: 'Service Booking',
          subcategory: '3. Order Details',
          phone: '0412345678',
          location: aLocation(8).build().slug,
          'Preferred Service Date': '2030-02-10',
          'Preferred Service Time': '08:00',
          form_completed: true,
        }),
      },
    );
    const answer = await new GetGarage({ lists, records, cars, clock, tradeInOffers: acceptedOffersOf('+61412345678') }).execute({
      site: SITE,
      shopper: ANN,
    })();
    if (E.isLeft(answer)) throw new Error(answer.left.message);
    const garage = answer.right;
    expect(garage.accepted_trade_in_offers).toEqual([
      { reference: 'TI-4K7Q-2ZB9', vehicle: '2016 Mazda 3 (ABC123)', amount: 8_250, valid_until: '2030-03-11', accepted_at: T(4) },
    ]);
    const listed = await cars.findById(SITE.slug, 11);
    expect(garage.shopper).toEqual({ id: 'ann', phone: '+61412345678', phone_display: '0412 345 678', email: null });
    expect(garage.reservations).toEqual([
      {
        reservation_id: 'r-2',
        reference: 'R-2',
        car_name: '2019 Kia Rio S',
        car_slug: null,
        status: 'expired',
        status_label: 'Hold ended',
        deposit: 200,
        created_at: T(2),
        expires_at: null,
      },
      {
        reservation_id: 'r-1',
        reference: 'R-1',
        car_name: listed?.name,
        car_slug: 'listed-car',
        status: 'paid',
        status_label: 'Deposit paid',
        deposit: 500,
        created_at: T(1),
        expires_at: T(50),
      },
    ]);
    expect(garage.trade_ins).toEqual([
      { lead_id: 't-1', vehicle: 'Rego ABC123 (QLD)', offer_price: null, stage: 'Being valued by our buying team', created_at: T(4), reference: null },
    ]);
    expect(garage.service_bookings).toEqual([
      { lead_id: 's-a', vehicle: 'Your car', location: 'Location 8', date: '2030-02-10', time: '08:00', created_at: T(5) },
    ]);
    expect(garage.sessions).toEqual([
      { id: 's-1', user_agent: 'Phone', created_at: T(1), last_seen_at: T(9), current: true },
      { id: 's-2', user_agent: 'Laptop', created_at: T(2), last_seen_at: T(5), current: false },
    ]);
    expect(garage.alerts).toEqual({
      enabled: false,
      sms: false,
      email: null,
      email_confirmed: false,
      consented_at: null,
      stopped_at: null,
      stopped_by: null,
      consent_text: alertConsentText(SITE.name, false),
      replies: false,
    });
    expect(garage.watchlist).toEqual([]);
    expect(garage.saved_searches).toEqual([]);
  });

  it('lists the orders by reference with the deposit paid and what remains (never "paid"), and the test drives on the dealership’s clock', async () => {
    const totals = { total: 31_289, deposit: 500, balance: 30_789 };
    records.orderRows.push(
      {
        site_slug: SITE.slug,
        phone: '0412 345 678',
        reference: 'AM-4K7Q2ZB9',
        car_id: 11,
        car_slug: 'listed-car',
        status: 'placed',
        placed_at: T(1),
        hold_until: '2030-02-08T10:01:00.000Z',
        created_at: T(0),
        totals,
        fulfilment: 'pickup',
      },
      // Placed, but its hold ran out before the store was told: it reads as ended.
      {
        site_slug: SITE.slug,
        phone: '+61412345678',
        reference: 'AM-OLDORDER',
        car_id: 12,
        car_slug: '2019-kia-rio-s',
        status: 'placed',
        placed_at: T(0),
        hold_until: T(30),
        created_at: T(-1),
        totals,
        fulfilment: 'delivery',
      },
      {
        site_slug: SITE.slug,
        phone: '0499 999 999',
        reference: 'AM-BOBSBOB1',
        car_id: 11,
        car_slug: 'listed-car',
        status: 'placed',
        placed_at: T(1),
        hold_until: null,
        created_at: T(2),
        totals,
        fulfilment: 'pickup',
      },
    );
    records.testDriveRows.push({
      site_slug: SITE.slug,
      phone: '0412345678',
      lead_id: 'td-1',
      car_id: 11,
      location_id: 7,
      date: '2030-02-09',
      time: '08:00',
      created_at: T(3),
    });
    const answer = await new GetGarage({ lists, records, cars, clock, tradeInOffers: acceptedOffersOf(null) }).execute({ site: SITE, shopper: ANN })();
    if (E.isLeft(answer)) throw new Error(answer.left.message);
    const listed = await cars.findById(SITE.slug, 11);
    expect(answer.right.orders).toEqual([
      {
        reference: 'AM-4K7Q2ZB9',
        car_name: listed?.name,
        car_slug: 'listed-car',
        status: 'placed',
        status_label: 'Deposit paid',
        placed_at: T(1),
        hold_until_text: 'Friday 8 February 2030 at 8:01pm (Brisbane time)',
        total: 31_289,
        deposit: 500,
        balance: 30_789,
        fulfilment: 'pickup',
      },
      expect.objectContaining({ reference: 'AM-OLDORDER', car_name: '2019 Kia Rio S', status: 'expired', status_label: 'Hold ended', hold_until_text: null }),
    ]);
    expect(answer.right.test_drives).toEqual([
      {
        lead_id: 'td-1',
        car_name: listed?.name,
        car_slug: 'listed-car',
        location: 'Location 7',
        when_text: 'Saturday 9 February 2030 at 8:00am (Brisbane time)',
        date: '2030-02-09',
        time: '08:00',
      },
    ]);
  });

  it('asks for sign-in without a session, with another site session, or once the shopper is deleted', async () => {
    const garage = new GetGarage({ lists, records, cars, clock, tradeInOffers: acceptedOffersOf(null) });
    for (const shopper of [null, { ...ANN, site_slug: 'other-motors' }, { ...ANN, shopper_id: 'deleted' }]) {
      expect(await garage.execute({ site: SITE, shopper })()).toMatchObject(E.left({ code: 'AUTH.SIGN_IN_REQUIRED' }));
    }
  });
});

describe('SetAlertSettings (Spam Act 2003: express consent, recorded)', () => {
  const alerts = () => new SetAlertSettings({ lists, clock });

  it('refuses to switch on without the box ticked, and records nothing', async () => {
    for (const consent of [undefined, false]) {
      expect(await alerts().execute({ site: SITE, shopper: ANN, enabled: true, consent })()).toEqual(
        E.left({ code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { consent: CONSENT_REQUIRED_MESSAGE } }),
      );
    }
    expect(await lists.alertSettings('ann')).toBeNull();
  });

  it('names every field wrong at once', async () => {
    expect(await alerts().execute({ site: SITE, shopper: ANN, enabled: true, email: 'not-an-email' })()).toMatchObject(
      E.left({ fields: { consent: CONSENT_REQUIRED_MESSAGE, email: EMAIL_MESSAGE } }),
    );
  });

  it('records the site words and the time of consent, the email as the shopper email too', async () => {
    const answer = await alerts().execute({ site: SITE, shopper: ANN, enabled: true, consent: true, email: 'ann@example.com.au' })();
    expect(answer).toEqual(
      E.right({
        enabled: true,
        sms: true,
        email: 'ann@example.com.au',
        email_confirmed: false,
        consented_at: clock.now().toISOString(),
        stopped_at: null,
        stopped_by: null,
        consent_text: alertConsentText(SITE.name, false),
        replies: false,
      }),
    );
    expect((await lists.alertSettings('ann'))?.consent_text).toBe(alertConsentText(SITE.name, false));
    expect((await lists.shopper('ann'))?.email).toBe('ann@example.com.au');
  });

  it('switches off with the stop recorded as from settings; an empty email removes it', async () => {
    await alerts().execute({ site: SITE, shopper: ANN, enabled: true, consent: true, email: 'ann@example.com.au' })();
    clock.advance(60_000);
    const off = await alerts().execute({ site: SITE, shopper: ANN, enabled: false, email: '' })();
    expect(off).toMatchObject(E.right({ enabled: false, stopped_at: clock.now().toISOString(), stopped_by: 'settings', email: null }));
  });

  it('switching off alerts never switched on is no failure', async () => {
    expect(await alerts().execute({ site: SITE, shopper: ANN, enabled: false })()).toMatchObject(E.right({ enabled: false, consented_at: null }));
  });

  it('refuses on a site that sends no alerts', async () => {
    expect(await alerts().execute({ site: NO_ALERTS, shopper: ANN, enabled: true, consent: true })()).toEqual(
      E.left({ code: 'ALERTS.NOT_OFFERED', message: ALERTS_NOT_OFFERED_MESSAGE }),
    );
  });

  it('offers and records STOP in the words only when texts come from a number that takes replies', async () => {
    const before = await new GetGarage({ lists, records, cars, clock, tradeInOffers: acceptedOffersOf(null), smsTakesReplies: true }).execute({
      site: SITE,
      shopper: ANN,
    })();
    if (E.isLeft(before)) throw new Error(before.left.message);
    expect(before.right.alerts).toMatchObject({ consent_text: alertConsentText(SITE.name, true), replies: true });
    expect(before.right.alerts.consent_text).toContain('replying STOP');
    const on = await new SetAlertSettings({ lists, clock, smsTakesReplies: true }).execute({ site: SITE, shopper: ANN, enabled: true, consent: true })();
    expect(on).toMatchObject(E.right({ enabled: true, consent_text: alertConsentText(SITE.name, true), replies: true }));
    expect((await lists.alertSettings('ann'))?.consent_text).toBe(alertConsentText(SITE.name, true));
    // Without a reply number (the default), the garage says so, while keeping the words agreed to on record.
    const now = await new GetGarage({ lists, records, cars, clock, tradeInOffers: acceptedOffersOf(null) }).execute({ site: SITE, shopper: ANN })();
    expect(now).toMatchObject(E.right({ alerts: { enabled: true, consent_text: alertConsentText(SITE.name, true), replies: false } }));
  });
});

describe('saved searches', () => {
  let ids = 0;
  const saveSearch = () => new SaveSearch({ lists, clock, newId: () => `search-${++ids}` });

  it('saves a search page of the site with a tidy name, and refuses other pages and empty names', async () => {
    expect(await saveSearch().execute({ site: SITE, shopper: ANN, label: '  Toyota   SUVs ', href: '/used-car/suv?make=toyota#results' })()).toMatchObject(
      E.right({ created: true, search: { label: 'Toyota SUVs', href: '/used-car/suv?make=toyota', alerts: false } }),
    );
    expect(await saveSearch().execute({ site: SITE, shopper: ANN, label: ' ', href: '/finance' })()).toEqual(
      E.left({
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        fields: { label: SAVED_SEARCH_MESSAGES.labelRequired, href: SAVED_SEARCH_MESSAGES.href },
      }),
    );
  });

  it('refuses the search past the limit', async () => {
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) await saveSearch().execute({ site: SITE, shopper: ANN, label: `S${i}`, href: `/search?page=${i}` })();
    expect(await saveSearch().execute({ site: SITE, shopper: ANN, label: 'One more', href: '/special-offers' })()).toEqual(
      E.left({ code: 'SAVED_SEARCHES.LIMIT', message: SAVED_SEARCH_LIMIT_MESSAGE }),
    );
  });

  it('refuses alerts on a site that sends none, for a new search and for a saved one', async () => {
    expect(await saveSearch().execute({ site: NO_ALERTS, shopper: ANN, label: 'S', href: '/search', alerts: true })()).toMatchObject(
      E.left({ code: 'ALERTS.NOT_OFFERED' }),
    );
    const saved = await saveSearch().execute({ site: NO_ALERTS, shopper: ANN, label: 'S', href: '/search' })();
    if (E.isLeft(saved)) throw new Error(saved.left.message);
    expect(await new SetSavedSearchAlerts({ lists }).execute({ site: NO_ALERTS, shopper: ANN, id: saved.right.search.id, alerts: true })()).toMatchObject(
      E.left({ code: 'ALERTS.NOT_OFFERED' }),
    );
    expect(await new SetSavedSearchAlerts({ lists }).execute({ site: NO_ALERTS, shopper: ANN, id: saved.right.search.id, alerts: false })()).toMatchObject(
      E.right({ alerts: false }),
    );
  });

  it('switches and removes a saved search, and says when there is none', async () => {
    const saved = await saveSearch().execute({ site: SITE, shopper: ANN, label: 'S', href: '/search' })();
    if (E.isLeft(saved)) throw new Error(saved.left.message);
    const { id } = saved.right.search;
    expect(await new SetSavedSearchAlerts({ lists }).execute({ site: SITE, shopper: ANN, id, alerts: true })()).toMatchObject(E.right({ id, alerts: true }));
    expect(await new RemoveSavedSearch({ lists }).execute({ site: SITE, shopper: ANN, id })()).toEqual(E.right({ removed: true }));
    expect(await new RemoveSavedSearch({ lists }).execute({ site: SITE, shopper: ANN, id })()).toEqual(
      E.left({ code: 'SAVED_SEARCH.NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound }),
    );
  });
});

describe('sessions and deletion', () => {
  it('ends another session of the shopper, saying when it is the current one', async () => {
    const end = new EndShopperSession({ lists });
    expect(await end.execute({ site: SITE, shopper: ANN, session_id: 's-2' })()).toEqual(E.right({ removed: true, current: false }));
    expect(await end.execute({ site: SITE, shopper: ANN, session_id: 's-2' })()).toMatchObject(E.left({ code: 'SESSION.NOT_FOUND' }));
    expect(await end.execute({ site: SITE, shopper: ANN, session_id: 's-1' })()).toEqual(E.right({ removed: true, current: true }));
  });

  it('deletes all the shopper data once, answering what went', async () => {
    await lists.saveCar('ann', 11, clock.now(), 1, 100);
    const remove = new DeleteMyData({ lists });
    expect(await remove.execute({ site: SITE, shopper: ANN })()).toEqual(E.right({ deleted: { watchlist: 1, saved_searches: 0, alerts: 0, sessions: 2 } }));
    expect(await lists.shopper('ann')).toBeNull();
    expect(await remove.execute({ site: SITE, shopper: ANN })()).toMatchObject(E.left({ code: 'AUTH.SIGN_IN_REQUIRED' }));
  });
});

describe('nameFromSlug', () => {
  it('reads a reserved car slug as its name', () => {
    expect(nameFromSlug('2021-toyota-corolla-ascent')).toBe('2021 Toyota Corolla Ascent');
    expect(nameFromSlug('')).toBe('Reserved car');
  });
});
