/**
 * Vehicle illustrations served in place of photos (spec 1 §3 Media): a flat drawing of the
 * body type in its paint colour, seen from one of 8 angles against one of 3 backdrops
 * (24 photo views), 36 spin frames for the 360° viewer (spec 1 §2), an interior view, and
 * the 'Photos coming soon' panel for cars without photos (spec 1 §2 search card).
 * Only closed-list values (body, colour, numbers) reach the markup.
 */
import {
  type CarBody,
  type CarImageKind,
  type PaintColour,
  MAX_IMAGE_WIDTH,
  MIN_IMAGE_WIDTH,
  PAINT_HEX,
  PHOTO_VIEW_COUNT,
  SPIN_FRAME_COUNT,
  isCarBody,
  isPaintColour,
} from './car-image-url';
import { type Palette, VEHICLE_DRAWINGS } from './vehicle-drawings';

export {
  CAR_BODIES,
  PAINT_COLOURS,
  PAINT_HEX,
  PHOTO_VIEW_COUNT,
  PLACEHOLDER_IMAGE_PATH,
  SPIN_FRAME_COUNT,
  THUMB_WIDTH,
  carImagePath,
  carInteriorPath,
  carSpinFramePath,
  carThumbPath,
  isPlaceholderImagePath,
  parseCarImagePath,
} from './car-image-url';
export type { CarBody, CarImageKind, CarImageRequest, PaintColour } from './car-image-url';

const FRAME_W = 800;
const FRAME_H = 500;
const GROUND = 410;

/** Angles of the 8 photo views, degrees: 0 is the side with the nose to the left, 90 the front. */
const PHOTO_ANGLES = [35, 0, 325, 145, 215, 180, 60, 300] as const;
/** A motorcycle's photos stay near side-on, plus straight front and rear. */
const THIN_PHOTO_ANGLES = [20, 0, 340, 160, 200, 180, 90, 270] as const;
type Backdrop = 'studio' | 'outdoor' | 'dusk' | 'spin';
const PHOTO_BACKDROPS: readonly Backdrop[] = ['studio', 'outdoor', 'dusk'];

export interface RenderCarSvgOptions {
  body: string;
  colour: string;
  /** Photo view 0..23, or spin frame 0..35 when kind is 'spin'. */
  view: number;
  /** Width in pixels of the returned image (default 800); height keeps the 16:10 frame. */
  width?: number;
  /** Default 'photo'. */
  kind?: CarImageKind;
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
  const label = `${capitalise(colour)} ${BODY_LABEL[body]}${kind === 'interior' ? ' interior' : ''}`;

  let content: string;
  if (kind === 'interior') {
    content = interior(body, palette);
  } else {
    const angles = VEHICLE_DRAWINGS[body].thin === true ? THIN_PHOTO_ANGLES : PHOTO_ANGLES;
    const angle = kind === 'spin' ? (opts.view * 360) / SPIN_FRAME_COUNT : (angles[opts.view % angles.length] ?? 0);
    const backdrop: Backdrop = kind === 'spin' ? 'spin' : (PHOTO_BACKDROPS[Math.floor(opts.view / PHOTO_ANGLES.length)] ?? 'studio');
    content = backdropSvg(backdrop) + vehicle(body, palette, angle);
  }
  return svgDocument(width, label, defs(palette) + content);
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
  sedan: 'sedan', hatch: 'hatch', suv: 'SUV', ute: 'ute', wagon: 'wagon', van: 'van', coupe: 'coupe',
  convertible: 'convertible', motorcycle: 'motorcycle', truck: 'truck', caravan: 'caravan',
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
    Math.round(a[i] + (b[i] - a[i]) * amount).toString(16).padStart(2, '0');
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
  switch (backdrop) {
    case 'studio':
      return (
        `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#studio)"/>` +
        `<rect y="360" width="${FRAME_W}" height="140" fill="url(#floor)"/>` +
        '<ellipse cx="400" cy="360" rx="420" ry="10" fill="#ffffff" opacity="0.5"/>'
      );
    case 'outdoor':
      return (
        `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#sky)"/>` +
        '<circle cx="660" cy="90" r="36" fill="#fff6d6" opacity="0.8"/>' +
        '<path d="M0 330 C120 270 220 300 330 280 C460 256 560 300 660 276 C730 262 770 280 800 290 V380 H0Z" fill="#a9c9a4"/>' +
        '<path d="M0 352 C160 320 300 344 460 326 C600 312 700 336 800 324 V380 H0Z" fill="#8fb68a"/>' +
        '<rect y="372" width="800" height="128" fill="#8b9096"/>' +
        '<rect y="372" width="800" height="8" fill="#c9ccd0"/>' +
        '<path d="M40 470 H160 M280 470 H400 M520 470 H640" stroke="#e8e3c9" stroke-width="6"/>'
      );
    case 'dusk':
      return (
        `<rect width="${FRAME_W}" height="${FRAME_H}" fill="url(#dusk)"/>` +
        '<g fill="#35405e" opacity="0.85"><rect x="30" y="250" width="50" height="120"/><rect x="90" y="210" width="40" height="160"/>' +
        '<rect x="140" y="270" width="70" height="100"/><rect x="560" y="230" width="46" height="140"/><rect x="616" y="190" width="38" height="180"/>' +
        '<rect x="664" y="260" width="80" height="110"/><rect x="750" y="236" width="40" height="134"/></g>' +
        '<rect y="368" width="800" height="132" fill="#3a3f4b"/>' +
        '<rect y="368" width="800" height="4" fill="#f2a867" opacity="0.5"/>'
      );
    case 'spin':
      return `<rect width="${FRAME_W}" height="${FRAME_H}" fill="#f7f8fa"/>` + `<ellipse cx="400" cy="${GROUND}" rx="330" ry="26" fill="#e6e9ed"/>`;
  }
}

