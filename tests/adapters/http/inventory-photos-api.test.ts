/**
 * issue 16 'Images': `POST /api/inventory/cars/{stocknum}/photos` on the real server (PGlite, the
 * sharp pipeline): the site's inventory key before the body is read, the rate limit, each file
 * checked by its bytes and stored without its location metadata, added to the end of the car's
 * gallery through the one use case that updates a car; a refused file changes nothing.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImagePipeline } from '../../../adapters/media/sharp-image-pipeline';
import type { Car } from '../../../domain/vehicle/car';
import { parsePipelineImageUrl } from '../../../domain/media/image-variants';
import { imagesDir } from '../../../config/data-dirs';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

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

interface Upload {
  readonly field?: string;
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
}

describe('uploading a car’s photos through the inventory API (issue 16)', () => {
  let server: TestServer;
  let key: string;

  const multipart = (files: readonly Upload[]) => {
    const boundary = `----caryard${Math.random().toString(16).slice(2)}`;
    const body = Buffer.concat([
      ...files.flatMap((file) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
  };

  const upload = async (
    stocknum: string,
    files: readonly Upload[],
    options: { key?: string | null } = {},
  ): Promise<Pick<HttpResponse, 'status' | 'text' | 'json'> & { headers: Record<string, unknown> }> => {
    const { body, contentType } = multipart(files);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/inventory/cars/${stocknum}/photos`,
      headers: {
        host: server.host(HARBOUR),
        'content-type': contentType,
        ...(options.key === null ? {} : { authorization: `Bearer ${options.key ?? key}` }),
      },
      payload: body,
    });
    return { status: response.statusCode, headers: response.headers, text: response.body, json: <T>() => JSON.parse(response.body) as T };
  };

  const carOf = async (stocknum: string): Promise<Car> => {
    const hits = await server.db.query<{ doc: Car }>("SELECT doc FROM cars WHERE site_slug = $1 AND doc->>'stocknum' = $2", [HARBOUR, stocknum]);
    if (!hits[0]) throw new Error(`no car ${stocknum}`);
    return hits[0].doc;
  };
  const urlsOf = (car: Car) => car.images.map((image) => image.image.url);

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, rateLimits: { inventory: { max: 20, windowMs: 60_000 } } });
    key = await server.core.useCases.inventoryKeys.rotate(HARBOUR);
    const created = await request(server.port, '/api/inventory/cars/UP-1', {
      method: 'PUT',
      host: server.host(HARBOUR),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...RANGER, photos: ['https://photos.dealer.example/up-1/1.jpg'] }),
    });
    expect(created.status, created.text).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an upload without the site’s key: 401 in the error shape, nothing stored', async () => {
    for (const wrong of [null, 'cyk_not-a-key']) {
      const answer = await upload('UP-1', [{ name: 'car.png', type: 'image/png', bytes: fixture('car.png') }], { key: wrong });
      expect(answer.status).toBe(401);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('AUTH.INVALID_API_KEY');
    }
    expect(urlsOf(await carOf('UP-1'))).toEqual(['https://photos.dealer.example/up-1/1.jpg']);
  });

  it('stores a real JPEG without its GPS tags and a PNG, appended to the gallery in order: 201 {stocknum, images}', async () => {
    const gps = fixture('gps-tagged.jpg');
    expect((await sharp(gps).metadata()).exif?.length).toBeGreaterThan(0);
    const answer = await upload('UP-1', [
      { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: gps },
      { name: 'side.png', type: 'image/png', bytes: fixture('car.png') },
    ]);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { stocknum, images } = answer.json<{ stocknum: string; images: string[] }>();
    expect(stocknum).toBe('UP-1');
    expect(images).toHaveLength(3);
    expect(images[0]).toBe('https://photos.dealer.example/up-1/1.jpg');
    expect(images[1]).toMatch(/^\/media\/img\/[0-9a-f]{64}\/64x96$/);
    expect(images[2]).toMatch(/^\/media\/img\/[0-9a-f]{64}\/96x64$/);
    const car = await carOf('UP-1');
    expect(urlsOf(car)).toEqual(images);
    expect(car).toMatchObject({ photos_count: 3, primary_image_url: images[0], thumbnails: images });

    // No location metadata: neither in the original kept on disk nor in a variant served.
    const jpeg = parsePipelineImageUrl(images[1]!)!;
    const original = readFileSync(new SharpImagePipeline({ dir: imagesDir(server.core.settings) }).originalPath(jpeg.hash));
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    const served = await request(server.port, `${jpeg.path}?format=jpeg`);
    expect(served.status).toBe(200);
    expect((await sharp(served.raw).metadata()).exif).toBeUndefined();

    // The same photo again is not shown twice.
    const again = await upload('UP-1', [{ name: 'again.png', type: 'image/png', bytes: fixture('car.png') }]);
    expect(again.status).toBe(201);
    expect(again.json<{ images: string[] }>().images).toEqual(images);
  });

  it('refuses a text file named .jpg with 400 IMAGE.NOT_AN_IMAGE, and changes nothing even when a good photo came first', async () => {
    const before = await carOf('UP-1');
    const answer = await upload('UP-1', [
      { name: 'front.webp', type: 'image/webp', bytes: fixture('car.webp') },
      { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('Not a photo: the dealer’s notes about the car.\n') },
    ]);
    expect(answer.status, answer.text).toBe(400);
    expect(errorShapeProblem(answer.text)).toBeNull();
    const { error } = answer.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
    expect(error.code).toBe('IMAGE.NOT_AN_IMAGE');
    expect(error.message).toContain('Photo 2 (notes.jpg)');
    expect(error.fields.photo).toBeTruthy();
    expect(await carOf('UP-1')).toEqual(before);
  });

  it('answers 404 for a stock number the site does not have, 400 for no photo or another field, 415 for a body that is not multipart', async () => {
    const unknown = await upload('NOPE-404', [{ name: 'car.png', type: 'image/png', bytes: fixture('car.png') }]);
    expect(unknown.status, unknown.text).toBe(404);
    expect(errorShapeProblem(unknown.text)).toBeNull();

    const before = await carOf('UP-1');
    const none = await upload('UP-1', []);
    expect(none.status).toBe(400);
    expect(none.json<{ error: { fields: Record<string, string> } }>().error.fields.photo).toContain('at least one photo');
    const wrongField = await upload('UP-1', [{ field: 'file', name: 'car.png', type: 'image/png', bytes: fixture('car.png') }]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.json<{ error: { fields: Record<string, string> } }>().error.fields.file).toContain("'photo'");
    const json = await request(server.port, '/api/inventory/cars/UP-1/photos', {
      method: 'POST',
      host: server.host(HARBOUR),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"photo":"https://example.com/a.jpg"}',
    });
    expect(json.status).toBe(415);
    expect(errorShapeProblem(json.text)).toBeNull();
    expect(await carOf('UP-1')).toEqual(before);
  });

  it('answers 413 IMAGE.TOO_LARGE for a file over 20 MB, read no further', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
    fixture('gps-tagged.jpg').copy(huge);
    const answer = await upload('UP-1', [{ name: 'huge.jpg', type: 'image/jpeg', bytes: huge }]);
    expect(answer.status, answer.text).toBe(413);
    expect(errorShapeProblem(answer.text)).toBeNull();
    expect(answer.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'IMAGE.TOO_LARGE',
      message: expect.stringContaining('at most 20 MB'),
    });
  });

  it('is rate-limited with the other inventory calls of one car', async () => {
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) status = (await upload('UP-1', [], { key: 'cyk_wrong' })).status;
    expect(status).toBe(429);
    // Known key or not, the limit answers first.
    const limited = await upload('UP-1', [{ name: 'car.png', type: 'image/png', bytes: fixture('car.png') }]);
    expect(limited.status).toBe(429);
    expect(errorShapeProblem(limited.text)).toBeNull();
  });
});
