/**
 * A vehicle as a solid (issue 17 item 1): a body shape per body type and size, built from
 * the model's own length, width and height in millimetres, as lofted sections (a lower body
 * and a glasshouse), wheels and the parts that sit on its surface (lights, grille, badge,
 * door cuts). car-photo.ts projects it through a camera to draw any angle.
 *
 * Local axes, in mm: x runs from the nose (0) to the tail (length), y up from the ground,
 * z across, the car's left side positive.
 */
import type { CarBody } from './car-image-url';

export type Vec = readonly [number, number, number];

/** What a surface is made of: decides its colour and how it takes the light. */
export type Material = 'paint' | 'glass' | 'trim' | 'tyre' | 'rim' | 'chrome' | 'lamp' | 'tail' | 'panel' | 'dark' | 'plate' | 'cover';

export interface Face {
  points: readonly Vec[];
  material: Material;
  /** Outward normal. */
  normal: Vec;
  /** Drawn only when this normal faces the camera (decals: the normal of the surface under them). */
  cull: boolean;
  /** Paint order group: far wheels 0, body 1, decals on the body 2, near wheels 3, glasshouse 4, glasshouse decals 5. */
  layer: number;
  /** A truck's box: painted before the cab seen from the front, after it seen from behind ('decal': on the box). */
  behindCab?: 'body' | 'decal';
  /** What the face is part of, where a rule depends on it (no grille on an electric car). */
  part?: 'grille';
  /**
   * A lofted quad's surface normals along its two long edges (points 0–3 and 1–2), so it
   * is shaded smoothly across the section rather than flat (the body's curve reads as one).
   */
  edgeNormals?: readonly [Vec, Vec];
  /** A lofted quad's place: which loft, which row of its section, which station along it (neighbours merge into one band when drawn). */
  strip?: { part: number; row: number; station: number };
}

/** Text on the car (the make's name as a badge): a plane origin, its right and up directions, a height in mm. */
export interface Lettering {
  text: string;
  origin: Vec;
  right: Vec;
  up: Vec;
  /** Letter height in mm. */
  size: number;
  /** Surface normal: drawn only when it faces the camera. */
  normal: Vec;
  material: 'chrome' | 'dark';
}

export interface VehicleShape {
  body: CarBody;
  /** Style variant 0..7: grille, lamps, wheels, roof (models of one body type look different). */
  style: number;
  length: number;
  width: number;
  height: number;
  electric: boolean;
  /** The make, as the badge reads ('MAZDA'), or '' for none. */
  badge: string;
}

export interface VehicleModel {
  faces: Face[];
  letters: Lettering[];
  length: number;
  width: number;
  height: number;
  /** Wheel centres and radius, for the close-up view. */
  wheels: { x: number; r: number }[];
  /** Height of the body's floor above the ground, for the boot view. */
  clearance: number;
}

// ---------- vector helpers ----------
export const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export function norm(a: Vec): Vec {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
/** The mean of a polygon's points. */
export function centroid(points: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  return [x / points.length, y / points.length, z / points.length];
}
/** Newell's method: the normal of a planar-ish polygon, by its winding. */
function polygonNormal(points: readonly Vec[]): Vec {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec;
    const b = points[(i + 1) % points.length] as Vec;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([nx, ny, nz]);
}
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** A piecewise-linear function through (x, y) knots, flat beyond the ends. */
function profile(knots: readonly (readonly [number, number])[]): (x: number) => number {
  return (x) => {
    const first = knots[0] as readonly [number, number];
    if (x <= first[0]) return first[1];
    for (let i = 1; i < knots.length; i++) {
      const a = knots[i - 1] as readonly [number, number];
      const b = knots[i] as readonly [number, number];
      if (x <= b[0]) return b[0] === a[0] ? b[1] : lerp(a[1], b[1], (x - a[0]) / (b[0] - a[0]));
    }
    return (knots[knots.length - 1] as readonly [number, number])[1];
  };
}

// ---------- body types ----------
interface BodyPlan {
  clearance: number;
  wheelR: number;
  /** Axle positions as fractions of length. */
  axles: readonly number[];
  noseTop: number;
  belt: number;
  /** Windscreen base and top, roof end, where the glasshouse ends, as fractions of length. */
  aBase: number;
  aTop: number;
  roofEnd: number;
  cabinEnd: number;
  /** Rear deck height (fraction of height) from cabinEnd to the tail, and at the tail. */
  deck: number;
  tail: number;
  /** Pillars between the side windows (fractions of length) and where the side glass ends. */
  pillars: readonly number[];
  glassEnd: number;
  /** The glasshouse's rear end is glass (hatch, wagon, SUV) rather than paint (van doors). */
  rearGlass: boolean;
  /** Dark cladding round the wheel arches and sills (SUVs, utes). */
  cladding: boolean;
  /** Load area behind the cab covered with a tonneau (ute) or a box (truck). */
  tray?: 'tonneau' | 'box';
  /** Roofless: the glasshouse is only a windscreen. */
  open?: boolean;
}

/**
 * issue 17 item 1: models of one body type and size differ in silhouette too, not only in
 * grille, lamps and badge. Each of the eight styles moves the roof's end (a tail that slopes
 * like a coupe's or stands upright), the windscreen's top (raked or upright), the bonnet's
 * height and the waist, as fractions of the car's length and height: [roof end, windscreen
 * top, bonnet, waist].
 */
const SILHOUETTES: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [-0.08, 0.02, 0, -0.01],
  [0, 0.05, -0.05, 0],
  [-0.05, -0.02, 0.02, 0.03],
  [0.03, -0.03, 0.03, 0.03],
  [-0.1, 0.04, -0.03, 0],
  [0.02, 0.02, -0.02, -0.03],
  [-0.04, -0.03, 0, 0.02],
];

