import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  renderCarSvg,
  renderPlaceholderSvg,
} from '../../../adapters/media/car-image-svg';
import { atWidth, badgeOf, badgeSlug, lookOf, modelImagePath, modelInteriorPath, modelSpinFramePath } from '../../../adapters/media/car-image-url';
import { buildVehicle } from '../../../adapters/media/car-model';

/** Tags open and close in order (self-closing tags aside): enough to catch broken markup. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing === '/') continue;
    if (closing === '/') {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name);
    }
  }
  return stack.length === 0;
}

function looksLikeSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(tagsBalance(svg)).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
}

/** The share of a drawing's colours (flat fills and shading gradients' stops) that are clearly red (r well above g and b). */
function redShare(svg: string): number {
  const fills = [...svg.matchAll(/(?:<path d="[^"]*" fill|stop-color)="#([0-9a-f]{6})"/g)].map((m) => m[1] ?? '000000');
  const red = fills.filter((hex) => {
    const n = Number.parseInt(hex, 16);
    const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    return r > g + 40 && r > b + 40;
  });
  return red.length / Math.max(fills.length, 1);
}

const MAZDA_CX5 = lookOf('Mazda', 'CX-5', 'suv', [4550, 1840, 1680], false);

describe('renderCarSvg', () => {
  it('draws every body in every photo view as well-formed SVG, generic and of a model', () => {
    for (const body of CAR_BODIES) {
      for (let view = 0; view < PHOTO_VIEW_COUNT; view++) {
        const colour = PAINT_COLOURS[view % PAINT_COLOURS.length] ?? 'red';
        looksLikeSvg(renderCarSvg({ body, colour, view }));
        looksLikeSvg(renderCarSvg({ body, colour, view, look: lookOf('Land Rover', 'Defender', body, null, view % 2 === 0) }));
      }
    }
  });

  it('paints the car its own colour (issue 17 item 1)', () => {
    for (const body of CAR_BODIES.filter((b) => b !== 'caravan' && b !== 'truck' && b !== 'motorcycle')) {
      // The exterior views: the body's faces are shades of the paint (a blue car's only red is its tail lamps).
      for (const view of [0, 1, 2]) expect(redShare(renderCarSvg({ body, colour: 'red', view })), `${body} ${view}`).toBeGreaterThan(0.25);
      expect(redShare(renderCarSvg({ body, colour: 'blue', view: 0 })), body).toBeLessThan(0.03);
    }
    // The motorcycle is a flat drawing shaded from its paint.
    expect(renderCarSvg({ body: 'motorcycle', colour: 'red', view: 0 })).toContain(PAINT_HEX.red);
    // The interior views pick the paint out in trim and stitching.
    expect(renderCarSvg({ body: 'suv', colour: 'red', view: 7 })).toContain(PAINT_HEX.red);
  });

  it("puts the make's name on the car as a badge, front and rear", () => {
    const front = renderCarSvg({ body: 'suv', colour: 'white', view: 0, look: MAZDA_CX5 });
    const rear = renderCarSvg({ body: 'suv', colour: 'white', view: 2, look: MAZDA_CX5 });
    expect(front).toMatch(/<text [^>]*>MAZDA<\/text>/);
    expect(rear).toMatch(/<text [^>]*>MAZDA<\/text>/);
    expect(renderCarSvg({ body: 'suv', colour: 'white', view: 0, look: lookOf('Land Rover', 'Defender', 'suv', null, false) })).toContain('>LAND ROVER</text>');
    // A generic picture has no badge.
    expect(renderCarSvg({ body: 'suv', colour: 'white', view: 0 })).not.toContain('<text');
  });

  it('draws the other views as well-formed SVG with the paint colour in them', () => {
    for (const body of CAR_BODIES) {
      for (let view = 6; view < PHOTO_VIEW_COUNT; view++) looksLikeSvg(renderCarSvg({ body, colour: 'red', view }));
    }
  });

  it('draws 36 spin frames and an interior for every body', () => {
    for (const body of CAR_BODIES) {
      for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) looksLikeSvg(renderCarSvg({ body, colour: 'blue', view: frame, kind: 'spin' }));
      const interior = renderCarSvg({ body, colour: 'red', view: 0, kind: 'interior' });
      looksLikeSvg(interior);
      expect(interior).toContain(PAINT_HEX.red);
    }
  });

  it('views differ from one another and colours change the drawing', () => {
    const views = new Set(Array.from({ length: PHOTO_VIEW_COUNT }, (_, view) => renderCarSvg({ body: 'suv', colour: 'white', view })));
    expect(views.size).toBe(PHOTO_VIEW_COUNT);
    expect(renderCarSvg({ body: 'ute', colour: 'red', view: 0 })).not.toBe(renderCarSvg({ body: 'ute', colour: 'blue', view: 0 }));
    expect(renderCarSvg({ body: 'ute', colour: 'red', view: 0 })).not.toBe(renderCarSvg({ body: 'sedan', colour: 'red', view: 0 }));
  });

  it('sets the requested width and keeps the 16:10 frame', () => {
    const svg = renderCarSvg({ body: 'hatch', colour: 'grey', view: 3, width: 320 });
    expect(svg).toContain('width="320" height="200"');
    expect(renderCarSvg({ body: 'hatch', colour: 'grey', view: 3 })).toContain('width="800" height="500"');
  });

  it('names what it shows for assistive technology', () => {
    expect(renderCarSvg({ body: 'suv', colour: 'green', view: 0 })).toContain('aria-label="Green SUV, front three-quarter"');
    expect(renderCarSvg({ body: 'suv', colour: 'red', view: 1, look: MAZDA_CX5 })).toContain('aria-label="Red Mazda SUV, side"');
    expect(renderCarSvg({ body: 'suv', colour: 'red', view: 9, look: lookOf('Land Rover', 'Defender', 'suv', null, false) })).toContain(
      'aria-label="Red Land Rover SUV, wheel"',
    );
  });

  it('rejects an unknown body or colour, an out-of-range view and a bad width', () => {
    expect(() => renderCarSvg({ body: 'tank', colour: 'red', view: 0 })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: '#ff0000', view: 0 })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: 'red"><script>', view: 0 })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: 'red', view: PHOTO_VIEW_COUNT })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: 'red', view: 1.5 })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: 'red', view: 40, kind: 'spin' })).toThrow(RangeError);
    expect(() => renderCarSvg({ body: 'sedan', colour: 'red', view: 0, width: 5 })).toThrow(RangeError);
  });
});

