import { availableParallelism } from 'node:os';
import sharp from 'sharp';

/**
 * Issue 30 item 2, "images decoded within limits, everywhere": the one place that lets image
 * bytes from outside — a trade-in upload, an inventory upload, a stock feed's downloaded photo,
 * a stored original a variant is made from — be decoded by sharp (libvips).
 *
 * 1. `check`: the pixel size is read from the header only (sharp's `metadata()` decodes no
 *    pixel; for a HEIF/HEIC that sharp cannot read, the `ispe` boxes of the container), and an
 *    image over the limits is refused in about a millisecond. A 1 MB JPEG of 16000 × 16000 would
 *    decode to 768 MB of RGB and took 18 s to re-encode before this.
 * 2. `decode`: only a checked image can be decoded, and only with a permit of `DecodeBudget` —
 *    at most `concurrency` decodes at once and an estimated `width × height × 8` bytes each
 *    within `memoryBudgetBytes` — with sharp's `limitInputPixels` as a second guard on the
 *    decode itself (it counts the pixels libvips really meets, whatever the header said).
 *
 * Limits (choice): 40 megapixels, the inventory pipeline's limit since issue 16 (more than any
 * car photo needs: a 12 or 24 MP phone photo, a 36–45 MP camera body at its 40 MP or lower
 * setting), and 12,000 pixels a side (a 3:1 panorama at 40 MP is 10,954 px wide), so a strip-
 * shaped image of 100,000 × 400 is refused too.
 *
 * Memory (measured 2026-12-02, sharp 0.34.5 / libvips 8.17.3): re-encoding a 40 MP JPEG (decode,
 * rotate, mozjpeg at quality 95) raises the process's RSS by about 330 MB — 8 bytes a pixel:
 * the decoded RGB and mozjpeg's whole-image coefficient buffers (progressive, optimised); two at
 * once by 630 MB. A resize for a variant, decoded with shrink-on-load, stays near 30 MB. So a
 * decode is estimated at 8 bytes a pixel (not the 4 of an RGBA buffer alone), and the budget is
 * 512 MB: one 40 MP decode (320 MB) fits with room for a 12 MP one (96 MB) beside it; two 40 MP
 * decodes take turns. The budget never refuses a photo, it only makes one wait.
 *
 * Concurrency (choice): the CPU's parallelism, but at most one less than libuv's thread pool
 * (4 unless UV_THREADPOOL_SIZE says otherwise): sharp's work runs on that pool, and so do the
 * file reads, DNS lookups and crypto of every other request — decodes never take all of it.
 */

export interface ImageLimits {
  /** Width × height at most. */
  readonly maxPixels: number;
  /** Width and height each at most. */
  readonly maxSide: number;
}

export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE };
/** Decoded bytes in flight at most (estimated): 512 MB. */
export const DECODE_MEMORY_BUDGET_BYTES = 512 * 1024 * 1024;
/** The estimate of a decode's memory, per pixel: measured, see the module comment. */
export const DECODE_BYTES_PER_PIXEL = 8;

/** Decodes at once by default: see the module comment. */
export function defaultDecodeConcurrency(): number {
  const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), threadPool - 1));
}

/** An image whose header was read and found within the limits: the only thing `decode` takes. */
export interface CheckedImage {
  readonly bytes: Uint8Array;
  /** sharp's name of the format (jpeg, png, gif, webp, heif, …). */
  readonly format: string;
  readonly width: number;
  readonly height: number;
  /** The pixel limit it was checked against: sharp's limitInputPixels for its decode. */
  readonly maxPixels: number;
}

export type HeaderCheck =
  | { readonly ok: true; readonly image: CheckedImage }
  | { readonly ok: false; readonly reason: 'unreadable' }
  | { readonly ok: false; readonly reason: 'too_many_pixels'; readonly width: number; readonly height: number; readonly limits: ImageLimits };

export function exceedsLimits(size: { readonly width: number; readonly height: number }, limits: ImageLimits): boolean {
  return size.width > limits.maxSide || size.height > limits.maxSide || size.width * size.height > limits.maxPixels;
}

