/**
 * The flat drawing of a motorcycle, in local units: x runs from the front (0) to the rear,
 * y runs up from the ground (0), with a side view and an end view (front or rear, `width`
 * units wide); car-image-svg.ts shows one or the other. Every other body type is a solid
 * (car-model.ts). Output is SVG markup only; its inputs are numbers and palette colours.
 */

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

const motorcycle: VehicleDrawing = {
  length: 440,
  width: 120,
  scale: 1.1,
  thin: true,
  side: (p) =>
    bikeWheel(360, 64, p, false) +
    bikeWheel(80, 64, p, true) +
    shape(
      [
        [362, 60],
        [292, 112],
        [302, 124],
        [368, 74],
      ],
      4,
      p.trim,
    ) +
    shape(
      [
        [178, 108],
        [186, 186],
        [268, 192],
        [284, 128],
        [252, 100],
        [200, 98],
      ],
      10,
      '#3b4047',
    ) +
    line(196, 132, 272, 136, '#555c64', 3) +
    line(192, 152, 276, 156, '#555c64', 3) +
    line(190, 172, 272, 174, '#555c64', 3) +
    `<path d="M${pt(214, 104)}C${pt(240, 70)} ${pt(300, 80)} ${pt(340, 100)}" fill="none" stroke="${p.chrome}" stroke-width="11" stroke-linecap="round"/>` +
    shape(
      [
        [326, 92],
        [330, 118],
        [404, 126],
        [408, 104],
      ],
      10,
      p.chrome,
    ) +
    line(150, 214, 206, 110, p.trim, 9) +
    line(206, 110, 300, 118, p.trim, 9) +
    line(280, 206, 300, 118, p.trim, 8) +
    shape(
      [
        [150, 214],
        [166, 254],
        [262, 258],
        [290, 228],
        [278, 200],
        [172, 196],
      ],
      16,
      `url(#${p.paintFill})`,
      ` stroke="${p.paintDark}" stroke-width="1.5"`,
    ) +
    line(178, 238, 258, 242, p.paintLight, 4, ' opacity="0.7"') +
    shape(
      [
        [282, 226],
        [290, 242],
        [372, 238],
        [392, 226],
        [300, 214],
      ],
      8,
      '#1e2024',
    ) +
    shape(
      [
        [370, 226],
        [432, 240],
        [436, 230],
        [400, 212],
        [356, 212],
      ],
      6,
      p.paint,
      ` stroke="${p.paintDark}" stroke-width="1.5"`,
    ) +
    rect(428, 228, 438, 238, 2, p.tail) +
    line(80, 64, 132, 236, p.chrome, 10) +
    line(80, 64, 104, 142, p.trim, 12) +
    `<path d="M${pt(34, 102)}A64 64 0 0 1 ${pt(124, 108)}" fill="none" stroke="${p.paint}" stroke-width="9" stroke-linecap="round"/>` +
    shape(
      [
        [116, 206],
        [122, 248],
        [150, 250],
        [152, 212],
        [134, 200],
      ],
      8,
      p.paint,
      ` stroke="${p.paintDark}" stroke-width="1.5"`,
    ) +
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
      svg += shape(
        [
          [c - 30, 214],
          [c - 22, 244],
          [c + 22, 244],
          [c + 30, 214],
        ],
        8,
        p.paint,
        ` stroke="${p.paintDark}" stroke-width="1.5"`,
      );
      svg += rect(c - 26, 240, c + 26, 252, 6, '#1e2024');
      svg += rect(c - 12, 222, c + 12, 232, 3, p.tail);
      svg += rect(c - 14, 160, c + 14, 178, 2, '#f7f7f2', ` stroke="${p.trim}" stroke-width="1"`);
      svg += rect(c + 30, 88, c + 46, 112, 6, p.chrome);
      svg += line(4, 262, W - 4, 262, p.trim, 6);
    }
    return svg;
  },
};

export const MOTORCYCLE = motorcycle;