describe('renderPlaceholderSvg', () => {
  it("is a 'Photos coming soon' panel", () => {
    const svg = renderPlaceholderSvg();
    looksLikeSvg(svg);
    expect(svg).toContain('Photos coming soon');
    expect(renderPlaceholderSvg(320)).toContain('width="320" height="200"');
  });
});

describe('parseCarImagePath', () => {
  it('reads photos, thumbs, spin frames and interiors', () => {
    expect(parseCarImagePath('/media/cars/ute/white/0.svg')).toEqual({ body: 'ute', colour: 'white', view: 0, kind: 'photo', format: 'svg' });
    expect(parseCarImagePath('/media/cars/suv/red/9.svg?w=333')).toEqual({ body: 'suv', colour: 'red', view: 9, kind: 'photo', width: 333, format: 'svg' });
    expect(parseCarImagePath('/media/cars/suv/red/9.webp?w=320')).toEqual({ body: 'suv', colour: 'red', view: 9, kind: 'photo', width: 320, format: 'webp' });
    expect(parseCarImagePath('/media/cars/caravan/grey/spin-35.svg')).toEqual({ body: 'caravan', colour: 'grey', view: 35, kind: 'spin', format: 'svg' });
    expect(parseCarImagePath('/media/cars/sedan/black/interior.svg')).toEqual({ body: 'sedan', colour: 'black', view: 0, kind: 'interior', format: 'svg' });
  });

  it("reads a model's pictures: make, shape and size (issue 17 item 1)", () => {
    expect(parseCarImagePath('/media/cars/mazda/suv-3-4550-1840-1680/red/2.webp?w=640')).toEqual({
      body: 'suv',
      colour: 'red',
      view: 2,
      kind: 'photo',
      width: 640,
      format: 'webp',
      look: { make: 'mazda', style: 3, length: 4550, width: 1840, height: 1680, electric: false },
    });
    expect(parseCarImagePath('/media/cars/tesla/sedan-0-4720-1850-1440-ev/white/spin-3.webp')?.look).toEqual({
      make: 'tesla',
      style: 0,
      length: 4720,
      width: 1850,
      height: 1440,
      electric: true,
    });
    expect(parseCarImagePath('/media/cars/land_rover/suv-1-4758-1996-1969/green/interior.webp')?.kind).toBe('interior');
    for (const path of [
      '/media/cars/mazda/suv-3-4550-1840-1680/red/2.svg', // a model's picture is WebP only
      '/media/cars/mazda/suv-3-4550-1840-1680/red/2.webp?w=650', // not a served width
      '/media/cars/mazda/suv-8-4550-1840-1680/red/2.webp', // style 0..7
      '/media/cars/mazda/suv-3-99999-1840-1680/red/2.webp', // no car is 100 m long
      '/media/cars/mazda/suv-3-4550-100-1680/red/2.webp',
      '/media/cars/mazda/tank-3-4550-1840-1680/red/2.webp',
      '/media/cars/mazda/suv-3-4550-1840-1680/mauve/2.webp',
      '/media/cars/Mazda/suv-3-4550-1840-1680/red/2.webp',
      '/media/cars/ma--zda/suv-3-4550-1840-1680/red/2.webp',
      '/media/cars/mazda/suv-3-4550-1840-1680/red/10.webp',
      '/media/cars/%3Cscript%3E/suv-3-4550-1840-1680/red/2.webp',
    ])
      expect(parseCarImagePath(path), path).toBeNull();
  });

  it('rejects unknown bodies and colours, out-of-range views and anything off the scheme', () => {
    for (const path of [
      '/media/cars/tank/red/0.svg',
      '/media/cars/sedan/mauve/0.svg',
      '/media/cars/sedan/red/10.svg',
      '/media/cars/sedan/red/spin-36.svg',
      '/media/cars/sedan/red/01.svg',
      '/media/cars/sedan/red/-1.svg',
      '/media/cars/sedan/red/0.png',
      '/media/cars/sedan/red/0.svg?w=9',
      '/media/cars/sedan/red/0.svg?w=320&x=1',
      '/media/cars/sedan/red/0.svg?h=320',
      '/media/cars/../red/0.svg',
      '/media/cars/Sedan/red/0.svg',
      '/media/cars/sedan/red/0.svg/',
      'media/cars/sedan/red/0.svg',
      '/media/cars/sedan/red/0.svg?w=99999',
      '/media/placeholder.svg',
      '',
    ])
      expect(parseCarImagePath(path), path).toBeNull();
  });

  it('reads back every path the URL builders make', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAR_BODIES),
        fc.constantFrom(...PAINT_COLOURS),
        fc.integer({ min: 0, max: PHOTO_VIEW_COUNT - 1 }),
        fc.integer({ min: 0, max: SPIN_FRAME_COUNT - 1 }),
        (body, colour, view, frame) => {
          expect(parseCarImagePath(carImagePath(body, colour, view))).toEqual({ body, colour, view, kind: 'photo', format: 'svg' });
          expect(parseCarImagePath(carThumbPath(body, colour, view))).toEqual({ body, colour, view, kind: 'photo', width: 320, format: 'svg' });
          expect(parseCarImagePath(carSpinFramePath(body, colour, frame))).toEqual({ body, colour, view: frame, kind: 'spin', format: 'svg' });
          expect(parseCarImagePath(carInteriorPath(body, colour))).toEqual({ body, colour, view: 0, kind: 'interior', format: 'svg' });
          const look = lookOf('Mercedes-Benz', 'Sprinter', body, null, false);
          expect(parseCarImagePath(atWidth(modelImagePath(body, look, colour, view), 320))).toEqual({
            body,
            colour,
            view,
            kind: 'photo',
            width: 320,
            format: 'webp',
            look,
          });
          expect(parseCarImagePath(modelSpinFramePath(body, look, colour, frame))).toEqual({ body, colour, view: frame, kind: 'spin', format: 'webp', look });
          expect(parseCarImagePath(modelInteriorPath(body, look, colour))).toEqual({ body, colour, view: 0, kind: 'interior', format: 'webp', look });
        },
      ),
    );
  });

  it('what it accepts can be rendered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAR_BODIES),
        fc.constantFrom(...PAINT_COLOURS),
        fc.integer({ min: 0, max: SPIN_FRAME_COUNT - 1 }),
        (body, colour, frame) => {
          const request = parseCarImagePath(`${carSpinFramePath(body, colour, frame)}?w=640`);
          expect(request).not.toBeNull();
          if (request) expect(renderCarSvg(request)).toContain('width="640"');
        },
      ),
      { numRuns: 30 },
    );
  });

  it('knows the placeholder path', () => {
    expect(isPlaceholderImagePath(PLACEHOLDER_IMAGE_PATH)).toBe(true);
    expect(isPlaceholderImagePath('/media/placeholder.svg?w=320')).toBe(true);
    expect(isPlaceholderImagePath('/media/placeholder.png')).toBe(false);
  });
});

