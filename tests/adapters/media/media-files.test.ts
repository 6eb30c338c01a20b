import { describe, expect, it } from 'vitest';
import { mediaFileFor, WALKAROUND_VIDEO_PATH } from '../../../adapters/media/media-files';
import { parseHistoryReportPath } from '../../../adapters/media/history-report-pdf';

describe('media files (/media/*)', () => {
  it('draws a car image for a known body, colour and view', async () => {
    const file = await mediaFileFor('/media/cars/suv/blue/2.svg?w=320');
    expect(file?.contentType).toMatch(/^image\/svg\+xml/);
    expect(String(file?.body)).toMatch(/^<svg/);
  });

  it('serves the placeholder panel', async () => {
    expect((await mediaFileFor('/media/placeholder.svg'))?.contentType).toMatch(/svg/);
  });

  it('serves the walk-around video as a real MP4', async () => {
    const file = await mediaFileFor(WALKAROUND_VIDEO_PATH);
    expect(file?.contentType).toBe('video/mp4');
    // ISO base media file: an 'ftyp' box at byte 4.
    expect(Buffer.from(file?.body ?? '').subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('serves a sample history report PDF naming the listing', async () => {
    const file = await mediaFileFor('/media/history-reports/2019-toyota-hilux-sr5-ab12cd.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(Buffer.from(file?.body ?? '').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers null (404) for anything it does not make', async () => {
    for (const path of ['/media/cars/rocket/blue/1.svg', '/media/history-reports/../x.pdf', '/media/videos/other.mp4', '/media/x']) {
      expect(await mediaFileFor(path)).toBeNull();
    }
    expect(parseHistoryReportPath('/media/history-reports/UPPER.pdf')).toBeNull();
  });
});
