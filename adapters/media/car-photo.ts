/**
 * Draws a vehicle model (car-model.ts) as a photograph would show it (issue 17 item 1): a
 * perspective camera on a studio floor, faces lit by a key light and the sky, back faces
 * culled, nearer surfaces painted over farther ones, a soft shadow grounding the car.
 * The output is SVG markup in an 800 × 500 frame; media-files.ts rasterises it.
 */
import { type Face, type Lettering, type Material, type Vec, type VehicleModel, add, centroid, cross, dot, norm, scale, sub } from './car-model';

export const PHOTO_W = 800;
export const PHOTO_H = 500;

export interface CameraView {
  /** Degrees round the car: 0 looks at its left side (nose to the left), -90 at its nose, 90 at its tail. */
  azimuth: number;
  /** Degrees above the horizon. */
  elevation: number;
  /** Close-up: the point to look at and the radius (mm) to fill the frame with. */
  focus?: { at: Vec; radius: number };
  /** Keep the car the same size whatever the angle (360° spin frames). */
  fixedScale?: boolean;
  /** Share of the frame's width (and height) the car may fill; default 0.72 (0.64), so a 4:3 crop keeps it whole. */
  fill?: readonly [number, number];
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const MATERIAL_BASE: Record<Exclude<Material, 'paint'>, string> = {
  glass: '#1a232d',
  trim: '#24272b',
  tyre: '#1b1c1e',
  rim: '#b9bec4',
  chrome: '#d9dde2',
  lamp: '#e9eff5',
  tail: '#a8141c',
  panel: '#eef0f2',
  dark: '#101214',
  plate: '#f7f7f4',
  cover: '#1e2023',
};

const KEY_LIGHT: Vec = norm([-0.35, 0.85, 0.45]);
const SKY: Rgb = [214, 224, 235];

/** The colour a surface shows: its base lit by the key light, reflecting the sky, with a highlight. */
function shade(material: Material, paint: Rgb, n: Vec, toEye: Vec): string {
  const base = material === 'paint' ? paint : rgb(MATERIAL_BASE[material]);
  if (material === 'dark' || material === 'plate') return hex(base);
  const diffuse = Math.max(0, dot(n, KEY_LIGHT));
  const half = norm(add(KEY_LIGHT, toEye));
  const glossy = material === 'paint' || material === 'glass' || material === 'chrome' || material === 'lamp' || material === 'tail';
  const spec = glossy ? Math.max(0, dot(n, half)) ** 28 * (material === 'glass' ? 0.45 : 0.38) : 0;
  const skyShare =
    material === 'glass'
      ? 0.12 + 0.4 * Math.max(0, n[1])
      : material === 'tyre' || material === 'trim' || material === 'cover'
        ? 0.06 * Math.max(0, n[1])
        : 0.2 * Math.max(0, n[1]);
  const light = (0.52 + 0.6 * diffuse) * (n[1] < 0 ? 1 + 0.45 * n[1] : 1);
  const out: Rgb = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    const lit = (base[i] as number) * light;
    out[i] = lit * (1 - skyShare) + (SKY[i] as number) * skyShare + 255 * spec;
  }
  return hex(out);
}

interface Projector {
  eye: Vec;
  project(p: Vec): [number, number];
  /** Distance along the view direction. */
  depthOf(p: Vec): number;
}

