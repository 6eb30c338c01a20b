/**
 * The URL scheme of the app-served vehicle pictures (spec 1 §3 Media: images with
 * image.url and image.thumb.url, spin_images, spin_interior_image). Every image the demo
 * stock uses is local and rendered from this scheme, then kept (media-files.ts):
 *
 *   /media/cars/{make}/{shape}/{colour}/{view}.webp   photo of one model, view 0..9
 *   /media/cars/{make}/{shape}/{colour}/spin-{frame}.webp   360° spin frame, frame 0..35
 *   /media/cars/{make}/{shape}/{colour}/interior.webp       interior view
 *   /media/cars/{make}/{shape}/{colour}/hero.webp           the car cut out, for a hero (also generic)
 *   /media/cars/{body}/{colour}/{view}.{svg|webp}     the same of a generic vehicle of a body type
 *   ...?w=320                                         another width (.webp: one of PICTURE_WIDTHS)
 *   /media/placeholder.svg                            'Photos coming soon' panel
 *
 * {make} is the badge on the car (`mazda`, `land_rover` for LAND ROVER, `mercedes-benz`);
 * {shape} is `{body}-{style}-{length}-{width}-{height}[-ev]` in millimetres (issue 17 item 1:
 * a small hatch and a large SUV differ, an electric car has no grille). Body and colour come
 * from closed lists and the rest from tight patterns, so nothing else a visitor types reaches
 * the drawing.
 */

import { RENDERED_PICTURE_WIDTHS } from '../../domain/media/image-variants';

export const CAR_BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'coupe', 'convertible', 'motorcycle', 'truck', 'caravan'] as const;
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

/**
 * The photo views (issue 17 item 1), in gallery order: front three-quarter, side, rear
 * three-quarter, front, the other rear and front three-quarters, dashboard, seats, boot or
 * tray, wheel.
 */
export const PHOTO_VIEW_COUNT = 10;
export const PHOTO_VIEW_NAMES = [
  'front three-quarter',
  'side',
  'rear three-quarter',
  'front',
  'rear three-quarter, right',
  'front three-quarter, right',
  'dashboard',
  'seats',
  'load space',
  'wheel',
] as const;
/** Widths a rendered picture is served at (a request for another is refused, so a visitor cannot make the server draw a million sizes). */
export const PICTURE_WIDTHS = RENDERED_PICTURE_WIDTHS;
export const DEFAULT_PICTURE_WIDTH = 800;
export const SPIN_FRAME_COUNT = 36;
export const THUMB_WIDTH = 320;
export const MIN_IMAGE_WIDTH = 16;
export const MAX_IMAGE_WIDTH = 2400;
export const PLACEHOLDER_IMAGE_PATH = '/media/placeholder.svg';

/** 'hero': the car cut out (no backdrop, transparent) for a page's hero, WebP only (issue 17 item 2). */
export type CarImageKind = 'photo' | 'spin' | 'interior' | 'hero';

/** One model's shape and badge (issue 17 item 1), as the URL carries them. */
export interface ModelLook {
  /** The badge's URL form: lower case, `_` for a space. */
  make: string;
  style: number;
  length: number;
  width: number;
  height: number;
  electric: boolean;
}

/** A validated request for one illustration; `view` is the photo view or the spin frame (0 for interior). */
export interface CarImageRequest {
  body: CarBody;
  colour: PaintColour;
  view: number;
  kind: CarImageKind;
  /** Requested width in pixels (from `?w=`), when given. */
  width?: number;
  /** The model drawn, when the path names one; else a generic vehicle of the body type. */
  look?: ModelLook;
  format: 'svg' | 'webp';
}

const MAKE_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const SHAPE = /^([a-z]+)-([0-7])-(\d{4,5})-(\d{3,4})-(\d{3,4})(-ev)?$/;
/** Plausible sizes in mm, so a URL cannot ask for a 1 km car. */
const LENGTHS = [1500, 16000] as const;
const WIDTHS = [600, 3000] as const;
const HEIGHTS = [800, 4500] as const;

/** The badge text of a make slug: `land_rover` → `LAND ROVER`. */
export function badgeOf(make: string): string {
  return make.replaceAll('_', ' ').toUpperCase();
}

/** The make's slug for a URL: `Land Rover` → `land_rover`, `Mercedes-Benz` → `mercedes-benz`. */
export function badgeSlug(make: string): string {
  return make
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[-_]{2,}/g, '-');
}

/** A typical vehicle of each body type, in mm (length, width, height), for pictures of a model whose size is not known. */
export const GENERIC_SIZE: Readonly<Record<CarBody, readonly [number, number, number]>> = {
  sedan: [4700, 1840, 1450],
  hatch: [4300, 1790, 1470],
  suv: [4650, 1860, 1700],
  ute: [5300, 1870, 1810],
  wagon: [4800, 1840, 1500],
  van: [5150, 1950, 1990],
  coupe: [4550, 1820, 1360],
  convertible: [4000, 1740, 1250],
  motorcycle: [2150, 850, 1180],
  truck: [6500, 2000, 2400],
  caravan: [6600, 2350, 2950],
};

