/**
 * Media of a demo listing (spec 1 §3 Media, §2 gallery and 360° spin): app-rendered
 * pictures of the car's own model, size and colour (adapters/media/car-image-url.ts; issue
 * 17 item 1), never external URLs. Some cars have only the placeholder (photos_count 0), a
 * few a walkaround video, some a 36-frame spin with an interior view and hotspots.
 */
import {
  type CarBody,
  type ModelLook,
  type PaintColour,
  PHOTO_VIEW_COUNT,
  PLACEHOLDER_IMAGE_PATH,
  SPIN_FRAME_COUNT,
  THUMB_WIDTH,
  atWidth,
  modelImagePath,
  modelInteriorPath,
  modelSpinFramePath,
} from '../../adapters/media/car-image-url';
import { spinSidePoint } from '../../adapters/media/car-image-svg';
import { WALKAROUND_VIDEO_PATH } from '../../adapters/media/media-files';
import type { CarImage, CarStatus, CarType, Hotspot } from '../../domain/vehicle/car';
import type { Rng } from './prng';

export { WALKAROUND_VIDEO_PATH };

export interface MediaInput {
  body: CarBody;
  /** The model's size, style and badge. */
  look: ModelLook;
  colour: PaintColour;
  status: CarStatus;
  carType: CarType;
  id: number;
  equipment: readonly string[];
}

export interface CarMedia {
  images: CarImage[];
  thumbnails: string[];
  primary_image_url: string;
  photos_count: number;
  video_url: string | null;
  external_video_url: string | null;
  spin_images: string[];
  spin_code: string | null;
  spin_interior_image: string | null;
  hotspots: Hotspot[];
}

/**
 * URL strings repeat across thousands of cars (one per model, colour and view): one shared
 * instance each keeps a 100,000-car inventory small in memory.
 */
const urlCache = new Map<string, string>();
function cached(key: string, make: () => string): string {
  let url = urlCache.get(key);
  if (url === undefined) {
    url = make();
    urlCache.set(key, url);
  }
  return url;
}

const imageCache = new Map<string, CarImage>();
function lookKey(body: CarBody, look: ModelLook, colour: PaintColour): string {
  return `${look.make}:${body}:${look.style}:${look.length}:${look.width}:${look.height}:${look.electric}:${colour}`;
}

/** One frozen image record per view, shared by every car showing it (treat media as read-only). */
function photo(body: CarBody, look: ModelLook, colour: PaintColour, view: number): CarImage {
  const key = `${lookKey(body, look, colour)}:${view}`;
  let image = imageCache.get(key);
  if (image === undefined) {
    const url = cached(`p:${key}`, () => modelImagePath(body, look, colour, view));
    const thumb = Object.freeze({ url: cached(`t:${key}`, () => atWidth(url, THUMB_WIDTH)) });
    image = Object.freeze({ image: Object.freeze({ url, thumb }) });
    imageCache.set(key, image);
  }
  return image;
}

function spinFrames(body: CarBody, look: ModelLook, colour: PaintColour): string[] {
  const frames: string[] = [];
  const key = lookKey(body, look, colour);
  for (let i = 0; i < SPIN_FRAME_COUNT; i++) frames.push(cached(`s:${key}:${i}`, () => modelSpinFramePath(body, look, colour, i)));
  return frames;
}

/**
 * Which views a gallery of n photos shows, in gallery order: the three-quarters and side
 * first, then the dashboard, seats and load space, then the rest (issue 17 item 1).
 */
const VIEW_PRIORITY = [0, 2, 1, 6, 7, 8, 3, 9, 4, 5] as const;
export function galleryViews(count: number): number[] {
  return VIEW_PRIORITY.slice(0, Math.min(count, PHOTO_VIEW_COUNT)).toSorted((a, b) => a - b);
}

