import { beforeEach, describe, expect, it } from 'vitest';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import { SubmitLead, type SubmitLeadCommand } from '../../../application/leads/submit-lead.use-case';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { FakeCaptcha, FakeClock, InMemoryLeads } from './in-memory-leads';
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
    notified = 0;
    submit = new SubmitLead({
      leads,
      cars: new InMemoryCars([available, sold, comingSoon, elsewhere]),
      captcha,
      outboxSignal: { notify: () => notified++ },
      clock,
    });
  });

  it('stores a valid lead with one outbox entry per channel of its site, and wakes the dispatcher', async () => {
    const crmSite = { ...site, lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: 'https://crm.example.com/hook', crm_webhook_secret: 'x'.repeat(20) } };
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
    const again = await submit.execute(command({ submission: aLead({ name: 'Ann, again' }) }))();
    expect(first._tag === 'Right' && again._tag === 'Right' && again.right.lead_id === first.right.lead_id).toBe(true);
    expect(again).toMatchObject({ right: { replayed: true } });
    expect(leads.leads).toHaveLength(1);
    expect(leads.rows).toHaveLength(1);
    expect(notified).toBe(1);
  });

  it('answers a replay with the first lead even when its car has sold since, without running the captcha again', async () => {
    const cars = [structuredClone(available)];
    submit = new SubmitLead({ leads, cars: new InMemoryCars(cars), captcha });
    const first = await submit.execute(command({ submission: aLead({}, { car_id: 101 }) }))();
    cars[0] = { ...cars[0]!, status: 'sold' };
    const again = await submit.execute(command({ submission: aLead({}, { car_id: 101 }) }))();
    expect(again._tag).toBe('Right');
    expect(first).toMatchObject({ right: { lead_id: (again as { right: { lead_id: string } }).right.lead_id } });
    expect(captcha.checks).toHaveLength(1);
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
    expect(refused).toMatchObject({ left: { code: 'LEAD.INVALID', fields: { 'user.terms_conditions': '*You must agree to the terms of use before submitting.' } } });
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
    submit = new SubmitLead({ leads, cars: new InMemoryCars([]), captcha: new FakeCaptcha(true) });
    const result = await submit.execute(command())();
    expect(result).toMatchObject({ left: { code: 'LEAD.CAPTCHA_FAILED' } });
    expect(leads.leads).toHaveLength(0);
  });

  it('passes the captcha the evidence, the site, the address and the time', async () => {
    await submit.execute(command({ captcha: { honeypot: '', form_rendered_at: 1 } }))();
    expect(captcha.checks).toEqual([
      { siteSlug: 'acme-motors', evidence: { honeypot: '', form_rendered_at: 1 }, receivedAt: new Date('2026-03-02T09:00:00.000Z'), remoteIp: '203.0.113.7' },
    ]);
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
      left: { code: 'LEAD.CAR_NOT_AVAILABLE', car_id: sold.id, status: 'sold', message: 'Sorry, this vehicle has been sold. Ask us to find you something similar instead.' },
    });
    expect(leads.leads).toHaveLength(0);
  });

  it("accepts a 'Find Me Something Similar' lead for a sold car (spec 2 §2), and any lead for a coming-soon car", async () => {
    const similar = await submit.execute(command({ submission: aLead({ category: 'Find Me Something Similar' }, { car_id: sold.id }) }))();
    expect(similar._tag).toBe('Right');
    const bySubcategory = await submit.execute(command({ idempotencyKey: 'similar-0002', submission: aLead({ subcategory: 'find me something similar' }, { car_id: sold.id }) }))();
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
