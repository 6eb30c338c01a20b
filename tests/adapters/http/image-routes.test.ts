/**
 * Issue 16, `GET /media/img/{sha256}/{width}x{height}` on the real server (spec 2 §7's image
 * CDN: w, format=auto by the Accept header, q default 75): photos taken in through the core's
 * IngestPhoto, answers decoded with sharp.
 */
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL } from '../../../adapters/http/routes/image.routes';
import type { IngestedPhoto } from '../../../application/media/ingest-photo.use-case';
import { IMAGE_WIDTHS, WIDTH_NOT_ALLOWED_MESSAGE } from '../../../domain/media/image-variants';
import { aLargePhoto } from '../../support/photos';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const PLAIN_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';

let server: TestServer;
let photo: IngestedPhoto;
let gpsPhoto: IngestedPhoto;

const get = (path: string, headers: Record<string, string> = {}) => request(server.port, path, { host: server.host('harbour-motors'), headers });

async function ingest(bytes: Uint8Array): Promise<IngestedPhoto> {
  const result = await server.core.useCases.ingestPhoto.execute({ bytes })();
  if (E.isLeft(result)) throw new Error(`expected the photo to be taken in, got ${result.left.code}`);
  return result.right;
}

beforeAll(async () => {
  server = await startTestServer({ ssr: false });
  photo = await ingest(await aLargePhoto());
  gpsPhoto = await ingest(new Uint8Array(readFileSync(new URL('../../fixtures/trade-in/gps-tagged.jpg', import.meta.url))));
});

afterAll(async () => {
  await server?.close();
});

describe('taking a photo in', () => {
  it('answers its content-hashed URL with the original size', () => {
    expect(photo.url).toBe(`/media/img/${photo.hash}/2000x1250`);
    expect(gpsPhoto.url).toBe(`/media/img/${gpsPhoto.hash}/64x96`);
  });

  it('refuses an HTML page named .jpg with a coded failure', async () => {
    const html = new Uint8Array(readFileSync(new URL('../../fixtures/trade-in/photo.jpg', import.meta.url)));
    const result = await server.core.useCases.ingestPhoto.execute({ bytes: html })();
    expect(E.isLeft(result) && result.left.code).toBe('IMAGE.NOT_AN_IMAGE');
  });
});

