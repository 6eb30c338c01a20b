/**
 * Vehicle pictures served in place of photos (spec 1 §3 Media; issue 17 item 1): each car
 * is a solid of its body type and size (car-model.ts) photographed in a studio
 * (car-photo.ts) from the views a listing shows — front and rear three-quarters, side,
 * front — plus the dashboard, the seats, the boot or tray and a wheel; 36 spin frames for
 * the 360° viewer (spec 1 §2), an interior view, and the 'Photos coming soon' panel for cars
 * without photos (spec 1 §2 search card). A motorcycle stays a flat side drawing
 * (vehicle-drawings.ts). Only closed-list values, numbers and the make's letters (from a
 * pattern of a-z, 0-9, '-' and '_') reach the markup.
 */
import {
  type CarBody,
  type CarImageKind,
  type PaintColour,
  MAX_IMAGE_WIDTH,
  MIN_IMAGE_WIDTH,
  PAINT_HEX,
  PHOTO_VIEW_COUNT,
  PHOTO_VIEW_NAMES,
  SPIN_FRAME_COUNT,
  type ModelLook,
  GENERIC_SIZE,
  badgeOf,
  isCarBody,
  isPaintColour,
} from './car-image-url';
import { type VehicleModel, buildVehicle } from './car-model';
import { type CameraView, PHOTO_DEFS, drawVehicle, spinFramePoint, studio } from './car-photo';
import { MOTORCYCLE, type Palette } from './vehicle-drawings';

export {
  CAR_BODIES,
  PAINT_COLOURS,
  PAINT_HEX,
  PHOTO_VIEW_COUNT,
  PLACEHOLDER_IMAGE_PATH,
  SPIN_FRAME_COUNT,
  carImagePath,
  carInteriorPath,
  carSpinFramePath,
  carThumbPath,
  isPlaceholderImagePath,
  parseCarImagePath,
} from './car-image-url';
export type { CarBody, CarImageKind, CarImageRequest, ModelLook } from './car-image-url';

const FRAME_W = 800;
const FRAME_H = 500;
const GROUND = 410;

/** A motorcycle's photos stay near side-on, plus straight front and rear (degrees, 0 = side, nose left). */
const THIN_PHOTO_ANGLES = [20, 0, 340, 90, 200, 160, 0, 0, 270, 180] as const;
type Backdrop = 'studio' | 'spin';

/** The exterior photo views 0..5 (issue 17 item 1): where the camera stands. */
const EXTERIOR_VIEWS: readonly CameraView[] = [
  { azimuth: -38, elevation: 9 },
  { azimuth: 0, elevation: 5 },
  { azimuth: 46, elevation: 10 },
  { azimuth: -84, elevation: 7 },
  { azimuth: 134, elevation: 10 },
  { azimuth: -142, elevation: 9 },
];

export interface RenderCarSvgOptions {
  body: string;
  colour: string;
  /** Photo view 0..9, or spin frame 0..35 when kind is 'spin'. */
  view: number;
  /** Width in pixels of the returned image (default 800); height keeps the 16:10 frame. */
  width?: number;
  /** Default 'photo'. */
  kind?: CarImageKind;
  /** The model drawn (size, style, badge); a generic vehicle of the body type without it. */
  look?: ModelLook;
}

const models = new Map<string, VehicleModel>();
/** The solid of a look, built once (a few hundred faces) and shared by every view of it. */
function modelOf(body: CarBody, look: ModelLook | undefined): VehicleModel {
  const [length, width, height] = look ? [look.length, look.width, look.height] : GENERIC_SIZE[body];
  const key = `${body}:${look?.make ?? ''}:${look?.style ?? 0}:${length}:${width}:${height}:${look?.electric === true}`;
  let model = models.get(key);
  if (model === undefined) {
    model = buildVehicle({ body, style: look?.style ?? 0, length, width, height, electric: look?.electric === true, badge: look ? badgeOf(look.make) : '' });
    if (models.size > 500) models.clear();
    models.set(key, model);
  }
  return model;
}

/**
 * The SVG document for one view of a vehicle. Throws a RangeError for a body or colour
 * outside the known lists, a view outside its range or a width outside 16..2400: callers
 * validate requests with parseCarImagePath first, so this is a programming error.
 */
