import { beforeEach, describe, expect, it } from 'vitest';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import { leadRequestFingerprint, SubmitLead, type SubmitLeadCommand } from '../../../application/leads/submit-lead.use-case';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../application/shared/storable-text';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { FakeApiKeys, FakeCaptcha, FakeClock, InMemoryLeads } from './in-memory-leads';
import { aLead, aLeadSite, withTermsCheckbox } from './lead-test-data';

class InMemoryCars implements Pick<CarRepository, 'findById'> {
  constructor(private readonly cars: Car[]) {}
  async findById(siteSlug: string, id: number): Promise<Car | null> {
    return this.cars.find((c) => c.site_slug === siteSlug && c.id === id) ?? null;
  }
}

const site = aLeadSite('acme-motors');
const available = aCar().withId(101).withSite('acme-motors').build();
const sold = aCar().withId(102).withSite('acme-motors').sold().build();
const comingSoon = aCar().withId(103).withSite('acme-motors').comingSoon().build();
const elsewhere = aCar().withId(201).withSite('other-motors').build();

describe('SubmitLead (issue 6)', () => {
  let leads: InMemoryLeads;
  let captcha: FakeCaptcha;
  let apiKeys: FakeApiKeys;
  let notified: number;
  let submit: SubmitLead;

  const command = (over: Partial<SubmitLeadCommand> = {}): SubmitLeadCommand => ({
    site,
    idempotencyKey: 'form-key-0001',
    submission: aLead(),
    captcha: {},
    remoteIp: '203.0.113.7',
    ...over,
  });

  beforeEach(() => {
    const clock = new FakeClock();
    leads = new InMemoryLeads(clock);
    captcha = new FakeCaptcha();
    apiKeys = new FakeApiKeys({ 'acme-motors': ['cy_test_acme'], 'other-motors': ['cy_test_other'] });
    notified = 0;
    submit = new SubmitLead({
      leads,
      cars: new InMemoryCars([available, sold, comingSoon, elsewhere]),
      captcha,
      apiKeys,
      outboxSignal: { notify: () => notified++ },
      clock,
    });
  });

  it('stores a valid lead with one outbox entry per channel of its site, and wakes the dispatcher', async () => {
    const crmSite = {
      ...site,
      lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: 'https://crm.example.com/hook', crm_webhook_secret: 'x'.repeat(20) },
    };
    const result = await submit.execute(command({ site: crmSite, submission: aLead({}, { car_id: 101 }) }))();
    expect(result).toEqual({ _tag: 'Right', right: { lead_id: expect.any(String), replayed: false } });
    expect(leads.leads).toHaveLength(1);
    expect(leads.rows.map((r) => [r.entry.channel, r.entry.destination])).toEqual([
      ['email', 'leads@acme.example.com.au'],
      ['crm_webhook', 'https://crm.example.com/hook'],
    ]);
    expect(notified).toBe(1);
  });

  it("emails the site's contact address when no lead address is configured", async () => {
    await submit.execute(command())();
    expect(leads.rows.map((r) => r.entry.destination)).toEqual(['sales@acme-motors.example.com.au']);
  });

  it('creates one lead for a repeated idempotency key and answers the same lead_id, marked as replayed', async () => {
    const first = await submit.execute(command())();
    // The same request (issue 10: a different one is refused, below); its client context may differ.
    const again = await submit.execute(
      command({
        submission: aLead({}, { user_agent: 'another browser', lead_attributes: { visited_pages: ['/x'], linked_query_params: {} } }),
        captcha: { honeypot: '' },
      }),
    )();
    expect(first._tag === 'Right' && again._tag === 'Right' && again.right.lead_id === first.right.lead_id).toBe(true);
    expect(again).toMatchObject({ right: { replayed: true } });
    expect(leads.leads).toHaveLength(1);
    expect(leads.rows).toHaveLength(1);
    expect(notified).toBe(1);
  });

  it('answers a replay with the first lead even when its car has sold since, without running the captcha again', async () => {
    const cars = [structuredClone(available)];
    submit = new SubmitLead({ leads, cars: new InMemoryCars(cars), captcha, apiKeys });
    const first = await submit.execute(command({ submission: aLead({}, { car_id: 101 }) }))();
    cars[0] = { ...cars[0]!, status: 'sold' };
    const again = await submit.execute(command({ submission: aLead({}, { car_id: 101 }) }))();
    expect(again._tag).toBe('Right');
    expect(first).toMatchObject({ right: { lead_id: (again as { right: { lead_id: string } }).right.lead_id } });
    expect(captcha.checks).toHaveLength(1);
  });

  describe('the same Idempotency-Key with a different request (issue 10)', () => {
    it('is refused with IDEMPOTENCY.KEY_REUSED, storing nothing and keeping the first lead as it was', async () => {
      const first = await submit.execute(command())();
      for (const changed of [
        aLead({ name: 'Ann, again' }),
        aLead({ message: 'Another question' }),
        aLead({ colour: 'red' }),
        aLead({}, { car_id: 101 }),
        aLead({}, { url: 'https://acme-motors.example.com.au/' }),
      ]) {
        expect(await submit.execute(command({ submission: changed }))()).toEqual({
          _tag: 'Left',
          left: { code: 'IDEMPOTENCY.KEY_REUSED', message: expect.stringMatching(/^This Idempotency-Key was already used with a different request\./) },
        });
      }
      expect(leads.leads).toHaveLength(1);
      expect(leads.leads[0]?.submission).toEqual(aLead());
      expect(notified).toBe(1);
      // The first request again is still its replay.
      expect(await submit.execute(command())()).toEqual({
        _tag: 'Right',
        right: { lead_id: first._tag === 'Right' ? first.right.lead_id : '', replayed: true },
      });
    });

    it('is refused when it races the first: the key stored a lead between the lookup and the save', async () => {
      class RacedLeads extends InMemoryLeads {
        override async findByIdempotencyKey(): Promise<null> {
          return null;
        }
      }
      const raced = new RacedLeads();
      const racing = new SubmitLead({ leads: raced, cars: new InMemoryCars([available]), captcha, apiKeys });
      expect((await racing.execute(command())())._tag).toBe('Right');
      expect(await racing.execute(command())()).toMatchObject({ _tag: 'Right', right: { replayed: true } });
      expect(await racing.execute(command({ submission: aLead({ name: 'Bob' }) }))()).toMatchObject({ _tag: 'Left', left: { code: 'IDEMPOTENCY.KEY_REUSED' } });
      expect(raced.leads).toHaveLength(1);
    });

    it('a lead stored without a fingerprint (before migration 007) replays as it always did', async () => {
      const { lead } = await leads.save(site.slug, 'form-key-0001', aLead({ name: 'Old Ann' }));
      expect(await submit.execute(command())()).toEqual({ _tag: 'Right', right: { lead_id: lead.lead_id, replayed: true } });
    });
  });

  it('fingerprints what the lead asks — form fields, page, car — in any key order, and not the client context', async () => {
    const base = aLead({ colour: 'red', opt_in: true }, { car_id: 101 });
    const fingerprint = await leadRequestFingerprint(base);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const reordered = { ...base, user: Object.fromEntries(Object.entries(base.user).reverse()) as typeof base.user };
    expect(await leadRequestFingerprint(reordered)).toBe(fingerprint);
    expect(await leadRequestFingerprint({ ...base, user_agent: 'other', lead_attributes: { visited_pages: [], linked_query_params: { a: 'b' } } })).toBe(
      fingerprint,
    );
    for (const changed of [
      { ...base, car_id: 102 },
      { ...base, url: 'https://x.example/' },
      { ...base, user: { ...base.user, opt_in: false } },
      { ...base, user: { ...base.user, phone: '0412 345 679' } },
    ]) {
      expect(await leadRequestFingerprint(changed)).not.toBe(fingerprint);
    }
  });

  it('refuses text the database cannot store (NUL, a lone surrogate, in a value or a field name) with LEAD.INVALID, before the captcha, storing nothing', async () => {
    const result = await submit.execute(command({ submission: aLead({ name: 'Ann\u0000', message: 'hi \ud800 there', ['x\u0000y']: 'z' }) }))();
    expect(result).toMatchObject({
      _tag: 'Left',
      left: {
        code: 'LEAD.INVALID',
        fields: { 'user.name': UNSTORABLE_TEXT_MESSAGE, 'user.message': UNSTORABLE_TEXT_MESSAGE, 'user.x\ufffdy': UNSTORABLE_TEXT_MESSAGE },
      },
    });
    expect(leads.leads).toHaveLength(0);
    expect(captcha.checks).toHaveLength(0);
  });

  it('keeps the same key on two sites apart', async () => {
    await submit.execute(command())();
    await submit.execute(command({ site: aLeadSite('other-motors') }))();
    expect(leads.leads).toHaveLength(2);
  });

  it('refuses an invalid lead with LEAD.INVALID, every field message and the form-level text, storing nothing', async () => {
    const result = await submit.execute(command({ submission: aLead({ category: ' ', name: undefined, email: 'ann@', phone: '12345' }) }))();
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        code: 'LEAD.INVALID',
        message:
          'Please fix the following errors: Category: This field is required; Name: This field is required; ' +
          'Email: Please enter a valid email address, e.g. name@example.com.au; ' +
          'Phone: Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432',
        fields: {
          'user.category': '* This field is required',
          'user.name': '* This field is required',
          'user.email': 'Please enter a valid email address, e.g. name@example.com.au',
          'user.phone': 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432',
        },
      },
    });
    expect(leads.leads).toHaveLength(0);
    expect(captcha.checks).toHaveLength(0);
  });

  it("requires the terms on a site with the checkbox, with the spec's message (not for a trade-in lead)", async () => {
    const termsSite = withTermsCheckbox(site);
    const refused = await submit.execute(command({ site: termsSite }))();
    expect(refused).toMatchObject({
      left: { code: 'LEAD.INVALID', fields: { 'user.terms_conditions': '*You must agree to the terms of use before submitting.' } },
    });
    expect((await submit.execute(command({ site: termsSite, submission: aLead({ terms_conditions: true }) }))())._tag).toBe('Right');
    const tradeIn = aLead({ category: 'Trade-in Enquiry' });
    expect((await submit.execute(command({ site: termsSite, idempotencyKey: 'trade-in-0001', submission: tradeIn }))())._tag).toBe('Right');
  });

  it('refuses a dealership id that is not one of the site’s', async () => {
    const result = await submit.execute(command({ submission: aLead({}, { car_dealership_id: 424242 }) }))();
    expect(result).toMatchObject({ left: { code: 'LEAD.INVALID', fields: { car_dealership_id: 'No dealership 424242 on this site.' } } });
    const own = await submit.execute(command({ submission: aLead({}, { car_dealership_id: site.dealerships[0]!.id }) }))();
    expect(own._tag).toBe('Right');
  });

  it('refuses what the captcha refuses, storing nothing', async () => {
    submit = new SubmitLead({ leads, cars: new InMemoryCars([]), captcha: new FakeCaptcha(true), apiKeys });
    const result = await submit.execute(command())();
    expect(result).toMatchObject({ left: { code: 'LEAD.CAPTCHA_FAILED' } });
    expect(leads.leads).toHaveLength(0);
  });

  it('passes the captcha the evidence, the site, the address and the time', async () => {
    await submit.execute(command({ captcha: { honeypot: '', form_token: 'v1.acme-motors.token' } }))();
    expect(captcha.checks).toEqual([
      {
        siteSlug: 'acme-motors',
        evidence: { honeypot: '', form_token: 'v1.acme-motors.token' },
        receivedAt: new Date('2026-03-02T09:00:00.000Z'),
        remoteIp: '203.0.113.7',
      },
    ]);
  });

  describe('a caller with an API key (issue 10: another channel, no form)', () => {
    it("stores the lead without running the captcha when the key is the site's", async () => {
      submit = new SubmitLead({ leads, cars: new InMemoryCars([]), captcha: new FakeCaptcha(true), apiKeys });
      const result = await submit.execute(command({ apiKey: 'cy_test_acme' }))();
      expect(result).toEqual({ _tag: 'Right', right: { lead_id: expect.any(String), replayed: false } });
      expect(apiKeys.checked).toEqual(['cy_test_acme']);
      expect(leads.leads).toHaveLength(1);
    });

    it("refuses a key that is not the site's — another site's, or blank — with AUTH.INVALID_API_KEY, storing nothing", async () => {
      for (const [i, apiKey] of ['cy_test_other', 'nonsense', ''].entries()) {
        const result = await submit.execute(command({ apiKey, idempotencyKey: `api-key-000${i}` }))();
        expect(result).toEqual({ _tag: 'Left', left: { code: 'AUTH.INVALID_API_KEY', message: 'Not a key of this site.' } });
      }
      expect(leads.leads).toHaveLength(0);
      expect(captcha.checks).toHaveLength(0);
    });

    it('checks the key before anything else: an invalid lead, or a replay of a stored one, with a wrong key is a 401 case', async () => {
      expect(await submit.execute(command({ apiKey: 'wrong', submission: aLead({ name: undefined }) }))()).toMatchObject({
        left: { code: 'AUTH.INVALID_API_KEY' },
      });
      expect((await submit.execute(command({ apiKey: 'cy_test_acme' }))())._tag).toBe('Right');
      expect(await submit.execute(command({ apiKey: 'wrong' }))()).toMatchObject({ left: { code: 'AUTH.INVALID_API_KEY' } });
    });
  });

  it('refuses a lead for an unknown car, or another site’s car, with LEAD.CAR_NOT_FOUND', async () => {
    for (const carId of [999, elsewhere.id]) {
      const result = await submit.execute(command({ idempotencyKey: `key-${carId}-000`, submission: aLead({}, { car_id: carId }) }))();
      expect(result).toEqual({ _tag: 'Left', left: { code: 'LEAD.CAR_NOT_FOUND', car_id: carId, message: `Vehicle ${carId} is not listed on ${site.name}.` } });
    }
    expect(leads.leads).toHaveLength(0);
  });

  it('refuses a lead for a sold car with LEAD.CAR_NOT_AVAILABLE', async () => {
    const result = await submit.execute(command({ submission: aLead({}, { car_id: sold.id }) }))();
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        code: 'LEAD.CAR_NOT_AVAILABLE',
        car_id: sold.id,
        status: 'sold',
        message: 'Sorry, this vehicle has been sold. Ask us to find you something similar instead.',
      },
    });
    expect(leads.leads).toHaveLength(0);
  });

  it("accepts a 'Find Me Something Similar' lead for a sold car (spec 2 §2), and any lead for a coming-soon car", async () => {
    const similar = await submit.execute(command({ submission: aLead({ category: 'Find Me Something Similar' }, { car_id: sold.id }) }))();
    expect(similar._tag).toBe('Right');
    const bySubcategory = await submit.execute(
      command({ idempotencyKey: 'similar-0002', submission: aLead({ subcategory: 'find me something similar' }, { car_id: sold.id }) }),
    )();
    expect(bySubcategory._tag).toBe('Right');
    const soon = await submit.execute(command({ idempotencyKey: 'soon-0000003', submission: aLead({}, { car_id: comingSoon.id }) }))();
    expect(soon._tag).toBe('Right');
  });

  it('stores no lead and rejects when the database fails (nothing is acknowledged)', async () => {
    leads.failNextSave = true;
    await expect(submit.execute(command())()).rejects.toThrow('database is down');
    expect(notified).toBe(0);
  });
});