function camera(model: VehicleModel, view: CameraView): Projector {
  const az = (view.azimuth * Math.PI) / 180;
  const el = (view.elevation * Math.PI) / 180;
  const target: Vec = view.focus?.at ?? [model.length / 2, model.height * 0.42, 0];
  const distance = view.focus ? view.focus.radius * 6 : Math.max(model.length, 3000) * 3.2;
  const eye: Vec = add(target, scale([Math.cos(el) * Math.sin(az), Math.sin(el), Math.cos(el) * Math.cos(az)], distance));
  const forward = norm(sub(target, eye));
  const right = norm(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const focal = 1000;
  return {
    eye,
    project(p) {
      const d = sub(p, eye);
      const depth = dot(d, forward);
      return [(focal * dot(d, right)) / depth, (-focal * dot(d, up)) / depth];
    },
    depthOf(p) {
      return dot(sub(p, eye), forward);
    },
  };
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

interface Placed {
  face: Face;
  pts: [number, number][];
  depth: number;
  layer: number;
  /** A band: the outline of neighbouring quads of one row merged; the face is its middle quad. */
  band?: [number, number][];
}

/**
 * Neighbouring visible quads of one loft row, of one material and facing nearly the same
 * way, drawn as one band: one shape instead of dozens, with no seams between them.
 */
function bands(placed: Placed[]): Placed[] {
  const out: Placed[] = [];
  const rows = new Map<string, Placed[]>();
  for (const p of placed) {
    const strip = p.face.strip;
    if (strip === undefined) {
      out.push(p);
      continue;
    }
    const key = `${strip.part}:${strip.row}`;
    const row = rows.get(key);
    if (row === undefined) rows.set(key, [p]);
    else row.push(p);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => (a.face.strip?.station ?? 0) - (b.face.strip?.station ?? 0));
    let run: Placed[] = [];
    const flush = (): void => {
      if (run.length === 1) out.push(run[0] as Placed);
      else if (run.length > 1) {
        const bottom = [run[0]!.pts[0]!, ...run.map((q) => q.pts[3]!)];
        const top = [...run.map((q) => q.pts[2]!).reverse(), run[0]!.pts[1]!];
        const middle = run[Math.floor(run.length / 2)] as Placed;
        out.push({ ...middle, band: [...bottom, ...top], depth: run.reduce((a, q) => a + q.depth, 0) / run.length });
      }
      run = [];
    };
    for (const p of row) {
      const last = run[run.length - 1];
      const first = run[0];
      const joins =
        last !== undefined &&
        first !== undefined &&
        (p.face.strip?.station ?? 0) === (last.face.strip?.station ?? 0) + 1 &&
        p.face.material === first.face.material &&
        p.layer === first.layer &&
        dot(p.face.normal, first.face.normal) > 0.995;
      if (!joins) flush();
      run.push(p);
    }
    flush();
  }
  return out;
}

/**
 * SVG markup (no document wrapper) of the model seen from `view`, fitted to the frame, with
 * its shadow. Painter's order: layer, then distance from the camera.
 */
export function drawVehicle(model: VehicleModel, paintHex: string, view: CameraView): string {
  const cam = camera(model, view);
  const paint = rgb(paintHex);
  let placed: Placed[] = [];
  const frontView = cam.eye[0] < model.length / 2;
  for (const face of model.faces) {
    const c = centroid(face.points);
    const toEye = norm(sub(cam.eye, c));
    if (face.cull && dot(face.normal, toEye) <= 0.0001) continue;
    let layer = face.layer;
    // Wheels on the far side are hidden by the body; on the near side they sit over it.
    if (layer === 3 && c[2] * cam.eye[2] <= 0) layer = 0;
    if (face.behindCab !== undefined) layer = (frontView ? 0.5 : 4.5) + (face.behindCab === 'decal' ? 0.1 : 0);
    placed.push({ face, pts: face.points.map((p) => cam.project(p)), depth: dot(sub(c, cam.eye), sub(c, cam.eye)), layer });
  }
  placed = bands(placed);
  placed.sort((a, b) => a.layer - b.layer || b.depth - a.depth);

  // Fit: a close-up fills the frame with its focus; otherwise the car fills about 80% of it.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const fitPts = view.fixedScale === true || view.focus ? [] : placed.flatMap((p) => p.pts);
  for (const [x, y] of fitPts) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  let k: number;
  let ox: number;
  let oy: number;
  if (view.focus) {
    const [cx, cy] = cam.project(view.focus.at);
    const [ex] = cam.project(add(view.focus.at, [0, view.focus.radius, 0]));
    const [, ey] = cam.project(add(view.focus.at, [0, view.focus.radius, 0]));
    const radius = Math.hypot(ex - cx, ey - cy) || 1;
    k = (PHOTO_H * 0.5) / radius;
    ox = PHOTO_W / 2 - cx * k;
    oy = PHOTO_H / 2 - cy * k;
  } else if (view.fixedScale === true) {
    ({ k, ox, oy } = spinFraming(model, view, cam));
  } else {
    // 72% of the width: a 4:3 card crops the 16:10 picture's sides and the car stays whole.
    const [fillW, fillH] = view.fill ?? [0.72, 0.64];
    k = Math.min((PHOTO_W * fillW) / (maxX - minX), (PHOTO_H * fillH) / (maxY - minY));
    ox = PHOTO_W / 2 - ((minX + maxX) / 2) * k;
    oy = PHOTO_H * 0.86 - maxY * k;
  }

  // The shadow: an ellipse round the car's footprint on the floor, darker under the wheels
  // (radial gradients: a blur filter would cost the rasteriser three times the car).
  const pad = 160;
  const w = model.width / 2 + 90;
  const footprint = (
    [
      [-pad, 0, w],
      [model.length + pad, 0, w],
      [model.length + pad, 0, -w],
      [-pad, 0, -w],
    ] as Vec[]
  ).map((p) => cam.project(p));
  const xs = footprint.map(([x]) => x * k + ox);
  const ys = footprint.map(([, y]) => y * k + oy);
  const sx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const sy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const srx = (Math.max(...xs) - Math.min(...xs)) / 2;
  const sry = Math.max((Math.max(...ys) - Math.min(...ys)) / 2, 10);
  let svg = `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="${r1(srx * 1.04)}" ry="${r1(sry * 1.1)}" fill="url(#shadow)"/>`;
  svg += `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="${r1(srx * 0.8)}" ry="${r1(sry * 0.62)}" fill="url(#shadow)"/>`;
  for (const wheel of model.wheels) {
    for (const z of [w - 200, -(w - 200)]) {
      const [x, y] = cam.project([wheel.x, 0, z]);
      svg += `<ellipse cx="${r1(x * k + ox)}" cy="${r1(y * k + oy)}" rx="${r1(Math.max(wheel.r * k * 0.55 * (1000 / (cam.depthOf([wheel.x, 0, z]) || 1)), 4))}" ry="${r1(Math.max(wheel.r * k * 0.16 * (1000 / (cam.depthOf([wheel.x, 0, z]) || 1)), 2))}" fill="url(#contact)"/>`;
    }
  }
  let gradients = '';
  // One direction to the eye for the whole car: per-face directions would step the highlight from station to station.
  const toEye = norm(sub(cam.eye, view.focus?.at ?? [model.length / 2, model.height * 0.42, 0]));
  placed.forEach((p, i) => {
    let fill = shade(p.face.material, paint, p.face.normal, toEye);
    const edges = p.face.edgeNormals;
    if (edges !== undefined) {
      // Smooth shading across the section: a gradient from one long edge's colour to the other's.
      const c0 = shade(p.face.material, paint, edges[0], toEye);
      const c1 = shade(p.face.material, paint, edges[1], toEye);
      if (c0 !== c1) {
        const [p0, p1, p2, p3] = p.pts as [[number, number], [number, number], [number, number], [number, number]];
        const from: [number, number] = [((p0[0] + p3[0]) / 2) * k + ox, ((p0[1] + p3[1]) / 2) * k + oy];
        const to: [number, number] = [((p1[0] + p2[0]) / 2) * k + ox, ((p1[1] + p2[1]) / 2) * k + oy];
        if (Math.hypot(to[0] - from[0], to[1] - from[1]) > 0.5) {
          gradients += `<linearGradient id="s${i}" gradientUnits="userSpaceOnUse" x1="${r1(from[0])}" y1="${r1(from[1])}" x2="${r1(to[0])}" y2="${r1(to[1])}"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`;
          fill = `url(#s${i})`;
        }
      }
    }
    // Body faces grow by half a pixel from their centre, closing the anti-aliasing seams between neighbours.
    const body = p.layer === 1 || p.layer === 4 || p.layer === 0.5 || p.layer === 4.5;
    const outline = p.band ?? p.pts;
    svg += `<path d="M${(body ? grown(outline, k, ox, oy) : outline.map(([x, y]) => `${r1(x * k + ox)} ${r1(y * k + oy)}`)).join('L')}Z" fill="${fill}"/>`;
  });
  if (gradients !== '') svg = `<defs>${gradients}</defs>${svg}`;
  for (const letter of model.letters) svg += lettering(letter, cam, k, ox, oy);
  return svg;
}

/** A spin frame's scale and offset: the same size at every angle, the car's centre on one spot of the floor. */
function spinFraming(model: VehicleModel, view: CameraView, cam: Projector): { k: number; ox: number; oy: number } {
  const side = camera(model, { azimuth: 0, elevation: view.elevation });
  const [sx0] = side.project([0, model.height / 2, 0]);
  const [sx1] = side.project([model.length, model.height / 2, 0]);
  const k = (PHOTO_W * 0.74) / Math.abs(sx1 - sx0);
  const [gx, gy] = cam.project([model.length / 2, 0, 0]);
  return { k, ox: PHOTO_W / 2 - gx * k, oy: PHOTO_H * 0.84 - gy * k };
}

/**
 * Where a point on the car shows in a spin frame, in percent of the frame, or null when the
 * surface it sits on (outward normal) faces away from the camera (spec 1 §2 hotspots).
 */
export function spinFramePoint(model: VehicleModel, view: CameraView, point: Vec, normal: Vec): { x: number; y: number } | null {
  const cam = camera(model, view);
  if (dot(normal, norm(sub(cam.eye, point))) < 0.25) return null;
  const { k, ox, oy } = spinFraming(model, view, cam);
  const [x, y] = cam.project(point);
  return { x: Math.round(((x * k + ox) / PHOTO_W) * 1000) / 10, y: Math.round(((y * k + oy) / PHOTO_H) * 1000) / 10 };
}

/** A polygon's screen points pushed 0.5 px out from its centroid. */
function grown(pts: readonly [number, number][], k: number, ox: number, oy: number): string[] {
  const screen = pts.map(([x, y]): [number, number] => [x * k + ox, y * k + oy]);
  const cx = screen.reduce((a, [x]) => a + x, 0) / screen.length;
  const cy = screen.reduce((a, [, y]) => a + y, 0) / screen.length;
  return screen.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy) || 1;
    return `${r1(x + ((x - cx) / d) * 0.5)} ${r1(y + ((y - cy) / d) * 0.5)}`;
  });
}

