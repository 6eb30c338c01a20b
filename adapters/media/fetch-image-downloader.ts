import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { ImageDownloader, ImageDownloadFailed } from '../../application/media/image-store.port';
import { isPublicAddress } from './public-address';
import { MAX_PHOTO_BYTES } from './sharp-image-pipeline';

/** An address a host name resolves to. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

export interface FetchImageDownloaderOptions {
  /** The whole download, every redirect, headers and body (default 15 s). */
  readonly timeoutMs?: number;
  /** Bytes at most (default the pipeline's 20 MB). */
  readonly maxBytes?: number;
  /** Redirects followed at most (default 5); each hop is checked like the first. */
  readonly maxRedirects?: number;
  /**
   * Connect to private, loopback and other non-public addresses too. Default false: production
   * refuses them (SSRF). Tests that serve photos on 127.0.0.1 set it.
   */
  readonly allowPrivateAddresses?: boolean;
  /**
   * Whether the connection to `host` may use `address` (every address the host resolves to is
   * asked). Default: isPublicAddress, or anything with allowPrivateAddresses. Tests narrow it to
   * one host name to show a redirect elsewhere is refused.
   */
  readonly addressAllowed?: (address: string, host: string) => boolean;
  /** The host name's addresses (default: the system resolver, every address). Tests map names to 127.0.0.1. */
  readonly resolve?: (host: string) => Promise<readonly ResolvedAddress[]>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A connection the guard refused: its message is the operator's. */
class AddressRefused extends Error {
  override name = 'AddressRefused';
}

const systemResolve = async (host: string): Promise<readonly ResolvedAddress[]> =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Downloads a feed's photo (issue 16): http(s) only, the whole download bounded by one timeout,
 * the body read chunk by chunk and abandoned as soon as it passes the byte limit (a
 * Content-Length over it is refused unread).
 *
 * SSRF guard: the connection goes only to an address that was checked. The host name is
 * resolved by the guard itself (node's `lookup` hook of the socket), every address it resolves
 * to must be allowed, and the socket connects to one of those — so a name that resolves to a
 * public address when checked and a private one when connecting (DNS rebinding) cannot get
 * through. An IP address in the URL is checked as it is. Redirects are followed here, at most
 * `maxRedirects`, each hop through the same check.
 */
export class FetchImageDownloader implements ImageDownloader {
  readonly #timeoutMs: number;
  readonly #maxBytes: number;
  readonly #maxRedirects: number;
  readonly #allowed: (address: string, host: string) => boolean;
  readonly #resolve: (host: string) => Promise<readonly ResolvedAddress[]>;

  constructor(options: FetchImageDownloaderOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
    this.#maxRedirects = options.maxRedirects ?? 5;
    this.#allowed = options.addressAllowed ?? (options.allowPrivateAddresses ? () => true : (address) => isPublicAddress(address));
    this.#resolve = options.resolve ?? systemResolve;
  }

  download(url: string): TE.TaskEither<ImageDownloadFailed, Uint8Array> {
    return async () => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return E.left(failed(`Not a URL: ${url.slice(0, 200)}`));
      }
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.#timeoutMs);
      try {
        for (let hop = 0; ; hop++) {
          if (target.protocol !== 'http:' && target.protocol !== 'https:') return E.left(failed('Only http and https image URLs are fetched.'));
          const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
          if (isIP(host) && !this.#allowed(host, host)) return E.left(refusedAddress(host, host));
          const response = await this.#get(target, host, controller.signal);
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (REDIRECTS.has(status) && location) {
            response.destroy();
            if (hop >= this.#maxRedirects) return E.left(failed(`The image URL redirected more than ${this.#maxRedirects} times.`));
            try {
              target = new URL(location, target);
            } catch {
              return E.left(failed('The image URL redirected to something that is not a URL.'));
            }
            continue;
          }
          if (status < 200 || status > 299) {
            response.destroy();
            return E.left(failed(`The image URL answered HTTP ${status}.`));
          }
          return await this.#body(response);
        }
      } catch (error) {
        if (timedOut) return E.left({ code: 'IMAGE.DOWNLOAD_TIMEOUT', message: `The image URL did not answer within ${this.#timeoutMs} ms.` });
        if (error instanceof AddressRefused) return E.left(failed(error.message));
        return E.left(failed(`The image could not be downloaded: ${error instanceof Error ? error.message : String(error)}`));
      } finally {
        clearTimeout(timer);
      }
    };
  }

  /** One GET, its socket connected through the guard's lookup; resolves with the response head. */
  #get(target: URL, host: string, signal: AbortSignal): Promise<IncomingMessage> {
    const lookup: LookupFunction = (hostname, options, callback) => {
      this.#resolve(hostname).then(
        (addresses) => {
          if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 4);
          const bad = addresses.find((a) => !this.#allowed(a.address, hostname));
          if (bad) return callback(new AddressRefused(refusedAddress(hostname, bad.address).message), '', 4);
          const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
          if (wanted.length === 0) return callback(new Error(`${hostname} has no IPv${String(options.family)} address`), '', 4);
          if (options.all)
            return callback(
              null,
              wanted.map((a) => ({ address: a.address, family: a.family })),
            );
          const [first] = wanted;
          callback(null, first!.address, first!.family);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 4),
      );
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        {
          protocol: target.protocol,
          hostname: host,
          port: target.port || undefined,
          path: `${target.pathname}${target.search}`,
          method: 'GET',
          headers: { accept: 'image/avif,image/webp,image/*;q=0.8', 'user-agent': 'Caryard image pipeline' },
          // A socket of its own each time: never one another downloader's rules opened.
          agent: false,
          lookup,
          signal,
        },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });
  }

  async #body(response: IncomingMessage): Promise<E.Either<ImageDownloadFailed, Uint8Array>> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.#maxBytes) {
      response.destroy();
      return E.left(tooLarge(this.#maxBytes));
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      // Leaving the loop destroys the response: nothing more is read.
      if (received > this.#maxBytes) break;
      chunks.push(chunk);
    }
    if (received > this.#maxBytes) return E.left(tooLarge(this.#maxBytes));
    return E.right(Buffer.concat(chunks, received));
  }
}

function failed(message: string): ImageDownloadFailed {
  return { code: 'IMAGE.DOWNLOAD_FAILED', message };
}

function refusedAddress(host: string, address: string): ImageDownloadFailed {
  const where = host === address ? address : `${host} (${address})`;
  return failed(`The image URL's host ${where} is not a public internet address; photos are fetched only from public hosts.`);
}

function tooLarge(maxBytes: number): ImageDownloadFailed {
  return { code: 'IMAGE.TOO_LARGE', message: `The image is larger than ${maxBytes} bytes.` };
}
