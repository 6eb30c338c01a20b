/**
 * Issue 30 item 2: the one decode guard — the size read from the header (sharp's metadata, a
 * HEIF's ispe boxes) and judged before any pixel is decoded; decodes a few at once within a
 * memory budget. Real sharp, real bomb files (tests/support/huge-photos.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BoundedImageDecoder,
  DecodeBudget,
  defaultDecodeConcurrency,
  exceedsLimits,
  heifImageSizes,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type CheckedImage,
} from '../../../adapters/media/bounded-image-decoder';
import { aLargePhoto, aPngClaiming } from '../../support/photos';
import { aHugeJpeg, aHugePng, withIspe, withoutBox } from '../../support/huge-photos';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/trade-in/${name}`, import.meta.url)));
const decoder = new BoundedImageDecoder();

async function checked(bytes: Uint8Array): Promise<CheckedImage> {
  const result = await decoder.check(bytes);
  if (!result.ok) throw new Error(`expected the image to pass, got ${result.reason}`);
  return result.image;
}

/** A promise and its resolve, to hold a work open. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the limits', () => {
  it('are 40 megapixels and 12,000 pixels a side, each on its own', () => {
    const limits = { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE };
    expect(limits).toEqual({ maxPixels: 40_000_000, maxSide: 12_000 });
    expect(exceedsLimits({ width: 8_000, height: 5_000 }, limits)).toBe(false);
    expect(exceedsLimits({ width: 8_000, height: 5_001 }, limits)).toBe(true);
    expect(exceedsLimits({ width: 12_000, height: 3_000 }, limits)).toBe(false);
    expect(exceedsLimits({ width: 12_001, height: 100 }, limits)).toBe(true);
    expect(exceedsLimits({ width: 100, height: 12_001 }, limits)).toBe(true);
  });

  it('leave a thread of libuv’s pool to the rest of the server', () => {
    expect(defaultDecodeConcurrency()).toBeGreaterThanOrEqual(1);
    expect(defaultDecodeConcurrency()).toBeLessThanOrEqual((Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1);
  });
});

describe('reading the header', () => {
  it('passes a normal photo with its format and size', async () => {
    expect(await checked(await aLargePhoto())).toMatchObject({ format: 'jpeg', width: 2000, height: 1250, maxPixels: MAX_IMAGE_PIXELS });
    expect(await checked(fixture('car.png'))).toMatchObject({ format: 'png', width: 96, height: 64 });
    expect(await checked(fixture('car.gif'))).toMatchObject({ format: 'gif', width: 96, height: 64 });
    expect(await checked(fixture('car.webp'))).toMatchObject({ format: 'webp', width: 96, height: 64 });
    expect(await checked(fixture('car.heic'))).toMatchObject({ format: 'heif', width: 96, height: 64 });
    expect(await checked(fixture('car.avif'))).toMatchObject({ format: 'heif', width: 96, height: 64 });
  });

  it('refuses a real 16000 × 16000 JPEG and PNG in milliseconds, with their size', { timeout: 60_000 }, async () => {
    for (const bomb of [await aHugeJpeg(), await aHugePng()]) {
      const started = performance.now();
      const result = await decoder.check(bomb);
      const ms = performance.now() - started;
      expect(result).toEqual({
        ok: false,
        reason: 'too_many_pixels',
        width: 16_000,
        height: 16_000,
        limits: { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE },
      });
      expect(ms).toBeLessThan(100);
    }
  });

  it('refuses by the side alone, and by tighter limits a caller asks for', async () => {
    expect(await decoder.check(await aPngClaiming(20_000, 100))).toMatchObject({ ok: false, reason: 'too_many_pixels', width: 20_000, height: 100 });
    expect(await decoder.check(await aLargePhoto(), { limits: { maxPixels: 1_000_000 } })).toMatchObject({
      ok: false,
      reason: 'too_many_pixels',
      width: 2000,
      height: 1250,
    });
    expect(await decoder.check(await aLargePhoto(), { limits: { maxSide: 1_999 } })).toMatchObject({ ok: false, reason: 'too_many_pixels' });
  });

  it('refuses a HEIC whose ispe boxes declare a huge image, whether sharp reads it or not', async () => {
    const huge = withIspe(fixture('car.heic'), 60_000, 60_000);
    expect(await decoder.check(huge)).toMatchObject({ ok: false, reason: 'too_many_pixels', width: 60_000, height: 60_000 });
    expect(await decoder.check(withoutBox(huge, 'hvcC'))).toMatchObject({ ok: false, reason: 'too_many_pixels', width: 60_000, height: 60_000 });
    expect(await decoder.check(withIspe(fixture('car.heic'), 13_000, 100))).toMatchObject({ ok: false, reason: 'too_many_pixels' });
  });

  it('reads a HEIC sharp cannot read by its ispe boxes, and finds a HEIC with neither unreadable', async () => {
    const unreadableBySharp = withoutBox(fixture('car.heic'), 'hvcC');
    expect(await checked(unreadableBySharp)).toMatchObject({ format: 'heif', width: 96, height: 64 });
    expect(await decoder.check(withoutBox(unreadableBySharp, 'ispe'))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('lists every ispe of a HEIF container (the primary image and its alpha plane here), none of anything else', () => {
    expect(heifImageSizes(fixture('car.heic'))).toEqual([
      { width: 96, height: 64 },
      { width: 96, height: 64 },
    ]);
    expect(heifImageSizes(fixture('car.png'))).toEqual([]);
    expect(heifImageSizes(fixture('car.heic').subarray(0, 100))).toEqual([]);
    expect(heifImageSizes(new Uint8Array(0))).toEqual([]);
  });

  it('finds text, an empty file and a truncated header unreadable', async () => {
    for (const bytes of [Buffer.from('just some text'), new Uint8Array(0), fixture('car.png').subarray(0, 12)]) {
      expect(await decoder.check(bytes)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });
});

describe('decoding', () => {
  it('decodes a checked image with sharp', async () => {
    const image = await checked(await aLargePhoto());
    const info = await decoder.decode(image, (input) => input.resize({ width: 200 }).png().toBuffer({ resolveWithObject: true }));
    expect(info.info).toMatchObject({ width: 200, height: 125, format: 'png' });
  });

  it('guards the decode with limitInputPixels too: a header that lied is not decoded past the limit', async () => {
    // A 2000 × 1250 photo passed off as checked at a 1 MP limit: libvips refuses it on reading.
    const image: CheckedImage = { ...(await checked(await aLargePhoto())), maxPixels: 1_000_000 };
    await expect(decoder.decode(image, (input) => input.raw().toBuffer())).rejects.toThrow(/pixel limit/i);
  });

  it('runs at most its concurrency of decodes at once, the others waiting their turn in order', async () => {
    const small = new BoundedImageDecoder({ concurrency: 2 });
    const image = await checked(fixture('car.png'));
    const gates = [gate(), gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let peak = 0;
    const decodes = gates.map((g, i) =>
      small.decode(image, async (input) => {
        started.push(i);
        peak = Math.max(peak, small.budget.inFlight);
        await g.promise;
        return input.metadata();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(small.budget.waiting).toBe(3);
    gates[1]!.open();
    await decodes[1];
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(decodes);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(small.budget.inFlight).toBe(0);
    expect(small.budget.bytesInFlight).toBe(0);
  });

  it('frees the permit when a decode fails', async () => {
    const small = new BoundedImageDecoder({ concurrency: 1 });
    const image = await checked(fixture('car.png'));
    await expect(small.decode(image, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(small.budget.inFlight).toBe(0);
    await expect(small.decode(image, (input) => input.metadata())).resolves.toMatchObject({ width: 96 });
  });
});

describe('the decode budget', () => {
  it('keeps the estimated bytes in flight within the budget: a large work waits for room, first come first served', async () => {
    const budget = new DecodeBudget({ slots: 10, bytes: 100 });
    const held = [gate(), gate(), gate(), gate()];
    const running: string[] = [];
    const work = (name: string, g: { promise: Promise<void> }) => async () => {
      running.push(name);
      await g.promise;
      running.splice(running.indexOf(name), 1);
    };
    const a = budget.run(60, work('a', held[0]!));
    const b = budget.run(60, work('b', held[1]!));
    // c is small enough to fit beside a, but b came first: c waits behind b.
    const c = budget.run(10, work('c', held[2]!));
    await tick();
    expect(running).toEqual(['a']);
    expect(budget.bytesInFlight).toBe(60);
    expect(budget.waiting).toBe(2);
    held[0]!.open();
    await a;
    await tick();
    expect(running.sort()).toEqual(['b', 'c']);
    expect(budget.bytesInFlight).toBe(70);
    // A work costing more than the whole budget runs alone.
    const d = budget.run(1_000, work('d', held[3]!));
    await tick();
    expect(running).not.toContain('d');
    held[1]!.open();
    held[2]!.open();
    await Promise.all([b, c]);
    await tick();
    expect(running).toEqual(['d']);
    expect(budget.bytesInFlight).toBe(100);
    held[3]!.open();
    await d;
    expect(budget.bytesInFlight).toBe(0);
    expect(budget.inFlight).toBe(0);
  });

  it('estimates a decode at width × height × 8 bytes: a 40 MP decode fits the 512 MB budget, a second waits for it, a 12 MP one fits beside it', async () => {
    const roomy = new BoundedImageDecoder({ concurrency: 4 });
    expect(roomy.budget.bytes).toBe(512 * 1024 * 1024);
    const photo = await checked(fixture('car.png'));
    const fortyMp: CheckedImage = { ...photo, width: 8_000, height: 5_000 };
    const twelveMp: CheckedImage = { ...photo, width: 4_000, height: 3_000 };
    const first = [gate(), gate()];
    const decodes = first.map((g) => roomy.decode(fortyMp, () => g.promise));
    await tick();
    expect(roomy.budget.inFlight).toBe(1);
    expect(roomy.budget.bytesInFlight).toBe(8_000 * 5_000 * 8);
    expect(roomy.budget.waiting).toBe(1);
    first[0]!.open();
    await decodes[0];
    await tick();
    expect(roomy.budget.inFlight).toBe(1);
    const small = gate();
    const beside = roomy.decode(twelveMp, () => small.promise);
    await tick();
    expect(roomy.budget.inFlight).toBe(2);
    expect(roomy.budget.bytesInFlight).toBe(320_000_000 + 96_000_000);
    first[1]!.open();
    small.open();
    await Promise.all([...decodes, beside]);
    expect(roomy.budget.inFlight).toBe(0);
  });
});