function silhouette(p: BodyPlan, body: CarBody, style: number): BodyPlan {
  if (body !== 'suv' && body !== 'hatch' && body !== 'wagon' && body !== 'sedan') return p;
  const [roof, screen, bonnet, waist] = SILHOUETTES[style % SILHOUETTES.length] ?? [0, 0, 0, 0];
  const roofEnd = Math.min(p.roofEnd + roof, p.cabinEnd - 0.01);
  return {
    ...p,
    roofEnd,
    glassEnd: p.glassEnd + (roofEnd - p.roofEnd) * 0.7,
    aTop: Math.min(p.aTop + screen, roofEnd - 0.1),
    noseTop: p.noseTop + bonnet,
    belt: p.belt + waist,
  };
}

function plan(body: CarBody, shape: VehicleShape): BodyPlan {
  return silhouette(basePlan(body, shape), body, shape.style);
}

function basePlan(body: CarBody, shape: VehicleShape): BodyPlan {
  const tall = shape.height > 1640;
  switch (body) {
    case 'hatch':
      return {
        clearance: 130,
        wheelR: 305,
        axles: [0.17, 0.82],
        noseTop: 0.5,
        belt: 0.6,
        aBase: 0.32,
        aTop: 0.53,
        roofEnd: 0.8,
        cabinEnd: 0.975,
        deck: 0.6,
        tail: 0.6,
        pillars: [0.63],
        glassEnd: 0.84,
        rearGlass: true,
        cladding: false,
      };
    case 'sedan':
      return {
        clearance: 135,
        wheelR: 320,
        axles: [0.2, 0.78],
        noseTop: 0.52,
        belt: 0.6,
        aBase: 0.3,
        aTop: 0.45,
        roofEnd: 0.67,
        cabinEnd: 0.82,
        deck: 0.66,
        tail: 0.64,
        pillars: [0.55],
        glassEnd: 0.77,
        rearGlass: false,
        cladding: false,
      };
    case 'coupe':
      return {
        clearance: 115,
        wheelR: 330,
        axles: [0.2, 0.78],
        noseTop: 0.5,
        belt: 0.6,
        aBase: 0.33,
        aTop: 0.5,
        roofEnd: 0.62,
        cabinEnd: 0.86,
        deck: 0.68,
        tail: 0.66,
        pillars: [],
        glassEnd: 0.74,
        rearGlass: false,
        cladding: false,
      };
    case 'convertible':
      return {
        clearance: 115,
        wheelR: 320,
        axles: [0.19, 0.8],
        noseTop: 0.5,
        belt: 0.66,
        aBase: 0.36,
        aTop: 0.46,
        roofEnd: 0.46,
        cabinEnd: 0.465,
        deck: 0.66,
        tail: 0.64,
        pillars: [],
        glassEnd: 0.46,
        rearGlass: false,
        cladding: false,
        open: true,
      };
    case 'wagon':
      return {
        clearance: 150,
        wheelR: 320,
        axles: [0.19, 0.78],
        noseTop: 0.52,
        belt: 0.6,
        aBase: 0.3,
        aTop: 0.45,
        roofEnd: 0.93,
        cabinEnd: 0.99,
        deck: 0.6,
        tail: 0.6,
        pillars: [0.56, 0.8],
        glassEnd: 0.93,
        rearGlass: true,
        cladding: false,
      };
    case 'suv':
      return {
        clearance: tall ? 225 : 190,
        wheelR: tall ? 390 : 350,
        axles: [0.19, 0.79],
        noseTop: tall ? 0.6 : 0.55,
        belt: tall ? 0.6 : 0.58,
        aBase: 0.29,
        aTop: tall ? 0.42 : 0.45,
        roofEnd: tall ? 0.96 : 0.84,
        cabinEnd: tall ? 0.99 : 0.985,
        deck: 0.58,
        tail: 0.58,
        pillars: [0.56, tall ? 0.8 : 0.76],
        glassEnd: tall ? 0.94 : 0.86,
        rearGlass: true,
        cladding: true,
      };
    case 'ute':
      return {
        clearance: 220,
        wheelR: 385,
        axles: [0.18, 0.76],
        noseTop: 0.57,
        belt: 0.58,
        aBase: 0.27,
        aTop: 0.39,
        roofEnd: 0.6,
        cabinEnd: 0.61,
        deck: 0.58,
        tail: 0.58,
        pillars: [0.47],
        glassEnd: 0.59,
        rearGlass: true,
        cladding: true,
        tray: 'tonneau',
      };
    case 'van':
      return {
        clearance: 170,
        wheelR: 340,
        axles: [0.15, 0.8],
        noseTop: 0.42,
        belt: 0.5,
        aBase: 0.1,
        aTop: 0.24,
        roofEnd: 0.99,
        cabinEnd: 0.995,
        deck: 0.5,
        tail: 0.5,
        pillars: [0.33, 0.6],
        glassEnd: shape.height > 2100 ? 0.33 : 0.9,
        rearGlass: false,
        cladding: false,
      };
    case 'truck':
      return {
        clearance: 260,
        wheelR: 400,
        axles: [0.16, 0.74],
        noseTop: 0.45,
        belt: 0.52,
        aBase: 0.02,
        aTop: 0.04,
        roofEnd: 0.26,
        cabinEnd: 0.27,
        deck: 0.52,
        tail: 0.52,
        pillars: [],
        glassEnd: 0.25,
        rearGlass: false,
        cladding: false,
        tray: 'box',
      };
    case 'caravan':
    case 'motorcycle':
      return {
        clearance: 380,
        wheelR: 330,
        axles: [0.62],
        noseTop: 1,
        belt: 1,
        aBase: 0.2,
        aTop: 0.2,
        roofEnd: 1,
        cabinEnd: 1,
        deck: 1,
        tail: 1,
        pillars: [],
        glassEnd: 0,
        rearGlass: false,
        cladding: false,
      };
  }
}

/** One ring of a loft: a closed section at station x, in (z, y), listed anticlockwise seen from the front. */
interface Ring {
  x: number;
  points: (readonly [number, number])[];
}