/**
 * The look of a make and model (issue 17 item 1): its own size when known, and a style
 * variant 0..7 fixed by its name (FNV-1a), so every CX-5 looks alike and unlike a RAV4.
 */
export function lookOf(make: string, model: string, body: CarBody, size: readonly [number, number, number] | null, electric: boolean): ModelLook {
  let hash = 0x811c9dc5;
  for (const ch of `${make} ${model}`.toLowerCase()) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const [length, width, height] = (size ?? GENERIC_SIZE[body]).map((mm, i) =>
    Math.min(Math.max(Math.round(mm), [LENGTHS, WIDTHS, HEIGHTS][i]![0]), [LENGTHS, WIDTHS, HEIGHTS][i]![1]),
  ) as [number, number, number];
  return { make: badgeSlug(make), style: hash % 8, length, width, height, electric };
}

function lookSegments(body: CarBody, look: ModelLook): string {
  return `${look.make}/${body}-${look.style}-${look.length}-${look.width}-${look.height}${look.electric ? '-ev' : ''}`;
}

/** The path of a model's photo view (issue 17 item 1). */
export function modelImagePath(body: CarBody, look: ModelLook, colour: PaintColour, view: number): string {
  return `/media/cars/${lookSegments(body, look)}/${colour}/${view}.webp`;
}

export function modelSpinFramePath(body: CarBody, look: ModelLook, colour: PaintColour, frame: number): string {
  return `/media/cars/${lookSegments(body, look)}/${colour}/spin-${frame}.webp`;
}

export function modelInteriorPath(body: CarBody, look: ModelLook, colour: PaintColour): string {
  return `/media/cars/${lookSegments(body, look)}/${colour}/interior.webp`;
}

/** The same path at another width (for a thumbnail). */
export function atWidth(path: string, width: number): string {
  return `${path}?w=${width}`;
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

const GENERIC_PATH = /^\/media\/cars\/([a-z]+)\/([a-z]+)\/(0|[1-9]\d?|spin-(?:0|[1-9]\d?)|interior|hero)\.(svg|webp)$/;
const MODEL_PATH = /^\/media\/cars\/([a-z0-9_-]{1,40})\/([a-z0-9-]{1,40})\/([a-z]+)\/(0|[1-9]\d?|spin-(?:0|[1-9]\d?)|interior|hero)\.webp$/;
const WIDTH_QUERY = /^w=([1-9]\d{1,3})$/;

/**
 * Validates a path of the scheme above (an optional `?w=N` query allowed) and returns what
 * to draw, or null for anything else: unknown body or colour, make or shape off pattern,
 * a size no vehicle has, view or frame out of range, leading zeros, other query keys, an
 * SVG width outside 16..2400 or a WebP width not in PICTURE_WIDTHS.
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
  const model = MODEL_PATH.exec(pathname);
  if (model !== null) {
    const [, make = '', shape = '', colour = '', file = ''] = model;
    const parsed = SHAPE.exec(shape);
    if (!MAKE_SLUG.test(make) || parsed === null) return null;
    const [, body = '', style, length, breadth, height, ev] = parsed;
    const look: ModelLook = { make, style: Number(style), length: Number(length), width: Number(breadth), height: Number(height), electric: ev !== undefined };
    if (!within(look.length, LENGTHS) || !within(look.width, WIDTHS) || !within(look.height, HEIGHTS)) return null;
    return request(body, colour, file, 'webp', width, look);
  }
  const generic = GENERIC_PATH.exec(pathname);
  if (generic === null) return null;
  const [, body = '', colour = '', file = '', extension] = generic;
  return request(body, colour, file, extension === 'webp' ? 'webp' : 'svg', width, undefined);
}

function within(value: number, [min, max]: readonly [number, number]): boolean {
  return value >= min && value <= max;
}

function request(
  body: string,
  colour: string,
  file: string,
  format: 'svg' | 'webp',
  width: number | undefined,
  look: ModelLook | undefined,
): CarImageRequest | null {
  if (!isCarBody(body) || !isPaintColour(colour)) return null;
  if (format === 'webp' && width !== undefined && !(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  let out: CarImageRequest;
  if (file === 'hero') {
    if (format !== 'webp') return null;
    out = { body, colour, view: 0, kind: 'hero', format };
  } else if (file === 'interior') {
    out = { body, colour, view: 0, kind: 'interior', format };
  } else if (file.startsWith('spin-')) {
    const frame = Number(file.slice(5));
    if (frame >= SPIN_FRAME_COUNT) return null;
    out = { body, colour, view: frame, kind: 'spin', format };
  } else {
    const view = Number(file);
    if (view >= PHOTO_VIEW_COUNT) return null;
    out = { body, colour, view, kind: 'photo', format };
  }
  if (width !== undefined) out.width = width;
  if (look !== undefined) out.look = look;
  return out;
}

/** The placeholder panel's path, with or without a width query. */
export function isPlaceholderImagePath(path: string): boolean {
  const queryAt = path.indexOf('?');
  if (queryAt === -1) return path === PLACEHOLDER_IMAGE_PATH;
  return path.slice(0, queryAt) === PLACEHOLDER_IMAGE_PATH && WIDTH_QUERY.test(path.slice(queryAt + 1));
}
