import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, LEAD_CHANNELS, leadDeliveryTargets, leadSummary, retryDelayMs } from '../../../domain/leads';
import { leadSummaryFacts, leadTimeZone, loggedDestination, updatedLeadId } from '../../../domain/leads/lead-delivery';
import { zoneAbbreviation, zonedDateTimeWithAbbreviation } from '../../../domain/locations/zoned-text';

describe('lead delivery channels per site (issue 6)', () => {
  it("emails the configured lead address, else the site's contact email, and adds the CRM webhook when a URL is set", () => {
    expect(leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null } })).toEqual([
      { channel: 'email', destination: 'sales@a.com' },
    ]);
    expect(
      leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: 'leads@a.com', crm_webhook_url: 'https://crm.a.com/h', crm_webhook_secret: 's' } }),
    ).toEqual([
      { channel: 'email', destination: 'leads@a.com' },
      { channel: 'crm_webhook', destination: 'https://crm.a.com/h' },
    ]);
    expect(leadDeliveryTargets({ lead_delivery: { email: null, crm_webhook_url: null } })).toEqual([]);
  });

  it('adds the ADF 1.0 email to the CRM when the site sets lead_delivery.adf_email (issue 16), and none when it does not', () => {
    expect(leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null, adf_email: 'leads@crm.a.example' } })).toEqual([
      { channel: 'email', destination: 'sales@a.com' },
      { channel: 'adf_email', destination: 'leads@crm.a.example' },
    ]);
    expect(leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null, adf_email: null } }).map((t) => t.channel)).toEqual(
      ['email'],
    );
  });
});

describe('retry backoff', () => {
  it('doubles from 5 s up to 15 minutes, then stays there', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 10, 50, 1_000].map((n) => retryDelayMs(n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 640_000, 900_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('never waits less than the base nor more than the cap, and never less than the attempt before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => {
        const delay = retryDelayMs(n);
        expect(delay).toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.baseMs);
        expect(delay).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxMs);
        expect(delay).toBeGreaterThanOrEqual(retryDelayMs(n - 1 || 1));
      }),
    );
  });
});

describe('lead summary (what the dealer reads)', () => {
  it('names the site, category and shopper, and lists every field sent', () => {
    const summary = leadSummary(
      {
        lead_id: 'L1',
        site_slug: 'acme',
        created_at: '2026-03-02T09:00:00.000Z',
        submission: {
          user: { category: 'Test Drive', name: 'Ann', email: 'ann@a.com', phone: '0412345678', preferred_date: '2026-03-05', empty: '' },
          url: 'https://acme.test/cars/x',
          source: 'Website',
          user_agent: 'UA',
          car_id: 5,
          lead_attributes: { visited_pages: [], linked_query_params: {} },
        },
      },
      'Acme Motors',
    );
    expect(summary.subject).toBe('Acme Motors: new Test Drive from Ann');
    expect(summary.lines).toEqual([
      ['Category', 'Test Drive'],
      ['Name', 'Ann'],
      ['Email', 'ann@a.com'],
      ['Phone', '0412345678'],
      ['preferred_date', '2026-03-05'],
      ['Car id', '5'],
      ['Page', 'https://acme.test/cars/x'],
      ['Source', 'Website'],
      ['User agent', 'UA'],
      ['Lead id', 'L1'],
      ['Received', '2026-03-02T09:00:00.000Z'],
    ]);
  });
});

describe('the customer’s confirmation email of a lead the server made', () => {
  const site = { email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null } };
  const user = { category: 'Online Purchase', name: 'Ann', email: ' ann@a.com.au ', phone: '0412 345 678' };
  const confirmation = { subject: 'Your order HM-1', text: 'Order reference: HM-1' };

  it('adds one email to the customer’s address, after the dealer channels, only when the lead carries a confirmation', () => {
    expect(leadDeliveryTargets(site, { user, customer_email: confirmation })).toEqual([
      { channel: 'email', destination: 'sales@a.com' },
      { channel: 'customer_email', destination: 'ann@a.com.au' },
    ]);
    expect(leadDeliveryTargets(site, { user }).map((t) => t.channel)).toEqual(['email']);
  });

  it('adds none when the customer’s address is not an email address', () => {
    expect(leadDeliveryTargets(site, { user: { ...user, email: 'ann@' }, customer_email: confirmation }).map((t) => t.channel)).toEqual(['email']);
  });
});

describe('the SMS delivery of a lead (issue 12)', () => {
  const site = { email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null } };
  const user = { category: 'Trade-in Enquiry', name: 'Ann', email: 'ann@a.com', phone: '0412 345 678' };

  it('adds an sms delivery to the customer mobile in E.164 when the lead carries a text, after the dealer channels', () => {
    expect(leadDeliveryTargets(site, { user: { ...user, sms_content: 'Thanks', sms_from: 'Acme' } })).toEqual([
      { channel: 'email', destination: 'sales@a.com' },
      { channel: 'sms', destination: '+61412345678' },
    ]);
  });

  it('adds none when the lead carries no text, a blank one, or its phone is not a mobile', () => {
    for (const carried of [{}, { sms_content: '' }, { sms_content: '  ' }, { sms_content: 42 }, { sms_content: 'Thanks', phone: '07 3000 1234' }]) {
      expect(leadDeliveryTargets(site, { user: { ...user, ...carried } }).map((t) => t.channel)).toEqual(['email']);
    }
    expect(leadDeliveryTargets(site)).toEqual([{ channel: 'email', destination: 'sales@a.com' }]);
  });

  it('lists sms among the lead channels', () => {
    expect(LEAD_CHANNELS).toEqual(['email', 'crm_webhook', 'sms', 'adf_email', 'customer_email']);
  });

  it('logs an sms destination masked and the dealer destinations as they are', () => {
    expect(loggedDestination('sms', '+61412345678')).toBe('+********678');
    expect(loggedDestination('email', 'sales@a.com')).toBe('sales@a.com');
    expect(loggedDestination('crm_webhook', 'https://crm.a.com/h')).toBe('https://crm.a.com/h');
  });
});

