import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { chooseImageFormat, IMAGE_HASH, parseImageVariantRequest, type ImageFormat, type ImageRequestInvalid } from '../../domain/media/image-variants';
import type { ImageStore } from './image-store.port';

export interface ServeImageInput {
  readonly hash: string;
  /** The query as received: `w`, `format`, `q` (each optional). */
  readonly query: { readonly w?: string | undefined; readonly format?: string | undefined; readonly q?: string | undefined };
  /** The browser's Accept header, for `format=auto`. */
  readonly accept?: string | undefined;
}

export interface ServedImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly format: ImageFormat;
  /** True when the format was chosen by the Accept header (the answer varies by it). */
  readonly negotiated: boolean;
  /** Names these bytes: the hash, width, quality and format. */
  readonly etag: string;
}

export interface ImageNotFound {
  readonly code: 'IMAGE.NOT_FOUND';
  readonly message: string;
}

/**
 * Issue 16, spec 2 §7's image CDN: a stored photo at a width of the fixed set, in the format
 * asked for (or the best the browser accepts), at quality q (default 75).
 */
export class ServeImage {
  constructor(private readonly deps: { images: ImageStore }) {}

  execute(input: ServeImageInput): TE.TaskEither<ImageRequestInvalid | ImageNotFound, ServedImage> {
    return async () => {
      const notFound = E.left<ImageNotFound>({ code: 'IMAGE.NOT_FOUND', message: 'No such image.' });
      if (!IMAGE_HASH.test(input.hash)) return notFound;
      const request = parseImageVariantRequest(input.query);
      if (E.isLeft(request)) return request;
      const { width, quality } = request.right;
      const format = chooseImageFormat(request.right.format, input.accept);
      const variant = await this.deps.images.variant(input.hash, { width, format, quality });
      if (!variant) return notFound;
      return E.right({
        bytes: variant.bytes,
        contentType: variant.contentType,
        format,
        negotiated: request.right.format === 'auto',
        etag: `"${input.hash}-${width}-${quality}-${format}"`,
      });
    };
  }
}
