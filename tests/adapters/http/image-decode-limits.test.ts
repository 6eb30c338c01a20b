/**
 * Issue 30 item 2, "images decoded within limits, everywhere", on the real server over TCP: the
 * security probe's files — a real 16000 × 16000 JPEG (1.5 MB, 768 MB once decoded) and PNG —
 * and a HEIC whose ispe boxes declare 60000 × 60000 are refused from their headers by the
 * trade-in photo upload (413 TRADE_IN.IMAGE_TOO_MANY_PIXELS) and by the inventory photo upload
 * (400 IMAGE.TOO_MANY_PIXELS, as issue 16 documented it), each answered in under 100 ms, in
 * the documented error shape; normal photos are still taken.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShapeProblem } from './support/error-shape';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';
import { aHugeJpeg, aHugePng, withIspe } from '../../support/huge-photos';
import { aLargePhoto } from '../../support/photos';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';

const HARBOUR = 'harbour-motors';
const RANGER = {
  car_type: 'used',
  year: 2020,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  km: 64_000,
  price: 44_990,
  body: 'Ute',
  location: 'newcastle-west',
};
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/trade-in/${name}`, import.meta.url));
const TOO_MANY_PIXELS_MESSAGE = 'Please upload a photo of at most 40 megapixels and 12,000 pixels a side (this one is 16,000 × 16,000)';

interface Answer {
  readonly status: number;
  readonly text: string;
  /** From the first byte sent to the last byte of the answer. */
  readonly ms: number;
}

describe('photos are checked from their headers before they are decoded (issue 30)', () => {
  let server: TestServer;
  let key: string;
  let evalId: string;
  let jpegBomb: Buffer;
  let pngBomb: Buffer;

  /** One multipart POST over a real socket: `fields` first, then the file. */
  const postMultipart = (
    path: string,
    fields: Record<string, string>,
    file: { field: string; name: string; type: string; bytes: Buffer },
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const boundary = `----caryard${Math.random().toString(16).slice(2)}`;
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path,
          method: 'POST',
          headers: {
            host: server.host(HARBOUR),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };

  const tradeInUpload = (name: string, type: string, bytes: Buffer) =>
    postMultipart('/api/eval-expert/image-upload', { evalid: evalId }, { field: 'file', name, type, bytes });
  const inventoryUpload = (name: string, type: string, bytes: Buffer) =>
    postMultipart('/api/inventory/cars/PX-1/photos', {}, { field: 'photo', name, type, bytes }, { authorization: `Bearer ${key}` });

  const photosOfCar = async (): Promise<number> => {
    const hits = await server.db.query<{ n: number }>(
      "SELECT jsonb_array_length(doc->'images')::int AS n FROM cars WHERE site_slug = $1 AND doc->>'stocknum' = 'PX-1'",
      [HARBOUR],
    );
    return hits[0]?.n ?? -1;
  };

  beforeAll(async () => {
    [jpegBomb, pngBomb] = await Promise.all([aHugeJpeg(), aHugePng()]);
    expect(jpegBomb.length).toBeLessThan(2_000_000);
    expect(pngBomb.length).toBeLessThan(1_000_000);
    server = await startTestServer({ ssr: false });
    key = await server.core.useCases.inventoryKeys.rotate(HARBOUR);
    const created = await request(server.port, '/api/inventory/cars/PX-1', {
      method: 'PUT',
      host: server.host(HARBOUR),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...RANGER, photos: ['https://photos.dealer.example/px-1/1.jpg'] }),
    });
    expect(created.status, created.text).toBe(201);
    const found = await request(server.port, '/api/eval-expert/enter-vin', {
      method: 'POST',
      host: server.host(HARBOUR),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rego: '123 abc', state: 'QLD' }),
    });
    expect(found.status, found.text).toBe(200);
    evalId = found.json<TradeInVehicle[]>()[0]!.EvalID;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  describe('POST /api/eval-expert/image-upload (the trade-in photo)', () => {
    it('still stores a normal photo (a real 4000 × 3000 JPEG, decoded and re-encoded) and a small PNG', async () => {
      const photo = await tradeInUpload('car.jpg', 'image/jpeg', Buffer.from(await aLargePhoto(4000, 3000)));
      expect(photo.status, photo.text).toBe(201);
      expect(JSON.parse(photo.text)).toMatchObject({ mime: 'image/jpeg' });
      const png = await tradeInUpload('car.png', 'image/png', fixture('car.png'));
      expect(png.status, png.text).toBe(201);
    });

    it.each([
      ['JPEG', 'bomb.jpg', 'image/jpeg'],
      ['PNG', 'bomb.png', 'image/png'],
    ] as const)('refuses the 16000 × 16000 %s with 413 TRADE_IN.IMAGE_TOO_MANY_PIXELS in under 100 ms', async (kind, name, type) => {
      const answer = await tradeInUpload(name, type, kind === 'JPEG' ? jpegBomb : pngBomb);
      expect(answer.status, answer.text).toBe(413);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'TRADE_IN.IMAGE_TOO_MANY_PIXELS', message: TOO_MANY_PIXELS_MESSAGE, fields: { file: TOO_MANY_PIXELS_MESSAGE } },
      });
      expect(answer.ms).toBeLessThan(100);
    });

    it('refuses a HEIC whose ispe boxes declare 60000 × 60000 with 413 in under 100 ms', async () => {
      const answer = await tradeInUpload('bomb.heic', 'image/heic', withIspe(fixture('car.heic'), 60_000, 60_000));
      expect(answer.status, answer.text).toBe(413);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'TRADE_IN.IMAGE_TOO_MANY_PIXELS', message: expect.stringContaining('60,000 × 60,000') } });
      expect(answer.ms).toBeLessThan(100);
    });
  });

  describe('POST /api/inventory/cars/{stocknum}/photos (the inventory photo)', () => {
    it('still stores a normal photo', async () => {
      const answer = await inventoryUpload('car.jpg', 'image/jpeg', Buffer.from(await aLargePhoto(4000, 3000)));
      expect(answer.status, answer.text).toBe(201);
      expect(await photosOfCar()).toBe(2);
    });

    it.each([
      ['JPEG', 'bomb.jpg', 'image/jpeg'],
      ['PNG', 'bomb.png', 'image/png'],
    ] as const)('refuses the 16000 × 16000 %s with 400 IMAGE.TOO_MANY_PIXELS in under 100 ms, the car unchanged', async (kind, name, type) => {
      const answer = await inventoryUpload(name, type, kind === 'JPEG' ? jpegBomb : pngBomb);
      expect(answer.status, answer.text).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
      const reason = 'The image is 16000 × 16000 pixels: at most 40 megapixels and 12000 pixels a side are taken.';
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'IMAGE.TOO_MANY_PIXELS', message: `Photo 1 (${name}) was refused; nothing was changed. ${reason}`, fields: { photo: reason } },
      });
      expect(answer.ms).toBeLessThan(100);
      expect(await photosOfCar()).toBe(2);
    });
  });
});