describe('lookOf and the badge (issue 17 item 1)', () => {
  it('writes the make for a URL and reads it back as the badge', () => {
    expect(badgeSlug('Land Rover')).toBe('land_rover');
    expect(badgeSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(badgeSlug('Citroën')).toBe('citroen');
    expect(badgeOf('land_rover')).toBe('LAND ROVER');
    expect(badgeOf('mercedes-benz')).toBe('MERCEDES-BENZ');
  });

  it('gives every model a fixed style, and models of one body different ones', () => {
    expect(lookOf('Mazda', 'CX-5', 'suv', null, false)).toEqual(lookOf('Mazda', 'CX-5', 'suv', null, false));
    const styles = new Set(
      ['CX-5', 'RAV4', 'Outlander', 'LandCruiser', 'Tucson', 'Sportage', 'X-Trail'].map((m) => lookOf('Any', m, 'suv', null, false).style),
    );
    expect(styles.size).toBeGreaterThan(3);
  });
});

describe('buildVehicle (issue 17 item 1)', () => {
  const extent = (shape: Parameters<typeof buildVehicle>[0]): { length: number; height: number } => {
    const model = buildVehicle(shape);
    const xs = model.faces.flatMap((f) => f.points.map((p) => p[0]));
    const ys = model.faces.flatMap((f) => f.points.map((p) => p[1]));
    return { length: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) };
  };

  it("is the model's own size: a small hatch and a large SUV differ", () => {
    const hatch = extent({ body: 'hatch', style: 0, length: 4065, width: 1695, height: 1495, electric: false, badge: '' });
    const suv = extent({ body: 'suv', style: 0, length: 4980, width: 1980, height: 1950, electric: false, badge: '' });
    expect(hatch.length).toBeGreaterThan(4065 * 0.97);
    expect(hatch.length).toBeLessThan(4065 * 1.05);
    expect(hatch.height).toBeGreaterThan(1495 * 0.97);
    expect(hatch.height).toBeLessThan(1495 * 1.03);
    expect(suv.height).toBeGreaterThan(1950 * 0.97);
    expect(suv.length / hatch.length).toBeGreaterThan(1.2);
  });

  it('gives an electric car no grille', () => {
    const petrol = buildVehicle({ body: 'sedan', style: 2, length: 4720, width: 1850, height: 1440, electric: false, badge: 'TESLA' });
    const electric = buildVehicle({ body: 'sedan', style: 2, length: 4720, width: 1850, height: 1440, electric: true, badge: 'TESLA' });
    expect(petrol.faces.some((f) => f.part === 'grille')).toBe(true);
    expect(electric.faces.some((f) => f.part === 'grille')).toBe(false);
  });

  it('a ute has a covered tray and a truck a box behind the cab', () => {
    const ute = buildVehicle({ body: 'ute', style: 0, length: 5325, width: 1855, height: 1815, electric: false, badge: '' });
    expect(ute.faces.some((f) => f.material === 'cover')).toBe(true);
    const truck = buildVehicle({ body: 'truck', style: 0, length: 6170, width: 1995, height: 2290, electric: false, badge: '' });
    expect(truck.faces.some((f) => f.behindCab === 'body' && f.material === 'panel')).toBe(true);
    expect(truck.wheels.length).toBe(2);
  });
});