export function renderCarSvg(opts: RenderCarSvgOptions): string {
  const kind = opts.kind ?? 'photo';
  if (!isCarBody(opts.body)) throw new RangeError(`Unknown body type: ${JSON.stringify(opts.body)}`);
  if (!isPaintColour(opts.colour)) throw new RangeError(`Unknown paint colour: ${JSON.stringify(opts.colour)}`);
  const limit = kind === 'spin' ? SPIN_FRAME_COUNT : kind === 'photo' ? PHOTO_VIEW_COUNT : 1;
  if (!Number.isInteger(opts.view) || opts.view < 0 || opts.view >= limit) {
    throw new RangeError(`View ${opts.view} out of range for ${kind} (0..${limit - 1})`);
  }
  const width = checkedWidth(opts.width);
  const body = opts.body;
  const colour = opts.colour;
  const palette = paletteFor(colour);
  const make = opts.look
    ? `${badgeOf(opts.look.make)
        .toLowerCase()
        .replace(/(^|[ -])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase())} `
    : '';
  const viewName =
    kind === 'photo' ? PHOTO_VIEW_NAMES[opts.view] : kind === 'spin' ? `turned ${opts.view * 10}°` : kind === 'hero' ? 'front three-quarter' : 'interior';
  const label = `${capitalise(colour)} ${make}${BODY_LABEL[body]}, ${viewName}`;

  let content: string;
  if (kind === 'hero') {
    content =
      body === 'motorcycle'
        ? defs(palette) + vehicle(palette, 20)
        : PHOTO_DEFS + drawVehicle(modelOf(body, opts.look), palette.paint, { azimuth: -34, elevation: 7, fill: [0.94, 0.8] });
  } else if (kind === 'interior') {
    content = defs(palette) + interior(body, palette);
  } else if (body === 'motorcycle') {
    const angle = kind === 'spin' ? (opts.view * 360) / SPIN_FRAME_COUNT : opts.view === 6 ? -1 : (THIN_PHOTO_ANGLES[opts.view] ?? 0);
    content = defs(palette) + (angle < 0 ? cockpit(palette) : backdropSvg(kind === 'spin' ? 'spin' : 'studio') + vehicle(palette, angle));
  } else {
    content = solidView(body, modelOf(body, opts.look), palette, kind === 'spin' ? -1 : opts.view, kind === 'spin' ? opts.view : 0);
  }
  return svgDocument(width, label, content);
}

/** The spin camera (spec 1 §2): frame 0 shows the left side, nose to the left; each frame turns 10°. */
const SPIN_ELEVATION = 8;

/**
 * Where a point on the vehicle's side shows in spin frame `frame`, in percent of the frame,
 * or null when that side faces away: `along` runs 0 (nose) to 1 (tail), `height` is in mm
 * above the ground. The side facing the camera is the one used (hotspots show on both).
 */
export function spinSidePoint(body: CarBody, look: ModelLook | undefined, frame: number, along: number, height: number): { x: number; y: number } | null {
  const model = modelOf(body, look);
  const azimuth = (frame * 360) / SPIN_FRAME_COUNT;
  const side = Math.cos((azimuth * Math.PI) / 180) >= 0 ? 1 : -1;
  return spinFramePoint(
    model,
    { azimuth, elevation: SPIN_ELEVATION, fixedScale: true },
    [along * model.length, height, (side * model.width) / 2],
    [0, 0, side],
  );
}

