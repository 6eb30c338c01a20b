/**
 * Issue 16: pages give pipeline photos a `srcset` and `sizes` (a phone never downloads a
 * desktop image), listing only widths the photo has; other image URLs render as before.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestedPhoto } from '../../../application/media/ingest-photo.use-case';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { aLargePhoto } from '../../support/photos';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let photo: IngestedPhoto;
let photoCar: Car;
let externalCar: Car;

const page = (path: string) => request(server.port, path, { host: server.host('harbour-motors') });
/** Every `<img …>` tag of the HTML whose attributes mention `needle`. */
const imgTags = (html: string, needle: string): string[] => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(needle));

beforeAll(async () => {
  server = await startTestServer({ start: true });
  const result = await server.core.useCases.ingestPhoto.execute({ bytes: await aLargePhoto(1100, 688) })();
  if (E.isLeft(result)) throw new Error(result.left.code);
  photo = result.right;
  const image = { image: { url: photo.url, thumb: { url: photo.url } } };
  photoCar = aCar()
    .withId(9901)
    .withSite('harbour-motors')
    .withSlug('photo-corolla')
    .with({ dealership_slug: 'harbour-motors', images: [image, { ...image, isVideo: false }], primary_image_url: photo.url })
    .build();
  externalCar = aCar().withId(9902).withSite('harbour-motors').withSlug('external-corolla').with({ dealership_slug: 'harbour-motors' }).build();
  await server.cars.upsertMany([photoCar, externalCar]);
});

afterAll(async () => {
  await server?.close();
});

describe('pipeline photos on the pages', () => {
  it('the vehicle page gallery lists the widths up to the original (1100) with sizes', async () => {
    const res = await page(`/cars/${photoCar.slug}`);
    expect(res.status).toBe(200);
    const tags = imgTags(res.text, photo.hash);
    const first = tags.find((tag) => tag.includes('photo 1'));
    expect(first, tags.join('\n')).toBeDefined();
    expect(first).toContain(`src="${photo.url}?w=800"`);
    expect(first).toMatch(/sizes="[^"]*100vw"/);
    for (const w of [160, 320, 480, 640, 800, 1024]) expect(first).toContain(`${photo.url}?w=${w} ${w}w`);
    expect(first).not.toContain('?w=1280');
  });

  it('search cards give the photo a srcset and sizes', async () => {
    const res = await page('/search');
    expect(res.status).toBe(200);
    const card = imgTags(res.text, photo.hash)[0];
    expect(card, 'the card of the car with a pipeline photo').toBeDefined();
    expect(card).toContain(`src="${photo.url}?w=640"`);
    expect(card).toMatch(/srcset="[^"]*\?w=160 160w/i);
    expect(card).toMatch(/sizes="[^"]*100vw"/);
  });

  it('other photo URLs render as they were, with no srcset', async () => {
    const res = await page(`/cars/${externalCar.slug}`);
    const tags = imgTags(res.text, 'cdn.example.test/cars/9902/');
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).not.toMatch(/srcset/i);
  });
});
