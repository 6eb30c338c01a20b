import * as E from 'fp-ts/Either';

/** spec 2 §5, §9: at most 10 images, each at most 10,000,000 bytes. */
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10_000_000;
export const TOO_MANY_IMAGES_MESSAGE = 'You can only upload 10 images';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image file under 10MB';
/** Choice: the spec names the allowed types but no message for others; this one is ours. */
export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG, GIF or HEIC image';

/**
 * Choice (issue 30): a photo whose header says more pixels than the server decodes is refused
 * before it is decoded; the spec has no message for it, this one is ours and names the limits.
 */
export function imageTooManyPixelsMessage(size: {
  readonly width: number;
  readonly height: number;
  readonly maxPixels: number;
  readonly maxSide: number;
}): string {
  const n = (value: number) => value.toLocaleString('en-AU');
  return `Please upload a photo of at most ${n(size.maxPixels / 1_000_000)} megapixels and ${n(size.maxSide)} pixels a side (this one is ${n(size.width)} × ${n(size.height)})`;
}

/** What the browser's File tells us. */
export interface ImageFile {
  readonly name: string;
  readonly size: number;
  /** MIME type; browsers often leave it empty for HEIC. */
  readonly type: string;
}

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'heic';

export interface ImageRejection {
  readonly code: 'TRADE_IN.TOO_MANY_IMAGES' | 'TRADE_IN.IMAGE_TOO_LARGE' | 'TRADE_IN.IMAGE_TYPE';
  readonly message: string;
  readonly fileName?: string;
}

const BY_MIME: Readonly<Record<string, ImageKind>> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/heic': 'heic',
  // Some browsers and tools label HEIC photos by their container family, HEIF.
  'image/heif': 'heic',
};
const BY_EXTENSION: Readonly<Record<string, ImageKind>> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', gif: 'gif', heic: 'heic' };
const GENERIC_MIME = new Set(['', 'application/octet-stream']);

/**
 * spec 2 §5: allowed types JPEG, JPG, PNG, GIF, HEIC. Choice: a known MIME type decides; an
 * empty or generic one falls back to the file extension; any other MIME type is refused.
 */
export function imageKind(file: Pick<ImageFile, 'name' | 'type'>): ImageKind | null {
  const mime = file.type.trim().toLowerCase();
  if (!GENERIC_MIME.has(mime)) return BY_MIME[mime] ?? null;
  const extension = /\.([^./\\]+)$/.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** One file: an allowed type, at most 10,000,000 bytes. */
export function checkImage<F extends ImageFile>(file: F): E.Either<ImageRejection, F> {
  if (imageKind(file) === null) return E.left({ code: 'TRADE_IN.IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE, fileName: file.name });
  if (!(file.size >= 0 && file.size <= MAX_IMAGE_BYTES)) {
    return E.left({ code: 'TRADE_IN.IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE, fileName: file.name });
  }
  return E.right(file);
}

/**
 * Add a selection to the images already chosen. Choices: a selection that would pass 10
 * images, or holds any refused file, adds nothing; the alert is the first problem found,
 * the count checked before the files.
 */
export function addImages<F extends ImageFile>(current: readonly F[], incoming: readonly F[]): E.Either<ImageRejection, F[]> {
  if (current.length + incoming.length > MAX_IMAGES) return E.left({ code: 'TRADE_IN.TOO_MANY_IMAGES', message: TOO_MANY_IMAGES_MESSAGE });
  for (const file of incoming) {
    const checked = checkImage(file);
    if (E.isLeft(checked)) return checked;
  }
  return E.right([...current, ...incoming]);
}

/** Remove the image at an index (each thumbnail has a remove button, spec 2 §2 Step Three). */
export function removeImage<F>(images: readonly F[], index: number): F[] {
  return images.filter((_, i) => i !== index);
}

/** spec 2 §5: HEIC shows the file name, not a preview. */
export type ImagePreview = { readonly _tag: 'Thumbnail' } | { readonly _tag: 'FileName'; readonly name: string };

export function imagePreview(file: Pick<ImageFile, 'name' | 'type'>): ImagePreview {
  return imageKind(file) === 'heic' ? { _tag: 'FileName', name: file.name } : { _tag: 'Thumbnail' };
}