/** A solid vehicle's photo view (or spin frame when view is -1). */
function solidView(body: CarBody, model: VehicleModel, p: Palette, view: number, frame: number): string {
  const paint = p.paint;
  const frontWheel = model.wheels[0] ?? { x: model.length * 0.2, r: 330 };
  if (view === -1) {
    return PHOTO_DEFS + studio(330) + drawVehicle(model, paint, { azimuth: (frame * 360) / SPIN_FRAME_COUNT, elevation: SPIN_ELEVATION, fixedScale: true });
  }
  const exterior = EXTERIOR_VIEWS[view];
  if (exterior !== undefined) return PHOTO_DEFS + studio() + drawVehicle(model, paint, exterior);
  switch (view) {
    case 6:
      return defs(p) + (body === 'caravan' ? caravanInterior(p) : cabin(p, body === 'truck' || body === 'van' || body === 'ute'));
    case 7:
      if (body === 'caravan') {
        return PHOTO_DEFS + studio() + drawVehicle(model, paint, { azimuth: -60, elevation: 16, focus: { at: [model.length * 0.1, 500, 0], radius: 900 } });
      }
      return defs(p) + seats(p, body === 'truck' || body === 'van');
    case 8:
      if (body === 'ute') {
        return (
          PHOTO_DEFS +
          studio() +
          drawVehicle(model, paint, { azimuth: 62, elevation: 26, focus: { at: [model.length * 0.8, model.height * 0.5, 0], radius: model.width * 0.62 } })
        );
      }
      if (body === 'truck' || body === 'caravan') return PHOTO_DEFS + studio() + drawVehicle(model, paint, { azimuth: 90, elevation: 8 });
      return defs(p) + loadSpace(p, body);
    default:
      return (
        PHOTO_DEFS +
        studio(260) +
        drawVehicle(model, paint, { azimuth: -16, elevation: 4, focus: { at: [frontWheel.x, frontWheel.r, model.width / 2], radius: frontWheel.r * 1.55 } })
      );
  }
}

/** spec 1 §2: the placeholder panel for a car without photos. */
export function renderPlaceholderSvg(width?: number): string {
  const w = checkedWidth(width);
  const content =
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#eef1f4"/>` +
    `<rect x="16" y="16" width="${FRAME_W - 32}" height="${FRAME_H - 32}" rx="18" fill="none" stroke="#d3d9df" stroke-width="3" stroke-dasharray="14 10"/>` +
    `<g transform="translate(400 200)" fill="none" stroke="#9aa4ae" stroke-width="10" stroke-linejoin="round">` +
    `<rect x="-80" y="-50" width="160" height="110" rx="18"/><path d="M-36 -50 L-24 -74 H24 L36 -50"/>` +
    `<circle cx="0" cy="5" r="32"/><circle cx="54" cy="-26" r="4" fill="#9aa4ae"/></g>` +
    `<text x="400" y="338" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="38" font-weight="600" fill="#4f5b66">Photos coming soon</text>` +
    `<text x="400" y="378" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="20" fill="#7a8590">Ask us for more photos of this vehicle</text>`;
  return svgDocument(w, 'Photos coming soon', content);
}

const BODY_LABEL: Record<CarBody, string> = {
  sedan: 'sedan',
  hatch: 'hatch',
  suv: 'SUV',
  ute: 'ute',
  wagon: 'wagon',
  van: 'van',
  coupe: 'coupe',
  convertible: 'convertible',
  motorcycle: 'motorcycle',
  truck: 'truck',
  caravan: 'caravan',
};

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function checkedWidth(width: number | undefined): number {
  if (width === undefined) return FRAME_W;
  if (!Number.isInteger(width) || width < MIN_IMAGE_WIDTH || width > MAX_IMAGE_WIDTH) {
    throw new RangeError(`Width ${width} out of range (${MIN_IMAGE_WIDTH}..${MAX_IMAGE_WIDTH})`);
  }
  return width;
}

function svgDocument(width: number, label: string, content: string): string {
  const height = Math.round((width * FRAME_H) / FRAME_W);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FRAME_W} ${FRAME_H}" width="${width}" height="${height}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${content}</svg>`
  );
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, target: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  const channel = (i: 0 | 1 | 2): string =>
    Math.round(a[i] + (b[i] - a[i]) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function paletteFor(colour: PaintColour): Palette {
  const paint = PAINT_HEX[colour];
  return {
    paint,
    paintLight: mix(paint, '#ffffff', colour === 'white' ? 0.6 : 0.32),
    paintDark: mix(paint, '#000000', colour === 'white' || colour === 'silver' ? 0.28 : 0.38),
    paintFill: 'paint',
    glass: '#28343f',
    glassHighlight: '#6d8396',
    tyre: '#1b1d20',
    rim: '#8d939b',
    trim: '#2a2e33',
    chrome: '#d7dbe0',
    lamp: '#f3f6fa',
    tail: '#c0262d',
    panel: '#f4f5f7',
    panelEdge: '#c9ced4',
  };
}

function defs(p: Palette): string {
  return (
    '<defs>' +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.paintLight}"/><stop offset="0.45" stop-color="${p.paint}"/><stop offset="1" stop-color="${p.paintDark}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glassHighlight}"/><stop offset="0.4" stop-color="${p.glass}"/><stop offset="1" stop-color="#161d24"/></linearGradient>` +
    '<radialGradient id="rim"><stop offset="0" stop-color="#eef0f3"/><stop offset="1" stop-color="#9aa0a8"/></radialGradient>' +
    '<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f7f9"/><stop offset="1" stop-color="#dde2e8"/></linearGradient>' +
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d3d8df"/><stop offset="1" stop-color="#bfc6cf"/></linearGradient>' +
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="1" stop-color="#e9f5fc"/></linearGradient>' +
    '<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#27345e"/><stop offset="0.6" stop-color="#b86a7a"/><stop offset="1" stop-color="#f2a867"/></linearGradient>' +
    '</defs>'
  );
}

