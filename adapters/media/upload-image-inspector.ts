import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { ImageInspector, InspectedImage } from '../../application/tradein/trade-in-store.port';

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

/**
 * Decides an uploaded photo's type by its bytes with `file-type` — never by its name or
 * Content-Type (issue 12: an HTML page named photo.jpg is refused; a PNG named .heic is a PNG) —
 * and cleans it (spec 2 §5: JPEG, JPG, PNG, GIF, HEIC):
 * - JPEG: decoded and re-encoded with sharp, which writes no EXIF, XMP or IPTC unless asked, so
 *   no GPS position (or camera serial) survives; `.rotate()` first turns the pixels upright from
 *   the EXIF orientation that is about to be dropped; the ICC profile is kept so colours stay true.
 *   A JPEG sharp cannot decode is refused.
 * - PNG, GIF: stored as received, once sharp has read their header (a PNG signature in front of
 *   anything else is refused). Not re-encoded: the issue asks location removal of JPEGs only.
 * - HEIC: stored as received (sharp's libvips decodes no HEVC, so it cannot be re-encoded here).
 * Anything else — WebP, AVIF, SVG, PDF, HTML, text — is refused.
 */
export class UploadImageInspector implements ImageInspector {
  async inspect(bytes: Uint8Array): Promise<InspectedImage | typeof REJECTED> {
    const type = await fileTypeFromBuffer(bytes);
    switch (type?.mime) {
      case 'image/jpeg':
        return cleanJpeg(bytes);
      // An animated PNG (file-type says image/apng) is a PNG file all the same.
      case 'image/png':
      case 'image/apng':
        return (await sharpCanRead(bytes, 'png')) ? { mime: 'image/png', extension: 'png', bytes } : REJECTED;
      case 'image/gif':
        return (await sharpCanRead(bytes, 'gif')) ? { mime: 'image/gif', extension: 'gif', bytes } : REJECTED;
      case 'image/heic':
      case 'image/heif':
      case 'image/heif-sequence':
        return isHeic(bytes) ? { mime: 'image/heic', extension: 'heic', bytes } : REJECTED;
      default:
        return REJECTED;
    }
  }
}

async function cleanJpeg(bytes: Uint8Array): Promise<InspectedImage | typeof REJECTED> {
  try {
    // failOn 'error': phones' JPEGs with a harmless warning (e.g. trailing bytes) still pass.
    const cleaned = await sharp(bytes, { failOn: 'error' }).rotate().keepIccProfile().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    return { mime: 'image/jpeg', extension: 'jpg', bytes: new Uint8Array(cleaned) };
  } catch {
    return REJECTED;
  }
}

async function sharpCanRead(bytes: Uint8Array, format: 'png' | 'gif'): Promise<boolean> {
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    return metadata.format === format && (metadata.width ?? 0) > 0 && (metadata.height ?? 0) > 0;
  } catch {
    return false;
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
