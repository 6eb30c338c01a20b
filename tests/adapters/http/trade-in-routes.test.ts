/**
 * The trade-in calls on the real server (issue 12; spec 2 §7 the eval-expert contract, §5 and
 * §9 the photo limits, §8 the messages), on an in-memory PGlite with the simulated provider
 * the demo sites use. Photos are real files (tests/fixtures/trade-in/README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_KEYS, candidatesOf, type TradeInOffer } from '../../../application/tradein/trade-in-contract';
import type { LeadRepository } from '../../../application/leads/lead-repository.port';
import { tradeInUploadsDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { CHOOSE_ONE_CAR_MESSAGE } from '../../../domain/tradein/trade-in-fields';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../../../domain/tradein/trade-in-flow';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from '../../../domain/tradein/trade-in-images';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';
import { REQUIRED_MESSAGE } from '../../../domain/leads/field-errors';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const FIXTURES = new URL('../../fixtures/trade-in/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

describe('trade-in calls (issue 12; spec 2 §7)', () => {
  let server: TestServer;
  const post = (path: string, body: unknown, slug = 'harbour-motors') =>
    request(server.port, path, { method: 'POST', host: server.host(slug), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** One photo, as the browser sends it: multipart with evalid then file (spec 2 §7). */
  const upload = async (evalId: string, name: string, bytes: Buffer, slug = 'harbour-motors', contentType = 'image/jpeg') => {
    const boundary = '----caryard' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="evalid"\r\n\r\n${evalId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/eval-expert/image-upload',
      headers: { host: server.host(slug), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: response.statusCode, json: () => response.json<Record<string, unknown>>() };
  };

  const singleMatch = async (slug = 'harbour-motors'): Promise<TradeInVehicle> => {
    const response = await post('/api/eval-expert/enter-vin', { rego: '123 abc', state: 'QLD' }, slug);
    expect(response.status, response.text).toBe(200);
    const [vehicle] = response.json<TradeInVehicle[]>();
    return vehicle!;
  };

  beforeAll(async () => {
    server = await startTestServer({ ssr: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('POST /api/eval-expert/enter-vin', () => {
    it('answers a single match as the first item, with its EvalID and the vehicle fields of spec 2 §3', async () => {
      const vehicle = await singleMatch();
      expect(vehicle).toMatchObject({ Make: 'Toyota', Model: 'HiLux', Variant: 'SR5', Year: 2019 });
      expect(vehicle.EvalID).toMatch(/\S/);
      expect(vehicle.VIN).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(candidatesOf(vehicle)).toBeNull();
    });

    it('answers near matches under the misspelled candidate key with the VIN to choose by', async () => {
      const response = await post('/api/eval-expert/enter-vin', { rego: 'CAND01', state: 'QLD' });
      expect(response.status).toBe(200);
      const [item] = response.json<Record<string, unknown>[]>();
      expect(Object.keys(item!)).toContain(CANDIDATE_KEYS[0]);
      expect(item!.VIN).toMatch(/\S/);
      const candidates = candidatesOf(item);
      expect(candidates!.length).toBeGreaterThanOrEqual(2);
      expect(candidates!.every((d) => d.includes('Mazda CX-5'))).toBe(true);
    });

    it('answers an empty list when nothing matches', async () => {
      const response = await post('/api/eval-expert/enter-vin', { rego: 'NOMATCH', state: 'NSW' });
      expect(response.status).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('is 503 VALUATION.UNAVAILABLE with our message when the provider is down', async () => {
      const response = await post('/api/eval-expert/enter-vin', { rego: 'OUTAGE', state: 'VIC' });
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'VALUATION.UNAVAILABLE', message: PROVIDER_UNAVAILABLE_MESSAGE } });
    });

    it('is 400 with the field message when rego or state is missing (spec 2 §5)', async () => {
      const response = await post('/api/eval-expert/enter-vin', { rego: ' ', state: 'XX' });
      expect(response.status).toBe(400);
      const body = response.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(body.error.code).toBe('TRADE_IN.INVALID');
      expect(body.error.fields).toEqual({ rego: REQUIRED_MESSAGE, state: REQUIRED_MESSAGE });
      expect(REQUIRED_MESSAGE).toBe('* This field is required');
    });
  });

  describe('POST /api/eval-expert/manual-entry', () => {
    it('answers the refined vehicle of the chosen description', async () => {
      const found = await post('/api/eval-expert/enter-vin', { rego: 'CAND01', state: 'QLD' });
      const [item] = found.json<Record<string, unknown>[]>();
      const desc = candidatesOf(item)![1]!;
      const response = await post('/api/eval-expert/manual-entry', { vin: item!.VIN, desc, rego: 'CAND01', state: 'QLD' });
      expect(response.status, response.text).toBe(200);
      const [vehicle] = response.json<TradeInVehicle[]>();
      expect(vehicle).toMatchObject({ Make: 'Mazda', Model: 'CX-5', Year: 2019 });
      expect(vehicle!.EvalID).toMatch(/\S/);
    });

    it('is refused with the choose-one message for a description that was not offered, or none', async () => {
      const found = await post('/api/eval-expert/enter-vin', { rego: 'CAND01', state: 'QLD' });
      const [item] = found.json<Record<string, unknown>[]>();
      const made_up = await post('/api/eval-expert/manual-entry', { vin: item!.VIN, desc: 'A car nobody offered' });
      expect(made_up.status).toBe(422);
      expect(made_up.json()).toMatchObject({ error: { message: CHOOSE_ONE_CAR_MESSAGE, fields: { desc: CHOOSE_ONE_CAR_MESSAGE } } });
      const blank = await post('/api/eval-expert/manual-entry', { vin: item!.VIN, desc: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.json()).toMatchObject({ error: { fields: { desc: CHOOSE_ONE_CAR_MESSAGE } } });
    });
  });

  describe('POST /api/eval-expert/image-upload', () => {
    it('stores real JPEG, PNG, GIF and HEIC photos under generated names, the JPEG without its GPS tags', async () => {
      const vehicle = await singleMatch();
      const sent = [
        ['gps-tagged.jpg', 'image/jpeg'],
        ['car.png', 'image/png'],
        ['car.gif', 'image/gif'],
        ['car.heic', 'image/heic'],
      ] as const;
      for (const [index, [name, mime]] of sent.entries()) {
        const response = await upload(vehicle.EvalID, name, fixture(name));
        expect(response.status, JSON.stringify(response.json())).toBe(201);
        expect(response.json()).toMatchObject({ stored: index + 1, mime });
      }
      const dir = tradeInUploadsDir(server.core.settings);
      const files = readdirSync(dir);
      expect(files.length).toBeGreaterThanOrEqual(4);
      for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\.(jpg|png|gif|heic)$/);
      expect(files.some((f) => f.includes('gps-tagged') || f.includes('car.'))).toBe(false);
      const jpeg = files.find((f) => f.endsWith('.jpg'))!;
      // The fixture carries GPS tags (tests/adapters/media/upload-image-inspector.test.ts reads them); the stored photo has no EXIF block at all.
      const original = await sharp(fixture('gps-tagged.jpg')).metadata();
      expect(original.exif?.length).toBeGreaterThan(0);
      const stored = await sharp(readFileSync(join(dir, jpeg))).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
    });

    it('decides the type by the bytes: an HTML file named .jpg is refused, a PNG named .heic is stored as PNG', async () => {
      const vehicle = await singleMatch();
      const html = await upload(vehicle.EvalID, 'photo.jpg', fixture('photo.jpg'), 'harbour-motors', 'image/jpeg');
      expect(html.status).toBe(415);
      expect(html.json()).toMatchObject({ error: { code: 'TRADE_IN.IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE } });
      const png = await upload(vehicle.EvalID, 'png-renamed.heic', fixture('png-renamed.heic'), 'harbour-motors', 'image/heic');
      expect(png.status).toBe(201);
      expect(png.json()).toMatchObject({ mime: 'image/png' });
      for (const other of ['drawing.svg', 'document.pdf', 'car.webp']) {
        expect((await upload(vehicle.EvalID, other, fixture(other))).status, other).toBe(415);
      }
    });

    it('refuses a photo over 10,000,000 bytes with the spec message', async () => {
      const vehicle = await singleMatch();
      const oversize = Buffer.concat([fixture('car.png'), Buffer.alloc(10_000_001 - fixture('car.png').length)]);
      const response = await upload(vehicle.EvalID, 'big.png', oversize, 'harbour-motors', 'image/png');
      expect(response.status).toBe(413);
      expect(response.json()).toMatchObject({ error: { code: 'TRADE_IN.IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE } });
    });

    it('takes ten photos of an evaluation and refuses the eleventh, also when they arrive together', async () => {
      const found = await post('/api/eval-expert/enter-vin', { rego: 'ABC12D', state: 'NSW' });
      const [vehicle] = found.json<TradeInVehicle[]>();
      const answers = await Promise.all(
        Array.from({ length: 11 }, (_, i) => upload(vehicle!.EvalID, `car-${i}.png`, fixture('car.png'), 'harbour-motors', 'image/png')),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.json()).toMatchObject({ error: { code: 'TRADE_IN.TOO_MANY_IMAGES', message: TOO_MANY_IMAGES_MESSAGE } });
    });

    it('is 404 for an evaluation this site never started, another site included', async () => {
      const vehicle = await singleMatch('bayside-pre-owned');
      expect((await upload('SIM-NOT-STARTED', 'car.png', fixture('car.png'))).status).toBe(404);
      expect((await upload(vehicle.EvalID + 'x', 'car.png', fixture('car.png'), 'bayside-pre-owned')).status).toBe(404);
      const harbourOnly = await singleMatch('harbour-motors');
      const elsewhere = await upload(harbourOnly.EvalID, 'car.png', fixture('car.png'), 'saltbush-caravans');
      expect(elsewhere.status).toBe(404);
    });

    it('gives each lookup of the same plate its own evaluation, so two sellers never share photos', async () => {
      const first = await singleMatch();
      const second = await singleMatch();
      expect(first.EvalID).not.toBe(second.EvalID);
      expect(first.EvalID.startsWith('SIM-QLD-123ABC')).toBe(true);
    });

    it('is 400 without the evalid field or the file', async () => {
      const response = await upload('', 'car.png', fixture('car.png'));
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { evalid: expect.any(String) } } });
      const json = await post('/api/eval-expert/image-upload', { evalid: 'x' });
      expect(json.status).toBe(415);
    });
  });

  describe('update-eval, the offer and the miscellaneous record', () => {
    it('records the odometer and answers the vehicle; the offer follows the answers and stands the site number of days', async () => {
      const vehicle = await singleMatch();
      const updated = await post('/api/eval-expert/update-eval', {
        evalid: vehicle.EvalID,
        km: '85,000',
        cName: 'Sam Seller',
        cEmail: 'sam@example.com',
        cPhone: '0412 345 678',
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json<TradeInVehicle[]>()[0]).toMatchObject({ EvalID: vehicle.EvalID, KM: 85_000, Make: 'Toyota' });

      const ask = (odometer: number, car_condition: string) =>
        post('/api/trade-in/offer', {
          evalid: vehicle.EvalID,
          rego: '123ABC',
          regoState: 'QLD',
          adjustments: { odometer, car_condition, service_history: 'Full service history', number_of_keys: '2 or more' },
        });
      const good = await ask(60_000, 'Good');
      expect(good.status, good.text).toBe(200);
      const offer = good.json<TradeInOffer>();
      expect(offer.offer_price).toBeGreaterThan(10_000);
      expect(offer.final_price).toBe(offer.reduced_price ?? offer.offer_price);
      expect(offer.valid_days).toBe(7);
      expect(offer.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const worse = (await ask(220_000, 'Poor')).json<TradeInOffer>();
      expect(worse.final_price).toBeLessThan(offer.final_price);
      expect(worse.reduced_price).not.toBeNull();
      expect(worse.adjustments.map((a) => a.id)).toEqual(expect.arrayContaining(['odometer', 'car_condition']));
    });

    it('refuses an offer for answers outside the options, and for an evaluation it does not know', async () => {
      const vehicle = await singleMatch();
      const bad = await post('/api/trade-in/offer', {
        evalid: vehicle.EvalID,
        adjustments: { odometer: 'lots', car_condition: 'Shiny', service_history: 'Full service history', number_of_keys: '2 or more' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual(
        expect.arrayContaining(['adjustments.odometer', 'adjustments.car_condition']),
      );
      const unknown = await post('/api/trade-in/offer', {
        evalid: 'NOPE',
        adjustments: { odometer: 1, car_condition: 'Good', service_history: 'Full service history', number_of_keys: '1' },
      });
      expect(unknown.status).toBe(404);
      const update = await post('/api/eval-expert/update-eval', { evalid: 'NOPE', km: 1, cName: 'a', cEmail: 'b', cPhone: 'c' });
      expect(update.status).toBe(404);
    });

    it('records the valuation against a lead of the site, and refuses an unknown lead', async () => {
      // issue 30: the lead names an evaluation with the server's offer; the recorded figures are that offer's.
      const vehicle = await singleMatch();
      const offer = (
        await post('/api/trade-in/offer', {
          evalid: vehicle.EvalID,
          rego: '123ABC',
          regoState: 'QLD',
          adjustments: { odometer: 60_000, car_condition: 'Good', service_history: 'Full service history', number_of_keys: '2 or more' },
        })
      ).json<TradeInOffer>();
      const leads = await server.core.container.getAsync<LeadRepository>(PORTS.LeadRepository);
      const saved = await leads.save('harbour-motors', 'trade-in-misc-0001', {
        user: { category: 'Trade-in Enquiry', name: 'Sam', email: 'sam@example.com', phone: '0412345678', EvalID: vehicle.EvalID },
        url: '/sell-my-car',
        source: 'Website',
        user_agent: 'test',
        lead_attributes: { visited_pages: [], linked_query_params: {} },
      });
      const leadId = saved.lead.lead_id;
      const recorded = await post('/api/miscellaneous', {
        lead_id: leadId,
        column_name: 'valuation',
        value: { offer_price: 30_000, reduced_price: null, final_price: 30_000 },
      });
      expect(recorded.status, recorded.text).toBe(201);
      const followUps = await leads.followUpsOf('harbour-motors', leadId);
      const value = { offer_price: offer.offer_price, reduced_price: offer.reduced_price, final_price: offer.final_price };
      expect(followUps).toContainEqual({ category: 'miscellaneous', params: { column_name: 'valuation', value: JSON.stringify(value) } });
      const unknown = await post('/api/miscellaneous', { lead_id: '00000000-0000-4000-8000-000000000000', column_name: 'valuation', value: 1 });
      expect(unknown.status).toBe(404);
      const elsewhere = await post('/api/miscellaneous', { lead_id: leadId, column_name: 'valuation', value: 1 }, 'bayside-pre-owned');
      expect(elsewhere.status).toBe(404);
    });
  });
});