function backdropSvg(backdrop: Backdrop): string {
  if (backdrop === 'spin')
    return `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#f7f8fa"/>` + `<ellipse cx="400" cy="${GROUND}" rx="330" ry="26" fill="#e6e9ed"/>`;
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#studio)"/>` +
    `<rect y="360" width="${FRAME_W}" height="140" fill="url(#floor)"/>` +
    '<ellipse cx="400" cy="360" rx="420" ry="10" fill="#ffffff" opacity="0.5"/>'
  );
}

/**
 * A motorcycle at an angle: side-on (squeezed by |cos θ|) or end-on, never both at once.
 * At θ=0 the nose points left.
 */
function vehicle(p: Palette, angleDeg: number): string {
  const drawing = MOTORCYCLE;
  const theta = (angleDeg * Math.PI) / 180;
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const k = drawing.scale;
  const sideOn = Math.abs(c) >= 0.5;
  const f = (n: number): string => String(Math.round(n * 1000) / 1000);
  const total = sideOn ? Math.abs(c) * drawing.length * k : drawing.width * k;
  let svg =
    `<ellipse cx="${f(FRAME_W / 2)}" cy="${GROUND + 3}" rx="${f(total / 2 + 46)}" ry="20" fill="#000" opacity="0.08"/>` +
    `<ellipse cx="${f(FRAME_W / 2)}" cy="${GROUND + 1}" rx="${f(total / 2 + 12)}" ry="10" fill="#000" opacity="0.22"/>`;
  const left = FRAME_W / 2 - total / 2;
  if (sideOn) {
    const transform =
      c >= 0
        ? `translate(${f(left)} ${GROUND}) scale(${f(Math.abs(c) * k)} ${f(k)})`
        : `translate(${f(left + total)} ${GROUND}) scale(${f(-Math.abs(c) * k)} ${f(k)})`;
    svg += `<g transform="${transform}">${drawing.side(p)}</g>`;
  } else {
    svg += `<g transform="translate(${f(left)} ${GROUND}) scale(${f(k)} ${f(k)})">${drawing.end(p, s >= 0 ? 'front' : 'rear')}</g>`;
  }
  return svg;
}

function interior(body: CarBody, p: Palette): string {
  if (body === 'caravan') return caravanInterior(p);
  if (body === 'motorcycle') return cockpit(p);
  return cabin(p, body === 'truck' || body === 'van' || body === 'ute');
}

