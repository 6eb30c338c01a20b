import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  chooseImageFormat,
  parseImageVariantRequest,
  parsePipelineImageUrl,
  pipelineImagePath,
  responsiveImage,
  RENDERED_PICTURE_WIDTHS,
  renderedPicturePath,
} from '../../../domain/media/image-variants';

const hash = 'ab'.repeat(32);

describe('the image CDN request (spec 2 §7)', () => {
  it('defaults: the largest width, format auto, q 75', () => {
    expect(parseImageVariantRequest({})).toEqual(E.right({ width: 1920, format: 'auto', quality: 75 }));
  });

  it('refuses widths outside the set, naming the parameter', () => {
    for (const w of ['500', '0', '0640', '-320', '320px', '']) {
      const result = parseImageVariantRequest({ w });
      expect(E.isLeft(result) && result.left.field, w).toBe('w');
    }
  });

  it('format=auto prefers AVIF, then WebP, then JPEG; a type refused with q=0 does not count', () => {
    expect(chooseImageFormat('auto', 'image/avif,image/webp,*/*')).toBe('avif');
    expect(chooseImageFormat('auto', 'image/webp,*/*;q=0.8')).toBe('webp');
    expect(chooseImageFormat('auto', 'image/avif;q=0, image/webp')).toBe('webp');
    expect(chooseImageFormat('auto', '*/*')).toBe('jpeg');
    expect(chooseImageFormat('auto', undefined)).toBe('jpeg');
    expect(chooseImageFormat('webp', 'image/avif')).toBe('webp');
  });
});

describe('responsiveImage', () => {
  it('lists every served width up to the original in srcset, src at the fallback width', () => {
    const image = responsiveImage(pipelineImagePath(hash, 1100, 733), '100vw');
    expect(image.src).toBe(`/media/img/${hash}/1100x733?w=800`);
    expect(image.srcSet).toBe([160, 320, 480, 640, 800, 1024].map((w) => `/media/img/${hash}/1100x733?w=${w} ${w}w`).join(', '));
    expect(image.sizes).toBe('100vw');
  });

  it('a photo narrower than the smallest width has one source and no srcset', () => {
    expect(responsiveImage(pipelineImagePath(hash, 96, 64), '100vw')).toEqual({ src: `/media/img/${hash}/96x64?w=160` });
  });

  it('leaves other URLs as they are (the SVG illustrations, external photos)', () => {
    for (const url of ['/media/cars/suv/red/3.svg?w=320', 'https://cdn.example.com/car.jpg', `/media/img/${hash}`]) {
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
      expect(parsePipelineImageUrl(url)).toBeNull();
    }
  });

  it("lists a rendered picture's served widths (issue 17 item 1)", () => {
    const path = '/media/cars/mazda/suv-3-4550-1840-1680/red/0.webp';
    expect(responsiveImage(`${path}?w=320`, '(min-width: 768px) 33vw, 100vw', 640)).toEqual({
      src: `${path}?w=640`,
      srcSet: RENDERED_PICTURE_WIDTHS.map((w) => `${path}?w=${w} ${w}w`).join(', '),
      sizes: '(min-width: 768px) 33vw, 100vw',
    });
    expect(renderedPicturePath('/media/cars/suv/red/0.webp?w=320')).toBe('/media/cars/suv/red/0.webp');
    for (const url of ['/media/cars/suv/red/0.svg', '/media/cars/suv/red/0.webp?w=320&x=1', 'https://x.example/media/cars/a.webp', '/media/cars/a b.webp']) {
      expect(renderedPicturePath(url), url).toBeNull();
    }
  });

  it('reads a pipeline URL with or without its query', () => {
    expect(parsePipelineImageUrl(`/media/img/${hash}/2000x1250?w=320`)).toEqual({ path: `/media/img/${hash}/2000x1250`, hash, width: 2000, height: 1250 });
  });
});