/**
 * A counting semaphore weighted by bytes: at most `slots` works at once whose costs together stay
 * within `bytes`. First come, first served — a large decode waiting at the head is not overtaken
 * by small ones, so it cannot starve. A cost over the whole budget counts as the whole budget
 * (it runs alone).
 */
export class DecodeBudget {
  readonly slots: number;
  readonly bytes: number;
  #running = 0;
  #bytesInUse = 0;
  readonly #queue: { readonly weight: number; readonly start: () => void }[] = [];

  constructor(options: { readonly slots: number; readonly bytes: number }) {
    this.slots = Math.max(1, Math.floor(options.slots));
    this.bytes = Math.max(1, options.bytes);
  }

  /** Works running now. */
  get inFlight(): number {
    return this.#running;
  }

  /** Their estimated bytes. */
  get bytesInFlight(): number {
    return this.#bytesInUse;
  }

  /** Works waiting for a permit. */
  get waiting(): number {
    return this.#queue.length;
  }

  async run<T>(cost: number, work: () => Promise<T>): Promise<T> {
    const weight = Math.min(Math.max(0, cost), this.bytes);
    await this.#acquire(weight);
    try {
      return await work();
    } finally {
      this.#release(weight);
    }
  }

  #fits(weight: number): boolean {
    return this.#running < this.slots && this.#bytesInUse + weight <= this.bytes;
  }

  #take(weight: number): void {
    this.#running++;
    this.#bytesInUse += weight;
  }

  #acquire(weight: number): Promise<void> {
    if (this.#queue.length === 0 && this.#fits(weight)) {
      this.#take(weight);
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.#queue.push({
        weight,
        start: () => {
          this.#take(weight);
          resolve();
        },
      }),
    );
  }

  #release(weight: number): void {
    this.#running--;
    this.#bytesInUse -= weight;
    for (let next = this.#queue[0]; next && this.#fits(next.weight); next = this.#queue[0]) {
      this.#queue.shift();
      next.start();
    }
  }
}

export interface BoundedImageDecoderOptions {
  readonly limits?: Partial<ImageLimits>;
  /** Decodes at once (default `defaultDecodeConcurrency()`). */
  readonly concurrency?: number;
  /** Estimated decoded bytes in flight at most (default 512 MB). */
  readonly memoryBudgetBytes?: number;
}

type FailOn = NonNullable<sharp.SharpOptions['failOn']>;

export class BoundedImageDecoder {
  readonly limits: ImageLimits;
  readonly budget: DecodeBudget;

  constructor(options: BoundedImageDecoderOptions = {}) {
    this.limits = { ...DEFAULT_IMAGE_LIMITS, ...options.limits };
    this.budget = new DecodeBudget({
      slots: options.concurrency ?? defaultDecodeConcurrency(),
      bytes: options.memoryBudgetBytes ?? DECODE_MEMORY_BUDGET_BYTES,
    });
  }

  /**
   * Reads the header (no pixel is decoded) and checks the size against the limits (this
   * decoder's, or tighter ones a caller was configured with). A HEIF container is also judged by
   * every `ispe` (image spatial extents) box it declares, and by those alone when sharp cannot
   * read it; a GIF also by its logical screen (what a browser or a provider's decoder may
   * allocate for a file stored as received, whatever size its frame says). A file whose size
   * cannot be read either way is `unreadable`.
   */
  async check(bytes: Uint8Array, options: { readonly limits?: Partial<ImageLimits>; readonly failOn?: FailOn } = {}): Promise<HeaderCheck> {
    const limits = { ...this.limits, ...options.limits };
    let header: { format: string; width: number; height: number } | null = null;
    try {
      // Without sharp's own pixel limit: the header is all that is read, and the size is judged below with its own answer.
      const metadata = await sharp(bytes, { limitInputPixels: false, ...(options.failOn ? { failOn: options.failOn } : {}) }).metadata();
      if (metadata.width > 0 && metadata.height > 0) header = { format: metadata.format, width: metadata.width, height: metadata.height };
    } catch {
      header = null;
    }
    const declared = declaredSizes(bytes);
    if (!header) {
      // Only a HEIF is read without sharp (its size is all the trade-in needs of a HEIC it stores as received).
      const largest = (isIsoBmff(bytes) ? declared : []).reduce<{ width: number; height: number } | null>(
        (a, b) => (a && a.width * a.height >= b.width * b.height ? a : b),
        null,
      );
      if (!largest) return { ok: false, reason: 'unreadable' };
      header = { format: 'heif', ...largest };
    }
    const over = [header, ...declared].find((size) => exceedsLimits(size, limits));
    if (over) return { ok: false, reason: 'too_many_pixels', width: over.width, height: over.height, limits };
    return { ok: true, image: { bytes, ...header, maxPixels: limits.maxPixels } };
  }

