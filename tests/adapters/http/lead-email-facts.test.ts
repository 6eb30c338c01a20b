/**
 * The dealer's lead email on the real server (PGlite, the outbox email adapter), read back as a
 * mail client would (tests/support/outbox-emails.ts): the time it was received on the
 * dealership's clock with its zone's abbreviation, never UTC, and the price the site shows for the
 * car — taken from the car's record by the domain's price display, whatever the form sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../../config/data-dirs';
import { loadDealerSites } from '../../../config/dealer-sites';
import { zonedDateTimeWithAbbreviation } from '../../../domain/locations/zoned-text';
import { priceDisplay, priceLabel } from '../../../domain/vehicle/price-display';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { aCaptchaFrom } from '../../support/form-tokens';
import { outboxEmails, type OutboxEmail } from '../../support/outbox-emails';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const HARBOUR = 'harbour-motors';
const SALTBUSH = 'saltbush-caravans';
const SUNSET = 'sunset-coast-suzuki';
const sites = new Map(loadDealerSites().map((s) => [s.slug, s]));
const priced = aCar()
  .withId(8_101)
  .withSite(HARBOUR)
  .withMakeModel('Mazda', 'CX-5')
  .withPrice(31_990)
  .with({ offer_price: 29_990, dealership_slug: 'harbour-motors' })
  .build();
const weekly = aCar()
  .withId(8_102)
  .withSite(HARBOUR)
  .withMakeModel('Nissan', 'Navara')
  .withPrice(46_990)
  .with({ subscription_price: 258, dealership_slug: 'harbour-motors' })
  .build();
const caravan = aCar().withId(8_201).withSite(SALTBUSH).withPrice(64_500).build();
const swift = aCar().withId(8_301).withSite(SUNSET).withMakeModel('Suzuki', 'Swift').withPrice(23_990).build();

describe("the dealer's lead email: the time on the dealership's clock and the car's shown price", () => {
  let server: TestServer;
  let keys = 0;
  const clock = new FakeClock(new Date());

  const sendLead = async (site: string, car: { id: number; dealership_id?: number | null }, user: Record<string, unknown> = {}): Promise<string> => {
    const answer = await request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host(site),
      headers: { 'content-type': 'application/json', 'idempotency-key': `lead-email-facts-${String(++keys).padStart(4, '0')}` },
      body: JSON.stringify({
        user: {
          category: 'Vehicle Enquiry',
          name: 'Ann Citizen',
          email: 'ann@example.com.au',
          phone: '0412 345 678',
          message: 'Is it still available?',
          terms_conditions: true,
          ...user,
        },
        url: `https://${site}.example/cars/x`,
        source: 'Website',
        user_agent: 'vitest',
        car_id: car.id,
        lead_attributes: { visited_pages: [], linked_query_params: {} },
        captcha: await aCaptchaFrom(server.core, site),
      }),
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json<{ lead_id: string }>().lead_id;
  };

  /** One outbox pass, then the lead's email. */
  const emailOf = async (leadId: string): Promise<OutboxEmail> => {
    // Leads are due from the database's now(): the core's clock runs a second ahead of it.
    clock.current = new Date(Date.now() + 1_000);
    await server.core.useCases.deliverPendingLeads.execute()();
    const email = outboxEmails(outboxDir(server.core.settings), 'lead-').find((e) => e.file === `lead-${leadId}.eml`);
    if (!email) throw new Error(`no email for lead ${leadId}`);
    return email;
  };
  const lineOf = (email: OutboxEmail, label: string): string | undefined =>
    email.text
      .split('\n')
      .find((line) => line.startsWith(`${label}: `))
      ?.slice(label.length + 2);
  const receivedAt = async (leadId: string): Promise<Date> => {
    const [row] = await server.db.query<{ created_at: string }>('SELECT created_at FROM leads WHERE lead_id = $1', [leadId]);
    return new Date(row?.created_at ?? '');
  };
  const shownPriceOf = (slug: string, car: typeof priced): string => {
    const site = sites.get(slug)!;
    return priceLabel(
      priceDisplay(car, { subscriptions: site.features.subscriptions, ...(site.labels.noPriceText ? { noPriceText: site.labels.noPriceText } : {}) }),
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, clock, cars: [priced, weekly, caravan, swift], rateLimits: { leads: { max: 100_000, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gives the received time on a NSW dealer's clock with AEDT or AEST, and the car's shown price from its record, not the form's", async () => {
    const leadId = await sendLead(HARBOUR, priced, { price: '$1', 'Vehicle Make': 'Mazda' });
    const email = await emailOf(leadId);
    const received = lineOf(email, 'Received');
    expect(received).toBe(zonedDateTimeWithAbbreviation(await receivedAt(leadId), 'Australia/Sydney'));
    expect(received).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}[ap]m AE[DS]T$/);
    expect(email.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // The offer price, as the card and the sidebar show it (spec 1 §4 precedence).
    expect(lineOf(email, 'Shown price')).toBe(shownPriceOf(HARBOUR, priced));
    expect(lineOf(email, 'Shown price')).toBe('$29,990');
  });

  it('gives the price a subscription car shows by the same domain rule', async () => {
    const email = await emailOf(await sendLead(HARBOUR, weekly));
    expect(lineOf(email, 'Shown price')).toBe(shownPriceOf(HARBOUR, weekly));
  });

  it("reads a Perth dealer's lead in AWST all year and an Adelaide one in ACDT or ACST; a lead about no car has no price line", async () => {
    const perth = await emailOf(await sendLead(SUNSET, swift));
    expect(lineOf(perth, 'Received')).toMatch(/ AWST$/);
    expect(lineOf(perth, 'Shown price')).toBe('$23,990');
    const adelaide = await emailOf(await sendLead(SALTBUSH, caravan));
    expect(lineOf(adelaide, 'Received')).toMatch(/ AC[DS]T$/);
    const answer = await request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host(SALTBUSH),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'lead-email-facts-general-1' },
      body: JSON.stringify({
        user: { category: 'General Enquiry', name: 'Bo', email: 'bo@example.com.au', phone: '0412 345 678', message: 'Hello', terms_conditions: true },
        url: 'https://saltbush.example/contact',
        source: 'Website',
        captcha: await aCaptchaFrom(server.core, SALTBUSH),
      }),
    });
    expect(answer.status, answer.text).toBe(201);
    const general = await emailOf(answer.json<{ lead_id: string }>().lead_id);
    expect(lineOf(general, 'Shown price')).toBeUndefined();
    expect(lineOf(general, 'Received')).toMatch(/ AC[DS]T$/);
  });
});
