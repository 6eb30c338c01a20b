import { AUSTRALIA_FRAME } from './australia-outline';

/** A point in the outline's viewBox (ui/features/locations/australia-outline.ts). */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const KX = Math.cos((AUSTRALIA_FRAME.standardParallel * Math.PI) / 180);
const SCALE = AUSTRALIA_FRAME.width / ((AUSTRALIA_FRAME.east - AUSTRALIA_FRAME.west) * KX);

/** The outline's projection (scripts/generate-australia-outline.mjs): equirectangular, standard parallel 25°S. */
export function project(lat: number, long: number): MapPoint {
  return { x: (long - AUSTRALIA_FRAME.west) * KX * SCALE, y: (AUSTRALIA_FRAME.north - lat) * SCALE };
}

/** The whole outline. */
export const AUSTRALIA_VIEW: ViewBox = { x: 0, y: 0, width: AUSTRALIA_FRAME.width, height: AUSTRALIA_FRAME.height };

/**
 * The part of the map that shows every point with a margin, at the outline's aspect ratio
 * (choice: the map frames the dealer's region rather than the whole continent, so pins a few
 * kilometres apart do not sit on one another; never closer than about 400 km across, so the
 * coastline still tells a shopper where they are).
 */
export function viewAround(points: readonly MapPoint[], options: { minWidth?: number; aspect?: number } = {}): ViewBox {
  if (points.length === 0) return AUSTRALIA_VIEW;
  const minWidth = options.minWidth ?? 110;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // The frame follows the spread of the points (a coast's dealers make a tall map, a state's
  // capitals a wide one), between square and 8:5, so pins far apart on the ground stay apart on screen.
  const spread = maxY - minY > 1 ? (maxX - minX) / (maxY - minY) : AUSTRALIA_FRAME.width / AUSTRALIA_FRAME.height;
  const aspect = options.aspect ?? Math.min(1.6, Math.max(1, spread));
  let width = Math.max(minWidth, (maxX - minX) * 1.35);
  let height = Math.max((maxY - minY) * 1.35, width / aspect);
  width = Math.max(width, height * aspect);
  height = width / aspect;
  if (width >= AUSTRALIA_VIEW.width) return AUSTRALIA_VIEW;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const clamp = (value: number, size: number, total: number) => Math.min(Math.max(value, 0), Math.max(0, total - size));
  // A pin is drawn above its point: the northernmost one needs room over it.
  const top = Math.min(cy - height / 2, minY - height * 0.14);
  return {
    x: clamp(cx - width / 2, width, AUSTRALIA_VIEW.width),
    y: clamp(top, height, AUSTRALIA_VIEW.height),
    width,
    height,
  };
}

/** A group of pins drawn as one where they would overlap. */
export interface PinCluster<T> {
  readonly point: MapPoint;
  readonly items: readonly T[];
}

/**
 * Markers that would overlap join one group (greedy, in the given order, so the first listed
 * location anchors its group, and the group's marker stands on that location). `near` says
 * whether two points' markers would overlap. Choice: a group is drawn as one numbered marker
 * listing its locations, rather than pins hidden under one another.
 */
export function clusterPins<T>(items: readonly T[], pointOf: (item: T) => MapPoint, near: (a: MapPoint, b: MapPoint) => boolean): PinCluster<T>[] {
  const clusters: { point: MapPoint; items: T[] }[] = [];
  for (const item of items) {
    const point = pointOf(item);
    const group = clusters.find((c) => near(c.point, point));
    if (group) group.items.push(item);
    else clusters.push({ point, items: [item] });
  }
  return clusters;
}

/**
 * Whether two pin-shaped markers (`width` × `height` px, standing on their point) would
 * overlap, the points given in a view `unitsPerPx` viewBox units per screen pixel.
 */
export const pinsOverlap =
  (width: number, height: number, unitsPerPx: number) =>
  (a: MapPoint, b: MapPoint): boolean =>
    Math.abs(a.x - b.x) / unitsPerPx < width && Math.abs(a.y - b.y) / unitsPerPx < height;