/** Driver's view of a car or truck cabin: windscreen, dash, wheel and screen, paint-coloured trim. */
function cabin(p: Palette, workhorse: boolean): string {
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#1f2328"/>` +
    '<path d="M40 40 H760 L720 230 H80 Z" fill="url(#sky)"/>' +
    '<path d="M80 230 L300 150 H500 L720 230 Z" fill="#8b9096"/>' +
    '<path d="M80 230 L140 170 C260 140 540 140 660 170 L720 230 Z" fill="#a9c9a4" opacity="0.6"/>' +
    '<path d="M0 250 C180 200 620 200 800 250 V500 H0 Z" fill="#2b3036"/>' +
    `<path d="M0 262 C180 214 620 214 800 262 V274 C620 228 180 228 0 274 Z" fill="${p.paint}"/>` +
    '<rect x="200" y="262" width="180" height="70" rx="16" fill="#111418"/>' +
    '<circle cx="250" cy="297" r="24" fill="none" stroke="#4fb3ff" stroke-width="4"/><circle cx="330" cy="297" r="24" fill="none" stroke="#4fb3ff" stroke-width="4"/>' +
    `<rect x="430" y="${workhorse ? 280 : 262}" width="170" height="${workhorse ? 90 : 110}" rx="12" fill="#0f1720" stroke="#3a4048" stroke-width="4"/>` +
    '<rect x="446" y="282" width="64" height="40" rx="6" fill="#1f4e9c"/><rect x="518" y="282" width="66" height="18" rx="5" fill="#2b3a4a"/>' +
    '<rect x="518" y="306" width="66" height="16" rx="5" fill="#2b3a4a"/><rect x="446" y="330" width="138" height="14" rx="5" fill="#22303d"/>' +
    '<rect x="640" y="280" width="90" height="26" rx="10" fill="#15181c"/><rect x="70" y="280" width="90" height="26" rx="10" fill="#15181c"/>' +
    '<circle cx="290" cy="420" r="118" fill="none" stroke="#15181c" stroke-width="30"/>' +
    '<path d="M172 420 H408 M290 420 V538" stroke="#15181c" stroke-width="30"/>' +
    '<circle cx="290" cy="420" r="42" fill="#23272d"/>' +
    `<circle cx="290" cy="420" r="12" fill="${p.paint}"/>` +
    `<path d="M520 500 C540 420 600 400 660 410 C740 424 780 470 790 500 Z" fill="#2a2d33"/>` +
    `<path d="M560 500 C580 440 620 426 660 430" fill="none" stroke="${p.paint}" stroke-width="3" stroke-dasharray="8 6"/>`
  );
}

/** The front seats seen from the back seat: seat backs, headrests, console, the dash beyond. */
function seats(p: Palette, workhorse: boolean): string {
  const leather = workhorse ? '#3a3f46' : '#2c2f34';
  const stitch = p.paint;
  const seat = (x: number): string =>
    `<path d="M${x - 150} 500 C${x - 160} 380 ${x - 140} 250 ${x - 110} 215 H${x + 110} C${x + 140} 250 ${x + 160} 380 ${x + 150} 500 Z" fill="${leather}"/>` +
    `<path d="M${x - 104} 240 H${x + 104}" stroke="#1c1f23" stroke-width="6"/>` +
    `<path d="M${x - 120} 300 C${x - 60} 290 ${x + 60} 290 ${x + 120} 300" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="7 5"/>` +
    `<path d="M${x - 128} 430 C${x - 60} 420 ${x + 60} 420 ${x + 128} 430" fill="none" stroke="${stitch}" stroke-width="3" stroke-dasharray="7 5"/>` +
    `<rect x="${x - 70}" y="120" width="140" height="86" rx="30" fill="${leather}"/>` +
    `<rect x="${x - 36}" y="204" width="10" height="16" fill="#9aa0a7"/><rect x="${x + 26}" y="204" width="10" height="16" fill="#9aa0a7"/>`;
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#1b1e22"/>` +
    '<path d="M60 30 H740 L700 200 H100 Z" fill="url(#sky)"/>' +
    '<path d="M100 200 L160 150 C280 130 520 130 640 150 L700 200 Z" fill="#a9c9a4" opacity="0.5"/>' +
    '<path d="M0 210 C200 170 600 170 800 210 V300 H0 Z" fill="#2b3036"/>' +
    `<path d="M0 222 C200 184 600 184 800 222 V230 C600 194 200 194 0 230 Z" fill="${p.paint}"/>` +
    '<rect x="330" y="228" width="140" height="60" rx="8" fill="#0f1720"/><rect x="340" y="236" width="60" height="40" rx="4" fill="#1f4e9c"/>' +
    '<path d="M340 500 L352 300 H448 L460 500 Z" fill="#23272c"/><rect x="372" y="330" width="56" height="40" rx="8" fill="#15181c"/>' +
    seat(210) +
    seat(590)
  );
}

