import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { adfDocument, xmlText, type AdfCar } from '../../../adapters/notifications/adf-document';
import { isoWithOffset } from '../../../domain/locations/time-zone';
import { loadDealerSites } from '../../../config/dealer-sites/load-dealer-sites';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { LEAD_CATEGORIES } from '../../../domain/leads/lead-defaults';
import type { LeadSubmission, StoredLead } from '../../../domain/leads/lead';
import { ONLINE_PURCHASE_CATEGORY, ORDER_FINANCE_CATEGORY } from '../../../domain/orders/order';
import { aCar } from '../../support/car-builder';
import { aLead } from '../../application/leads/lead-test-data';

/** The project's copy of the ADF 1.0 DTD (from /work/shared/reference/adf-1.0.dtd). */
const DTD = fileURLToPath(new URL('../../../adapters/notifications/adf-1.0.dtd', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'caryard-adf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** libxml2's validator on the document: its exit status and what it said. */
function xmllint(xml: string): { status: number | null; output: string } {
  const file = join(dir, `lead-${++written}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', DTD, file], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function expectValid(xml: string): void {
  const { status, output } = xmllint(xml);
  expect(output).toBe('');
  expect(status).toBe(0);
}

const harbour: DealerSite = (() => {
  const site = loadDealerSites().find((s) => s.slug === 'harbour-motors');
  if (!site) throw new Error('the demo sites have no harbour-motors');
  return site;
})();

const car: AdfCar = aCar()
  .withId(1_000_123)
  .withSite('harbour-motors')
  .withMakeModel('Mazda', 'CX-5')
  .withYear(2023)
  .withPrice(38_990)
  .withKm(12_345)
  .ofType('demo')
  .with({ badge: 'Maxx Sport', vin: 'JM0KF4WLA00123456', stocknum: 'HM1234' })
  .build();

function aStoredLead(user: Record<string, unknown>, rest: Partial<LeadSubmission> = {}): StoredLead {
  return {
    lead_id: '3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d',
    site_slug: 'harbour-motors',
    created_at: '2026-03-02T09:15:30.123Z',
    submission: aLead(user, rest),
  };
}

/** spec 2 §3 'Trade-in lead fields', as tradeInLeadUser writes them after an accepted offer. */
const tradeInUser = {
  category: 'Trade-in Enquiry',
  subcategory: '1. Instant Offer',
  name: 'Ann',
  last_name: 'Citizen',
  postcode: '2300',
  odometer: 84_500,
  car_condition: 'Good',
  service_history: 'Full',
  number_of_keys: '2',
  comments: 'Small dent on the rear bumper.',
  VIN: '6T1BF3FK50X123456',
  Rego: 'ABC123',
  regoState: 'NSW',
  Make: 'Toyota',
  Model: 'Corolla',
  Series: 'ZRE182R',
  Variant: 'Ascent Sport',
  Year: 2017,
  Transmission: 'Automatic',
  offer_price: 14_500,
  reduced_price: 13_300,
  final_price: 13_300,
  offer_valid_until: '2026-03-09',
  adjustments: ['Condition: Good (-$1,200)'],
};

/** spec 2 §3 'Service booking fields', the booking's last step. */
const serviceUser = {
  category: 'Service Booking',
  subcategory: '3. Order Details',
  name: 'Ann Citizen',
  street: '12 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  'Vehicle Make': 'Mazda',
  'Vehicle Model': 'CX-3',
  'Vehicle Year': '2019',
  'Vehicle Rego': 'XYZ789',
  'Vehicle State': 'NSW',
  dealership_slug: 'harbour-motors',
  location: 'wickham-service',
  'Service Type': 'Logbook service',
  'Service Interval': '60,000 km',
  'Tyres Replacement': false,
  'Preferred Service Date': '2026-04-14',
  'Preferred Service Time': '08:30',
  form_completed: true,
  lead_status: 'Complete',
};

/** A lead of each category the platform sends (domain LEAD_CATEGORIES, and checkout's two), as its form sends it. */
function leadOf(category: string): { lead: StoredLead; car: AdfCar | null } {
  const aboutCar = { car_id: 1_000_123, car_dealership_id: 201 };
  const defaults = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', stock_number: 'HM1234', car_type: 'demo', dealership_slug: 'harbour-motors' };
  switch (category) {
    case 'General Enquiry':
      return { lead: aStoredLead({ category, message: 'Are you open on Sunday?' }), car: null };
    case 'Test Drive':
      return { lead: aStoredLead({ category, ...defaults, test_drive_date: '2026-03-07', test_drive_time: '10:00' }, aboutCar), car };
    case 'Trade-in Enquiry':
      return { lead: aStoredLead(tradeInUser), car: null };
    case 'Service Booking':
      return { lead: aStoredLead(serviceUser), car: null };
    default:
      return { lead: aStoredLead({ category, ...defaults }, aboutCar), car };
  }
}

const CATEGORIES = [...LEAD_CATEGORIES, ONLINE_PURCHASE_CATEGORY, ORDER_FINANCE_CATEGORY];

describe('ADF 1.0 document (issue 16)', () => {
  it.each(CATEGORIES)('a %s lead is a valid ADF 1.0 document', (category) => {
    const { lead, car: found } = leadOf(category);
    const xml = adfDocument(lead, harbour, { car: found });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expectValid(xml);
    // The same leads without the inventory's car: from the form's own fields.
    expectValid(adfDocument(lead, harbour));
  });

  it('is valid for a trade-in towards a car, a car-less enquiry, a name of one word and a phone-only contact', () => {
    expectValid(adfDocument(aStoredLead(tradeInUser, { car_id: 1_000_123, car_dealership_id: 201 }), harbour, { car }));
    expectValid(adfDocument(aStoredLead({ category: 'General Enquiry', name: 'Cher', email: '' }), harbour));
    expectValid(adfDocument(aStoredLead({ category: 'Trade-in Enquiry', subcategory: '2. No Instant Offer', name: 'Bo', last_name: 'Li' }), harbour));
    expectValid(adfDocument(aStoredLead({ category: 'Service Booking', subcategory: '1. Contact Details' }), harbour));
  });

  it('sends the prospect with its id, the request date with the dealership offset, the vendor and Caryard as provider', () => {
    const xml = adfDocument(leadOf('Vehicle Enquiry').lead, harbour, { car });
    expect(xml).toContain('<prospect status="new"><id sequence="1" source="Caryard">3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d</id>');
    // 09:15:30Z is 20:15:30 in Newcastle (NSW summer time, +11:00).
    expect(xml).toContain('<requestdate>2026-03-02T20:15:30+11:00</requestdate>');
    expect(xml).toContain(
      '<vendor><vendorname>Harbour Motors Mazda</vendorname><url>https://www.harbourmotors.com.au</url><contact><name part="full" type="business">Harbour Motors Mazda</name><email>sales@harbourmotors.com.au</email>',
    );
    expect(xml).toMatch(/<provider><name part="full" type="business">Caryard<\/name>/);
  });

  it('describes the car of an enquiry to buy: year, make, model, VIN, stock, badge as trim, odometer in km, asking price', () => {
    const xml = adfDocument(leadOf('Vehicle Enquiry').lead, harbour, { car });
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used"><year>2023<\/year><make>Mazda<\/make><model>CX-5<\/model><vin>JM0KF4WLA00123456<\/vin><stock>HM1234<\/stock><trim>Maxx Sport<\/trim>/,
    );
    expect(xml).toContain('<odometer units="km">12345</odometer>');
    expect(xml).toContain('<price type="asking" currency="AUD">38990</price>');
  });

  it("names a test drive's car test-drive and books its time as the timeframe, on the dealership's clock", () => {
    const xml = adfDocument(leadOf('Test Drive').lead, harbour, { car });
    expect(xml).toContain('<vehicle interest="test-drive" status="used">');
    expect(xml).toContain(
      '<timeframe><description>Test drive booked for 2026-03-07 at 10:00</description><earliestdate>2026-03-07T10:00:00+11:00</earliestdate></timeframe>',
    );
  });

  it("sends a trade-in's own car as a used trade-in vehicle with its odometer in km and the offer as the appraisal", () => {
    const xml = adfDocument(leadOf('Trade-in Enquiry').lead, harbour);
    expect(xml.match(/<vehicle /g)).toHaveLength(1);
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2017</year><make>Toyota</make><model>Corolla</model><vin>6T1BF3FK50X123456</vin><trim>ZRE182R Ascent Sport</trim><transmission>Automatic</transmission><odometer units="km">84500</odometer><condition>Good</condition><price type="appraisal" currency="AUD">13300</price>',
    );
    expect(xml).toContain('<name part="first">Ann</name><name part="last">Citizen</name>');
    // Towards a car: that car first, then the trade-in.
    const towards = adfDocument(aStoredLead(tradeInUser, { car_id: 1_000_123 }), harbour, { car });
    expect(towards.indexOf('interest="buy"')).toBeLessThan(towards.indexOf('interest="trade-in"'));
  });

  it("sends a service booking's car, drop-off time, address and workshop", () => {
    const xml = adfDocument(leadOf('Service Booking').lead, harbour);
    expect(xml).toMatch(
      /<vehicle status="used"><year>2019<\/year><make>Mazda<\/make><model>CX-3<\/model><comments>The customer&apos;s own vehicle, booked in for a service\. Rego XYZ789 \(NSW\)<\/comments><\/vehicle>/,
    );
    expect(xml).toContain('<earliestdate>2026-04-14T08:30:00+10:00</earliestdate>');
    expect(xml).toContain(
      '<address type="home"><street line="1">12 Hunter Street</street><city>Newcastle</city><regioncode>NSW</regioncode><postalcode>2300</postalcode><country>AU</country></address>',
    );
    expect(xml).toContain('<vendorname>Harbour Motors Service Centre</vendorname>');
    expect(xml).toContain('Service Type: Logbook service');
  });

  it('splits the name by parts: the last word as the last name, one word as the full name; a mobile is a cellphone', () => {
    const xml = adfDocument(aStoredLead({ name: 'Mary Jane Watson', phone: '0412 345 678' }), harbour);
    expect(xml).toContain(
      '<name part="first">Mary Jane</name><name part="last">Watson</name><email>ann@example.com.au</email><phone type="cellphone">0412 345 678</phone>',
    );
    expect(adfDocument(aStoredLead({ name: 'Cher', phone: '02 4926 1100' }), harbour)).toContain(
      '<name part="full">Cher</name><email>ann@example.com.au</email><phone type="voice">02 4926 1100</phone>',
    );
  });

  it('writes a lead about no car as one vehicle with empty year, make and model that says so', () => {
    const xml = adfDocument(leadOf('General Enquiry').lead, harbour);
    expect(xml).toContain('<vehicle><year></year><make></make><model></model><comments>No particular vehicle: General Enquiry</comments></vehicle>');
  });

  it('escapes what the shopper typed', () => {
    const xml = adfDocument(aStoredLead({ name: 'Ann <&> "O\'Brien"', message: '</comments><bad>&amp;\u0001' }), harbour);
    expect(xml).toContain('<name part="first">Ann &lt;&amp;&gt;</name><name part="last">&quot;O&apos;Brien&quot;</name>');
    expect(xml).toContain('&lt;/comments&gt;&lt;bad&gt;&amp;amp;</comments>');
    expectValid(xml);
    expect(xmlText('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('writes an instant as ISO 8601 with the zone offset', () => {
    expect(isoWithOffset(new Date('2026-07-01T00:00:00Z'), 'Australia/Perth')).toBe('2026-07-01T08:00:00+08:00');
    expect(isoWithOffset(new Date('2026-01-01T00:00:00Z'), 'Australia/Adelaide')).toBe('2026-01-01T10:30:00+10:30');
  });

  it('is checked for real: a document without its requestdate fails the validator', () => {
    const xml = adfDocument(leadOf('Vehicle Enquiry').lead, harbour, { car }).replace(/<requestdate>[^<]*<\/requestdate>/, '');
    const { status, output } = xmllint(xml);
    expect(status).not.toBe(0);
    expect(output).toMatch(/prospect/);
  });
});
