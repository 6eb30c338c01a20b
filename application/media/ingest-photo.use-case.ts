import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { pipelineImagePath } from '../../domain/media/image-variants';
import type { ImageDownloader, ImageDownloadFailed, ImageRefused, ImageStore } from './image-store.port';

/** A photo given by its bytes (an upload, a feed's file) or by an http(s) URL (a feed's link). */
export type IngestPhotoInput = { readonly bytes: Uint8Array } | { readonly url: string };

export interface IngestedPhoto {
  /** The content-hashed URL to put in a car's images: `/media/img/{sha256}/{width}x{height}`. */
  readonly url: string;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Issue 16: takes a car photo into the image pipeline and answers the URL pages use. For the
 * stock import and the inventory API to call: a URL is downloaded first (bounded in time and
 * bytes), then the bytes are checked and stored like an upload's. The same photo twice gives
 * the same URL.
 */
export class IngestPhoto {
  constructor(private readonly deps: { images: ImageStore; downloader: ImageDownloader }) {}

  execute(input: IngestPhotoInput): TE.TaskEither<ImageRefused | ImageDownloadFailed, IngestedPhoto> {
    return async () => {
      let bytes: Uint8Array;
      if ('url' in input) {
        const downloaded = await this.deps.downloader.download(input.url)();
        if (E.isLeft(downloaded)) return downloaded;
        bytes = downloaded.right;
      } else {
        bytes = input.bytes;
      }
      const stored = await this.deps.images.store(bytes)();
      if (E.isLeft(stored)) return stored;
      const { hash, width, height } = stored.right;
      return E.right({ url: pipelineImagePath(hash, width, height), hash, width, height });
    };
  }
}
