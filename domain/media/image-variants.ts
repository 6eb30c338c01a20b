import * as E from 'fp-ts/lib/Either.js';

/**
 * The photo pipeline's rules (issue 16; spec 2 §7: "images load from an image CDN by width w,
 * format auto, quality q (default 75) under a path by image name"). A photo is stored once under
 * the SHA-256 of its bytes and served at a few fixed widths, never at an arbitrary size, so a
 * visitor cannot make the server encode a million variants. Its URL says the original's size,
 * so a page can list in `srcset` only the widths the photo has:
 *
 *   /media/img/{sha256}/{width}x{height}                       the photo (width 1920 at most)
 *   /media/img/{sha256}/{width}x{height}?w=640&format=auto&q=75
 */

/** The widths served (pixels); a request for another is refused. Wider than the original → the original's width. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1920;

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** `auto`: the best format the browser's Accept header names (AVIF, then WebP, else JPEG). */
export type RequestedImageFormat = ImageFormat | 'auto';

/** spec 2 §7: q defaults to 75. */
export const DEFAULT_IMAGE_QUALITY = 75;

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A photo's name: the SHA-256 of its bytes, lower-case hex. */
export const IMAGE_HASH = /^[0-9a-f]{64}$/;

export interface ImageVariantRequest {
  readonly width: ImageWidth;
  readonly format: RequestedImageFormat;
  /** 1–100. */
  readonly quality: number;
}

export interface ImageRequestInvalid {
  readonly code: 'IMAGE.WIDTH_NOT_ALLOWED' | 'IMAGE.FORMAT_INVALID' | 'IMAGE.QUALITY_INVALID';
  readonly message: string;
  /** The query parameter at fault: `w`, `format` or `q`. */
  readonly field: 'w' | 'format' | 'q';
}

export const WIDTH_NOT_ALLOWED_MESSAGE = `w must be one of ${IMAGE_WIDTHS.join(', ')}.`;
export const FORMAT_INVALID_MESSAGE = `format must be one of auto, ${IMAGE_FORMATS.join(', ')}.`;
export const QUALITY_INVALID_MESSAGE = 'q must be a whole number from 1 to 100.';

const WHOLE_NUMBER = /^[1-9]\d{0,3}$/;

/**
 * The query of a photo request (`w`, `format`, `q`, each optional) as the pipeline serves it:
 * w absent → the largest width; format absent → auto; q absent → 75. Refused with the
 * parameter at fault: a width outside IMAGE_WIDTHS (no leading zeros, no units), an unknown
 * format, a quality outside 1–100.
 */
export function parseImageVariantRequest(query: {
  readonly w?: string | undefined;
  readonly format?: string | undefined;
  readonly q?: string | undefined;
}): E.Either<ImageRequestInvalid, ImageVariantRequest> {
  let width: ImageWidth = LARGEST_IMAGE_WIDTH;
  if (query.w !== undefined) {
    const allowed = WHOLE_NUMBER.test(query.w) ? IMAGE_WIDTHS.find((w) => w === Number(query.w)) : undefined;
    if (allowed === undefined) return E.left({ code: 'IMAGE.WIDTH_NOT_ALLOWED', message: WIDTH_NOT_ALLOWED_MESSAGE, field: 'w' });
    width = allowed;
  }
  let format: RequestedImageFormat = 'auto';
  if (query.format !== undefined) {
    const known = query.format === 'auto' ? 'auto' : IMAGE_FORMATS.find((f) => f === query.format);
    if (known === undefined) return E.left({ code: 'IMAGE.FORMAT_INVALID', message: FORMAT_INVALID_MESSAGE, field: 'format' });
    format = known;
  }
  let quality = DEFAULT_IMAGE_QUALITY;
  if (query.q !== undefined) {
    quality = WHOLE_NUMBER.test(query.q) ? Number(query.q) : 0;
    if (quality < 1 || quality > 100) return E.left({ code: 'IMAGE.QUALITY_INVALID', message: QUALITY_INVALID_MESSAGE, field: 'q' });
  }
  return E.right({ width, format, quality });
}

