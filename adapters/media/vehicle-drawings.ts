/**
 * Flat drawings of each body type, in local units: x runs from the front (0) to the rear,
 * y runs up from the ground (0). Every drawing has a side view and an end view (front or
 * rear, `width` units wide); car-image-svg.ts projects the two to draw any angle.
 * Output is SVG markup only; its inputs are numbers and closed-list palette colours.
 */
import type { CarBody } from './car-image-url';

export type Pt = readonly [number, number];

export interface Palette {
  paint: string;
  paintLight: string;
  paintDark: string;
  /** Id of the vertical paint gradient defined by the caller. */
  paintFill: string;
  glass: string;
  glassHighlight: string;
  tyre: string;
  rim: string;
  trim: string;
  chrome: string;
  lamp: string;
  tail: string;
  panel: string;
  panelEdge: string;
}

export interface VehicleDrawing {
  /** Side view length in units (front at x=0). */
  length: number;
  /** End view width in units. */
  width: number;
  /** Pixels per unit in the 800×500 frame. */
  scale: number;
  /** Where along the side the front and rear views attach (default 0 and length). */
  frontAttach?: number;
  rearAttach?: number;
  /** A narrow vehicle (motorcycle): shown either side-on or end-on, never as a box. */
  thin?: boolean;
  side(p: Palette): string;
  end(p: Palette, which: 'front' | 'rear'): string;
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);
/** A point in SVG coordinates (y flipped: local y up becomes SVG y down). */
const pt = (x: number, y: number): string => `${r1(x)},${r1(-y)}`;

function toward(from: Pt, to: Pt, radius: number): Pt {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  const t = Math.min(radius / length, 0.5);
  return [from[0] + dx * t, from[1] + dy * t];
}

/** A closed polygon with every corner rounded by a quadratic curve. */
export function roundPath(points: readonly Pt[], radius: number): string {
  let d = '';
  points.forEach((cur, i) => {
    const prev = points[(i - 1 + points.length) % points.length] ?? cur;
    const next = points[(i + 1) % points.length] ?? cur;
    const a = toward(cur, prev, radius);
    const b = toward(cur, next, radius);
    d += `${i === 0 ? 'M' : 'L'}${pt(a[0], a[1])}Q${pt(cur[0], cur[1])} ${pt(b[0], b[1])}`;
  });
  return `${d}Z`;
}

function shape(points: readonly Pt[], radius: number, fill: string, extra = ''): string {
  return `<path d="${roundPath(points, radius)}" fill="${fill}"${extra}/>`;
}

