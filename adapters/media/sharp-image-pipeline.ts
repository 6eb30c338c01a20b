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

/** Issue 16 defaults: a 20 MB file or a 40-megapixel photo is more than any car photo needs. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

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
}

/**
 * The image pipeline on the local disk (issue 16), with sharp (libvips):
 * - `store`: the type is read from the bytes by file-type and must be the one sharp decodes
 *   (an HTML page or a PDF named .jpg is refused); bytes, then the pixel count from the header,
 *   are bounded before any pixel is decoded (and sharp's limitInputPixels guards the decode
 *   itself). The original is kept once, named by the SHA-256 of the bytes received, at
 *   `originals/{aa}/{hash}` (two hex digits of fan-out keep directories small): turned upright
 *   with `.rotate()` and re-encoded without EXIF, GPS, XMP or IPTC (sharp writes none unless
 *   asked; only the ICC profile is kept for true colours) — JPEG at quality 95, anything else as
 *   lossless PNG. So no location metadata is kept on disk, nor in any variant made from it.
 * - `variant`: made from the original on first request and written to
 *   `variants/{aa}/{hash}/{width}-{quality}.{ext}` (temporary file, then rename), read from
 *   there after; concurrent first requests for one variant share one encoding.
 */
export class SharpImagePipeline implements ImageStore {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #maxPixels: number;
  readonly #encoding = new Map<string, Promise<Uint8Array | null>>();

  constructor(options: SharpImagePipelineOptions) {
    this.#dir = options.dir;
    this.#maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
    this.#maxPixels = options.maxPixels ?? MAX_PHOTO_PIXELS;
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
      let metadata: sharp.Metadata;
      try {
        // The header only (no pixel is decoded), so without sharp's own limit: the count is checked below, with its own code.
        metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        return E.left(notAnImage());
      }
      if (metadata.format !== accepted.sharpFormat || !metadata.width || !metadata.height) return E.left(notAnImage());
      if (metadata.width * metadata.height > this.#maxPixels) {
        return E.left({ code: 'IMAGE.TOO_MANY_PIXELS', message: `The image has more than ${this.#maxPixels / 1_000_000} megapixels.` });
      }

      const hash = createHash('sha256').update(bytes).digest('hex');
      const path = this.originalPath(hash);
      const existing = await sizeOf(path);
      if (existing) return E.right({ hash, ...existing, format: accepted.format });

      let cleaned: { data: Buffer; info: sharp.OutputInfo };
      try {
        // failOn 'error': phones' JPEGs with a harmless warning (e.g. trailing bytes) still pass.
        const upright = sharp(bytes, { failOn: 'error', limitInputPixels: this.#maxPixels }).rotate().keepIccProfile();
        const encoded = accepted.format === 'jpeg' ? upright.jpeg({ quality: ORIGINAL_JPEG_QUALITY, mozjpeg: true }) : upright.png({ compressionLevel: 9 });
        cleaned = await encoded.toBuffer({ resolveWithObject: true });
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

  async #encode(hash: string, path: string, request: { readonly width: number; readonly format: ImageFormat; readonly quality: number }): Promise<Uint8Array | null> {
    const original = await readIfExists(this.originalPath(hash));
    if (!original) return null;
    // The original is upright and carries no metadata but its ICC profile; sharp converts to sRGB and writes none.
    const resized = sharp(original, { limitInputPixels: this.#maxPixels }).resize({ width: request.width, withoutEnlargement: true });
    const { quality } = request;
    const encoded =
      request.format === 'avif'
        ? resized.avif({ quality, effort: 4 })
        : request.format === 'webp'
          ? resized.webp({ quality })
          : resized.jpeg({ quality, mozjpeg: true, progressive: true });
    const bytes = new Uint8Array(await encoded.toBuffer());
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