/**
 * spec 2 §7 `format=auto`: AVIF when the Accept header names image/avif, else WebP when it
 * names image/webp, else JPEG (every browser). A type refused with `;q=0` does not count.
 */
export function chooseImageFormat(requested: RequestedImageFormat, accept: string | undefined): ImageFormat {
  if (requested !== 'auto') return requested;
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type?.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** The URL of a stored photo, as the stock import writes it into a car's images. */
export function pipelineImagePath(hash: string, width: number, height: number): string {
  return `/media/img/${hash}/${width}x${height}`;
}

export interface PipelineImage {
  /** The URL without its query. */
  readonly path: string;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
}

const PIPELINE_IMAGE_URL = /^\/media\/img\/([0-9a-f]{64})\/([1-9]\d{0,5})x([1-9]\d{0,5})(?:\?.*)?$/;

/** The photo a pipeline URL names (its query ignored), or null for any other URL (the SVG illustrations, external photos). */
export function parsePipelineImageUrl(url: string): PipelineImage | null {
  const match = PIPELINE_IMAGE_URL.exec(url);
  if (!match) return null;
  const [, hash = '', width = '', height = ''] = match;
  return { path: pipelineImagePath(hash, Number(width), Number(height)), hash, width: Number(width), height: Number(height) };
}

/**
 * The app's own rendered vehicle pictures (issue 17 item 1): `/media/cars/….webp`, drawn at
 * 16:10 and served at these widths only.
 */
export const RENDERED_PICTURE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280] as const;
const RENDERED_PICTURE_URL = /^(\/media\/cars\/[a-z0-9_/-]+\.webp)(?:\?w=\d+)?$/;

/** A rendered picture's URL without its width, or null for any other URL. */
export function renderedPicturePath(url: string): string | null {
  return RENDERED_PICTURE_URL.exec(url)?.[1] ?? null;
}

/**
 * The hero cut-out of a rendered photo (issue 17 item 2): the same car drawn without its
 * studio, `…/{view}.webp` → `…/hero.webp` at `width`; null for any other URL (a dealer's
 * own photo has a background and is no cut-out).
 */
export function heroPictureOf(url: string, width: number): string | null {
  const path = renderedPicturePath(url);
  if (path === null || !/\/(?:0|[1-9]\d?)\.webp$/.test(path)) return null;
  return `${path.replace(/\/(?:0|[1-9]\d?)\.webp$/, '/hero.webp')}?w=${width}`;
}

/** What an `<img>` needs: `srcSet` and `sizes` only for pipeline photos and rendered pictures. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a photo (issue 16: a phone never downloads a desktop
 * image). For a pipeline URL: every served width up to the original's (a wider one would be
 * the same pixels under a false `w` descriptor), and `src` at `fallbackWidth` (or the widest
 * listed below it) for browsers without srcset. Any other URL is returned as it is.
 */
export function responsiveImage(url: string, sizes: string, fallbackWidth: ImageWidth = 800): ResponsiveImage {
  const rendered = renderedPicturePath(url);
  if (rendered !== null) {
    const src = `${rendered}?w=${RENDERED_PICTURE_WIDTHS.filter((w) => w <= fallbackWidth).at(-1) ?? RENDERED_PICTURE_WIDTHS[0]}`;
    return { src, srcSet: RENDERED_PICTURE_WIDTHS.map((w) => `${rendered}?w=${w} ${w}w`).join(', '), sizes };
  }
  const image = parsePipelineImageUrl(url);
  if (!image) return { src: url };
  const fitting = IMAGE_WIDTHS.filter((w) => w <= image.width);
  const widths: readonly ImageWidth[] = fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
  const src = `${image.path}?w=${widths.filter((w) => w <= fallbackWidth).at(-1) ?? widths[0]}`;
  if (widths.length === 1) return { src };
  return { src, srcSet: widths.map((w) => `${image.path}?w=${w} ${w}w`).join(', '), sizes };
}
