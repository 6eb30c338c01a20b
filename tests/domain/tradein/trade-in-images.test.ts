import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addImages, checkImage, imagePreview, removeImage, type ImageFile } from '../../../domain/tradein';

const anImage = (fields: Partial<ImageFile> = {}): ImageFile => ({ name: 'front.jpg', size: 2_000_000, type: 'image/jpeg', ...fields });
const images = (n: number) => Array.from({ length: n }, (_, i) => anImage({ name: `photo-${i}.jpg` }));

describe('trade-in images (spec 2 §5, §9)', () => {
  it("allows up to 10 images, else 'You can only upload 10 images'", () => {
    expect(addImages(images(7), images(3))).toEqual(E.right([...images(7), ...images(3)]));
    expect(addImages(images(7), images(4))).toEqual(E.left({ code: 'TRADE_IN.TOO_MANY_IMAGES', message: 'You can only upload 10 images' }));
  });

  it("allows each image up to 10,000,000 bytes, else 'Please upload an image file under 10MB'", () => {
    expect(E.isRight(checkImage(anImage({ size: 10_000_000 })))).toBe(true);
    expect(checkImage(anImage({ size: 10_000_001 }))).toEqual(
      E.left({ code: 'TRADE_IN.IMAGE_TOO_LARGE', message: 'Please upload an image file under 10MB', fileName: 'front.jpg' }),
    );
  });

  it.each([
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.heic', 'image/heic'],
    ['IMG_0001.HEIC', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(E.isRight(checkImage(anImage({ name, type })))).toBe(true);
  });

  it.each([
    ['scan.pdf', 'application/pdf'],
    ['photo.webp', 'image/webp'],
    ['notes.txt', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkImage(anImage({ name, type }))).toEqual(E.left(expect.objectContaining({ code: 'TRADE_IN.IMAGE_TYPE' })));
  });

  it('shows HEIC files by name, other images as a preview', () => {
    expect(imagePreview(anImage({ name: 'IMG_0001.HEIC', type: '' }))).toEqual({ _tag: 'FileName', name: 'IMG_0001.HEIC' });
    expect(imagePreview(anImage())).toEqual({ _tag: 'Thumbnail' });
  });

  it('removes one image by index', () => {
    expect(removeImage(images(3), 1).map((f) => f.name)).toEqual(['photo-0.jpg', 'photo-2.jpg']);
  });

  it('an accepted selection never holds more than 10 images, each at most 10,000,000 bytes', () => {
    const file = fc.record({
      name: fc.constantFrom('a.jpg', 'b.png', 'c.heic', 'd.pdf'),
      size: fc.integer({ min: 0, max: 12_000_000 }),
      type: fc.constant(''),
    });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 12 }), fc.array(file, { maxLength: 12 }), (current, incoming) => {
        const result = addImages(current, incoming);
        if (E.isRight(result)) {
          expect(result.right.length).toBeLessThanOrEqual(10);
          for (const f of incoming) expect(f.size).toBeLessThanOrEqual(10_000_000);
        }
      }),
    );
  });
});