/**
 * A lofted part: quads between successive rings and a cap at each end. `material` picks
 * each quad's material from its station and row.
 */
let loftCount = 0;
function loft(
  rings: readonly Ring[],
  layer: number,
  material: (x0: number, x1: number, row: number, normal: Vec) => Material,
  caps: readonly [Material | null, Material | null],
): Face[] {
  const faces: Face[] = [];
  const part = (loftCount = (loftCount + 1) % 1_000_000);
  const normals = rings.map(ringNormals);
  for (let i = 0; i + 1 < rings.length; i++) {
    const a = rings[i] as Ring;
    const b = rings[i + 1] as Ring;
    const na = normals[i] as readonly (readonly [number, number])[];
    const nb = normals[i + 1] as readonly (readonly [number, number])[];
    const n = a.points.length;
    for (let k = 0; k < n; k++) {
      const a0 = a.points[k] as readonly [number, number];
      const a1 = a.points[(k + 1) % n] as readonly [number, number];
      const b0 = b.points[k] as readonly [number, number];
      const b1 = b.points[(k + 1) % n] as readonly [number, number];
      const quad: Vec[] = [
        [a.x, a0[1], a0[0]],
        [a.x, a1[1], a1[0]],
        [b.x, b1[1], b1[0]],
        [b.x, b0[1], b0[0]],
      ];
      const area = Math.abs(a0[0] - a1[0]) + Math.abs(a0[1] - a1[1]) + Math.abs(b0[0] - b1[0]) + Math.abs(b0[1] - b1[1]);
      if (area < 0.5) continue;
      const normal = outward(quad, a, b);
      const edge = (j: number): Vec => {
        const [za, ya] = na[j % n] as readonly [number, number];
        const [zb, yb] = nb[j % n] as readonly [number, number];
        return norm([normal[0], (ya + yb) / 2, (za + zb) / 2]);
      };
      faces.push({
        points: quad,
        material: material(a.x, b.x, k, normal),
        normal,
        cull: true,
        layer,
        edgeNormals: [edge(k), edge(k + 1)],
        strip: { part, row: k, station: i },
      });
    }
  }
  const first = rings[0] as Ring;
  const last = rings[rings.length - 1] as Ring;
  if (caps[0] !== null) faces.push(cap(first, [-1, 0, 0], caps[0], layer));
  if (caps[1] !== null) faces.push(cap(last, [1, 0, 0], caps[1], layer));
  return faces;
}

/** Each ring point's outward normal in its section (z, y): across the chord of its neighbours. */
function ringNormals(ring: Ring): (readonly [number, number])[] {
  const n = ring.points.length;
  const midY = ringMidY(ring);
  return ring.points.map((p, k) => {
    const prev = ring.points[(k - 1 + n) % n] as readonly [number, number];
    const next = ring.points[(k + 1) % n] as readonly [number, number];
    let nz = next[1] - prev[1];
    let ny = -(next[0] - prev[0]);
    if (nz * p[0] + ny * (p[1] - midY) < 0) {
      nz = -nz;
      ny = -ny;
    }
    const l = Math.hypot(nz, ny) || 1;
    return [nz / l, ny / l] as const;
  });
}

function cap(ring: Ring, normal: Vec, material: Material, layer: number): Face {
  return { points: ring.points.map(([z, y]) => [ring.x, y, z] as Vec), material, normal, cull: true, layer };
}

function outward(quad: readonly Vec[], a: Ring, b: Ring): Vec {
  const n = polygonNormal(quad);
  const mid = centroid(quad);
  const axisY = (ringMidY(a) + ringMidY(b)) / 2;
  const toFace: Vec = [0, mid[1] - axisY, mid[2]];
  return dot(n, toFace) < 0 ? scale(n, -1) : n;
}

function ringMidY(ring: Ring): number {
  let min = Infinity;
  let max = -Infinity;
  for (const [, y] of ring.points) {
    min = Math.min(min, y);
    max = Math.max(max, y);
  }
  return (min + max) / 2;
}

/** The lower body's section: rounded shoulders, a character line, a tucked sill. */
function lowerRing(x: number, bottom: number, top: number, hw: number): Ring {
  const h = Math.max(top - bottom, 1);
  const half: (readonly [number, number])[] = [
    [hw * 0.9, bottom],
    [hw * 0.99, bottom + h * 0.22],
    [hw, bottom + h * 0.62],
    [hw * 0.96, top - h * 0.1],
    [hw * 0.84, top],
  ];
  return { x, points: [...half.map(([z, y]) => [-z, y] as const), ...half.reverse()] };
}

/** The glasshouse's section: side glass leaning in, a roof rail, the roof. */
function cabinRing(x: number, bottom: number, top: number, hwBottom: number, hwTop: number): Ring {
  const h = Math.max(top - bottom, 0);
  const rail = Math.min(h * 0.16, 70);
  const half: (readonly [number, number])[] = [
    [hwBottom, bottom],
    [hwTop * 1.04, top - rail],
    [hwTop * 0.86, top],
  ];
  return { x, points: [...half.map(([z, y]) => [-z, y] as const), ...half.reverse()] };
}

/** Stations along a span, denser where the shape turns, always including the breakpoints. */
function stations(from: number, to: number, breaks: readonly number[], step: number): number[] {
  const xs = new Set<number>();
  for (let x = from; x < to; x += step) xs.add(Math.round(x));
  xs.add(Math.round(to));
  for (const b of breaks) if (b > from && b < to) xs.add(Math.round(b));
  return [...xs].sort((a, b) => a - b);
}

