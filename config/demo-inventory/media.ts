/**
 * Media of a demo listing (spec 1 §3 Media, §2 gallery and 360° spin): app-served SVG
 * illustrations (adapters/media/car-image-url.ts), never external URLs. Some cars have
 * only the placeholder (photos_count 0), a few a walkaround video, some a 36-frame spin
 * with an interior view and hotspots.
 */
import {
  type CarBody,
  type PaintColour,
  PHOTO_VIEW_COUNT,
  PLACEHOLDER_IMAGE_PATH,
  SPIN_FRAME_COUNT,
  carImagePath,
  carInteriorPath,
  carSpinFramePath,
  carThumbPath,
} from '../../adapters/media/car-image-url';
import { WALKAROUND_VIDEO_PATH } from '../../adapters/media/media-files';
import type { CarImage, CarStatus, CarType, Hotspot } from '../../domain/vehicle/car';
import type { Rng } from './prng';

export { WALKAROUND_VIDEO_PATH };

export interface MediaInput {
  body: CarBody;
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
 * URL strings repeat across thousands of cars (11 bodies × 14 colours × 24 views): one
 * shared instance each keeps a 100,000-car inventory small in memory.
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
/** One frozen image record per view, shared by every car showing it (treat media as read-only). */
function photo(body: CarBody, colour: PaintColour, view: number): CarImage {
  const key = `${body}:${colour}:${view}`;
  let image = imageCache.get(key);
  if (image === undefined) {
    const thumb = Object.freeze({ url: cached(`t:${key}`, () => carThumbPath(body, colour, view)) });
    image = Object.freeze({ image: Object.freeze({ url: cached(`p:${key}`, () => carImagePath(body, colour, view)), thumb }) });
    imageCache.set(key, image);
  }
  return image;
}

function spinFrames(body: CarBody, colour: PaintColour): string[] {
  const frames: string[] = [];
  for (let i = 0; i < SPIN_FRAME_COUNT; i++) frames.push(cached(`s:${body}:${colour}:${i}`, () => carSpinFramePath(body, colour, i)));
  return frames;
}

export function carMedia(rng: Rng, input: MediaInput): CarMedia {
  const { body, colour, status, carType, id } = input;
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
  // Views come in blocks of 8 angles per backdrop; a car starts at a random backdrop.
  const count = rng.chance(0.15) ? rng.int(2, 4) : rng.int(6, PHOTO_VIEW_COUNT);
  const firstBlock = rng.int(0, 2) * 8;
  const images: CarImage[] = [];
  const thumbnails: string[] = [];
  for (let i = 0; i < count; i++) {
    const view = (firstBlock + i) % PHOTO_VIEW_COUNT;
    const image = photo(body, colour, view);
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
    spin_images: hasSpin ? spinFrames(body, colour) : [],
    spin_code: hasSpin ? `cy-${id.toString(36)}` : null,
    spin_interior_image: interior ? cached(`i:${body}:${colour}`, () => carInteriorPath(body, colour)) : null,
    hotspots: hasSpin && rng.chance(0.6) ? hotspots(rng, input, interior) : [],
  };
}

/**
 * Where a point on the side of the vehicle appears in spin frame `frame`, in percent of the
 * frame, matching car-image-svg's turntable: side length ≈ 75% of the frame at θ=0.
 * u runs 0 (nose) to 1 (tail), v is the height in percent of the frame above the ground line.
 */
export function sidePointInFrame(frame: number, u: number, v: number): { x: number; y: number } | null {
  const theta = (frame * 2 * Math.PI) / SPIN_FRAME_COUNT;
  const c = Math.cos(theta);
  if (Math.abs(c) < 0.4) return null;
  const along = (u - 0.5) * Math.abs(c) * 75 * (c >= 0 ? 1 : -1);
  return { x: Math.round((50 + along) * 10) / 10, y: Math.round((82 - v) * 10) / 10 };
}

const SIDE_HOTSPOTS = [
  { title: 'Alloy Wheels', description: 'Machined alloy wheels with all-season tyres.', u: 0.19, v: 8 },
  { title: 'Side Steps', description: 'Integrated side steps for easy entry.', u: 0.45, v: 6 },
  { title: 'Paint Protection', description: 'Ceramic paint protection applied by our detailing team.', u: 0.55, v: 22 },
  { title: 'Rear Wheel', description: 'Near-new tyres with plenty of tread remaining.', u: 0.8, v: 8 },
] as const;

function hotspots(rng: Rng, input: MediaInput, interior: boolean): Hotspot[] {
  const out: Hotspot[] = [];
  for (const spot of rng.sample(SIDE_HOTSPOTS, rng.int(1, 3))) {
    const positions: Record<number, { x: number; y: number }> = {};
    for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
      const at = sidePointInFrame(frame, spot.u, spot.v);
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
      description: input.equipment.includes('Apple CarPlay') ? 'Apple CarPlay and Android Auto on the central touchscreen.' : 'Central touchscreen with Bluetooth audio streaming.',
      positions: { 0: { x: 64, y: 63 } },
    });
  }
  return out;
}
