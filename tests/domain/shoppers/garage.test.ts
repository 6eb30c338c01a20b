/**
 * The garage's pure rules (issue 14): a phone however typed is one number, a chain of lead
 * updates (spec 2 §4 lead_id) is one trade-in or one booking, and what the shopper reads of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeadUser } from '../../../domain/leads/lead';
import {
  garageServiceBookings,
  garageTradeIns,
  leadChains,
  nationalDigits,
  tradeInsBesideAccepted,
  UNKNOWN_VEHICLE,
  type GarageLead,
} from '../../../domain/shoppers/garage';

const lead = (lead_id: string, minute: number, user: Partial<LeadUser>): GarageLead => ({
  lead_id,
  created_at: new Date(Date.UTC(2030, 0, 1, 9, minute)).toISOString(),
  user: { category: 'Trade-in Enquiry', name: 'Ann', email: 'ann@example.com.au', phone: '0412 345 678', ...user },
});

describe('nationalDigits', () => {
  it('reads every way of writing one mobile as one number', () => {
    for (const phone of [
      '0412 345 678',
      '0412345678',
      '+61412345678',
      '+61 412 345 678',
      '61 412 345 678',
      '+61 (0)412 345 678',
      '(04) 1234-5678',
      '04.1234.5678',
    ]) {
      expect(nationalDigits(phone)).toBe('0412345678');
    }
  });

  it('any spacing, dots, hyphens and country code around the nine digits give the same national number', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '  ');
    fc.assert(
      fc.property(
        fc.stringMatching(/^4\d{8}$/),
        fc.constantFrom('0', '+61', '61', '+61 (0)'),
        fc.array(separator, { minLength: 9, maxLength: 9 }),
        (nine, prefix, gaps) => {
          const written = prefix + [...nine].map((digit, i) => digit + (gaps[i] ?? '')).join('');
          expect(nationalDigits(written)).toBe(`0${nine}`);
        },
      ),
    );
  });

  it('keeps other numbers as their digits, so two different numbers never match', () => {
    expect(nationalDigits('0412 345 679')).not.toBe(nationalDigits('0412 345 678'));
    expect(nationalDigits('02 9876 5432')).toBe('0298765432');
  });
});

describe('leadChains', () => {
  it('groups a lead with the leads that update it, under the first lead, oldest first', () => {
    const chains = leadChains([lead('c', 3, { lead_id: 'b' }), lead('a', 1, {}), lead('b', 2, { lead_id: 'a' }), lead('x', 4, {})]);
    expect([...chains].map(([root, leads]) => [root, leads.map((l) => l.lead_id)])).toEqual([
      ['a', ['a', 'b', 'c']],
      ['x', ['x']],
    ]);
  });

  it('takes a linked lead it does not hold as the first, and survives a loop', () => {
    expect([...leadChains([lead('b', 2, { lead_id: 'missing' })]).keys()]).toEqual(['missing']);
    expect(leadChains([lead('a', 1, { lead_id: 'b' }), lead('b', 2, { lead_id: 'a' })]).size).toBeGreaterThan(0);
  });
});

describe('garageTradeIns', () => {
  it('one trade-in per chain at its furthest stage, with the amount offered (the reduced price when there is one)', () => {
    const trades = garageTradeIns([
      lead('offer', 1, {
        subcategory: '2. Offer Made',
        Year: 2018,
        Make: 'Mazda',
        Model: 'CX-5',
        offer_price: 21_000,
        reduced_price: 19_500,
        final_price: 19_500,
        offer_reference: 'TI-4K7Q-2ZB9',
      }),
      lead('accept', 2, { subcategory: '3. Offer Accepted', lead_id: 'offer', offer_accepted: true }),
      lead('later', 5, { subcategory: '2. Offer Made', Make: 'Ford', Model: 'Ranger', offer_price: '30000' }),
    ]);
    expect(trades).toEqual([
      { lead_id: 'later', vehicle: 'Ford Ranger', offer_price: 30_000, stage: 'Offer made', created_at: lead('later', 5, {}).created_at, reference: null },
      {
        lead_id: 'offer',
        vehicle: '2018 Mazda CX-5',
        offer_price: 19_500,
        stage: 'Offer accepted',
        created_at: lead('offer', 1, {}).created_at,
        reference: 'TI-4K7Q-2ZB9',
      },
    ]);
  });

  it('leaves out a trade-in that never reached an offer, and leads of other categories', () => {
    expect(
      garageTradeIns([lead('a', 1, { subcategory: '1. Rego Lookup' }), lead('b', 2, { category: 'General Enquiry', subcategory: '2. Offer Made' })]),
    ).toEqual([]);
  });

  it('names the car by its rego when the make and model are missing, else says your car', () => {
    expect(garageTradeIns([lead('a', 1, { subcategory: '2. No Instant Offer', rego: 'xyz789', regoState: 'NSW' })])[0]).toMatchObject({
      vehicle: 'Rego XYZ789 (NSW)',
      offer_price: null,
      stage: 'Being valued by our buying team',
    });
    expect(garageTradeIns([lead('a', 1, { subcategory: '2. Offer Made' })])[0]?.vehicle).toBe(UNKNOWN_VEHICLE);
  });

  it('lists an accepted offer once: the trade-in whose leads state its reference gives way to it, the others stay', () => {
    const trades = garageTradeIns([
      lead('accepted', 1, { subcategory: '2. Offer Made', Make: 'Mazda', Model: '3', offer_price: 8_250, offer_reference: 'TI-4K7Q-2ZB9' }),
      lead('accepted-2', 2, { subcategory: '3. Offer Accepted', lead_id: 'accepted', offer_accepted: true }),
      lead('open', 3, { subcategory: '2. Offer Made', Make: 'Ford', Model: 'Ranger', offer_price: 30_000, offer_reference: 'TI-ZZZZ-0000' }),
      lead('valued', 4, { subcategory: '2. No Instant Offer', rego: 'xyz789', regoState: 'NSW' }),
    ]);
    expect(tradeInsBesideAccepted(trades, ['TI-4K7Q-2ZB9']).map((t) => t.lead_id)).toEqual(['valued', 'open']);
    expect(tradeInsBesideAccepted(trades, []).map((t) => t.lead_id)).toEqual(['valued', 'open', 'accepted']);
  });
});

describe('garageServiceBookings', () => {
  const service = (id: string, minute: number, user: Partial<LeadUser>) => lead(id, minute, { category: 'Service Booking', ...user });

  it('one booking per chain that holds a time, the time held winning over the time in the leads', () => {
    const bookings = garageServiceBookings(
      [
        service('s1', 1, { subcategory: '1. Contact Details' }),
        service('s2', 2, {
          lead_id: 's1',
          'Vehicle Make': 'Kia',
          'Vehicle Model': 'Rio',
          'Preferred Service Date': '2030-02-01',
          'Preferred Service Time': '08:00',
        }),
      ],
      [{ booking_id: 's1', lead_id: 's2', location_id: 7, date: '2030-02-03', time: '09:30' }],
    );
    expect(bookings).toEqual([
      { lead_id: 's1', vehicle: 'Kia Rio', location: { id: 7 }, date: '2030-02-03', time: '09:30', created_at: service('s1', 1, {}).created_at },
    ]);
  });

  it('a completed booking with no time held reads its place and time from the leads', () => {
    const [booking] = garageServiceBookings(
      [service('s', 1, { form_completed: 'true', location: 'workshop', 'Vehicle Rego': 'abc1', 'Preferred Service Date': '2030-02-01' })],
      [],
    );
    expect(booking).toMatchObject({ vehicle: 'Rego ABC1', location: { slug: 'workshop' }, date: '2030-02-01', time: null });
  });

  it('leaves out a booking left half-way', () => {
    expect(garageServiceBookings([service('s', 1, { subcategory: '1. Contact Details', form_completed: false })], [])).toEqual([]);
  });
});
