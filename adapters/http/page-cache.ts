import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { RenderedPage as RendererAnswer } from '../../application/client/page-renderer.port';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page as the cache keeps it: the same bytes for everyone who asks while it is current. */
export interface CachedPage {
  readonly status: number;
  /** The document's UTF-8 bytes. */
  readonly body: Buffer;
  /** A weak validator of the bytes (`W/"…"`): one for every Content-Encoding of them. */
  readonly etag: string;
  /** CSP sources of the page's inline scripts (`'sha256-…'`). */
  readonly scriptHashes: readonly string[];
  /** The site's data version the page was rendered at. */
  readonly version: number;
  /** When it was rendered (ms since the epoch, the cache's clock). */
  readonly renderedAt: number;
}

export type PageEncoding = 'br' | 'gzip';

/** A page just rendered, and whether it may be kept (the renderer's word). */
export interface RenderedPage {
  readonly page: CachedPage;
  readonly cacheable: boolean;
  /** The renderer's own headers (a redirect's Location). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface PageCacheOptions {
  /** Bytes of documents held at most, compressed copies included (default 128 MiB); least recently used first out. */
  readonly maxBytes?: number;
  /**
   * How long a page is served as it is (default 60 s). Pages also show what time changes — a
   * location's 'Open now', the sold-car window, the day's duty rates — so after this a page is
   * still served once more but rendered again behind it (stale while revalidating, below).
   */
  readonly freshMs?: number;
  /** How long past `freshMs` a page may still be served while its next render runs (default 10 min). */
  readonly staleMs?: number;
  /** The cache's clock (tests). */
  readonly now?: () => number;
}

interface Entry {
  page: CachedPage;
  encoded: Partial<Record<PageEncoding, Buffer>>;
  bytes: number;
}

/** What a lookup found: a page to serve, and whether it should be rendered again behind this answer. */
export interface PageLookup {
  readonly page: CachedPage;
  readonly revalidate: boolean;
}

/** The CSP sources of inline scripts: `'sha256-{base64}'` of each script's text (CSP Level 2 hash sources). */
export function scriptHashes(scripts: readonly string[]): string[] {
  return scripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The weak ETag of a document's bytes. */
export function pageEtag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A renderer's answer as a page to send (and maybe keep): its bytes, validator and CSP script sources. */
export function renderedPage(rendered: RendererAnswer, version: number, renderedAt: number): RenderedPage {
  const body = Buffer.from(rendered.html, 'utf8');
  return {
    page: { status: rendered.status, body, etag: pageEtag(body), scriptHashes: scriptHashes(rendered.inlineScripts), version, renderedAt },
    cacheable: rendered.cacheable,
    ...(rendered.headers ? { headers: rendered.headers } : {}),
  };
}

/**
 * issue 16 'pages cached in-process per site, path and data version, invalidated by the change
 * feed': the server-rendered pages of this process, keyed by the caller (site and URL). A page is
 * used only while its site's data version is the one it was rendered at — a stock change anywhere
 * (this instance, another, a database write) moves the version, so the next request renders
 * again. Within a version a page is fresh for `freshMs`, then served stale for up to `staleMs`
 * while one render replaces it. Concurrent requests for a page being rendered wait for that one
 * render (no stampede after a change). Compressed copies (Brotli, gzip) are made once per page,
 * off the event loop, and kept beside it.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #rendering = new Map<string, Promise<RenderedPage>>();
  readonly #encoding = new Map<string, Promise<Buffer>>();
  readonly #maxBytes: number;
  readonly #freshMs: number;
  readonly #staleMs: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: PageCacheOptions = {}) {
    this.#maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
    this.#freshMs = options.freshMs ?? 60_000;
    this.#staleMs = options.staleMs ?? 600_000;
    this.#now = options.now ?? Date.now;
  }

  /** Pages held, and their bytes (compressed copies included). */
  get size(): { readonly pages: number; readonly bytes: number } {
    return { pages: this.#entries.size, bytes: this.#bytes };
  }

  /** The page kept under `key` for data version `version`, or null (none, another version, or too old). */
  lookup(key: string, version: number): PageLookup | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    const age = this.#now() - entry.page.renderedAt;
    if (entry.page.version !== version || age < 0 || age > this.#freshMs + this.#staleMs) {
      this.#drop(key);
      return null;
    }
    // Most recently used goes last: Map order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { page: entry.page, revalidate: age > this.#freshMs };
  }

  /**
   * Renders the page for `key` once however many ask at the same time, and keeps it when
   * `render` says it may be kept and the site's data did not change while it rendered.
   */
  render(key: string, version: () => number, render: () => Promise<RendererAnswer>): Promise<RenderedPage> {
    const started = version();
    const flightKey = `${key}\u0000${started}`;
    const inFlight = this.#rendering.get(flightKey);
    if (inFlight) return inFlight;
    const flight = (async (): Promise<RenderedPage> => {
      try {
        const answer = renderedPage(await render(), started, this.#now());
        if (answer.cacheable && version() === started) this.#store(key, answer.page);
        return answer;
      } finally {
        this.#rendering.delete(flightKey);
      }
    })();
    this.#rendering.set(flightKey, flight);
    return flight;
  }

  /**
   * The page's bytes in `encoding`, made once (off the event loop) and kept with the page while it
   * is cached; a page no longer (or never) cached is compressed for this answer only.
   */
  async encoded(key: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    const entry = this.#entries.get(key);
    const kept = entry?.page === page ? entry.encoded[encoding] : undefined;
    if (kept) return kept;
    const flightKey = `${key}\u0000${page.etag}\u0000${encoding}`;
    let flight = this.#encoding.get(flightKey);
    if (!flight) {
      flight = (
        encoding === 'br'
          ? brotli(page.body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length },
            })
          : gzipped(page.body, { level: 9 })
      ).finally(() => this.#encoding.delete(flightKey));
      this.#encoding.set(flightKey, flight);
    }
    const bytes = await flight;
    const current = this.#entries.get(key);
    if (current?.page === page && !current.encoded[encoding]) {
      current.encoded[encoding] = bytes;
      current.bytes += bytes.length;
      this.#bytes += bytes.length;
      this.#evict();
    }
    return bytes;
  }

  /** Forgets every page (tests, a deploy's warm restart). */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #store(key: string, page: CachedPage): void {
    this.#drop(key);
    const bytes = page.body.length;
    if (bytes > this.#maxBytes / 4) return;
    this.#entries.set(key, { page, encoded: {}, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #evict(): void {
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }
}
