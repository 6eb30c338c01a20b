/**
 * issue 16 'Images': a feed's photo URLs taken into the image pipeline in the background, on the
 * real core (PGlite, the sharp pipeline, the SSRF-guarded downloader allowed to reach the local
 * photo server on 127.0.0.1) and the real HTTP server serving the variants. The feed comes in
 * through the stock import; the ingestion hears it on the change feed the search index uses.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/lib/Either.js';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchImageDownloader } from '../../../adapters/media/fetch-image-downloader';
import type { Car } from '../../../domain/vehicle/car';
import { parsePipelineImageUrl } from '../../../domain/media/image-variants';
import { PORTS } from '../../../config/ports';
import { request } from '../../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../../adapters/http/support/test-server';
import { aLargePhoto } from '../../support/photos';
import { FakeClock } from '../leads/in-memory-leads';

const HARBOUR = 'harbour-motors';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/trade-in/${name}`, import.meta.url));
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
const PIPELINE_URL = /^\/media\/img\/[0-9a-f]{64}\/\d+x\d+$/;

describe('feed photos into the image pipeline (issue 16)', () => {
  const clock = new FakeClock(new Date('2026-11-24T01:00:00.000Z'));
  const requests = new Map<string, number>();
  const logLines: Record<string, unknown>[] = [];
  let photoServer: Server;
  let photos: string;
  let server: TestServer;
  let largeJpeg: Uint8Array;
  let releaseGate: () => void = () => {};
  let gateAsked: Promise<void>;
  let gateWasAsked: () => void = () => {};

  const resetGate = () => {
    gateAsked = new Promise((resolve) => (gateWasAsked = resolve));
  };

  const importFeed = async (stocknum: string, photoUrls: readonly string[]) => {
    const result = await server.core.useCases.importStock.execute({
      site_slug: HARBOUR,
      rows: [{ row: 1, record: { ...RANGER, stocknum, photos: photoUrls } }],
    })();
    if (E.isLeft(result)) throw new Error(result.left.message);
    expect(result.right.problems).toEqual([]);
  };

  const carOf = async (stocknum: string): Promise<Car> => {
    const [entry] = await server.core.container
      .get<{ listStock(site: string, only: string[]): Promise<{ id: number }[]> }>(PORTS.CarRepository)
      .listStock(HARBOUR, [stocknum]);
    const car = entry ? await server.cars.findById(HARBOUR, entry.id) : null;
    if (!car) throw new Error(`no car ${stocknum}`);
    return car;
  };
  const urlsOf = (car: Car) => car.images.map((image) => image.image.url);
  const ingester = () => server.core.workers.feedPhotos;

  beforeAll(async () => {
    largeJpeg = await aLargePhoto();
    resetGate();
    let gate = new Promise<void>((resolve) => (releaseGate = resolve));
    photoServer = createServer((req, res) => {
      const path = req.url ?? '';
      requests.set(path, (requests.get(path) ?? 0) + 1);
      if (path === '/large.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(largeJpeg);
      if (path === '/car.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(fixture('car.png'));
      if (path === '/car.webp') return void res.writeHead(200, { 'content-type': 'image/webp' }).end(fixture('car.webp'));
      if (path === '/gate.gif') {
        // Held until the test lets it go: an ingestion under way while a newer feed arrives.
        gateWasAsked();
        void gate.then(() => {
          res.writeHead(200, { 'content-type': 'image/gif' }).end(fixture('car.gif'));
          gate = new Promise<void>((resolve) => (releaseGate = resolve));
        });
        return;
      }
      res.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
    photos = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
    server = await startTestServer({
      ssr: false,
      clock,
      overrides: (container) => {
        container.rebind(PORTS.Logger).toConstantValue(logger);
        // The photo server is on 127.0.0.1, which production refuses (the SSRF guard's own tests are in tests/adapters/media).
        container.rebind(PORTS.ImageDownloader).toConstantValue(new FetchImageDownloader({ allowPrivateAddresses: true, timeoutMs: 5_000 }));
      },
    });
    // The test server runs no workers; this one is started as `npm start` starts it (config/core.ts).
    ingester().start();
  });
  afterAll(async () => {
    releaseGate();
    await server?.close();
    photoServer?.closeAllConnections();
    await new Promise((resolve) => photoServer?.close(resolve));
  });

  it('replaces the feed’s photo URLs with pipeline URLs in order, keeps a failing one as the dealer gave it and logs why; the variants are served', async () => {
    const missing = `${photos}/missing.jpg`;
    await importFeed('PH-1', [`${photos}/large.jpg`, missing, `${photos}/car.png`]);
    await ingester().idle();

    const car = await carOf('PH-1');
    const [first, second, third] = urlsOf(car);
    expect(first).toMatch(PIPELINE_URL);
    expect(first).toMatch(/\/2000x1250$/);
    expect(second).toBe(missing);
    expect(third).toMatch(/\/96x64$/);
    expect(car).toMatchObject({ primary_image_url: first, thumbnails: [first, missing, third], photos_count: 3 });
    expect(logLines.some((line) => line.url === missing && line.code === 'IMAGE.DOWNLOAD_FAILED' && String(line.msg).includes('HTTP 404'))).toBe(true);

    // The pages' srcset widths: served, in the format the browser accepts, no wider than asked.
    const variant = await request(server.port, `${first}?w=640`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect((await sharp(variant.raw).metadata()).width).toBe(640);
    const jpeg = await request(server.port, `${third}?format=jpeg`);
    expect([jpeg.status, jpeg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // The vehicle API answers the new URLs, and the search hit's main photo follows.
    const api = await request(server.port, `/api/cars/${car.slug}`, { host: server.host(HARBOUR) });
    expect(api.json<{ images: { image: { url: string } }[] }>().images.map((i) => i.image.url)).toEqual([first, missing, third]);
  });

  it('running again changes nothing: pipeline URLs are never queued, and a failed photo is not tried again until its wait is over', async () => {
    const before = await carOf('PH-1');
    const asked = new Map(requests);
    await ingester().carsChanged([before]);
    await ingester().stop();
    ingester().start(); // looks through every site's stock again
    await ingester().idle();
    expect(await carOf('PH-1')).toEqual(before);
    expect(requests).toEqual(asked);

    // 31 minutes later the failed photo is tried once more (a change or a start brings it back), still kept as given.
    clock.advance(31 * 60_000);
    await ingester().rebuild(HARBOUR);
    await ingester().idle();
    expect(requests.get('/missing.jpg')).toBe((asked.get('/missing.jpg') ?? 0) + 1);
    expect(requests.get('/large.jpg')).toBe(asked.get('/large.jpg'));
    expect(urlsOf(await carOf('PH-1'))).toEqual(urlsOf(before));
  });

  it('importing the same feed again after its photos were taken in changes nothing and downloads nothing', async () => {
    const before = await carOf('PH-1');
    expect(before.images[0]?.source).toBe(`${photos}/large.jpg`);
    const asked = new Map(requests);
    const again = await server.core.useCases.importStock.execute({
      site_slug: HARBOUR,
      rows: [{ row: 1, record: { ...RANGER, stocknum: 'PH-1', photos: [`${photos}/large.jpg`, `${photos}/missing.jpg`, `${photos}/car.png`] } }],
    })();
    if (E.isLeft(again)) throw new Error(again.left.message);
    expect(again.right.cars.map((car) => car.outcome)).toEqual(['unchanged']);
    await ingester().idle();
    expect(await carOf('PH-1')).toEqual(before);
    expect(requests).toEqual(asked);
    // A feed that drops a photo and adds another keeps the taken-in ones it still names, in its order.
    await importFeed('PH-1', [`${photos}/car.png`, `${photos}/large.jpg`]);
    expect(urlsOf(await carOf('PH-1'))).toEqual([urlsOf(before)[2], urlsOf(before)[0]]);
  });

  it('a newer feed arriving during the ingestion wins: its photos are the ones taken in', async () => {
    resetGate();
    await importFeed('PH-2', [`${photos}/gate.gif`]);
    await gateAsked;
    // The dealer's next feed replaces the photo while the first one is still downloading.
    await importFeed('PH-2', [`${photos}/car.webp`]);
    releaseGate();
    await ingester().idle();

    const urls = urlsOf(await carOf('PH-2'));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(PIPELINE_URL);
    // car.webp is 96 × 64; the held GIF (a different photo) was stored but is not the car's.
    const webp = await server.core.useCases.ingestPhoto.execute({ bytes: new Uint8Array(fixture('car.webp')) })();
    expect(E.isRight(webp) && webp.right.url).toBe(urls[0]);
    expect(parsePipelineImageUrl(urls[0]!)).not.toBeNull();
    expect(logLines.some((line) => String(line.msg).includes('got new photos meanwhile'))).toBe(true);
  });

  it('stops within its wait while a download hangs (the car untouched); the next start takes the photo in', async () => {
    resetGate();
    const gif = `${photos}/gate.gif`;
    await importFeed('PH-3', [gif]);
    await gateAsked;
    const started = Date.now();
    await ingester().stop();
    expect(Date.now() - started).toBeLessThan(4_500);
    releaseGate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(urlsOf(await carOf('PH-3'))).toEqual([gif]);

    resetGate();
    ingester().start();
    await gateAsked;
    releaseGate();
    await ingester().idle();
    expect(urlsOf(await carOf('PH-3'))[0]).toMatch(PIPELINE_URL);
  });

  it('leaves the site’s own photo paths alone', async () => {
    const car = await carOf('PH-1');
    const own = { ...car, images: [{ image: { url: '/media/cars/suv-red-front.svg', thumb: { url: '/media/cars/suv-red-front.svg' } } }] };
    await server.cars.upsertMany([own]);
    await ingester().idle();
    expect(urlsOf(await carOf('PH-1'))).toEqual(['/media/cars/suv-red-front.svg']);
  });
});
