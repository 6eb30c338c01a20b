import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { ImageFormat } from '../../domain/media/image-variants';

/**
 * Car photos (issue 16): each stored once under the SHA-256 of its bytes, served as variants
 * by width, format and quality. The sharp pipeline on the local disk by default.
 */
export interface ImageStore {
  /**
   * Checks a photo by its bytes (never a name or a Content-Type) and keeps it: JPEG, PNG, WebP,
   * AVIF or GIF (the first frame), at most `maxBytes` bytes, `maxPixels` pixels and `maxSide`
   * pixels a side, turned upright from its EXIF orientation, with no EXIF, GPS, XMP or IPTC
   * metadata kept anywhere. The same bytes stored again give the same hash and no second copy.
   * Fails with IMAGE.NOT_AN_IMAGE (another type, a disguised or undecodable file),
   * IMAGE.TOO_LARGE (too many bytes) or IMAGE.TOO_MANY_PIXELS (checked from the header first,
   * before anything is decoded; issue 30). Decoding waits its turn: a few at once, within a
   * memory budget shared by every route of the process (an upload, a feed's download, a variant).
   */
  store(bytes: Uint8Array): TaskEither<ImageRefused, StoredPhoto>;

  /**
   * The photo `hash` at `width` (its own width when narrower: never upscaled) in `format` at
   * `quality`, made on first request and served from a disk cache after; null when no photo
   * has that hash.
   */
  variant(hash: string, request: { readonly width: number; readonly format: ImageFormat; readonly quality: number }): Promise<ImageVariant | null>;
}

export interface StoredPhoto {
  /** SHA-256 of the bytes received, lower-case hex. */
  readonly hash: string;
  /** The stored (upright) photo's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** The format it arrived in. */
  readonly format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
}

export interface ImageVariant {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

export interface ImageRefused {
  readonly code: 'IMAGE.NOT_AN_IMAGE' | 'IMAGE.TOO_LARGE' | 'IMAGE.TOO_MANY_PIXELS';
  readonly message: string;
}

/**
 * Fetches a photo a stock feed names by URL (issue 16). Only http(s); bounded in time and in
 * bytes, so a slow or endless answer cannot hold the import; only from public internet
 * addresses, so a feed cannot make the server reach into its own network (SSRF).
 */
export interface ImageDownloader {
  /**
   * The body of a 2xx answer to GET `url`, redirects followed (a few at most). Fails with
   * IMAGE.DOWNLOAD_FAILED (not http(s), a host — or a redirect's host — whose address is private,
   * loopback, link-local, metadata or otherwise not public, a network error, a non-2xx status,
   * too many redirects), IMAGE.DOWNLOAD_TIMEOUT or IMAGE.TOO_LARGE (the body, or its
   * Content-Length, passes the byte limit; the download stops there).
   */
  download(url: string): TaskEither<ImageDownloadFailed, Uint8Array>;
}

export interface ImageDownloadFailed {
  readonly code: 'IMAGE.DOWNLOAD_FAILED' | 'IMAGE.DOWNLOAD_TIMEOUT' | 'IMAGE.TOO_LARGE';
  readonly message: string;
}