describe('lead updates (spec 2 §4: a lead update carries lead_id)', () => {
  const update = (lead_id: unknown) => ({
    lead_id: 'L2',
    site_slug: 'acme',
    created_at: '2026-03-02T09:00:00.000Z',
    submission: {
      user: {
        category: 'Trade-in Enquiry',
        subcategory: '3. Offer Accepted',
        name: 'Ann',
        email: 'ann@a.com',
        phone: '0412345678',
        lead_id,
        offer_accepted: true,
      },
      url: 'https://acme.test/trade-in',
      source: 'Website' as const,
      user_agent: 'UA',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    },
  });

  it('names the lead it updates in the subject, with the stage reached, and first among the lines', () => {
    const summary = leadSummary(update('3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d'), 'Acme Motors');
    expect(summary.subject).toBe('Acme Motors: update of lead 3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d (Trade-in Enquiry: 3. Offer Accepted) from Ann');
    expect(summary.lines[0]).toEqual(['Update of lead', '3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d']);
    expect(summary.lines.filter(([label]) => label === 'lead_id')).toEqual([]);
  });

  it('treats an absent, null or blank lead_id as a new lead', () => {
    for (const leadId of [undefined, null, '', '   ']) {
      expect(updatedLeadId(update(leadId).submission.user)).toBeNull();
      expect(leadSummary(update(leadId), 'Acme Motors').subject).toBe('Acme Motors: new Trade-in Enquiry from Ann');
    }
    expect(updatedLeadId(update(' L1 ').submission.user)).toBe('L1');
    expect(updatedLeadId(update(7).submission.user)).toBe('7');
  });
});

describe("the dealer's clock and the car's shown price in the summary", () => {
  const at = (slug: string, dealership: string, state: string, primary = false) => ({ slug, dealership_slug: dealership, primary, address: { state } });
  const site = {
    address: { state: 'QLD' },
    locations: [at('perth', 'west', 'WA'), at('adelaide', 'south', 'SA'), at('darwin', 'south', 'NT', true)],
  } as unknown as Parameters<typeof leadTimeZone>[0];

  it("reads the lead's location, else its dealership's primary location, else the site's address", () => {
    expect(leadTimeZone(site, { location: 'adelaide', dealership_slug: 'west' })).toBe('Australia/Adelaide');
    expect(leadTimeZone(site, { dealership_slug: 'south' })).toBe('Australia/Darwin');
    expect(leadTimeZone(site, { dealership_slug: 'west' })).toBe('Australia/Perth');
    expect(leadTimeZone(site, { location: 'nowhere' })).toBe('Australia/Brisbane');
  });

  it('names the zone as Australians write it, summer and winter', () => {
    const summer = new Date('2027-01-15T00:00:00Z');
    const winter = new Date('2027-07-15T00:00:00Z');
    expect(
      ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Darwin'].map((z) => zoneAbbreviation(summer, z)),
    ).toEqual(['AEDT', 'AEST', 'ACDT', 'AWST', 'ACST']);
    expect(['Australia/Sydney', 'Australia/Adelaide'].map((z) => zoneAbbreviation(winter, z))).toEqual(['AEST', 'ACST']);
    expect(zonedDateTimeWithAbbreviation(new Date('2026-03-02T09:00:00.000Z'), 'Australia/Sydney')).toBe('Monday 2 March 2026 at 8:00pm AEDT');
  });

  it('lists the shown price of a car for sale and the received time on that clock; a sold car has no price line', () => {
    const lead = {
      lead_id: 'L2',
      site_slug: 'acme',
      created_at: '2026-03-02T09:00:00.000Z',
      submission: {
        user: { category: 'Vehicle Enquiry', name: 'Ann', email: 'ann@a.com', phone: '0412345678', dealership_slug: 'west' },
        url: '/cars/x',
        source: 'Website' as const,
        user_agent: 'UA',
        car_id: 5,
        lead_attributes: { visited_pages: [], linked_query_params: {} },
      },
    };
    const full = { ...site, features: { subscriptions: false }, labels: {} } as unknown as Parameters<typeof leadSummaryFacts>[0];
    const car = { price: 31_990, offer_price: 29_990, status: 'in_stock' as const };
    const facts = leadSummaryFacts(full, lead, car);
    expect(facts).toEqual({ timeZone: 'Australia/Perth', shownPrice: '$29,990' });
    const lines = new Map(leadSummary(lead, 'Acme Motors', facts).lines);
    expect(lines.get('Shown price')).toBe('$29,990');
    expect(lines.get('Received')).toBe('Monday 2 March 2026 at 5:00pm AWST');
    expect(leadSummaryFacts(full, lead, { ...car, status: 'sold' }).shownPrice).toBeNull();
    expect(leadSummaryFacts(full, lead, null).shownPrice).toBeNull();
  });
});