describe('GET /media/img/{hash}/{size}', () => {
  it.each([
    ['AVIF for a browser that accepts it', CHROME_ACCEPT, 'image/avif', 'heif'],
    ['WebP for one that accepts WebP but not AVIF', OLD_SAFARI_ACCEPT, 'image/webp', 'webp'],
    ['JPEG for one that accepts neither', PLAIN_ACCEPT, 'image/jpeg', 'jpeg'],
    ['JPEG when there is no Accept header', '', 'image/jpeg', 'jpeg'],
  ])('format=auto gives %s, varying by Accept', async (_what, accept, contentType, decoded) => {
    const response = await get(`${photo.url}?w=640&format=auto`, accept ? { accept } : {});
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers.vary).toMatch(/accept(?!-)/i);
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}-640-75-(avif|webp|jpeg)"$/);
    const metadata = await sharp(response.raw).metadata();
    expect(metadata.format).toBe(decoded);
    expect(metadata.width).toBe(640);
  });

  it('format is auto when not given; an explicit format ignores Accept and does not vary by it', async () => {
    expect((await get(`${photo.url}?w=320`, { accept: CHROME_ACCEPT })).headers['content-type']).toBe('image/avif');
    const jpeg = await get(`${photo.url}?w=320&format=jpeg`, { accept: CHROME_ACCEPT });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.raw).metadata()).format).toBe('jpeg');
    expect(jpeg.headers.vary ?? '').not.toMatch(/accept(?!-)/i);
    const webp = await get(`${photo.url}?w=320&format=webp`);
    expect((await sharp(webp.raw).metadata()).format).toBe('webp');
  });

  it.each(IMAGE_WIDTHS)('w=%i gives that width', async (width) => {
    const response = await get(`${photo.url}?w=${width}&format=webp`);
    expect(response.status).toBe(200);
    expect((await sharp(response.raw).metadata()).width).toBe(width);
  });

  it('without w gives the largest width, never more than the original', async () => {
    expect((await sharp((await get(`${photo.url}?format=jpeg`)).raw).metadata()).width).toBe(1920);
    expect((await sharp((await get(`${gpsPhoto.url}?w=1920&format=jpeg`)).raw).metadata()).width).toBe(64);
  });

  it('q defaults to 75 and changes the bytes', async () => {
    const byDefault = await get(`${photo.url}?w=800&format=jpeg`);
    const explicit = await get(`${photo.url}?w=800&format=jpeg&q=75`);
    const low = await get(`${photo.url}?w=800&format=jpeg&q=10`);
    expect(byDefault.raw.equals(explicit.raw)).toBe(true);
    expect(byDefault.headers.etag).toBe(explicit.headers.etag);
    expect(low.raw.byteLength).toBeLessThan(byDefault.raw.byteLength);
  });

  it('serves the GPS-tagged photo with no EXIF or GPS in any format', async () => {
    for (const accept of [CHROME_ACCEPT, OLD_SAFARI_ACCEPT, PLAIN_ACCEPT]) {
      const response = await get(`${gpsPhoto.url}?w=320`, { accept });
      const metadata = await sharp(response.raw).metadata();
      expect(metadata.exif, accept).toBeUndefined();
      expect(metadata.xmp, accept).toBeUndefined();
      expect(response.raw.includes('Fixture Phone')).toBe(false);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${photo.url}?w=480&format=jpeg`);
    const again = await get(`${photo.url}?w=480&format=jpeg`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.byteLength).toBe(0);
  });

  it.each([
    ['w=500', 'w', 'IMAGE.WIDTH_NOT_ALLOWED'],
    ['w=0640', 'w', 'IMAGE.WIDTH_NOT_ALLOWED'],
    ['w=4000', 'w', 'IMAGE.WIDTH_NOT_ALLOWED'],
    ['w=abc', 'w', 'IMAGE.WIDTH_NOT_ALLOWED'],
    ['format=gif', 'format', 'IMAGE.FORMAT_INVALID'],
    ['q=0', 'q', 'IMAGE.QUALITY_INVALID'],
    ['q=101', 'q', 'IMAGE.QUALITY_INVALID'],
    ['q=7.5', 'q', 'IMAGE.QUALITY_INVALID'],
  ])('answers 400 to %s in the error shape', async (query, field, code) => {
    const response = await get(`${photo.url}?${query}`);
    expect(response.status).toBe(400);
    const body = response.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe(code);
    expect(Object.keys(body.error.fields)).toEqual([field]);
    if (field === 'w') expect(body.error.message).toBe(WIDTH_NOT_ALLOWED_MESSAGE);
    expect(response.headers['cache-control']).not.toBe(IMAGE_CACHE_CONTROL);
  });

  it('the 400 for a width names every allowed width', async () => {
    const body = (await get(`${photo.url}?w=123`)).json<{ error: { message: string } }>();
    for (const width of IMAGE_WIDTHS) expect(body.error.message).toContain(String(width));
  });

  it('answers 400 to an unknown parameter or a repeated one', async () => {
    expect((await get(`${photo.url}?width=640`)).status).toBe(400);
    expect((await get(`${photo.url}?w=640&w=320`)).status).toBe(400);
  });

  it('answers 404 for an unknown hash and for a name that is not a hash', async () => {
    const unknown = await get(`/media/img/${'a'.repeat(64)}/800x600?w=320`);
    expect(unknown.status).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('IMAGE.NOT_FOUND');
    expect((await get('/media/img/..%2F..%2Fetc%2Fpasswd/800x600')).status).toBe(404);
  });

  it('answers on every dealer site alike (the URL names the photo, not the site)', async () => {
    const response = await request(server.port, `${photo.url}?w=160&format=jpeg`, { host: server.host('saltbush-caravans') });
    expect(response.status).toBe(200);
  });

  it('leaves the generated SVG illustrations of /media/* as they were', async () => {
    const response = await get('/media/cars/suv/red/3.svg?w=320');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