/** The make's name on the car: text laid on the car's surface by an affine map of its plane. */
function lettering(letter: Lettering, cam: Projector, k: number, ox: number, oy: number): string {
  if (dot(letter.normal, norm(sub(cam.eye, letter.origin))) <= 0.05) return '';
  const o = cam.project(letter.origin);
  const u = cam.project(add(letter.origin, letter.right));
  const v = cam.project(add(letter.origin, letter.up));
  const a = (u[0] - o[0]) * k;
  const b = (u[1] - o[1]) * k;
  const c = -(v[0] - o[0]) * k;
  const d = -(v[1] - o[1]) * k;
  const e = o[0] * k + ox;
  const f = o[1] * k + oy;
  const fill = letter.material === 'chrome' ? '#e3e6ea' : '#2a2e33';
  const stroke = letter.material === 'chrome' ? ' stroke="#6f757c" stroke-width="3"' : '';
  const m = (n: number): string => String(Math.round(n * 10000) / 10000);
  return (
    `<text transform="matrix(${m(a)} ${m(b)} ${m(c)} ${m(d)} ${r1(e)} ${r1(f)})" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${r1(letter.size)}" letter-spacing="${r1(letter.size * 0.28)}" fill="${fill}"${stroke}>` +
    `${letter.text}</text>`
  );
}

/** Filters and gradients the photographs use: the studio, the floor, the soft shadows. */
export const PHOTO_DEFS =
  '<defs>' +
  '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#e2e6eb"/></linearGradient>' +
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde3"/><stop offset="1" stop-color="#c9ced6"/></linearGradient>' +
  '<radialGradient id="spot" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="0.6" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
  '</defs>';

/** A photo studio: a pale wall curving into a floor, lit from above. */
export function studio(horizon = 318): string {
  return (
    `<rect width="${PHOTO_W}" height="${PHOTO_H}" fill="url(#wall)"/>` +
    `<rect y="${horizon}" width="${PHOTO_W}" height="${PHOTO_H - horizon}" fill="url(#floor)"/>` +
    `<rect y="${horizon - 24}" width="${PHOTO_W}" height="48" fill="url(#floor)" opacity="0.35"/>` +
    `<rect width="${PHOTO_W}" height="${PHOTO_H}" fill="url(#spot)"/>`
  );
}