  /**
   * Runs `work` on a sharp instance of the checked image once the budget has room for it, with
   * sharp's limitInputPixels at the checked limit; the permit is held until `work` settles, so
   * `work` must return the promise of everything it does with the instance (its toBuffer()).
   */
  decode<T>(image: CheckedImage, work: (input: sharp.Sharp) => Promise<T>, options: { readonly failOn?: FailOn } = {}): Promise<T> {
    return this.budget.run(image.width * image.height * DECODE_BYTES_PER_PIXEL, () =>
      work(sharp(image.bytes, { limitInputPixels: image.maxPixels, ...(options.failOn ? { failOn: options.failOn } : {}) })),
    );
  }
}

/**
 * The process's decoder: every adapter that decodes uses this one unless given another (tests),
 * so the concurrency and the memory budget hold for the whole server, whatever the route.
 */
export const sharedImageDecoder = new BoundedImageDecoder();

/** Sizes the container declares besides the one sharp reads: a HEIF's ispe boxes, a GIF's logical screen. */
function declaredSizes(bytes: Uint8Array): { width: number; height: number }[] {
  if (isIsoBmff(bytes)) return heifImageSizes(bytes);
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if ((signature === 'GIF87a' || signature === 'GIF89a') && bytes.length >= 10) {
    // The logical screen descriptor: width and height, 16-bit little-endian, right after the signature.
    return [{ width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) }];
  }
  return [];
}

/** An ISO base media file (HEIF, HEIC, AVIF): an `ftyp` box first. */
function isIsoBmff(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';
}

interface Box {
  readonly type: string;
  /** Where the box's contents start and end. */
  readonly start: number;
  readonly end: number;
}

/** The boxes between `start` and `end`; stops at the first malformed one. */
function boxesIn(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * The image sizes a HEIF container declares: every `ispe` property (ISO/IEC 23008-12 §6.5.3:
 * a full box, then width and height as 32-bit integers) under meta → iprp → ipco — the primary
 * image's, a grid's tiles', a thumbnail's, an alpha plane's. [] when there is none to read.
 */
export function heifImageSizes(bytes: Uint8Array): { width: number; height: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const child = (parent: Box, type: string, parentIsFullBox = false): Box[] =>
    boxesIn(bytes, view, parent.start + (parentIsFullBox ? 4 : 0), parent.end).filter((b) => b.type === type);
  const top: Box = { type: '', start: 0, end: bytes.length };
  const sizes: { width: number; height: number }[] = [];
  for (const meta of child(top, 'meta')) {
    // meta is a full box (version and flags before its children).
    for (const iprp of child(meta, 'iprp', true)) {
      for (const ipco of child(iprp, 'ipco')) {
        for (const ispe of child(ipco, 'ispe')) {
          if (ispe.end - ispe.start < 12) continue;
          const width = view.getUint32(ispe.start + 4);
          const height = view.getUint32(ispe.start + 8);
          if (width > 0 && height > 0) sizes.push({ width, height });
        }
      }
    }
  }
  return sizes;
}