/** The load space with the tailgate or boot lid up: carpeted floor, the rear seat backs, the lamps either side. */
function loadSpace(p: Palette, body: CarBody): string {
  const van = body === 'van';
  const floorTop = van ? 250 : 300;
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#studio)"/>` +
    `<rect y="380" width="${FRAME_W}" height="120" fill="url(#floor)"/>` +
    `<path d="M90 ${van ? 40 : 120} H710 L740 460 H60 Z" fill="url(#paint)"/>` +
    `<path d="M130 ${van ? 70 : 150} H670 L690 ${floorTop + 120} H110 Z" fill="#202328"/>` +
    `<path d="M170 ${van ? 90 : 170} H630 L620 ${floorTop} H180 Z" fill="#34383e"/>` +
    (van ? '' : '<path d="M180 232 H620" stroke="#2a2d32" stroke-width="4"/><path d="M400 172 V300" stroke="#2a2d32" stroke-width="4"/>') +
    `<path d="M180 ${floorTop} H620 L690 ${floorTop + 120} H110 Z" fill="#3d4147"/>` +
    `<path d="M110 ${floorTop + 120} H690 V${floorTop + 150} H110 Z" fill="#17191c"/>` +
    `<rect x="76" y="${van ? 160 : 200}" width="40" height="90" rx="8" fill="#b3121b"/><rect x="684" y="${van ? 160 : 200}" width="40" height="90" rx="8" fill="#b3121b"/>` +
    `<rect x="330" y="${floorTop + 128}" width="140" height="12" rx="4" fill="#8d939b"/>`
  );
}

function cockpit(p: Palette): string {
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#sky)"/>` +
    '<path d="M0 250 H800 V500 H0 Z" fill="#8b9096"/><path d="M360 250 L300 500 H500 L440 250 Z" fill="#a4a9ae"/>' +
    '<path d="M60 300 C220 260 580 260 740 300" fill="none" stroke="#1e2024" stroke-width="22" stroke-linecap="round"/>' +
    '<rect x="300" y="250" width="200" height="110" rx="18" fill="#15181c"/>' +
    '<rect x="318" y="266" width="164" height="78" rx="10" fill="#0f1720"/>' +
    `<path d="M334 330 A66 66 0 0 1 466 330" fill="none" stroke="${p.paint}" stroke-width="8"/>` +
    '<rect x="372" y="300" width="56" height="22" rx="4" fill="#4fb3ff" opacity="0.8"/>' +
    `<path d="M180 500 C220 400 580 400 620 500 Z" fill="url(#paint)"/>` +
    '<circle cx="80" cy="240" r="28" fill="#1e2024"/><circle cx="720" cy="240" r="28" fill="#1e2024"/>'
  );
}

function caravanInterior(p: Palette): string {
  return (
    `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#f1ece4"/>` +
    '<rect y="400" width="800" height="100" fill="#b08a5a"/>' +
    '<rect x="0" y="20" width="800" height="90" fill="#e2dbcf"/>' +
    '<g fill="#d5ccbd"><rect x="20" y="30" width="180" height="70" rx="6"/><rect x="215" y="30" width="180" height="70" rx="6"/>' +
    '<rect x="410" y="30" width="180" height="70" rx="6"/><rect x="605" y="30" width="175" height="70" rx="6"/></g>' +
    '<rect x="90" y="140" width="260" height="140" rx="18" fill="url(#sky)" stroke="#9aa1a8" stroke-width="8"/>' +
    '<rect x="160" y="300" width="140" height="18" rx="4" fill="#c8b89f"/><rect x="222" y="318" width="16" height="82" fill="#9b8a73"/>' +
    `<rect x="40" y="310" width="100" height="90" rx="14" fill="${p.paint}"/><rect x="320" y="310" width="100" height="90" rx="14" fill="${p.paint}"/>` +
    `<rect x="40" y="240" width="28" height="80" rx="10" fill="${p.paintDark}"/><rect x="392" y="240" width="28" height="80" rx="10" fill="${p.paintDark}"/>` +
    '<rect x="480" y="170" width="280" height="230" rx="10" fill="#e7e1d8"/>' +
    '<rect x="500" y="250" width="240" height="40" rx="16" fill="#ffffff"/>' +
    `<rect x="500" y="290" width="240" height="70" rx="12" fill="${p.paintLight}"/>` +
    '<rect x="520" y="226" width="80" height="30" rx="12" fill="#f7f5f0"/><rect x="640" y="226" width="80" height="30" rx="12" fill="#f7f5f0"/>'
  );
}
