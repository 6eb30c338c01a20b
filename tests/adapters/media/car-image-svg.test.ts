import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAR_BODIES, PAINT_COLOURS, PAINT_HEX, PHOTO_VIEW_COUNT, PLACEHOLDER_IMAGE_PATH, SPIN_FRAME_COUNT,
  carImagePath, carInteriorPath, carSpinFramePath, carThumbPath, isPlaceholderImagePath, parseCarImagePath,
  renderCarSvg, renderPlaceholderSvg,
} from '../../../adapters/media/car-image-svg';

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

describe('renderCarSvg', () => {
  it('draws every body in every photo view as well-formed SVG in its paint colour', () => {
    for (const body of CAR_BODIES) {
      for (let view = 0; view < PHOTO_VIEW_COUNT; view++) {
        const colour = PAINT_COLOURS[view % PAINT_COLOURS.length] ?? 'red';
        const svg = renderCarSvg({ body, colour, view });
        looksLikeSvg(svg);
        expect(svg).toContain(PAINT_HEX[colour]);
      }
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
    expect(renderCarSvg({ body: 'suv', colour: 'green', view: 0 })).toContain('aria-label="Green SUV"');
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
    expect(parseCarImagePath('/media/cars/ute/white/0.svg')).toEqual({ body: 'ute', colour: 'white', view: 0, kind: 'photo' });
    expect(parseCarImagePath('/media/cars/suv/red/23.svg?w=320')).toEqual({ body: 'suv', colour: 'red', view: 23, kind: 'photo', width: 320 });
    expect(parseCarImagePath('/media/cars/caravan/grey/spin-35.svg')).toEqual({ body: 'caravan', colour: 'grey', view: 35, kind: 'spin' });
    expect(parseCarImagePath('/media/cars/sedan/black/interior.svg')).toEqual({ body: 'sedan', colour: 'black', view: 0, kind: 'interior' });
  });

  it('rejects unknown bodies and colours, out-of-range views and anything off the scheme', () => {
    for (const path of [
      '/media/cars/tank/red/0.svg', '/media/cars/sedan/mauve/0.svg', '/media/cars/sedan/red/24.svg', '/media/cars/sedan/red/spin-36.svg',
      '/media/cars/sedan/red/01.svg', '/media/cars/sedan/red/-1.svg', '/media/cars/sedan/red/0.png', '/media/cars/sedan/red/0.svg?w=9',
      '/media/cars/sedan/red/0.svg?w=320&x=1', '/media/cars/sedan/red/0.svg?h=320', '/media/cars/../red/0.svg', '/media/cars/Sedan/red/0.svg',
      '/media/cars/sedan/red/0.svg/', 'media/cars/sedan/red/0.svg', '/media/cars/sedan/red/0.svg?w=99999', '/media/placeholder.svg', '',
    ]) expect(parseCarImagePath(path), path).toBeNull();
  });

  it('reads back every path the URL builders make', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAR_BODIES), fc.constantFrom(...PAINT_COLOURS), fc.integer({ min: 0, max: PHOTO_VIEW_COUNT - 1 }), fc.integer({ min: 0, max: SPIN_FRAME_COUNT - 1 }), (body, colour, view, frame) => {
        expect(parseCarImagePath(carImagePath(body, colour, view))).toEqual({ body, colour, view, kind: 'photo' });
        expect(parseCarImagePath(carThumbPath(body, colour, view))).toEqual({ body, colour, view, kind: 'photo', width: 320 });
        expect(parseCarImagePath(carSpinFramePath(body, colour, frame))).toEqual({ body, colour, view: frame, kind: 'spin' });
        expect(parseCarImagePath(carInteriorPath(body, colour))).toEqual({ body, colour, view: 0, kind: 'interior' });
      }),
    );
  });

  it('what it accepts can be rendered', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAR_BODIES), fc.constantFrom(...PAINT_COLOURS), fc.integer({ min: 0, max: SPIN_FRAME_COUNT - 1 }), (body, colour, frame) => {
        const request = parseCarImagePath(`${carSpinFramePath(body, colour, frame)}?w=640`);
        expect(request).not.toBeNull();
        if (request) expect(renderCarSvg(request)).toContain('width="640"');
      }),
      { numRuns: 30 },
    );
  });

  it('knows the placeholder path', () => {
    expect(isPlaceholderImagePath(PLACEHOLDER_IMAGE_PATH)).toBe(true);
    expect(isPlaceholderImagePath('/media/placeholder.svg?w=320')).toBe(true);
    expect(isPlaceholderImagePath('/media/placeholder.png')).toBe(false);
  });
});
