/**
 * The URL scheme of the app-served vehicle illustrations (spec 1 §3 Media: images with
 * image.url and image.thumb.url, spin_images, spin_interior_image). Every image the demo
 * stock uses is local and rendered on request from this scheme:
 *
 *   /media/cars/{body}/{colour}/{view}.svg        photo, view 0..23
 *   /media/cars/{body}/{colour}/spin-{frame}.svg  360° spin frame, frame 0..35
 *   /media/cars/{body}/{colour}/interior.svg      interior view
 *   ...?w=320                                     any of the above at another width (thumbs)
 *   /media/placeholder.svg                        'Photos coming soon' panel
 *
 * Body and colour come from closed lists, so nothing a visitor types reaches the SVG.
 */

export const CAR_BODIES = [
  'sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'motorcycle', 'truck', 'caravan',
] as const;
export type CarBody = (typeof CAR_BODIES)[number];

/** Paint colours by slug. The generator names a colour ('Soul Red Crystal'); the URL carries its family. */
export const PAINT_HEX = {
  white: '#f2f3f5',
  silver: '#c3c7cc',
  grey: '#6b7178',
  black: '#22262b',
  blue: '#1f4e9c',
  red: '#b3141b',
  green: '#2f5d3a',
  orange: '#e0701b',
  yellow: '#e8c21a',
  bronze: '#8a6a45',
  brown: '#5a3b2a',
  beige: '#cdbb9a',
  gold: '#b8963e',
  purple: '#5b2a7a',
} as const;
export type PaintColour = keyof typeof PAINT_HEX;
export const PAINT_COLOURS = Object.keys(PAINT_HEX) as PaintColour[];

export const PHOTO_VIEW_COUNT = 24;
export const SPIN_FRAME_COUNT = 36;
export const THUMB_WIDTH = 320;
export const MIN_IMAGE_WIDTH = 16;
export const MAX_IMAGE_WIDTH = 2400;
export const PLACEHOLDER_IMAGE_PATH = '/media/placeholder.svg';

export type CarImageKind = 'photo' | 'spin' | 'interior';

/** A validated request for one illustration; `view` is the photo view or the spin frame (0 for interior). */
export interface CarImageRequest {
  body: CarBody;
  colour: PaintColour;
  view: number;
  kind: CarImageKind;
  /** Requested width in pixels (from `?w=`), when given. */
  width?: number;
}

export function isCarBody(value: string): value is CarBody {
  return (CAR_BODIES as readonly string[]).includes(value);
}

export function isPaintColour(value: string): value is PaintColour {
  return Object.hasOwn(PAINT_HEX, value);
}

export function carImagePath(body: CarBody, colour: PaintColour, view: number): string {
  return `/media/cars/${body}/${colour}/${view}.svg`;
}

export function carThumbPath(body: CarBody, colour: PaintColour, view: number): string {
  return `${carImagePath(body, colour, view)}?w=${THUMB_WIDTH}`;
}

export function carSpinFramePath(body: CarBody, colour: PaintColour, frame: number): string {
  return `/media/cars/${body}/${colour}/spin-${frame}.svg`;
}

export function carInteriorPath(body: CarBody, colour: PaintColour): string {
  return `/media/cars/${body}/${colour}/interior.svg`;
}

const CAR_IMAGE_PATH = /^\/media\/cars\/([a-z]+)\/([a-z]+)\/(?:(0|[1-9]\d?)|spin-(0|[1-9]\d?)|(interior))\.svg$/;
const WIDTH_QUERY = /^w=([1-9]\d{1,3})$/;

/**
 * Validates a path of the scheme above (an optional `?w=N` query allowed) and returns what
 * to draw, or null for anything else: unknown body or colour, view or frame out of range,
 * leading zeros, other query keys, width outside 16..2400.
 */
export function parseCarImagePath(path: string): CarImageRequest | null {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  let width: number | undefined;
  if (queryAt !== -1) {
    const query = WIDTH_QUERY.exec(path.slice(queryAt + 1));
    if (query === null) return null;
    width = Number(query[1]);
    if (width < MIN_IMAGE_WIDTH || width > MAX_IMAGE_WIDTH) return null;
  }
  const match = CAR_IMAGE_PATH.exec(pathname);
  if (match === null) return null;
  const [, body = '', colour = '', photo, spin, interior] = match;
  if (!isCarBody(body) || !isPaintColour(colour)) return null;
  let request: CarImageRequest;
  if (photo !== undefined) {
    const view = Number(photo);
    if (view >= PHOTO_VIEW_COUNT) return null;
    request = { body, colour, view, kind: 'photo' };
  } else if (spin !== undefined) {
    const frame = Number(spin);
    if (frame >= SPIN_FRAME_COUNT) return null;
    request = { body, colour, view: frame, kind: 'spin' };
  } else if (interior !== undefined) {
    request = { body, colour, view: 0, kind: 'interior' };
  } else {
    return null;
  }
  if (width !== undefined) request.width = width;
  return request;
}

/** The placeholder panel's path, with or without a width query. */
export function isPlaceholderImagePath(path: string): boolean {
  const queryAt = path.indexOf('?');
  if (queryAt === -1) return path === PLACEHOLDER_IMAGE_PATH;
  return path.slice(0, queryAt) === PLACEHOLDER_IMAGE_PATH && WIDTH_QUERY.test(path.slice(queryAt + 1));
}
