/** The printable sheet's photo: read from the photos Caryard holds, as a JPEG; nothing downloaded. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImagePipeline } from '../../../adapters/media/sharp-image-pipeline';
import { SharpVehiclePhotoSource } from '../../../adapters/media/sharp-vehicle-photo-source';
import { aLargePhoto } from '../../support/photos';

let dir: string;
let pipeline: SharpImagePipeline;
let source: SharpVehiclePhotoSource;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caryard-print-photo-'));
  pipeline = new SharpImagePipeline({ dir });
  source = new SharpVehiclePhotoSource({ images: pipeline });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('SharpVehiclePhotoSource', () => {
  it('turns a drawn demo picture (SVG or WebP) into a JPEG no wider than asked', async () => {
    for (const url of ['/media/cars/suv/red/0.svg', '/media/cars/suv/red/0.svg?w=320', '/media/cars/caravan/white/0.webp']) {
      const photo = await source.printable(url, 640);
      expect(photo, url).not.toBeNull();
      expect(isJpeg(photo!.jpeg)).toBe(true);
      const meta = await sharp(photo!.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(photo!.width);
      expect(photo!.width).toBeLessThanOrEqual(640);
    }
  });

  it("reads a stored photo's variant by its hash", async () => {
    const stored = await pipeline.store(await aLargePhoto(2000, 1250))();
    if (E.isLeft(stored)) throw new Error(stored.left.code);
    const photo = await source.printable(`/media/img/${stored.right.hash}/2000x1250`, 1024);
    expect(photo).toMatchObject({ width: 1024, height: 640 });
    expect(isJpeg(photo!.jpeg)).toBe(true);
  });

  it('gives none for another host, an unknown path or a photo it does not hold, and never throws', async () => {
    for (const url of [
      'https://cdn.example.test/cars/1/1.jpg',
      '//cdn.example.test/x.jpg',
      '/media/cars/rocket/red/0.svg',
      `/media/img/${'0'.repeat(64)}/800x500`,
      '/api/cars',
      '',
    ]) {
      expect(await source.printable(url, 800), url).toBeNull();
    }
  });
});
