/**
 * `/media/*`: the files Caryard makes itself (no external URLs): vehicle pictures
 * (`/media/cars/{make}/{shape}/{colour}/{view}.webp[?w=N]`, the generic
 * `/media/cars/{body}/{colour}/{view}.{svg|webp}`, spin frames, interiors), the
 * 'Photos coming soon' panel, the demo walk-around video and sample history reports.
 * Only paths that parse to known values are served; anything else is null (404).
 *
 * A WebP picture is drawn and encoded by sharp once, on its first request, then kept in
 * memory (least recently used out first, 96 MiB in all); concurrent first requests share
 * one encoding. Issue 17 asked for pictures rendered when stock is seeded: the 10,000-car
 * demo stock names about 10,000 distinct pictures at ~50 ms each, minutes of start-up, so
 * each is rendered the first time a page shows it and served from memory after.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { DEFAULT_PICTURE_WIDTH } from './car-image-url';
import { type CarImageRequest, isPlaceholderImagePath, parseCarImagePath, renderCarSvg, renderPlaceholderSvg } from './car-image-svg';
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
  if (request.format === 'webp') return { contentType: 'image/webp', body: await picture(request) };
  return { contentType: SVG, body: svgOf(request, request.width) };
}

function svgOf(request: CarImageRequest, width: number | undefined): string {
  return renderCarSvg({
    body: request.body,
    colour: request.colour,
    view: request.view,
    kind: request.kind,
    ...(width !== undefined ? { width } : {}),
    ...(request.look !== undefined ? { look: request.look } : {}),
  });
}

const PICTURE_CACHE_BYTES = 96 * 1024 * 1024;
/** Kept pictures by path (Map order: least recently used first). */
const pictures = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let keptBytes = 0;

function pictureKey(request: CarImageRequest): string {
  const look = request.look;
  return [
    request.body,
    request.colour,
    request.kind,
    request.view,
    request.width ?? DEFAULT_PICTURE_WIDTH,
    look?.make,
    look?.style,
    look?.length,
    look?.width,
    look?.height,
    look?.electric,
  ].join(':');
}

/** The WebP of a picture: from memory, or drawn, encoded and kept. */
async function picture(request: CarImageRequest): Promise<Buffer> {
  const key = pictureKey(request);
  const kept = pictures.get(key);
  if (kept !== undefined) {
    pictures.delete(key);
    pictures.set(key, kept);
    return kept;
  }
  let pending = drawing.get(key);
  if (pending === undefined) {
    const width = request.width ?? DEFAULT_PICTURE_WIDTH;
    pending = sharp(Buffer.from(svgOf(request, width)))
      .webp({ quality: 80, effort: 3 })
      .toBuffer()
      .then((bytes) => {
        pictures.set(key, bytes);
        keptBytes += bytes.length;
        for (const [oldKey, old] of pictures) {
          if (keptBytes <= PICTURE_CACHE_BYTES) break;
          pictures.delete(oldKey);
          keptBytes -= old.length;
        }
        return bytes;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
