import { fileTypeFromBuffer } from 'file-type';
import type { ImageInspector, InspectedImage, InspectionRefused } from '../../application/tradein/trade-in-store.port';
import { sharedImageDecoder, type BoundedImageDecoder, type CheckedImage } from './bounded-image-decoder';

const REJECTED = { rejected: 'not_an_allowed_image' } as const;

/**
 * HEIF brands accepted as HEIC. `heic`/`heix` name HEVC-coded images (iPhones write major
 * `heic`); `mif1`/`msf1` are the generic HEIF image and sequence brands some Android phones
 * write as the major brand. Choice: a `mif1`/`msf1` file whose compatible brands name AV1
 * (`avif`/`avis`) and no HEVC brand is an AVIF, which spec 2 §5 does not allow — refused.
 */
const HEIC_MAJOR_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/** Re-encoding quality of JPEGs (mozjpeg): high, so a seller's photo loses nothing visible. */
const JPEG_QUALITY = 90;

/** The types spec 2 §5 allows, by the MIME type file-type reads from the bytes → sharp's name of the format. */
const ALLOWED: Readonly<Record<string, { readonly kind: 'jpeg' | 'png' | 'gif' | 'heic'; readonly sharpFormat: string }>> = {
  'image/jpeg': { kind: 'jpeg', sharpFormat: 'jpeg' },
  'image/png': { kind: 'png', sharpFormat: 'png' },
  // An animated PNG (file-type says image/apng) is a PNG file all the same.
  'image/apng': { kind: 'png', sharpFormat: 'png' },
  'image/gif': { kind: 'gif', sharpFormat: 'gif' },
  'image/heic': { kind: 'heic', sharpFormat: 'heif' },
  'image/heif': { kind: 'heic', sharpFormat: 'heif' },
  'image/heif-sequence': { kind: 'heic', sharpFormat: 'heif' },
};

/**
 * Decides an uploaded photo's type by its bytes with `file-type` — never by its name or
 * Content-Type (issue 12: an HTML page named photo.jpg is refused; a PNG named .heic is a PNG) —
 * checks its pixel size from the header before anything is decoded (issue 30: the shared
 * BoundedImageDecoder, at most 40 megapixels and 12,000 pixels a side; a HEIC by the `ispe`
 * sizes of its container when sharp cannot read it, refused when neither can) and cleans it
 * (spec 2 §5: JPEG, JPG, PNG, GIF, HEIC):
 * - JPEG: decoded (within the decoder's concurrency and memory budget) and re-encoded with
 *   sharp, which writes no EXIF, XMP or IPTC unless asked, so no GPS position (or camera serial)
 *   survives; `.rotate()` first turns the pixels upright from the EXIF orientation that is about
 *   to be dropped; the ICC profile is kept so colours stay true. A JPEG sharp cannot decode is
 *   refused.
 * - PNG, GIF: stored as received, once sharp has read their header (a PNG signature in front of
 *   anything else is refused). Not re-encoded: the issue asks location removal of JPEGs only.
 * - HEIC: stored as received (sharp's libvips decodes no HEVC, so it cannot be re-encoded here).
 * Anything else — WebP, AVIF, SVG, PDF, HTML, text — is refused.
 */
export class UploadImageInspector implements ImageInspector {
  constructor(private readonly decoder: BoundedImageDecoder = sharedImageDecoder) {}

  async inspect(bytes: Uint8Array): Promise<InspectedImage | InspectionRefused> {
    const allowed = ALLOWED[(await fileTypeFromBuffer(bytes))?.mime ?? ''];
    if (!allowed || (allowed.kind === 'heic' && !isHeic(bytes))) return REJECTED;
    // failOn 'error': phones' JPEGs with a harmless warning (e.g. trailing bytes) still pass.
    const checked = await this.decoder.check(bytes, { failOn: 'error' });
    if (!checked.ok) {
      if (checked.reason === 'unreadable') return REJECTED;
      return { rejected: 'too_many_pixels', width: checked.width, height: checked.height, ...checked.limits };
    }
    if (checked.image.format !== allowed.sharpFormat) return REJECTED;
    switch (allowed.kind) {
      case 'jpeg':
        return this.#cleanJpeg(checked.image);
      case 'png':
        return { mime: 'image/png', extension: 'png', bytes };
      case 'gif':
        return { mime: 'image/gif', extension: 'gif', bytes };
      case 'heic':
        return { mime: 'image/heic', extension: 'heic', bytes };
    }
  }

  async #cleanJpeg(image: CheckedImage): Promise<InspectedImage | typeof REJECTED> {
    try {
      const cleaned = await this.decoder.decode(image, (input) => input.rotate().keepIccProfile().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(), {
        failOn: 'error',
      });
      return { mime: 'image/jpeg', extension: 'jpg', bytes: new Uint8Array(cleaned) };
    } catch {
      return REJECTED;
    }
  }
}

/** The ISO BMFF `ftyp` box at the start: major brand (bytes 8–11), then compatible brands from byte 16. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  const brand = (at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));
  const major = brand(8);
  if (!HEIC_MAJOR_BRANDS.has(major)) return false;
  if (HEVC_BRANDS.has(major)) return true;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= boxSize; at += 4) compatible.push(brand(at));
  return !(compatible.some((b) => AV1_BRANDS.has(b)) && !compatible.some((b) => HEVC_BRANDS.has(b)));
}
