/**
 * Issue 12 uploads (spec 2 §5: JPEG, JPG, PNG, GIF, HEIC): the type is decided by the bytes of
 * real files (tests/fixtures/trade-in/README.md), and a JPEG is stored without its location.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UploadImageInspector } from '../../../adapters/media/upload-image-inspector';
import type { InspectedImage } from '../../../application/tradein/trade-in-store.port';
import { MAX_IMAGE_BYTES } from '../../../domain/tradein/trade-in-images';
import { aHugeJpeg, aHugePng, withIspe, withoutBox } from '../../support/huge-photos';
import { aPngClaiming } from '../../support/photos';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/trade-in/${name}`, import.meta.url)));
const inspector = new UploadImageInspector();

async function accepted(bytes: Uint8Array): Promise<InspectedImage> {
  const result = await inspector.inspect(bytes);
  if ('rejected' in result) throw new Error('expected the image to be accepted');
  return result;
}

/** The same file with another major brand in its ftyp box (bytes 8–11). */
function withMajorBrand(bytes: Uint8Array, brand: string): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy.set(Buffer.from(brand, 'latin1'), 8);
  return copy;
}

/**
 * The tags of the GPS IFD of an EXIF block (sharp's metadata().exif: "Exif\0\0" then TIFF), or
 * [] when IFD0 has no GPSInfo pointer (tag 0x8825). Enough TIFF to answer that, nothing more.
 */
function gpsTagsOf(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number): number => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number): number => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number): { tag: number; value: number }[] =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gps = entries(u32(4)).find((e) => e.tag === 0x8825);
  return gps ? entries(gps.value).map((e) => e.tag) : [];
}