/**
 * The vehicle at an angle: its side squeezed by |cos θ| next to its front or rear squeezed
 * by |sin θ|, like a box turning on a turntable. At θ=0 the nose points left.
 */
function vehicle(body: CarBody, p: Palette, angleDeg: number): string {
  const drawing = VEHICLE_DRAWINGS[body];
  const theta = (angleDeg * Math.PI) / 180;
  let c = Math.cos(theta);
  let s = Math.sin(theta);
  const k = drawing.scale;
  if (drawing.thin === true) {
    // A motorcycle seen as a box looks wrong: it turns side-on, then snaps end-on.
    if (Math.abs(c) >= 0.5) s = 0;
    else c = 0;
  }
  const noseLeft = c >= 0;
  const end: 'front' | 'rear' = s >= 0 ? 'front' : 'rear';
  const sideW = Math.abs(c) * drawing.length * k;
  const endW = drawing.thin === true ? drawing.width * k : Math.abs(s) * drawing.width * k;
  const showSide = Math.abs(c) > 0.01;
  const showEnd = Math.abs(s) > 0.01;
  // Lay out with the side starting at 0; the end view sits against its attach point.
  const attach = end === 'front' ? (drawing.frontAttach ?? 0) : (drawing.rearAttach ?? drawing.length);
  const attachX = showSide ? (noseLeft ? attach * Math.abs(c) * k : sideW - attach * Math.abs(c) * k) : 0;
  const endOnLeft = (end === 'front') === noseLeft;
  const endLeft = showSide ? (endOnLeft ? attachX - endW : attachX) : 0;
  const minX = Math.min(showSide ? 0 : Infinity, showEnd ? endLeft : Infinity);
  const maxX = Math.max(showSide ? sideW : -Infinity, showEnd ? endLeft + endW : -Infinity);
  const shift = FRAME_W / 2 - (minX + maxX) / 2;
  const total = maxX - minX;
  const f = (n: number): string => String(Math.round(n * 1000) / 1000);

  let svg =
    `<ellipse cx="${f(FRAME_W / 2)}" cy="${GROUND + 3}" rx="${f(total / 2 + 46)}" ry="20" fill="#000" opacity="0.08"/>` +
    `<ellipse cx="${f(FRAME_W / 2)}" cy="${GROUND + 1}" rx="${f(total / 2 + 12)}" ry="10" fill="#000" opacity="0.22"/>`;
  if (showSide) {
    const transform = noseLeft
      ? `translate(${f(shift)} ${GROUND}) scale(${f(Math.abs(c) * k)} ${f(k)})`
      : `translate(${f(shift + sideW)} ${GROUND}) scale(${f(-Math.abs(c) * k)} ${f(k)})`;
    svg += `<g transform="${transform}">${drawing.side(p)}</g>`;
  }
  if (showEnd) {
    const scaleX = drawing.thin === true ? k : Math.abs(s) * k;
    svg += `<g transform="translate(${f(shift + endLeft)} ${GROUND}) scale(${f(scaleX)} ${f(k)})">${drawing.end(p, end)}</g>`;
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
