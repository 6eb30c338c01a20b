import sharp from 'sharp';
import { IMAGE_HASH, IMAGE_WIDTHS } from '../../domain/media/image-variants';
import type { ImageStore } from '../../application/media/image-store.port';
import type { PrintablePhoto, VehiclePhotoSource } from '../../application/vehicle/vehicle-photo-source.port';
import { mediaFileFor } from './media-files';

/** `/media/img/{sha256}/{w}x{h}`: a photo the image pipeline stores (docs/operations.md, stock photos). */
const STORED = /^\/media\/img\/([0-9a-f]{64})\//;

/**
 * The sheet's photo from what Caryard serves itself: a stored photo's variant (the image
 * pipeline's JPEG) or a picture `/media/*` draws (WebP or SVG, turned into a JPEG by sharp).
 * Nothing is downloaded: another host's address gives no photo, so printing never reaches out.
 */
export class SharpVehiclePhotoSource implements VehiclePhotoSource {
  constructor(private readonly deps: { readonly images: ImageStore }) {}

  async printable(url: string, maxWidth: number): Promise<PrintablePhoto | null> {
    const path = pathOf(url);
    if (!path) return null;
    try {
      const bytes = await this.source(path, maxWidth);
      if (!bytes) return null;
      const { data, info } = await sharp(bytes)
        .resize({ width: maxWidth, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
    } catch {
      // An unreadable photo leaves the sheet without one rather than failing the print.
      return null;
    }
  }

  private async source(path: string, maxWidth: number): Promise<Uint8Array | Buffer | null> {
    const stored = STORED.exec(path)?.[1];
    if (stored && IMAGE_HASH.test(stored)) {
      const width = IMAGE_WIDTHS.find((w) => w >= maxWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? maxWidth;
      return (await this.deps.images.variant(stored, { width, format: 'jpeg', quality: 80 }))?.bytes ?? null;
    }
    if (!path.startsWith('/media/')) return null;
    const file = await mediaFileFor(path.split('?')[0] ?? path);
    if (!file || !/^image\//.test(file.contentType)) return null;
    return typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
  }
}

/** A URL of this deployment's own media: a path (`/media/...`); null for another host's address. */
function pathOf(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