describe('UploadImageInspector', () => {
  it('the GPS fixture really carries a position and an orientation (so the next test proves something)', async () => {
    const metadata = await sharp(fixture('gps-tagged.jpg')).metadata();
    // GPSLatitudeRef (1), GPSLatitude (2), GPSLongitudeRef (3), GPSLongitude (4).
    expect(gpsTagsOf(metadata.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(metadata).toMatchObject({ format: 'jpeg', width: 96, height: 64, orientation: 6 });
  });

  it('stores a JPEG re-encoded without EXIF, GPS or XMP, turned upright from its orientation tag', async () => {
    const original = fixture('gps-tagged.jpg');
    const withXmp = await sharp(original)
      .keepExif()
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="27,28.0S"/></rdf:RDF></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer();
    expect((await sharp(withXmp).metadata()).xmp).toBeDefined();

    for (const upload of [original, new Uint8Array(withXmp)]) {
      const image = await accepted(upload);
      expect(image).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' });
      const stored = await sharp(image.bytes).metadata();
      expect(stored.format).toBe('jpeg');
      expect(gpsTagsOf(stored.exif)).toEqual([]);
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      // Orientation 6 applied to the pixels: the 96 × 64 picture now stands 64 × 96, with no tag left to apply twice.
      expect(stored.orientation).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([64, 96]);
      expect(Buffer.from(image.bytes).includes(Buffer.from('Fixture Phone'))).toBe(false);
    }
  });

  it('keeps the picture of a JPEG: the re-encoded pixels match the original upright ones closely', async () => {
    const image = await accepted(fixture('gps-tagged.jpg'));
    const expected = await sharp(fixture('gps-tagged.jpg')).rotate().raw().toBuffer();
    const actual = await sharp(image.bytes).raw().toBuffer();
    expect(actual.length).toBe(expected.length);
    const meanDifference = actual.reduce((sum, value, i) => sum + Math.abs(value - (expected[i] ?? 0)), 0) / actual.length;
    expect(meanDifference).toBeLessThan(3);
  });

  it('stores a PNG, a GIF and a HEIC exactly as received, with the type their bytes say', async () => {
    for (const [name, mime, extension] of [
      ['car.png', 'image/png', 'png'],
      ['car.gif', 'image/gif', 'gif'],
      ['car.heic', 'image/heic', 'heic'],
    ] as const) {
      const bytes = fixture(name);
      const image = await accepted(bytes);
      expect(image.mime).toBe(mime);
      expect(image.extension).toBe(extension);
      expect(Buffer.from(image.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('accepts HEIC under each of the HEIF brands heic, heix, mif1 and msf1', async () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1']) {
      expect((await accepted(withMajorBrand(fixture('car.heic'), brand))).mime).toBe('image/heic');
    }
  });

  it('takes a PNG renamed .heic for the PNG it is, never for a HEIC', async () => {
    const image = await accepted(fixture('png-renamed.heic'));
    expect(image.mime).toBe('image/png');
    expect(image.extension).toBe('png');
  });

  it('rejects an HTML page named photo.jpg, an SVG, a PDF, a WebP and an AVIF (also one under the mif1 brand)', async () => {
    const avif = fixture('car.avif');
    for (const bytes of [fixture('photo.jpg'), fixture('drawing.svg'), fixture('document.pdf'), fixture('car.webp'), avif, withMajorBrand(avif, 'mif1')]) {
      expect(await inspector.inspect(bytes)).toEqual({ rejected: 'not_an_allowed_image' });
    }
  });

  it('rejects an empty file, plain text, and image signatures in front of something else', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpegSignature = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const bytes of [
      new Uint8Array(0),
      Buffer.from('just some text'),
      Buffer.concat([pngSignature, html]),
      Buffer.concat([jpegSignature, html]),
      Buffer.concat([Buffer.from('GIF89a'), html]),
    ]) {
      expect(await inspector.inspect(new Uint8Array(bytes))).toEqual({ rejected: 'not_an_allowed_image' });
    }
  });

  it('refuses a real 16000 × 16000 JPEG and PNG from their headers in milliseconds, never decoding them (issue 30)', { timeout: 60_000 }, async () => {
    const limits = { maxPixels: 40_000_000, maxSide: 12_000 };
    for (const bomb of [await aHugeJpeg(), await aHugePng()]) {
      const started = performance.now();
      expect(await inspector.inspect(new Uint8Array(bomb))).toEqual({ rejected: 'too_many_pixels', width: 16_000, height: 16_000, ...limits });
      expect(performance.now() - started).toBeLessThan(100);
    }
    expect(await inspector.inspect(await aPngClaiming(12_001, 10))).toMatchObject({ rejected: 'too_many_pixels', width: 12_001, height: 10 });
  });

  it('refuses a GIF whose logical screen is huge, whatever its frame says (it is stored and forwarded as received)', async () => {
    const gif = Buffer.from(fixture('car.gif'));
    gif.writeUInt16LE(20_000, 6);
    gif.writeUInt16LE(20_000, 8);
    expect(await inspector.inspect(new Uint8Array(gif))).toMatchObject({ rejected: 'too_many_pixels', width: 20_000, height: 20_000 });
  });

  it('refuses a HEIC whose ispe boxes declare a huge image, and one whose size cannot be read at all (issue 30)', async () => {
    const heic = fixture('car.heic');
    expect(await inspector.inspect(withIspe(heic, 60_000, 60_000))).toMatchObject({ rejected: 'too_many_pixels', width: 60_000, height: 60_000 });
    // sharp (libheif) cannot read it without its HEVC configuration box: the ispe boxes still tell its size.
    expect(await inspector.inspect(withoutBox(withIspe(heic, 60_000, 60_000), 'hvcC'))).toMatchObject({ rejected: 'too_many_pixels' });
    expect((await accepted(withoutBox(heic, 'hvcC'))).mime).toBe('image/heic');
    expect(await inspector.inspect(withoutBox(withoutBox(heic, 'hvcC'), 'ispe'))).toEqual({ rejected: 'not_an_allowed_image' });
  });

  it('judges an oversize file (10,000,001 bytes) by its bytes too: an HTML page that size is rejected (the size limit is the route)', async () => {
    const oversize = new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0x20);
    oversize.set(fixture('photo.jpg'));
    expect(oversize.length).toBe(10_000_001);
    expect(await inspector.inspect(oversize)).toEqual({ rejected: 'not_an_allowed_image' });
  });
});
