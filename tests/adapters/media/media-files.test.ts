import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaFileFor, WALKAROUND_VIDEO_PATH } from '../../../adapters/media/media-files';
import { parseHistoryReportPath } from '../../../adapters/media/history-report-pdf';

describe('media files (/media/*)', () => {
  it('draws a car image for a known body, colour and view', async () => {
    const file = await mediaFileFor('/media/cars/suv/blue/2.svg?w=320');
    expect(file?.contentType).toMatch(/^image\/svg\+xml/);
    expect(String(file?.body)).toMatch(/^<svg/);
  });

  it("renders a model's picture as WebP at the width asked, once (issue 17 item 1)", async () => {
    const path = '/media/cars/mazda/suv-3-4550-1840-1680/red/0.webp?w=320';
    const [first, concurrent] = await Promise.all([mediaFileFor(path), mediaFileFor(path)]);
    expect(first?.contentType).toBe('image/webp');
    const bytes = Buffer.from(first?.body ?? '');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([320, 200]);
    // Drawn once: concurrent first requests share one encoding, later ones are served from memory.
    expect(concurrent?.body).toBe(first?.body);
    expect((await mediaFileFor(path))?.body).toBe(first?.body);
    // The car fills the middle of the frame in its paint; the corner is the studio's grey.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number): number[] => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    let red = 0;
    let all = 0;
    for (let y = 90; y < 140; y += 2) {
      for (let x = 96; x < 256; x += 2) {
        const [r = 0, g = 0, b = 0] = at(x, y);
        all += 1;
        if (r > g + 40 && r > b + 40) red += 1;
      }
    }
    expect(red / all).toBeGreaterThan(0.3);
    const [cr, cg, cb] = at(4, 4);
    expect(Math.abs((cr ?? 0) - (cb ?? 0))).toBeLessThan(20);
    expect(cg).toBeGreaterThan(200);
  });

  it('refuses a WebP width it does not serve', async () => {
    expect(await mediaFileFor('/media/cars/mazda/suv-3-4550-1840-1680/red/0.webp?w=321')).toBeNull();
    expect(await mediaFileFor('/media/cars/suv/red/0.webp?w=2000')).toBeNull();
  });

  it('serves the placeholder panel', async () => {
    expect((await mediaFileFor('/media/placeholder.svg'))?.contentType).toMatch(/svg/);
  });

  it('serves the walk-around video as a real MP4', async () => {
    const file = await mediaFileFor(WALKAROUND_VIDEO_PATH);
    expect(file?.contentType).toBe('video/mp4');
    // ISO base media file: an 'ftyp' box at byte 4.
    expect(
      Buffer.from(file?.body ?? '')
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  });

  it('serves a sample history report PDF naming the listing', async () => {
    const file = await mediaFileFor('/media/history-reports/2019-toyota-hilux-sr5-ab12cd.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(
      Buffer.from(file?.body ?? '')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('answers null (404) for anything it does not make', async () => {
    for (const path of ['/media/cars/rocket/blue/1.svg', '/media/history-reports/../x.pdf', '/media/videos/other.mp4', '/media/x']) {
      expect(await mediaFileFor(path)).toBeNull();
    }
    expect(parseHistoryReportPath('/media/history-reports/UPPER.pdf')).toBeNull();
  });
});