export function buildVehicle(shape: VehicleShape): VehicleModel {
  if (shape.body === 'caravan') return buildCaravan(shape);
  const L = shape.length;
  const W = shape.width;
  const H = shape.height;
  const p = plan(shape.body, shape);
  const c = p.clearance;
  const belt = p.belt * H;
  const hw0 = W / 2;
  const nose = 0.05 * L;
  const tailRound = 0.04 * L;
  // Plan-view rounding: the body narrows at the nose and tail.
  const halfWidth = (x: number): number => {
    if (x < nose) return hw0 * (1 - 0.14 * (1 - x / nose) ** 2);
    if (x > L - tailRound) return hw0 * (1 - 0.1 * ((x - (L - tailRound)) / tailRound) ** 2);
    return hw0;
  };
  const lowTop = profile([
    [0, p.noseTop * H - 40],
    [nose, p.noseTop * H],
    [p.aBase * L, belt],
    [p.cabinEnd * L, p.tray === undefined ? p.deck * H : belt],
    [L - tailRound, p.tray === undefined ? p.tail * H : belt],
    [L, (p.tray === undefined ? p.tail * H : belt) - 30],
  ]);
  const lowBottom = profile([
    [0, c + 110],
    [nose * 1.6, c],
    [L - tailRound * 1.5, c],
    [L, c + 90],
  ]);
  const roofH = p.open === true ? belt + (H - belt) * 0.55 : H;
  const roof = profile(
    p.rearGlass || shape.body === 'van' || shape.body === 'truck' || shape.body === 'ute'
      ? [
          [p.aBase * L, belt],
          [p.aTop * L, roofH],
          [p.roofEnd * L, roofH - 10],
          [p.cabinEnd * L, roofH - (roofH - belt) * (shape.body === 'van' || shape.body === 'truck' || shape.body === 'ute' ? 0.02 : 0.22)],
        ]
      : [
          [p.aBase * L, belt],
          [p.aTop * L, roofH],
          [p.roofEnd * L, roofH - 15],
          [p.cabinEnd * L, p.deck * H],
        ],
  );

  const breaks = [nose, p.aBase * L, p.aTop * L, p.roofEnd * L, p.cabinEnd * L, L - tailRound, ...p.axles.map((a) => a * L)];
  // A truck's lower body is its cab; the box behind sits on the chassis.
  const lowerEnd = p.tray === 'box' ? (p.cabinEnd + 0.015) * L : L;
  const lowerRings = stations(0, lowerEnd, breaks, L / 26).map((x) => lowerRing(x, lowBottom(x), lowTop(x), halfWidth(x)));
  const cargoFrom = p.cabinEnd * L + 40;
  const faces: Face[] = loft(lowerRings, 1, (x0, x1, _row, n) => (p.tray === 'tonneau' && x0 >= cargoFrom - 1 && n[1] > 0.7 ? 'cover' : 'paint'), [
    'paint',
    'paint',
  ]);

  // The glasshouse, pillars and all.
  const cabinFrom = p.aBase * L;
  const cabinTo = p.cabinEnd * L;
  const pillarHalf = 35;
  const pillarBreaks = [p.aTop * L, p.roofEnd * L, p.glassEnd * L, ...p.pillars.flatMap((q) => [q * L - pillarHalf, q * L + pillarHalf])];
  const cabinRings = stations(cabinFrom, cabinTo, pillarBreaks, L / 30).map((x) => {
    const hw = halfWidth(x);
    return cabinRing(x, lowTop(x) - 2, Math.max(roof(x), lowTop(x) - 2), hw * 0.9, hw * (p.open === true ? 0.86 : 0.74));
  });
  const aTop = p.aTop * L;
  const roofEnd = p.roofEnd * L;
  const darkPillars = shape.style % 2 === 0;
  faces.push(
    ...loft(
      cabinRings,
      4,
      (x0, x1, row, n) => {
        const xm = (x0 + x1) / 2;
        const side = row === 0 || row === 4;
        const rail = row === 1 || row === 3;
        if (p.open === true) return side || rail ? 'paint' : 'glass';
        if (side) {
          if (xm < cabinFrom + (aTop - cabinFrom) * 0.45 || xm > p.glassEnd * L) return 'paint';
          if (p.pillars.some((q) => Math.abs(xm - q * L) < pillarHalf)) return darkPillars ? 'trim' : 'paint';
          return 'glass';
        }
        if (rail) return 'paint';
        // The roof: windscreen in front, rear window behind (sedans, coupes), paint between.
        if (xm < aTop) return 'glass';
        if (xm > roofEnd && !p.rearGlass && shape.body !== 'van' && shape.body !== 'truck' && shape.body !== 'ute') return 'glass';
        return shape.style >= 6 && n[1] > 0.9 ? 'trim' : 'paint';
      },
      [null, p.rearGlass ? 'glass' : 'paint'],
    ),
  );

  const decals = vehicleDecals(shape, p, { L, W, H, belt, halfWidth, lowTop, lowBottom, roof, nose });
  faces.push(...decals.faces);
  return { faces, letters: decals.letters, length: L, width: W, height: H, wheels: p.axles.map((a) => ({ x: a * L, r: p.wheelR })), clearance: c };
}

interface Frame {
  L: number;
  W: number;
  H: number;
  belt: number;
  nose: number;
  halfWidth(x: number): number;
  lowTop(x: number): number;
  lowBottom(x: number): number;
  roof(x: number): number;
}

function decal(points: Vec[], material: Material, normal: Vec, layer = 2): Face {
  return { points, material, normal, cull: true, layer };
}

/** A flat polygon on the nose (s = -1) or tail (s = +1) plane, from (z, y) points. */
function endDecal(x: number, pts: readonly (readonly [number, number])[], material: Material, s: 1 | -1, layer = 2): Face {
  return decal(
    pts.map(([z, y]) => [x + s * 2, y, z] as Vec),
    material,
    [s, 0, 0],
    layer,
  );
}

/** A flat polygon on either side (both mirrored), from (x, y) points at the body's side. */
function sideDecals(f: Frame, pts: readonly (readonly [number, number])[], material: Material, inset = 1, layer = 2): Face[] {
  return ([1, -1] as const).map((s) =>
    decal(
      pts.map(([x, y]) => [x, y, s * (surfaceZ(f, x, y) * inset + 2)] as Vec),
      material,
      [0, 0, s],
      layer,
    ),
  );
}