function rect(x1: number, y1: number, x2: number, y2: number, rx: number, fill: string, extra = ''): string {
  const x = Math.min(x1, x2);
  const y = Math.max(y1, y2);
  return `<rect x="${r1(x)}" y="${r1(-y)}" width="${r1(Math.abs(x2 - x1))}" height="${r1(Math.abs(y2 - y1))}" rx="${r1(rx)}" fill="${fill}"${extra}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${r1(x1)}" y1="${r1(-y1)}" x2="${r1(x2)}" y2="${r1(-y2)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="round"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(-cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** The dark half-disc a wheel sits in, cut at the body's lower edge. */
function arch(x: number, radius: number, bottom: number, fill: string): string {
  return `<path d="M${pt(x - radius, bottom)}A${r1(radius)} ${r1(radius)} 0 0 1 ${pt(x + radius, bottom)}Z" fill="${fill}"/>`;
}

function carWheel(x: number, r: number, p: Palette): string {
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    spokes += line(x, r, x + Math.cos(a) * r * 0.58, r + Math.sin(a) * r * 0.58, p.trim, r * 0.12);
  }
  return (
    circle(x, r, r, p.tyre) +
    circle(x, r, r * 0.66, p.rim) +
    circle(x, r, r * 0.6, 'url(#rim)') +
    spokes +
    circle(x, r, r * 0.16, p.chrome, ` stroke="${p.trim}" stroke-width="${r1(r * 0.04)}"`)
  );
}

function bikeWheel(x: number, r: number, p: Palette, disc: boolean): string {
  let spokes = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    spokes += line(x + Math.cos(a) * r * 0.12, r + Math.sin(a) * r * 0.12, x + Math.cos(a) * r * 0.7, r + Math.sin(a) * r * 0.7, p.trim, 4);
  }
  return (
    circle(x, r, r - 7, 'none', ` stroke="${p.tyre}" stroke-width="14"`) +
    circle(x, r, r * 0.74, 'none', ` stroke="${p.rim}" stroke-width="4"`) +
    spokes +
    (disc ? circle(x, r, r * 0.34, 'none', ` stroke="${p.chrome}" stroke-width="4"`) : '') +
    circle(x, r, 8, p.trim)
  );
}

interface CarSideSpec {
  length: number;
  width: number;
  clearance: number;
  wheels: readonly { x: number; r: number }[];
  outline: readonly Pt[];
  windows: readonly (readonly Pt[])[];
  doors: readonly number[];
  belt: number;
  shoulder: readonly [number, number];
  headLight: readonly Pt[];
  tailLight: readonly Pt[];
  mirror?: readonly Pt[];
  /** Drawn after the body, before the glass. */
  extras?: (p: Palette) => string;
  /** End view: bonnet (or tailgate) height and roof height. */
  endBelt: number;
  endRoof: number;
  endKind: 'car' | 'ute' | 'van' | 'convertible';
}

function carSide(spec: CarSideSpec, p: Palette): string {
  const bottom = spec.clearance;
  let svg = spec.wheels.map((w) => arch(w.x, w.r + 8, bottom, '#121417')).join('');
  svg += shape(spec.outline, 12, `url(#${p.paintFill})`, ` stroke="${p.paintDark}" stroke-width="1.5"`);
  svg += rect(spec.shoulder[0], bottom, spec.shoulder[1], bottom + 12, 4, '#000', ' opacity="0.16"');
  svg += line(spec.doors[0] ?? spec.shoulder[0], spec.belt - 6, spec.shoulder[1] - 8, spec.belt - 6, p.paintLight, 3, ' opacity="0.7"');
  svg += spec.extras?.(p) ?? '';
  for (const glass of spec.windows) svg += shape(glass, 6, 'url(#glass)', ` stroke="${p.trim}" stroke-width="3"`);
  for (const x of spec.doors) svg += line(x, bottom + 14, x, spec.belt + 2, p.paintDark, 1.6, ' opacity="0.8"');
  for (const x of spec.doors.slice(0, 2)) svg += rect(x + 44, spec.belt - 18, x + 70, spec.belt - 12, 3, p.paintDark);
  svg += shape(spec.headLight, 4, p.lamp, ` stroke="${p.trim}" stroke-width="1.5"`);
  svg += shape(spec.tailLight, 3, p.tail);
  if (spec.mirror) svg += shape(spec.mirror, 4, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`);
  for (const w of spec.wheels) svg += carWheel(w.x, w.r, p);
  return svg;
}

/** Front or rear of a car-like body, `width` wide. */
function carEnd(spec: CarSideSpec, p: Palette, which: 'front' | 'rear'): string {
  const W = spec.width;
  const gc = spec.clearance;
  const belt = spec.endBelt;
  const roof = spec.endRoof;
  let svg = rect(6, 0, 46, gc + 26, 8, p.tyre) + rect(W - 46, 0, W - 6, gc + 26, 8, p.tyre);
  if (which === 'front' && spec.endKind !== 'convertible') {
    svg += shape([[-14, belt + 8], [-14, belt + 24], [4, belt + 26], [4, belt + 8]], 4, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`);
    svg += shape([[W + 14, belt + 8], [W + 14, belt + 24], [W - 4, belt + 26], [W - 4, belt + 8]], 4, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`);
  }
  svg += shape([[0, gc], [0, belt], [W, belt], [W, gc]], 16, `url(#${p.paintFill})`, ` stroke="${p.paintDark}" stroke-width="1.5"`);
  const slope = spec.endKind === 'van' ? 0.05 : 0.12;
  if (spec.endKind === 'convertible') {
    svg += shape([[W * 0.12, belt], [W * 0.2, roof], [W * 0.8, roof], [W * 0.88, belt]], 6, 'url(#glass)', ` stroke="${p.trim}" stroke-width="5"`);
  } else {
    svg += shape([[W * 0.06, belt], [W * (0.06 + slope), roof], [W * (0.94 - slope), roof], [W * 0.94, belt]], 12, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`);
    const inset = which === 'front' ? 7 : 16;
    svg += shape(
      [[W * 0.11, belt + inset], [W * (0.1 + slope), roof - inset], [W * (0.9 - slope), roof - inset], [W * 0.89, belt + inset]],
      6, 'url(#glass)',
    );
  }
  if (which === 'front') {
    const grilleTop = Math.min(belt - 34, gc + 66);
    svg += shape([[W * 0.03, belt - 34], [W * 0.04, belt - 12], [W * 0.3, belt - 10], [W * 0.32, belt - 24]], 5, p.lamp, ` stroke="${p.trim}" stroke-width="2"`);
    svg += shape([[W * 0.97, belt - 34], [W * 0.96, belt - 12], [W * 0.7, belt - 10], [W * 0.68, belt - 24]], 5, p.lamp, ` stroke="${p.trim}" stroke-width="2"`);
    svg += shape([[W * 0.26, gc + 30], [W * 0.24, grilleTop], [W * 0.76, grilleTop], [W * 0.74, gc + 30]], 8, '#1d2126');
    for (let i = 1; i <= 2; i++) {
      const y = gc + 30 + ((grilleTop - gc - 30) * i) / 3;
      svg += line(W * 0.28, y, W * 0.72, y, '#3a4048', 2);
    }
    svg += circle(W / 2, (gc + 30 + grilleTop) / 2, 6, p.chrome);
    svg += rect(W * 0.16, gc + 4, W * 0.84, gc + 14, 5, '#1d2126');
    svg += rect(W * 0.4, gc + 16, W * 0.6, gc + 28, 2, '#f7f7f2', ` stroke="${p.trim}" stroke-width="1"`);
  } else {
    svg += shape([[W * 0.02, belt - 36], [W * 0.02, belt - 8], [W * 0.25, belt - 6], [W * 0.23, belt - 30]], 4, p.tail);
    svg += shape([[W * 0.98, belt - 36], [W * 0.98, belt - 8], [W * 0.75, belt - 6], [W * 0.77, belt - 30]], 4, p.tail);
    svg += rect(0, gc, W, gc + 18, 8, '#000', ' opacity="0.2"');
    svg += rect(W * 0.38, gc + 22, W * 0.62, gc + 40, 2, '#f7f7f2', ` stroke="${p.trim}" stroke-width="1"`);
    if (spec.endKind === 'van') svg += line(W / 2, gc + 44, W / 2, belt, p.paintDark, 2);
    if (spec.endKind === 'ute') svg += rect(W * 0.44, belt - 20, W * 0.56, belt - 12, 3, p.paintDark);
  }
  return svg;
}

function carDrawing(spec: CarSideSpec): VehicleDrawing {
  return {
    length: spec.length,
    width: spec.width,
    scale: 600 / spec.length,
    side: (p) => carSide(spec, p),
    end: (p, which) => carEnd(spec, p, which),
  };
}

const sedan = carDrawing({
  length: 600, width: 232, clearance: 28, belt: 128, shoulder: [20, 585],
  wheels: [{ x: 112, r: 46 }, { x: 478, r: 46 }],
  outline: [[0, 40], [2, 74], [10, 100], [60, 112], [178, 128], [262, 190], [392, 192], [470, 142], [585, 132], [598, 104], [596, 40], [585, 28], [12, 28]],
  windows: [
    [[192, 135], [266, 184], [322, 186], [322, 135]],
    [[330, 135], [330, 186], [388, 186], [455, 140]],
  ],
  doors: [182, 326, 462],
  headLight: [[6, 84], [10, 98], [56, 108], [60, 100], [20, 86]],
  tailLight: [[586, 126], [597, 104], [586, 104], [572, 124]],
  mirror: [[196, 134], [214, 142], [224, 132], [206, 124]],
  endBelt: 128, endRoof: 192, endKind: 'car',
});

const hatch = carDrawing({
  length: 540, width: 222, clearance: 26, belt: 122, shoulder: [20, 526],
  wheels: [{ x: 92, r: 45 }, { x: 446, r: 45 }],
  outline: [[0, 40], [2, 72], [10, 98], [70, 110], [158, 122], [250, 186], [420, 190], [510, 176], [528, 150], [534, 110], [532, 40], [520, 26], [12, 26]],
  windows: [
    [[172, 128], [254, 180], [320, 182], [320, 128]],
    [[328, 128], [328, 182], [415, 184], [468, 166], [472, 128]],
  ],
  doors: [164, 324, 468],
  headLight: [[6, 82], [10, 96], [62, 108], [66, 100], [22, 84]],
  tailLight: [[522, 168], [533, 132], [524, 130], [512, 160]],
  mirror: [[176, 127], [194, 135], [204, 125], [186, 118]],
  endBelt: 122, endRoof: 190, endKind: 'car',
});

const suv = carDrawing({
  length: 620, width: 250, clearance: 40, belt: 156, shoulder: [20, 608],
  wheels: [{ x: 118, r: 54 }, { x: 498, r: 54 }],
  outline: [[0, 52], [2, 98], [10, 134], [80, 146], [172, 156], [255, 228], [540, 232], [596, 218], [612, 186], [618, 140], [616, 52], [604, 40], [14, 40]],
  windows: [
    [[190, 162], [262, 222], [360, 225], [360, 162]],
    [[368, 162], [368, 225], [470, 226], [470, 162]],
    [[478, 162], [478, 226], [538, 224], [586, 210], [598, 172]],
  ],
  doors: [182, 364, 474],
  headLight: [[6, 112], [10, 128], [70, 142], [74, 132], [22, 114]],
  tailLight: [[602, 204], [614, 160], [606, 156], [594, 196]],
  mirror: [[192, 160], [212, 170], [222, 158], [202, 150]],
  extras: (p) => line(270, 238, 530, 238, p.trim, 5),
  endBelt: 156, endRoof: 232, endKind: 'car',
});

const wagon = carDrawing({
  length: 620, width: 232, clearance: 30, belt: 130, shoulder: [20, 606],
  wheels: [{ x: 115, r: 47 }, { x: 500, r: 47 }],
  outline: [[0, 42], [2, 76], [10, 102], [64, 114], [182, 130], [266, 192], [540, 190], [598, 168], [614, 132], [616, 42], [604, 30], [14, 30]],
  windows: [
    [[196, 137], [270, 186], [334, 187], [334, 137]],
    [[342, 137], [342, 187], [440, 187], [440, 137]],
    [[448, 137], [448, 186], [536, 184], [584, 162], [594, 138]],
  ],
  doors: [186, 338, 444],
  headLight: [[6, 86], [10, 100], [58, 110], [62, 102], [22, 88]],
  tailLight: [[600, 162], [614, 134], [606, 132], [592, 156]],
  mirror: [[200, 136], [218, 144], [228, 134], [210, 126]],
  extras: (p) => line(280, 196, 530, 196, p.trim, 4),
  endBelt: 130, endRoof: 192, endKind: 'car',
});

const ute = carDrawing({
  length: 700, width: 240, clearance: 44, belt: 156, shoulder: [20, 690],
  wheels: [{ x: 128, r: 55 }, { x: 560, r: 55 }],
  outline: [[0, 56], [2, 104], [10, 140], [90, 152], [180, 160], [258, 234], [388, 236], [400, 222], [404, 158], [690, 158], [698, 148], [698, 56], [686, 44], [14, 44]],
  windows: [
    [[198, 166], [264, 228], [318, 229], [318, 166]],
    [[326, 166], [326, 229], [384, 228], [394, 218], [396, 166]],
  ],
  doors: [190, 322, 402],
  headLight: [[6, 116], [10, 132], [80, 146], [84, 136], [22, 118]],
  tailLight: [[690, 152], [698, 148], [698, 116], [690, 116]],
  mirror: [[200, 164], [220, 174], [230, 162], [210, 154]],
  extras: (p) => line(406, 158, 690, 158, p.paintLight, 5) + line(682, 60, 682, 154, p.paintDark, 1.6),
  endBelt: 158, endRoof: 236, endKind: 'ute',
});

const van = carDrawing({
  length: 640, width: 240, clearance: 36, belt: 170, shoulder: [20, 630],
  wheels: [{ x: 112, r: 50 }, { x: 522, r: 50 }],
  outline: [[0, 48], [2, 100], [12, 144], [70, 160], [108, 170], [176, 272], [204, 286], [628, 286], [638, 276], [640, 48], [628, 36], [14, 36]],
  windows: [[[122, 176], [180, 264], [258, 266], [258, 176]]],
  doors: [110, 268, 420],
  headLight: [[6, 110], [12, 128], [66, 150], [70, 140], [22, 114]],
  tailLight: [[632, 210], [640, 210], [640, 150], [632, 150]],
  mirror: [[122, 172], [140, 182], [150, 168], [130, 160]],
  extras: (p) => line(272, 210, 600, 210, p.paintDark, 2, ' opacity="0.6"'),
  endBelt: 166, endRoof: 286, endKind: 'van',
});

const coupe = carDrawing({
  length: 600, width: 236, clearance: 24, belt: 118, shoulder: [20, 586],
  wheels: [{ x: 118, r: 48 }, { x: 470, r: 48 }],
  outline: [[0, 34], [2, 62], [10, 88], [90, 104], [210, 118], [300, 172], [370, 174], [470, 140], [586, 118], [598, 96], [596, 36], [584, 24], [12, 24]],
  windows: [
    [[226, 124], [304, 166], [360, 167], [360, 124]],
    [[368, 124], [368, 166], [452, 138]],
  ],
  doors: [206, 372],
  headLight: [[6, 74], [10, 86], [70, 100], [74, 92], [22, 76]],
  tailLight: [[588, 114], [598, 98], [588, 96], [574, 112]],
  mirror: [[228, 122], [246, 130], [256, 120], [238, 112]],
  endBelt: 118, endRoof: 174, endKind: 'car',
});

const convertible = carDrawing({
  length: 600, width: 236, clearance: 24, belt: 118, shoulder: [20, 586],
  wheels: [{ x: 118, r: 48 }, { x: 470, r: 48 }],
  outline: [[0, 34], [2, 62], [10, 88], [90, 104], [210, 118], [560, 122], [590, 114], [598, 96], [596, 36], [584, 24], [12, 24]],
  windows: [[[214, 118], [262, 166], [272, 166], [230, 118]]],
  doors: [206, 372],
  headLight: [[6, 74], [10, 86], [70, 100], [74, 92], [22, 76]],
  tailLight: [[588, 116], [598, 98], [588, 96], [574, 112]],
  extras: (p) =>
    rect(300, 118, 330, 154, 10, p.trim) + rect(390, 118, 420, 150, 10, p.trim) +
    shape([[430, 120], [442, 138], [520, 138], [544, 122]], 8, '#2b2f35'),
  endBelt: 118, endRoof: 166, endKind: 'convertible',
});

const motorcycle: VehicleDrawing = {
  length: 440,
  width: 120,
  scale: 1.1,
  thin: true,
  side: (p) =>
    bikeWheel(360, 64, p, false) +
    bikeWheel(80, 64, p, true) +
    shape([[362, 60], [292, 112], [302, 124], [368, 74]], 4, p.trim) +
    shape([[178, 108], [186, 186], [268, 192], [284, 128], [252, 100], [200, 98]], 10, '#3b4047') +
    line(196, 132, 272, 136, '#555c64', 3) + line(192, 152, 276, 156, '#555c64', 3) + line(190, 172, 272, 174, '#555c64', 3) +
    `<path d="M${pt(214, 104)}C${pt(240, 70)} ${pt(300, 80)} ${pt(340, 100)}" fill="none" stroke="${p.chrome}" stroke-width="11" stroke-linecap="round"/>` +
    shape([[326, 92], [330, 118], [404, 126], [408, 104]], 10, p.chrome) +
    line(150, 214, 206, 110, p.trim, 9) + line(206, 110, 300, 118, p.trim, 9) + line(280, 206, 300, 118, p.trim, 8) +
    shape([[150, 214], [166, 254], [262, 258], [290, 228], [278, 200], [172, 196]], 16, `url(#${p.paintFill})`, ` stroke="${p.paintDark}" stroke-width="1.5"`) +
    line(178, 238, 258, 242, p.paintLight, 4, ' opacity="0.7"') +
    shape([[282, 226], [290, 242], [372, 238], [392, 226], [300, 214]], 8, '#1e2024') +
    shape([[370, 226], [432, 240], [436, 230], [400, 212], [356, 212]], 6, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`) +
    rect(428, 228, 438, 238, 2, p.tail) +
    line(80, 64, 132, 236, p.chrome, 10) + line(80, 64, 104, 142, p.trim, 12) +
    `<path d="M${pt(34, 102)}A64 64 0 0 1 ${pt(124, 108)}" fill="none" stroke="${p.paint}" stroke-width="9" stroke-linecap="round"/>` +
    shape([[116, 206], [122, 248], [150, 250], [152, 212], [134, 200]], 8, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`) +
    circle(124, 226, 13, p.lamp, ` stroke="${p.trim}" stroke-width="2"`) +
    line(140, 258, 176, 266, p.trim, 7) +
    line(150, 262, 144, 286, p.trim, 3) +
    `<ellipse cx="143" cy="-290" rx="9" ry="5" fill="${p.trim}"/>` +
    rect(248, 96, 270, 102, 2, p.trim),
  end: (p, which) => {
    const W = 120;
    const c = W / 2;
    let svg = rect(c - 34, 96, c + 34, 186, 12, '#3b4047');
    svg += rect(c - 12, 0, c + 12, 136, 10, p.tyre);
    if (which === 'front') {
      svg += rect(c - 24, 60, c - 17, 236, 3, p.chrome) + rect(c + 17, 60, c + 24, 236, 3, p.chrome);
      svg += rect(c - 17, 122, c + 17, 146, 8, p.paint);
      svg += `<ellipse cx="${c}" cy="-236" rx="42" ry="18" fill="url(#${p.paintFill})"/>`;
      svg += `<ellipse cx="${c}" cy="-226" rx="30" ry="34" fill="${p.paint}" stroke="${p.paintDark}" stroke-width="1.5"/>`;
      svg += circle(c, 222, 16, p.lamp, ` stroke="${p.trim}" stroke-width="2"`);
      svg += line(0, 268, W, 268, p.trim, 7);
      svg += line(6, 276, 0, 300, p.trim, 3) + line(W - 6, 276, W, 300, p.trim, 3);
      svg += `<ellipse cx="0" cy="-304" rx="11" ry="7" fill="${p.trim}"/><ellipse cx="${W}" cy="-304" rx="11" ry="7" fill="${p.trim}"/>`;
    } else {
      svg += rect(c - 16, 118, c + 16, 150, 8, p.trim);
      svg += shape([[c - 30, 214], [c - 22, 244], [c + 22, 244], [c + 30, 214]], 8, p.paint, ` stroke="${p.paintDark}" stroke-width="1.5"`);
      svg += rect(c - 26, 240, c + 26, 252, 6, '#1e2024');
      svg += rect(c - 12, 222, c + 12, 232, 3, p.tail);
      svg += rect(c - 14, 160, c + 14, 178, 2, '#f7f7f2', ` stroke="${p.trim}" stroke-width="1"`);
      svg += rect(c + 30, 88, c + 46, 112, 6, p.chrome);
      svg += line(4, 262, W - 4, 262, p.trim, 6);
    }
    return svg;
  },
};

const truck: VehicleDrawing = {
  length: 780,
  width: 240,
  scale: 0.82,
  side: (p) =>
    rect(150, 48, 770, 74, 4, p.trim) +
    rect(250, 30, 340, 62, 6, p.chrome) +
    rect(222, 76, 776, 332, 6, p.panel, ` stroke="${p.panelEdge}" stroke-width="2"`) +
    rect(222, 96, 776, 112, 0, `url(#${p.paintFill})`) +
    line(770, 80, 770, 328, p.panelEdge, 2) +
    arch(120, 62, 60, '#121417') +
    shape([[0, 60], [0, 178], [6, 292], [26, 312], [196, 314], [208, 300], [210, 60]], 12, `url(#${p.paintFill})`, ` stroke="${p.paintDark}" stroke-width="1.5"`) +
    shape([[16, 206], [24, 290], [118, 292], [118, 206]], 6, 'url(#glass)', ` stroke="${p.trim}" stroke-width="3"`) +
    line(128, 66, 128, 296, p.paintDark, 1.6) +
    rect(150, 180, 170, 188, 3, p.paintDark) +
    rect(0, 44, 30, 96, 6, p.trim) +
    rect(-2, 104, 10, 128, 3, p.lamp) +
    rect(40, 38, 104, 50, 3, p.trim) +
    rect(732, 8, 742, 70, 2, p.trim) +
    rect(770, 80, 778, 104, 2, p.tail) +
    carWheel(120, 52, p) + carWheel(590, 52, p) + carWheel(680, 52, p),
  end: (p, which) => {
    const W = 240;
    let svg = rect(8, 0, 52, 78, 8, p.tyre) + rect(W - 52, 0, W - 8, 78, 8, p.tyre);
    if (which === 'front') {
      svg += rect(6, 76, W - 6, 332, 6, p.panel, ` stroke="${p.panelEdge}" stroke-width="2"`);
      svg += rect(-20, 196, -6, 262, 4, p.trim) + rect(W + 6, 196, W + 20, 262, 4, p.trim);
      svg += shape([[0, 60], [0, 300], [14, 314], [W - 14, 314], [W, 300], [W, 60]], 12, `url(#${p.paintFill})`, ` stroke="${p.paintDark}" stroke-width="1.5"`);
      svg += shape([[14, 198], [18, 298], [W - 18, 298], [W - 14, 198]], 8, 'url(#glass)');
      svg += rect(W * 0.2, 100, W * 0.8, 178, 6, '#1d2126');
      for (let y = 114; y < 178; y += 14) svg += line(W * 0.22, y, W * 0.78, y, '#3a4048', 3);
      svg += rect(8, 88, 56, 110, 4, p.lamp) + rect(W - 56, 88, W - 8, 110, 4, p.lamp);
      svg += rect(0, 44, W, 84, 8, p.trim);
      svg += rect(W * 0.38, 52, W * 0.62, 70, 2, '#f7f7f2');
    } else {
      svg += rect(0, 60, W, 334, 6, p.panel, ` stroke="${p.panelEdge}" stroke-width="2"`);
      svg += line(W / 2, 64, W / 2, 330, p.panelEdge, 2);
      svg += rect(W / 2 - 22, 180, W / 2 - 10, 230, 3, p.chrome) + rect(W / 2 + 10, 180, W / 2 + 22, 230, 3, p.chrome);
      svg += rect(0, 300, W, 314, 0, `url(#${p.paintFill})`);
      svg += rect(0, 40, W, 60, 4, p.trim);
      svg += rect(8, 64, 40, 82, 3, p.tail) + rect(W - 40, 64, W - 8, 82, 3, p.tail);
      svg += rect(W * 0.4, 42, W * 0.6, 58, 2, '#f7f7f2');
    }
    return svg;
  },
};

const caravan: VehicleDrawing = {
  length: 780,
  width: 246,
  scale: 0.82,
  // The front view carries its own A-frame, so it attaches where the body starts.
  frontAttach: 160,
  side: (p) =>
    shape([[0, 70], [0, 84], [164, 94], [164, 72]], 4, p.trim) +
    rect(-8, 70, 24, 92, 6, p.trim) +
    line(44, 80, 44, 28, p.trim, 8) + circle(44, 16, 14, p.tyre) +
    rect(84, 92, 104, 142, 6, '#d9dde2', ` stroke="${p.panelEdge}" stroke-width="1.5"`) +
    rect(110, 92, 130, 142, 6, '#d9dde2', ` stroke="${p.panelEdge}" stroke-width="1.5"`) +
    rect(178, 36, 186, 62, 2, p.trim) + rect(756, 36, 764, 62, 2, p.trim) +
    arch(470, 52, 62, '#121417') + arch(562, 52, 62, '#121417') +
    shape([[160, 62], [160, 248], [176, 296], [214, 322], [766, 322], [780, 308], [780, 62]], 12, p.panel, ` stroke="${p.panelEdge}" stroke-width="2"`) +
    shape([[160, 62], [160, 132], [780, 132], [780, 62]], 6, `url(#${p.paintFill})`) +
    rect(160, 132, 780, 138, 0, p.paintLight, ' opacity="0.8"') +
    `<path d="M${pt(200, 176)}C${pt(380, 152)} ${pt(560, 236)} ${pt(770, 206)}L${pt(770, 220)}C${pt(560, 252)} ${pt(380, 170)} ${pt(200, 190)}Z" fill="${p.paint}" opacity="0.9"/>` +
    shape([[196, 198], [196, 266], [300, 266], [300, 198]], 8, 'url(#glass)', ` stroke="#9aa1a8" stroke-width="4"`) +
    shape([[600, 206], [600, 266], [712, 266], [712, 206]], 8, 'url(#glass)', ` stroke="#9aa1a8" stroke-width="4"`) +
    rect(380, 72, 444, 290, 8, '#f9fafb', ` stroke="${p.panelEdge}" stroke-width="2"`) +
    rect(390, 212, 434, 272, 6, 'url(#glass)') +
    rect(428, 170, 438, 190, 3, p.trim) +
    rect(330, 300, 740, 312, 6, '#6f757c') +
    rect(420, 322, 500, 332, 3, '#dfe3e7') +
    rect(170, 80, 232, 124, 6, 'none', ` stroke="${p.paintDark}" stroke-width="2"`) +
    rect(772, 80, 781, 104, 2, p.tail) +
    rect(520, 18, 528, 62, 2, p.trim) + rect(610, 18, 618, 62, 2, p.trim) +
    carWheel(470, 44, p) + carWheel(562, 44, p),
  end: (p, which) => {
    const W = 246;
    let svg = rect(14, 0, 50, 70, 8, p.tyre) + rect(W - 50, 0, W - 14, 70, 8, p.tyre);
    const body = shape([[0, 62], [0, 286], [30, 322], [W - 30, 322], [W, 286], [W, 62]], 14, p.panel, ` stroke="${p.panelEdge}" stroke-width="2"`);
    const band = shape([[0, 62], [0, 132], [W, 132], [W, 62]], 6, `url(#${p.paintFill})`);
    if (which === 'front') {
      svg += body + band;
      svg += shape([[W * 0.14, 190], [W * 0.16, 268], [W * 0.84, 268], [W * 0.86, 190]], 10, 'url(#glass)', ' stroke="#9aa1a8" stroke-width="4"');
      svg += rect(W * 0.3, 140, W * 0.7, 176, 6, 'none', ` stroke="${p.panelEdge}" stroke-width="2"`);
      svg += line(W * 0.12, 66, W / 2, 26, p.trim, 8) + line(W * 0.88, 66, W / 2, 26, p.trim, 8);
      svg += rect(W * 0.34, 36, W * 0.44, 84, 6, '#d9dde2', ` stroke="${p.panelEdge}" stroke-width="1.5"`);
      svg += rect(W * 0.56, 36, W * 0.66, 84, 6, '#d9dde2', ` stroke="${p.panelEdge}" stroke-width="1.5"`);
      svg += circle(W / 2, 24, 9, p.trim) + circle(W / 2, 10, 10, p.tyre);
    } else {
      svg += body + band;
      svg += rect(W * 0.3, 226, W * 0.7, 270, 8, 'url(#glass)', ' stroke="#9aa1a8" stroke-width="4"');
      svg += circle(W / 2, 170, 42, p.tyre) + circle(W / 2, 170, 24, p.rim);
      svg += rect(8, 72, 40, 100, 4, p.tail) + rect(W - 40, 72, W - 8, 100, 4, p.tail);
      svg += rect(-4, 48, W + 4, 62, 4, p.trim);
      svg += rect(W * 0.4, 104, W * 0.6, 122, 2, '#f7f7f2', ` stroke="${p.trim}" stroke-width="1"`);
    }
    return svg;
  },
};

export const VEHICLE_DRAWINGS: Record<CarBody, VehicleDrawing> = {
  sedan, hatch, suv, ute, wagon, van, coupe, convertible, motorcycle, truck, caravan,
};