export function carMedia(rng: Rng, input: MediaInput): CarMedia {
  const { body, look, colour, status, carType, id } = input;
  // spec 1 §2: a car whose only image is the placeholder shows the request-photos panel.
  const placeholderShare = status === 'coming_soon' ? 0.5 : carType === 'new' ? 0.1 : 0.05;
  if (rng.chance(placeholderShare)) {
    return {
      images: [{ image: { url: PLACEHOLDER_IMAGE_PATH, thumb: { url: PLACEHOLDER_IMAGE_PATH } } }],
      thumbnails: [PLACEHOLDER_IMAGE_PATH],
      primary_image_url: PLACEHOLDER_IMAGE_PATH,
      photos_count: 0,
      video_url: null,
      external_video_url: null,
      spin_images: [],
      spin_code: null,
      spin_interior_image: null,
      hotspots: [],
    };
  }
  const count = rng.chance(0.15) ? rng.int(2, 4) : rng.int(6, PHOTO_VIEW_COUNT);
  const images: CarImage[] = [];
  const thumbnails: string[] = [];
  for (const view of galleryViews(count)) {
    const image = photo(body, look, colour, view);
    images.push(image);
    thumbnails.push(image.image.thumb.url);
  }
  const hasSpin = rng.chance(0.1);
  const interior = hasSpin && body !== 'motorcycle' && rng.chance(0.8);
  return {
    images,
    thumbnails,
    primary_image_url: images[0]?.image.url ?? PLACEHOLDER_IMAGE_PATH,
    photos_count: count,
    video_url: rng.chance(0.04) ? WALKAROUND_VIDEO_PATH : null,
    external_video_url: null,
    spin_images: hasSpin ? spinFrames(body, look, colour) : [],
    spin_code: hasSpin ? `cy-${id.toString(36)}` : null,
    spin_interior_image: interior ? cached(`i:${lookKey(body, look, colour)}`, () => modelInteriorPath(body, look, colour)) : null,
    hotspots: hasSpin && rng.chance(0.6) ? hotspots(rng, input, interior) : [],
  };
}

/**
 * Where a point on the side of a motorcycle (a flat drawing, side-on or end-on) appears in
 * spin frame `frame`, in percent of the frame: side length ≈ 75% of the frame at θ=0.
 * u runs 0 (nose) to 1 (tail), v is the height in percent of the frame above the ground line.
 */
export function sidePointInFrame(frame: number, u: number, v: number): { x: number; y: number } | null {
  const theta = (frame * 2 * Math.PI) / SPIN_FRAME_COUNT;
  const c = Math.cos(theta);
  if (Math.abs(c) < 0.4) return null;
  const along = (u - 0.5) * Math.abs(c) * 75 * (c >= 0 ? 1 : -1);
  return { x: Math.round((50 + along) * 10) / 10, y: Math.round((82 - v) * 10) / 10 };
}

/** u: along the side, 0 nose to 1 tail; v: height in percent of a motorcycle's frame; h: height as a share of a vehicle's height. */
const SIDE_HOTSPOTS = [
  { title: 'Alloy Wheels', description: 'Machined alloy wheels with all-season tyres.', u: 0.19, v: 8, h: 0.2 },
  { title: 'Side Steps', description: 'Integrated side steps for easy entry.', u: 0.45, v: 6, h: 0.14 },
  { title: 'Paint Protection', description: 'Ceramic paint protection applied by our detailing team.', u: 0.55, v: 22, h: 0.42 },
  { title: 'Rear Wheel', description: 'Near-new tyres with plenty of tread remaining.', u: 0.8, v: 8, h: 0.2 },
] as const;

function hotspots(rng: Rng, input: MediaInput, interior: boolean): Hotspot[] {
  const out: Hotspot[] = [];
  for (const spot of rng.sample(SIDE_HOTSPOTS, rng.int(1, 3))) {
    const positions: Record<number, { x: number; y: number }> = {};
    for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
      const at =
        input.body === 'motorcycle'
          ? sidePointInFrame(frame, spot.u, spot.v)
          : spinSidePoint(input.body, input.look, frame, spot.u, spot.h * input.look.height);
      if (at !== null) positions[frame] = at;
    }
    out.push({ id: `${input.id}-ext-${out.length + 1}`, kind: 'exterior', title: spot.title, description: spot.description, positions });
  }
  if (interior) {
    const screen = input.equipment.includes('Satellite Navigation') ? 'Touchscreen with satellite navigation' : 'Touchscreen';
    out.push({
      id: `${input.id}-int-1`,
      kind: 'interior',
      title: screen,
      description: input.equipment.includes('Apple CarPlay')
        ? 'Apple CarPlay and Android Auto on the central touchscreen.'
        : 'Central touchscreen with Bluetooth audio streaming.',
      positions: { 0: { x: 64, y: 63 } },
    });
  }
  return out;
}
