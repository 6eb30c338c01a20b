import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, leadDeliveryTargets, leadSummary, retryDelayMs } from '../../../domain/leads';

describe('lead delivery channels per site (issue 6)', () => {
  it("emails the configured lead address, else the site's contact email, and adds the CRM webhook when a URL is set", () => {
    expect(leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: null, crm_webhook_url: null } })).toEqual([{ channel: 'email', destination: 'sales@a.com' }]);
    expect(leadDeliveryTargets({ email: 'sales@a.com', lead_delivery: { email: 'leads@a.com', crm_webhook_url: 'https://crm.a.com/h', crm_webhook_secret: 's' } })).toEqual([
      { channel: 'email', destination: 'leads@a.com' },
      { channel: 'crm_webhook', destination: 'https://crm.a.com/h' },
    ]);
    expect(leadDeliveryTargets({ lead_delivery: { email: null, crm_webhook_url: null } })).toEqual([]);
  });
});

describe('retry backoff', () => {
  it('doubles from 5 s up to 15 minutes, then stays there', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 10, 50, 1_000].map((n) => retryDelayMs(n))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 640_000, 900_000, 900_000, 900_000, 900_000]);
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
