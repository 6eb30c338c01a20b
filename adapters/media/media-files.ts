/**
 * `/media/*`: the files Caryard makes itself (no external URLs): vehicle illustrations
 * (`/media/cars/{body}/{colour}/{view}.svg[?w=N]`, spin frames, interiors), the
 * 'Photos coming soon' panel, the demo walk-around video and sample history reports.
 * Only paths that parse to known values are served; anything else is null (404).
 */
import { readFileSync } from 'node:fs';
import { isPlaceholderImagePath, parseCarImagePath, renderCarSvg, renderPlaceholderSvg } from './car-image-svg';
import { parseHistoryReportPath, renderHistoryReportPdf } from './history-report-pdf';

export interface MediaFile {
  contentType: string;
  body: string | Buffer;
}

const SVG = 'image/svg+xml; charset=utf-8';
export const WALKAROUND_VIDEO_PATH = '/media/videos/walkaround.mp4';
const WALKAROUND_VIDEO_FILE = new URL('./assets/walkaround.mp4', import.meta.url);
let walkaround: Buffer | undefined;

function widthOf(pathWithQuery: string): number | undefined {
  const match = /[?&]w=(\d+)$/.exec(pathWithQuery);
  return match ? Number(match[1]) : undefined;
}

export async function mediaFileFor(pathWithQuery: string): Promise<MediaFile | null> {
  if (isPlaceholderImagePath(pathWithQuery)) return { contentType: SVG, body: renderPlaceholderSvg(widthOf(pathWithQuery)) };
  if (pathWithQuery === WALKAROUND_VIDEO_PATH) {
    walkaround ??= readFileSync(WALKAROUND_VIDEO_FILE);
    return { contentType: 'video/mp4', body: walkaround };
  }
  const reportSlug = parseHistoryReportPath(pathWithQuery);
  if (reportSlug) return { contentType: 'application/pdf', body: Buffer.from(await renderHistoryReportPdf(reportSlug)) };
  const request = parseCarImagePath(pathWithQuery);
  if (!request) return null;
  return {
    contentType: SVG,
    body: renderCarSvg({
      body: request.body,
      colour: request.colour,
      view: request.view,
      kind: request.kind,
      ...(request.width !== undefined ? { width: request.width } : {}),
    }),
  };
}