/** How far out the lower body's side is at (x, y): follows lowerRing's section. */
function surfaceZ(f: Frame, x: number, y: number): number {
  const hw = f.halfWidth(x);
  const bottom = f.lowBottom(x);
  const top = f.lowTop(x);
  const h = Math.max(top - bottom, 1);
  const t = (y - bottom) / h;
  if (t <= 0) return hw * 0.9;
  if (t >= 1) return hw * 0.84;
  if (t < 0.22) return hw * lerp(0.9, 0.99, t / 0.22);
  if (t < 0.62) return hw * lerp(0.99, 1, (t - 0.22) / 0.4);
  if (t < 0.9) return hw * lerp(1, 0.96, (t - 0.62) / 0.28);
  return hw * lerp(0.96, 0.84, (t - 0.9) / 0.1);
}

function circlePts(cx: number, cy: number, r: number, n: number, from = 0, to = Math.PI * 2): (readonly [number, number])[] {
  const out: (readonly [number, number])[] = [];
  for (let i = 0; i <= n; i++) {
    const a = from + ((to - from) * i) / n;
    out.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return out;
}

function vehicleDecals(shape: VehicleShape, p: BodyPlan, f: Frame): { faces: Face[]; letters: Lettering[] } {
  const { L, belt } = f;
  const faces: Face[] = [];
  const letters: Lettering[] = [];
  const style = shape.style;
  const noseX = 0;
  const noseTop = f.lowTop(noseX);
  const noseBottom = f.lowBottom(noseX);
  const nhw = f.halfWidth(noseX) * 0.9;
  const tailX = L;
  const tailTop = f.lowTop(tailX);
  const tailBottom = f.lowBottom(tailX);
  const thw = f.halfWidth(tailX) * 0.92;
  const noseH = noseTop - noseBottom;

  // Wheel arches (dark), cladding round them on SUVs and utes.
  for (const a of p.axles) {
    const x = a * L;
    const r = p.wheelR;
    if (p.cladding) faces.push(...sideDecals(f, archPts(x, r + 85, r, p.clearance), 'trim', 1, 2));
    faces.push(...sideDecals(f, archPts(x, r + 38, r, p.clearance), 'dark', 1, 2));
  }
  if (p.cladding)
    faces.push(
      ...sideDecals(
        f,
        [
          [p.axles[0]! * L + p.wheelR + 60, p.clearance],
          [p.axles[0]! * L + p.wheelR + 60, p.clearance + 70],
          [p.axles[1]! * L - p.wheelR - 60, p.clearance + 70],
          [p.axles[1]! * L - p.wheelR - 60, p.clearance],
        ],
        'trim',
        1,
      ),
    );

  // Door cuts and handles, on cars with side doors.
  if (shape.body !== 'truck') {
    const doorXs = p.pillars.length > 0 ? [p.aBase * L + 40, ...p.pillars.map((q) => q * L)] : [p.aBase * L + 40];
    const lastDoor =
      shape.body === 'van'
        ? p.pillars[0]! * L
        : p.pillars.length > 0
          ? Math.min(p.axles[1]! * L - p.wheelR - 40, (p.pillars[p.pillars.length - 1] ?? 0.8) * L)
          : (p.aTop + 0.22) * L;
    const cuts = [...doorXs, lastDoor];
    for (const x of cuts)
      faces.push(
        ...sideDecals(
          f,
          [
            [x - 4, p.clearance + 60],
            [x + 4, p.clearance + 60],
            [x + 4, belt - 10],
            [x - 4, belt - 10],
          ],
          'dark',
          1,
        ),
      );
    for (const x of cuts.slice(1, 3))
      faces.push(
        ...sideDecals(
          f,
          [
            [x - 190, belt - 90],
            [x - 70, belt - 90],
            [x - 70, belt - 62],
            [x - 190, belt - 62],
          ],
          style % 3 === 0 ? 'chrome' : 'trim',
          1,
        ),
      );
    // Mirrors: a small dark pod at the base of each A-pillar.
    const mx = p.aBase * L + 60;
    for (const s of [1, -1] as const) {
      const z = s * f.halfWidth(mx) * 1.07;
      faces.push(
        decal(
          [
            [mx, belt + 10, z],
            [mx + 40, belt + 110, z],
            [mx + 200, belt + 110, z],
            [mx + 210, belt + 20, z],
          ],
          style % 2 === 0 ? 'trim' : 'paint',
          [0, 0, s],
          5,
        ),
      );
    }
  }

  // Headlamps wrap from the nose onto the sides.
  const lampTop = noseTop - noseH * 0.08;
  const lampH = style % 4 < 2 ? noseH * 0.18 : noseH * 0.3;
  const lampW = nhw * (style % 4 < 2 ? 0.42 : 0.34);
  for (const s of [1, -1] as const) {
    faces.push(
      endDecal(
        noseX,
        [
          [s * nhw, lampTop],
          [s * (nhw - lampW), lampTop - lampH * 0.2],
          [s * (nhw - lampW), lampTop - lampH],
          [s * nhw * 0.98, lampTop - lampH * 0.9],
        ],
        'lamp',
        -1,
      ),
    );
  }
  faces.push(
    ...sideDecals(
      f,
      [
        [f.nose * 0.2, lampTop],
        [f.nose * 1.6, lampTop - lampH * 0.1],
        [f.nose * 1.4, lampTop - lampH * 0.7],
        [f.nose * 0.2, lampTop - lampH * 0.9],
      ],
      'lamp',
      1,
    ),
  );
  if (style % 3 === 1 || shape.electric) {
    // A light bar across the nose.
    faces.push(
      endDecal(
        noseX,
        [
          [-(nhw - lampW), lampTop - lampH * 0.25],
          [nhw - lampW, lampTop - lampH * 0.25],
          [nhw - lampW, lampTop - lampH * 0.35],
          [-(nhw - lampW), lampTop - lampH * 0.35],
        ],
        'lamp',
        -1,
      ),
    );
  }

  // Grille (none on an electric car) and the lower intake.
  const intakeTop = noseBottom + noseH * 0.3;
  faces.push(
    endDecal(
      noseX,
      [
        [-nhw * 0.62, noseBottom + noseH * 0.06],
        [nhw * 0.62, noseBottom + noseH * 0.06],
        [nhw * 0.7, intakeTop],
        [-nhw * 0.7, intakeTop],
      ],
      'trim',
      -1,
    ),
  );
  let badgeY = lampTop - lampH * 0.6;
  if (!shape.electric) {
    const gw = nhw * (style % 4 === 3 ? 0.55 : 0.42);
    const gTop = lampTop - lampH * (style % 2 === 0 ? 0.1 : 0.45);
    const gBottom = intakeTop + noseH * (style % 4 === 3 ? 0.02 : 0.1);
    const grille: Face[] = [
      endDecal(
        noseX,
        [
          [-gw, gTop],
          [gw, gTop],
          [gw * 0.92, gBottom],
          [-gw * 0.92, gBottom],
        ],
        style % 3 === 0 ? 'chrome' : 'paint',
        -1,
      ),
      endDecal(
        noseX,
        [
          [-gw * 0.94, gTop - 12],
          [gw * 0.94, gTop - 12],
          [gw * 0.87, gBottom + 12],
          [-gw * 0.87, gBottom + 12],
        ],
        'dark',
        -1,
        2,
      ),
    ];
    for (let i = 1; i < 4; i++) {
      const y = lerp(gTop - 12, gBottom + 12, i / 4);
      grille.push(
        endDecal(
          noseX,
          [
            [-gw * 0.9, y + 5],
            [gw * 0.9, y + 5],
            [gw * 0.9, y - 5],
            [-gw * 0.9, y - 5],
          ],
          'trim',
          -1,
          2,
        ),
      );
    }
    faces.push(...grille.map((face): Face => ({ ...face, part: 'grille' })));
    badgeY = (gTop + gBottom) / 2;
  }
  // Number plate: a dealer's blank plate front and rear.
  faces.push(
    endDecal(
      noseX,
      [
        [-260, noseBottom + noseH * 0.1],
        [260, noseBottom + noseH * 0.1],
        [260, noseBottom + noseH * 0.1 + 110],
        [-260, noseBottom + noseH * 0.1 + 110],
      ],
      'plate',
      -1,
    ),
  );
  if (shape.badge !== '') {
    const size = Math.min(70, (nhw * 1.1) / Math.max(shape.badge.length, 3));
    letters.push({
      text: shape.badge,
      origin: [noseX - 3, badgeY - size / 2, 0],
      right: [0, 0, 1],
      up: [0, 1, 0],
      size,
      normal: [-1, 0, 0],
      material: 'chrome',
    });
  }

  // The tail: lamps, plate, the make's name across the tailgate or boot.
  const tailFrom = faces.length;
  const tailLampTop = tailTop - (tailTop - tailBottom) * 0.08;
  const tailLampH = (tailTop - tailBottom) * (style % 2 === 0 ? 0.22 : 0.3);
  for (const s of [1, -1] as const) {
    faces.push(
      endDecal(
        tailX,
        [
          [s * thw, tailLampTop],
          [s * thw * (style % 2 === 0 ? 0.62 : 0.72), tailLampTop],
          [s * thw * 0.7, tailLampTop - tailLampH],
          [s * thw, tailLampTop - tailLampH],
        ],
        'tail',
        1,
      ),
    );
  }
  if (style % 3 === 2)
    faces.push(
      endDecal(
        tailX,
        [
          [-thw * 0.7, tailLampTop - 20],
          [thw * 0.7, tailLampTop - 20],
          [thw * 0.7, tailLampTop - 50],
          [-thw * 0.7, tailLampTop - 50],
        ],
        'tail',
        1,
      ),
    );
  if (p.tray !== 'box')
    faces.push(
      ...sideDecals(
        f,
        [
          [L - 4, tailLampTop],
          [L - 150, tailLampTop],
          [L - 130, tailLampTop - tailLampH],
          [L - 4, tailLampTop - tailLampH],
        ],
        'tail',
        1,
      ),
    );
  const plateY = tailBottom + (tailTop - tailBottom) * 0.28;
  faces.push(
    endDecal(
      tailX,
      [
        [-250, plateY],
        [250, plateY],
        [250, plateY + 110],
        [-250, plateY + 110],
      ],
      'plate',
      1,
    ),
  );
  faces.push(
    endDecal(
      tailX,
      [
        [-thw * 0.95, tailBottom],
        [thw * 0.95, tailBottom],
        [thw * 0.95, tailBottom + 70],
        [-thw * 0.95, tailBottom + 70],
      ],
      p.cladding ? 'trim' : 'dark',
      1,
    ),
  );
  if (shape.badge !== '') {
    const size = Math.min(60, (thw * 0.9) / Math.max(shape.badge.length, 3));
    letters.push({ text: shape.badge, origin: [tailX + 3, plateY + 150, 0], right: [0, 0, -1], up: [0, 1, 0], size, normal: [1, 0, 0], material: 'chrome' });
  }
  if (p.tray === 'box') {
    // On a truck the tail is the box's rear doors.
    for (let i = tailFrom; i < faces.length; i++) faces[i] = { ...(faces[i] as Face), behindCab: 'decal' };
    faces.push(...truckBox(p, f));
  }
  if (p.tray === 'tonneau') {
    // The tub's tailgate line.
    faces.push(
      endDecal(
        tailX,
        [
          [-thw * 0.95, belt - 20],
          [thw * 0.95, belt - 20],
          [thw * 0.95, belt - 30],
          [-thw * 0.95, belt - 30],
        ],
        'dark',
        1,
      ),
    );
  }
  // Wheels last, so the near ones sit over their arches.
  for (const a of p.axles) faces.push(...wheel(a * L, p.wheelR, f.halfWidth(a * L), style));
  if (shape.body === 'truck') faces.push(...wheel(p.axles[1]! * L + p.wheelR * 2.15, p.wheelR, f.halfWidth(L / 2), style));
  return { faces, letters };
}

function archPts(x: number, r: number, centreY: number, bottom: number): (readonly [number, number])[] {
  const cut = Math.asin(Math.max(-1, Math.min(1, (bottom - centreY) / r)));
  return [[x + r * Math.cos(cut), bottom], ...circlePts(x, centreY, r, 18, cut, Math.PI - cut), [x - r * Math.cos(cut), bottom]];
}

/** A tyre and rim at (x, r) on each side: far wheels paint first, near wheels over the arch. */
function wheel(x: number, r: number, hw: number, style: number): Face[] {
  const faces: Face[] = [];
  const tyreW = 230;
  for (const s of [1, -1] as const) {
    const zOut = s * (hw - 10);
    const zIn = s * (hw - 10 - tyreW);
    const ring = circlePts(x, r, r, 28).slice(0, 28);
    const layer = 3;
    // Tread.
    for (let i = 0; i < ring.length; i++) {
      const [x0, y0] = ring[i]!;
      const [x1, y1] = ring[(i + 1) % ring.length]!;
      const mx = (x0 + x1) / 2 - x;
      const my = (y0 + y1) / 2 - r;
      faces.push({
        points: [
          [x0, y0, zOut],
          [x1, y1, zOut],
          [x1, y1, zIn],
          [x0, y0, zIn],
        ],
        material: 'tyre',
        normal: norm([mx, my, 0]),
        cull: true,
        layer,
      });
    }
    faces.push(
      decal(
        ring.map(([px, py]) => [px, py, zOut] as Vec),
        'tyre',
        [0, 0, s],
        layer,
      ),
    );
    const rim = circlePts(x, r, r * 0.7, 28)
      .slice(0, 28)
      .map(([px, py]) => [px, py, zOut + s * 3] as Vec);
    faces.push(decal(rim, 'rim', [0, 0, s], layer));
    const spokes = [5, 6, 10][style % 3]!;
    for (let i = 0; i < spokes; i++) {
      const a0 = (i * 2 * Math.PI) / spokes + 0.22 * (10 / spokes) * 0.5;
      const a1 = ((i + 1) * 2 * Math.PI) / spokes - 0.22 * (10 / spokes) * 0.5;
      const inner = circlePts(x, r, r * 0.22, 3, a1, a0);
      const outer = circlePts(x, r, r * 0.6, 5, a0, a1);
      faces.push(
        decal(
          [...outer, ...inner].map(([px, py]) => [px, py, zOut + s * 4] as Vec),
          'dark',
          [0, 0, s],
          layer,
        ),
      );
    }
    faces.push(
      decal(
        circlePts(x, r, r * 0.12, 12)
          .slice(0, 12)
          .map(([px, py]) => [px, py, zOut + s * 6] as Vec),
        'chrome',
        [0, 0, s],
        layer,
      ),
    );
  }
  return faces;
}

/** A truck's body: a box behind the cab on a dark chassis. */
function truckBox(p: BodyPlan, f: Frame): Face[] {
  const x0 = (p.cabinEnd + 0.02) * f.L;
  const x1 = f.L;
  const bottom = p.clearance + 380;
  const top = f.H * 1.04;
  const hw = f.W / 2 + 30;
  const box = (a: number, b: number, y0: number, y1: number, z: number, material: Material, layer: number): Face[] => {
    const v = (x: number, y: number, zz: number): Vec => [x, y, zz];
    const quads: [Vec[], Vec][] = [
      [
        [v(a, y0, z), v(b, y0, z), v(b, y1, z), v(a, y1, z)],
        [0, 0, 1],
      ],
      [
        [v(a, y0, -z), v(a, y1, -z), v(b, y1, -z), v(b, y0, -z)],
        [0, 0, -1],
      ],
      [
        [v(a, y1, z), v(b, y1, z), v(b, y1, -z), v(a, y1, -z)],
        [0, 1, 0],
      ],
      [
        [v(a, y0, z), v(a, y1, z), v(a, y1, -z), v(a, y0, -z)],
        [-1, 0, 0],
      ],
      [
        [v(b, y0, z), v(b, y0, -z), v(b, y1, -z), v(b, y1, z)],
        [1, 0, 0],
      ],
    ];
    return quads.map(([points, normal]): Face => ({ points, material, normal, cull: true, layer, behindCab: 'body' }));
  };
  const faces = [...box(f.L * 0.05, x1, p.clearance + 120, bottom, hw * 0.45, 'dark', 1), ...box(x0, x1, bottom, top, hw, 'panel', 1)];
  // A band of the truck's colour along the box, and the rear doors' line.
  const onBox = (points: Vec[], material: Material, normal: Vec): Face => ({ ...decal(points, material, normal), behindCab: 'decal' });
  for (const s of [1, -1] as const)
    faces.push(
      onBox(
        [
          [x0 + 10, top - 260, s * (hw + 2)],
          [x1 - 10, top - 260, s * (hw + 2)],
          [x1 - 10, top - 120, s * (hw + 2)],
          [x0 + 10, top - 120, s * (hw + 2)],
        ],
        'paint',
        [0, 0, s],
      ),
    );
  faces.push(
    onBox(
      [
        [x1 + 2, bottom + 20, 6],
        [x1 + 2, top - 20, 6],
        [x1 + 2, top - 20, -6],
        [x1 + 2, bottom + 20, -6],
      ],
      'dark',
      [1, 0, 0],
    ),
  );
  return faces;
}

/** How many axles a caravan of this length (mm) is drawn on: two above 5.6 m, the length where vans go tandem. */
export function caravanAxleCount(lengthMm: number): 1 | 2 {
  return lengthMm > 5600 ? 2 : 1;
}

/** A caravan: a tall rounded box on one or two axles, an A-frame and jockey wheel in front. */
function buildCaravan(shape: VehicleShape): VehicleModel {
  const L = shape.length;
  const H = shape.height;
  const W = shape.width;
  const start = 0.17 * L;
  const bottom = 380;
  const hw = W / 2;
  const top = profile([
    [start, H - 320],
    [start + 280, H - 40],
    [start + 520, H],
    [L, H],
  ]);
  const bot = profile([
    [start, bottom + 60],
    [start + 200, bottom],
    [L, bottom],
  ]);
  const rings = stations(start, L, [start + 280, start + 520], L / 20).map((x) => lowerRing(x, bot(x), top(x), hw * (x < start + 120 ? 0.95 : 1)));
  const faces = loft(rings, 1, () => 'panel', ['panel', 'panel']);
  const f: Frame = { L, W, H, belt: H * 0.5, nose: start, halfWidth: (x) => (x < start ? 200 : hw), lowTop: top, lowBottom: bot, roof: top };
  // A band of the van's colour, windows, the door.
  faces.push(
    ...sideDecals(
      f,
      [
        [start + 120, bottom + 360],
        [L - 20, bottom + 360],
        [L - 20, bottom + 520],
        [start + 120, bottom + 560],
      ],
      'paint',
      1,
    ),
  );
  faces.push(
    ...sideDecals(
      f,
      [
        [start + 300, H * 0.58],
        [start + 900, H * 0.58],
        [start + 900, H * 0.8],
        [start + 300, H * 0.8],
      ],
      'glass',
      1,
    ),
  );
  faces.push(
    ...sideDecals(
      f,
      [
        [L - 1400, H * 0.58],
        [L - 700, H * 0.58],
        [L - 700, H * 0.8],
        [L - 1400, H * 0.8],
      ],
      'glass',
      1,
    ),
  );
  faces.push(
    ...sideDecals(
      f,
      [
        [L * 0.45, bottom + 120],
        [L * 0.45 + 620, bottom + 120],
        [L * 0.45 + 620, H - 180],
        [L * 0.45, H - 180],
      ],
      'plate',
      1.002,
    ),
  );
  faces.push(
    ...sideDecals(
      f,
      [
        [L * 0.45 + 100, H * 0.6],
        [L * 0.45 + 520, H * 0.6],
        [L * 0.45 + 520, H * 0.8],
        [L * 0.45 + 100, H * 0.8],
      ],
      'glass',
      1.004,
      2,
    ),
  );
  faces.push(
    endDecal(
      start,
      [
        [-hw * 0.7, H * 0.55],
        [hw * 0.7, H * 0.55],
        [hw * 0.7, H * 0.72],
        [-hw * 0.7, H * 0.72],
      ],
      'glass',
      -1,
    ),
  );
  faces.push(
    endDecal(
      L,
      [
        [-hw * 0.95, bottom + 120],
        [-hw * 0.75, bottom + 120],
        [-hw * 0.75, bottom + 300],
        [-hw * 0.95, bottom + 300],
      ],
      'tail',
      1,
    ),
  );
  faces.push(
    endDecal(
      L,
      [
        [hw * 0.95, bottom + 120],
        [hw * 0.75, bottom + 120],
        [hw * 0.75, bottom + 300],
        [hw * 0.95, bottom + 300],
      ],
      'tail',
      1,
    ),
  );
  faces.push(
    endDecal(
      L,
      [
        [-250, bottom + 130],
        [250, bottom + 130],
        [250, bottom + 240],
        [-250, bottom + 240],
      ],
      'plate',
      1,
    ),
  );
  faces.push(
    endDecal(
      L,
      [
        [-hw * 0.5, H * 0.45],
        [hw * 0.5, H * 0.45],
        [hw * 0.5, H * 0.6],
        [-hw * 0.5, H * 0.6],
      ],
      'glass',
      1,
    ),
  );
  // Drawbar: two rails meeting at the hitch, a gas-bottle box, the jockey wheel.
  const rail = (z0: number): Face => ({
    points: [
      [0, 430, 0],
      [start, bottom + 40, z0],
      [start, bottom + 90, z0],
      [0, 470, 0],
    ],
    material: 'dark',
    normal: [0, 0, Math.sign(z0)],
    cull: false,
    layer: 0,
  });
  faces.push(rail(hw * 0.5), rail(-hw * 0.5));
  faces.push({
    points: [
      [start - 420, bottom + 90, 260],
      [start - 60, bottom + 90, 260],
      [start - 60, bottom + 420, 260],
      [start - 420, bottom + 420, 260],
    ],
    material: 'panel',
    normal: [0, 0, 1],
    cull: false,
    layer: 1,
  });
  faces.push({
    points: [
      [start - 420, bottom + 420, 260],
      [start - 60, bottom + 420, 260],
      [start - 60, bottom + 420, -260],
      [start - 420, bottom + 420, -260],
    ],
    material: 'panel',
    normal: [0, 1, 0],
    cull: false,
    layer: 1,
  });
  faces.push({
    points: [
      [300, 30, 0],
      [330, 30, 0],
      [330, 440, 0],
      [300, 440, 0],
    ],
    material: 'dark',
    normal: [0, 0, 1],
    cull: false,
    layer: 1,
  });
  const axles = caravanAxleCount(shape.length) === 2 ? [0.6, 0.7] : [0.64];
  for (const a of axles) {
    faces.push(...sideDecals(f, archPts(a * L, 340, 300, bottom), 'dark', 1));
    faces.push(...wheel(a * L, 300, hw - 20, shape.style));
  }
  const letters: Lettering[] =
    shape.badge === ''
      ? []
      : [{ text: shape.badge, origin: [L + 3, H * 0.35, 0], right: [0, 0, -1], up: [0, 1, 0], size: 70, normal: [1, 0, 0], material: 'dark' }];
  return { faces, letters, length: L, width: W, height: H, wheels: axles.map((a) => ({ x: a * L, r: 300 })), clearance: bottom };
}
