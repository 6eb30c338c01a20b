import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { ImageRefused, ImageStore, ImageVariant, StoredPhoto } from '../../application/media/image-store.port';
import { IMAGE_CONTENT_TYPES, IMAGE_HASH, type ImageFormat } from '../../domain/media/image-variants';
import { writeDurably } from '../files/write-durably';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, sharedImageDecoder, type BoundedImageDecoder, type ImageLimits } from './bounded-image-decoder';

/**
 * Issue 16 defaults: a 20 MB file or a 40-megapixel photo is more than any car photo needs;
 * issue 30 adds 12,000 pixels a side (the shared decoder's limits, bounded-image-decoder.ts).
 */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = MAX_IMAGE_PIXELS;
export const MAX_PHOTO_SIDE = MAX_IMAGE_SIDE;

/** Re-encoding quality of a stored JPEG original: high, so the variants made from it lose nothing visible. */
const ORIGINAL_JPEG_QUALITY = 95;

/** The types accepted, by the MIME type file-type reads from the bytes → the format sharp must decode them as. */
const ACCEPTED: Readonly<Record<string, { format: StoredPhoto['format']; sharpFormat: string }>> = {
  'image/jpeg': { format: 'jpeg', sharpFormat: 'jpeg' },
  'image/png': { format: 'png', sharpFormat: 'png' },
  'image/apng': { format: 'png', sharpFormat: 'png' },
  'image/webp': { format: 'webp', sharpFormat: 'webp' },
  'image/avif': { format: 'avif', sharpFormat: 'heif' },
  'image/gif': { format: 'gif', sharpFormat: 'gif' },
};

export interface SharpImagePipelineOptions {
  /** `{DATA_DIR}/images`: originals under `originals/`, the variant cache under `variants/`. */
  readonly dir: string;
  readonly maxBytes?: number;
  readonly maxPixels?: number;
  readonly maxSide?: number;
  /** Who decodes (default the process's shared decoder: one concurrency limit and memory budget for every route). */
  readonly decoder?: BoundedImageDecoder;
}

/**
 * The image pipeline on the local disk (issue 16), with sharp (libvips):
 * - `store`: the type is read from the bytes by file-type and must be the one sharp decodes
 *   (an HTML page or a PDF named .jpg is refused); bytes, then the pixel count and the sides
 *   from the header, are bounded before any pixel is decoded, and the decode itself runs in the
 *   shared BoundedImageDecoder (issue 30: a few at once, within a memory budget, sharp's
 *   limitInputPixels guarding it). The original is kept once, named by the SHA-256 of the
 *   bytes received, at `originals/{aa}/{hash}` (two hex digits of fan-out keep directories
 *   small): turned upright with `.rotate()` and re-encoded without EXIF, GPS, XMP or IPTC
 *   (sharp writes none unless asked; only the ICC profile is kept for true colours) — JPEG at
 *   quality 95, anything else as lossless PNG. So no location metadata is kept on disk, nor in
 *   any variant made from it.
 * - `variant`: made from the original on first request and written to
 *   `variants/{aa}/{hash}/{width}-{quality}.{ext}` (temporary file, then rename), read from
 *   there after; concurrent first requests for one variant share one encoding; the original is
 *   decoded through the same decoder.
 */
export class SharpImagePipeline implements ImageStore {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #limits: ImageLimits;
  readonly #decoder: BoundedImageDecoder;
  readonly #encoding = new Map<string, Promise<Uint8Array | null>>();

  constructor(options: SharpImagePipelineOptions) {
    this.#dir = options.dir;
    this.#maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
    this.#limits = { maxPixels: options.maxPixels ?? MAX_PHOTO_PIXELS, maxSide: options.maxSide ?? MAX_PHOTO_SIDE };
    this.#decoder = options.decoder ?? sharedImageDecoder;
  }

