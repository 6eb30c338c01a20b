import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { ImageDownloader, ImageDownloadFailed } from '../../application/media/image-store.port';
import { MAX_PHOTO_BYTES } from './sharp-image-pipeline';

export interface FetchImageDownloaderOptions {
  /** The whole download, headers and body (default 15 s). */
  readonly timeoutMs?: number;
  /** Bytes at most (default the pipeline's 20 MB). */
  readonly maxBytes?: number;
}

/**
 * Downloads a feed's photo with the platform's fetch (issue 16): http(s) only, redirects
 * followed, the whole download bounded by one timeout, the body read chunk by chunk and
 * abandoned as soon as it passes the byte limit (a Content-Length over it is refused unread).
 */
export class FetchImageDownloader implements ImageDownloader {
  readonly #timeoutMs: number;
  readonly #maxBytes: number;

  constructor(options: FetchImageDownloaderOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  }

  download(url: string): TE.TaskEither<ImageDownloadFailed, Uint8Array> {
    return async () => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return E.left(failed(`Not a URL: ${url.slice(0, 200)}`));
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return E.left(failed('Only http and https image URLs are fetched.'));
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.#timeoutMs);
      try {
        const response = await fetch(target, { signal: controller.signal, redirect: 'follow', headers: { accept: 'image/avif,image/webp,image/*;q=0.8' } });
        if (!response.ok || !response.body) {
          await response.body?.cancel().catch(() => {});
          return E.left(failed(`The image URL answered HTTP ${response.status}.`));
        }
        const declared = Number(response.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > this.#maxBytes) {
          controller.abort();
          return E.left(tooLarge(this.#maxBytes));
        }
        const chunks: Uint8Array[] = [];
        let received = 0;
        for await (const chunk of response.body) {
          received += chunk.byteLength;
          // Leaving the loop cancels the body: nothing more is read.
          if (received > this.#maxBytes) break;
          chunks.push(chunk);
        }
        if (received > this.#maxBytes) return E.left(tooLarge(this.#maxBytes));
        return E.right(Buffer.concat(chunks, received));
      } catch (error) {
        if (timedOut) return E.left({ code: 'IMAGE.DOWNLOAD_TIMEOUT', message: `The image URL did not answer within ${this.#timeoutMs} ms.` });
        return E.left(failed(`The image could not be downloaded: ${error instanceof Error ? error.message : String(error)}`));
      } finally {
        clearTimeout(timer);
      }
    };
  }
}

function failed(message: string): ImageDownloadFailed {
  return { code: 'IMAGE.DOWNLOAD_FAILED', message };
}

function tooLarge(maxBytes: number): ImageDownloadFailed {
  return { code: 'IMAGE.TOO_LARGE', message: `The image is larger than ${maxBytes} bytes.` };
}
