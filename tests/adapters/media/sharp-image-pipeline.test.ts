/**
 * Issue 16, the image pipeline on the disk: photos checked by their bytes, bounded in bytes and
 * pixels, kept once without location metadata; variants by width and format, cached on disk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpImagePipeline } from '../../../adapters/media/sharp-image-pipeline';
import type { ImageRefused, StoredPhoto } from '../../../application/media/image-store.port';
import { IMAGE_WIDTHS, type ImageFormat } from '../../../domain/media/image-variants';
import { aLargePhoto, aPngClaiming } from '../../support/photos';
import { aHugeJpeg, aHugePng } from '../../support/huge-photos';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/trade-in/${name}`, import.meta.url)));

let dir: string;
let pipeline: SharpImagePipeline;
let large: StoredPhoto;

async function stored(bytes: Uint8Array): Promise<StoredPhoto> {
  const result = await pipeline.store(bytes)();
  if (E.isLeft(result)) throw new Error(`expected the photo to be stored, got ${result.left.code}`);
  return result.right;
}

async function refused(bytes: Uint8Array): Promise<ImageRefused['code']> {
  const result = await pipeline.store(bytes)();
  if (E.isRight(result)) throw new Error('expected the photo to be refused');
  return result.left.code;
}

async function variantOf(hash: string, width: number, format: ImageFormat, quality = 75) {
  const variant = await pipeline.variant(hash, { width, format, quality });
  if (!variant) throw new Error('expected a variant');
  return { ...variant, metadata: await sharp(variant.bytes).metadata() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'caryard-images-'));
  pipeline = new SharpImagePipeline({ dir });
  large = await stored(await aLargePhoto());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('storing a photo', () => {
  it('names it by the SHA-256 of its bytes and keeps its size', () => {
    expect(large.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(large).toMatchObject({ width: 2000, height: 1250, format: 'jpeg' });
  });

  it('the same bytes stored twice give the same hash and one original on disk', async () => {
    const bytes = fixture('car.png');
    const first = await stored(bytes);
    const mtime = statSync(pipeline.originalPath(first.hash)).mtimeMs;
    const second = await stored(bytes);
    expect(second).toEqual(first);
    expect(statSync(pipeline.originalPath(first.hash)).mtimeMs).toBe(mtime);
    const dirOfOriginal = join(dir, 'originals', first.hash.slice(0, 2));
    expect(readdirSync(dirOfOriginal).filter((name) => name === first.hash)).toHaveLength(1);
    expect(readdirSync(dirOfOriginal).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['car.png', 'car.gif', 'car.webp', 'car.avif'])('accepts %s by its bytes', async (name) => {
    const photo = await stored(fixture(name));
    expect(photo.width * photo.height).toBeGreaterThan(0);
  });

  it('keeps the GPS-tagged JPEG upright with no EXIF, GPS or XMP — on disk and in every variant', async () => {
    const photo = await stored(fixture('gps-tagged.jpg'));
    // Orientation 6: the 96 × 64 pixels are turned upright to 64 × 96.
    expect(photo).toMatchObject({ width: 64, height: 96 });
    const original = await sharp(readFileSync(pipeline.originalPath(photo.hash))).metadata();
    expect(original.exif).toBeUndefined();
    expect(original.xmp).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    expect(readFileSync(pipeline.originalPath(photo.hash)).includes('Fixture Phone')).toBe(false);
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const variant = await variantOf(photo.hash, 320, format);
      expect(variant.metadata.exif, format).toBeUndefined();
      expect(variant.metadata.xmp, format).toBeUndefined();
      expect(variant.metadata.iptc, format).toBeUndefined();
      expect(Buffer.from(variant.bytes).includes('Fixture Phone'), format).toBe(false);
      expect([variant.metadata.width, variant.metadata.height]).toEqual([64, 96]);
    }
  });

  it.each([
    ['an HTML page named .jpg', 'photo.jpg'],
    ['a PDF', 'document.pdf'],
    ['an SVG with a script', 'drawing.svg'],
    ['a HEIC (no decoder here)', 'car.heic'],
  ])('refuses %s', async (_what, name) => {
    expect(await refused(fixture(name))).toBe('IMAGE.NOT_AN_IMAGE');
  });

  it('refuses a JPEG signature in front of anything else, and an empty file', async () => {
    const disguised = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(await refused(disguised)).toBe('IMAGE.NOT_AN_IMAGE');
    expect(await refused(new Uint8Array())).toBe('IMAGE.NOT_AN_IMAGE');
  });

  it('refuses a file of more than 20 MB before looking inside', async () => {
    const padded = new Uint8Array(20 * 1024 * 1024 + 1);
    padded.set(fixture('gps-tagged.jpg'));
    expect(await refused(padded)).toBe('IMAGE.TOO_LARGE');
  });

  it('refuses a decompression bomb (a tiny PNG claiming 30000 × 30000) from its header', async () => {
    const bomb = await aPngClaiming(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(100);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    expect(await refused(bomb)).toBe('IMAGE.TOO_MANY_PIXELS');
    // Just over 40 megapixels is refused too; the stored originals did not grow.
    expect(await refused(await aPngClaiming(6400, 6400))).toBe('IMAGE.TOO_MANY_PIXELS');
  });

  it('refuses a real 16000 × 16000 JPEG and PNG from their headers in milliseconds, and a strip over 12,000 pixels a side', { timeout: 60_000 }, async () => {
    for (const bomb of [await aHugeJpeg(), await aHugePng()]) {
      const started = performance.now();
      const result = await pipeline.store(new Uint8Array(bomb))();
      expect(performance.now() - started).toBeLessThan(100);
      expect(E.isLeft(result) && result.left).toEqual({
        code: 'IMAGE.TOO_MANY_PIXELS',
        message: 'The image is 16000 × 16000 pixels: at most 40 megapixels and 12000 pixels a side are taken.',
      });
    }
    expect(await refused(await aPngClaiming(20_000, 100))).toBe('IMAGE.TOO_MANY_PIXELS');
  });

  it('refuses a real image over a smaller pixel limit', async () => {
    const strict = new SharpImagePipeline({ dir, maxPixels: 1_000_000 });
    const result = await strict.store(await aLargePhoto(1200, 900))();
    expect(E.isLeft(result) && result.left.code).toBe('IMAGE.TOO_MANY_PIXELS');
  });
});

describe('variants', () => {
  it.each(['avif', 'webp', 'jpeg'] as const)('are encoded as %s (checked by decoding the bytes)', async (format) => {
    const variant = await variantOf(large.hash, 640, format);
    expect(variant.metadata.format).toBe(format === 'avif' ? 'heif' : format);
    if (format === 'avif') expect(variant.metadata.compression).toBe('av1');
    expect(variant.contentType).toBe(`image/${format}`);
  });

  it.each(IMAGE_WIDTHS)('are %i pixels wide, the height in proportion', async (width) => {
    const { metadata } = await variantOf(large.hash, width, 'webp');
    expect(metadata.width).toBe(width);
    expect(metadata.height).toBe(Math.round((width * 1250) / 2000));
  });

  it('are never wider than the original', async () => {
    const small = await stored(fixture('car.png'));
    for (const width of [160, 1920]) expect((await variantOf(small.hash, width, 'jpeg')).metadata.width).toBe(small.width);
  });

  it('follow q: a lower quality gives fewer bytes', async () => {
    const low = await variantOf(large.hash, 800, 'jpeg', 20);
    const high = await variantOf(large.hash, 800, 'jpeg', 95);
    expect(low.bytes.byteLength).toBeLessThan(high.bytes.byteLength);
  });

  it('are written once to the disk cache and served from it after (not encoded again)', async () => {
    const path = pipeline.variantPath(large.hash, 480, 60, 'avif');
    const first = await variantOf(large.hash, 480, 'avif', 60);
    const written = statSync(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await variantOf(large.hash, 480, 'avif', 60);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(statSync(path).mtimeMs).toBe(written.mtimeMs);
    expect(statSync(path).ino).toBe(written.ino);
    // A fresh pipeline on the same directory (another process, a restart) reads the same file.
    const again = await new SharpImagePipeline({ dir }).variant(large.hash, { width: 480, format: 'avif', quality: 60 });
    expect(Buffer.from(again?.bytes ?? []).equals(Buffer.from(first.bytes))).toBe(true);
    expect(statSync(path).mtimeMs).toBe(written.mtimeMs);
  });

  it('concurrent first requests share one encoding and leave no temporary file', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => variantOf(large.hash, 1024, 'webp', 50)));
    for (const answer of answers) expect(Buffer.from(answer.bytes).equals(Buffer.from(answers[0]?.bytes ?? []))).toBe(true);
    const cacheDir = join(dir, 'variants', large.hash.slice(0, 2), large.hash);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('are null for an unknown hash or a name that is not a hash', async () => {
    expect(await pipeline.variant('0'.repeat(64), { width: 320, format: 'jpeg', quality: 75 })).toBeNull();
    expect(await pipeline.variant('../../etc/passwd', { width: 320, format: 'jpeg', quality: 75 })).toBeNull();
  });
});