  /** Where the original of `hash` is kept (tests look). */
  originalPath(hash: string): string {
    return join(this.#dir, 'originals', hash.slice(0, 2), hash);
  }

  /** Where a variant is cached (tests look). */
  variantPath(hash: string, width: number, quality: number, format: ImageFormat): string {
    return join(this.#dir, 'variants', hash.slice(0, 2), hash, `${width}-${quality}.${format === 'jpeg' ? 'jpg' : format}`);
  }

  store(bytes: Uint8Array): TE.TaskEither<ImageRefused, StoredPhoto> {
    return async () => {
      if (bytes.byteLength > this.#maxBytes) {
        return E.left({ code: 'IMAGE.TOO_LARGE', message: `The image is larger than ${Math.floor(this.#maxBytes / (1024 * 1024))} MB.` });
      }
      const accepted = ACCEPTED[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
      if (!accepted) return E.left(notAnImage());
      // The header only: no pixel is decoded before the size is known to be within the limits.
      const checked = await this.#decoder.check(bytes, { limits: this.#limits });
      if (!checked.ok) {
        if (checked.reason === 'unreadable') return E.left(notAnImage());
        const { width, height, limits } = checked;
        return E.left({
          code: 'IMAGE.TOO_MANY_PIXELS',
          message: `The image is ${width} × ${height} pixels: at most ${limits.maxPixels / 1_000_000} megapixels and ${limits.maxSide} pixels a side are taken.`,
        });
      }
      if (checked.image.format !== accepted.sharpFormat) return E.left(notAnImage());

      const hash = createHash('sha256').update(bytes).digest('hex');
      const path = this.originalPath(hash);
      const existing = await sizeOf(path);
      if (existing) return E.right({ hash, ...existing, format: accepted.format });

      let cleaned: { data: Buffer; info: sharp.OutputInfo };
      try {
        // failOn 'error': phones' JPEGs with a harmless warning (e.g. trailing bytes) still pass.
        cleaned = await this.#decoder.decode(
          checked.image,
          (input) => {
            const upright = input.rotate().keepIccProfile();
            const encoded = accepted.format === 'jpeg' ? upright.jpeg({ quality: ORIGINAL_JPEG_QUALITY, mozjpeg: true }) : upright.png({ compressionLevel: 9 });
            return encoded.toBuffer({ resolveWithObject: true });
          },
          { failOn: 'error' },
        );
      } catch {
        return E.left(notAnImage());
      }
      await writeDurably(path, cleaned.data);
      return E.right({ hash, width: cleaned.info.width, height: cleaned.info.height, format: accepted.format });
    };
  }

  async variant(hash: string, request: { readonly width: number; readonly format: ImageFormat; readonly quality: number }): Promise<ImageVariant | null> {
    if (!IMAGE_HASH.test(hash)) return null;
    const path = this.variantPath(hash, request.width, request.quality, request.format);
    const contentType = IMAGE_CONTENT_TYPES[request.format];
    const cached = await readIfExists(path);
    if (cached) return { bytes: cached, contentType };
    let encoding = this.#encoding.get(path);
    if (!encoding) {
      encoding = this.#encode(hash, path, request).finally(() => this.#encoding.delete(path));
      this.#encoding.set(path, encoding);
    }
    const bytes = await encoding;
    return bytes ? { bytes, contentType } : null;
  }

  async #encode(
    hash: string,
    path: string,
    request: { readonly width: number; readonly format: ImageFormat; readonly quality: number },
  ): Promise<Uint8Array | null> {
    const original = await readIfExists(this.originalPath(hash));
    if (!original) return null;
    // An original was checked when it was stored; checked again (its header) so nothing is decoded outside the limits.
    const checked = await this.#decoder.check(original, { limits: this.#limits });
    if (!checked.ok) return null;
    const { quality } = request;
    // The original is upright and carries no metadata but its ICC profile; sharp converts to sRGB and writes none.
    const encoded = await this.#decoder.decode(checked.image, (input) => {
      const resized = input.resize({ width: request.width, withoutEnlargement: true });
      const output =
        request.format === 'avif'
          ? resized.avif({ quality, effort: 4 })
          : request.format === 'webp'
            ? resized.webp({ quality })
            : resized.jpeg({ quality, mozjpeg: true, progressive: true });
      return output.toBuffer();
    });
    const bytes = new Uint8Array(encoded);
    await writeDurably(path, bytes);
    return bytes;
  }
}

function notAnImage(): ImageRefused {
  return { code: 'IMAGE.NOT_AN_IMAGE', message: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image.' };
}

async function sizeOf(path: string): Promise<{ width: number; height: number } | null> {
  try {
    await stat(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const { width, height } = await sharp(path).metadata();
  return { width, height };
}

async function readIfExists(path: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
