/**
 * Issue 16: a feed's photo fetched by URL — bounded in time and bytes — then taken into the
 * pipeline, against a local node:http server (no internet here).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchImageDownloader } from '../../../adapters/media/fetch-image-downloader';
import { SharpImagePipeline } from '../../../adapters/media/sharp-image-pipeline';
import { IngestPhoto } from '../../../application/media/ingest-photo.use-case';

const png = readFileSync(new URL('../../fixtures/trade-in/car.png', import.meta.url));
const html = readFileSync(new URL('../../fixtures/trade-in/photo.jpg', import.meta.url));
const MAX_BYTES = 64 * 1024;

let server: Server;
let origin: string;
let dir: string;
let ingest: IngestPhoto;
const downloader = new FetchImageDownloader({ timeoutMs: 500, maxBytes: MAX_BYTES });

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/car.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/moved.png':
        res.writeHead(302, { location: '/car.png' }).end();
        return;
      case '/photo.jpg':
        // An HTML page served as a JPEG: the bytes decide.
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(html);
        return;
      case '/large-declared.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(MAX_BYTES + 1) }).end(Buffer.alloc(MAX_BYTES + 1));
        return;
      case '/large-streamed.jpg': {
        // No Content-Length: chunks until the client gives up (stops after 1 MB in any case).
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        let sent = 0;
        const push = () => {
          if (res.destroyed || sent > 1024 * 1024) return void res.end();
          sent += 16 * 1024;
          res.write(Buffer.alloc(16 * 1024), () => setImmediate(push));
        };
        push();
        return;
      }
      case '/slow.png':
        // Headers never come.
        setTimeout(() => res.writeHead(200).end(png), 3_000).unref();
        return;
      case '/slow-body.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(png.subarray(0, 10));
        setTimeout(() => res.end(png.subarray(10)), 3_000).unref();
        return;
      default:
        res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'caryard-image-fetch-'));
  ingest = new IngestPhoto({ images: new SharpImagePipeline({ dir }), downloader });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function failureOf(url: string): Promise<string> {
  const result = await ingest.execute({ url })();
  if (E.isRight(result)) throw new Error('expected a failure');
  return result.left.code;
}

describe('ingesting a photo by URL', () => {
  it('downloads a good image and answers its content-hashed URL — the same as its bytes give', async () => {
    const byUrl = await ingest.execute({ url: `${origin}/car.png` })();
    const byBytes = await ingest.execute({ bytes: new Uint8Array(png) })();
    expect(E.isRight(byUrl)).toBe(true);
    expect(byUrl).toEqual(byBytes);
    if (E.isRight(byUrl)) expect(byUrl.right.url).toMatch(/^\/media\/img\/[0-9a-f]{64}\/96x64$/);
  });

  it('follows a redirect', async () => {
    expect(E.isRight(await ingest.execute({ url: `${origin}/moved.png` })())).toBe(true);
  });

  it('fails on a 404', async () => {
    expect(await failureOf(`${origin}/missing.png`)).toBe('IMAGE.DOWNLOAD_FAILED');
  });

  it('refuses a body over the byte limit, declared or streamed', async () => {
    expect(await failureOf(`${origin}/large-declared.jpg`)).toBe('IMAGE.TOO_LARGE');
    expect(await failureOf(`${origin}/large-streamed.jpg`)).toBe('IMAGE.TOO_LARGE');
  });

  it('refuses what is not an image, whatever its Content-Type says', async () => {
    expect(await failureOf(`${origin}/photo.jpg`)).toBe('IMAGE.NOT_AN_IMAGE');
  });

  it('gives up after the timeout, waiting for headers or for the body', async () => {
    const started = Date.now();
    expect(await failureOf(`${origin}/slow.png`)).toBe('IMAGE.DOWNLOAD_TIMEOUT');
    expect(await failureOf(`${origin}/slow-body.png`)).toBe('IMAGE.DOWNLOAD_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('fetches only http(s) URLs, and fails on a closed port', async () => {
    expect(await failureOf('file:///etc/passwd')).toBe('IMAGE.DOWNLOAD_FAILED');
    expect(await failureOf('not a url')).toBe('IMAGE.DOWNLOAD_FAILED');
    expect(await failureOf('http://127.0.0.1:1/car.png')).toBe('IMAGE.DOWNLOAD_FAILED');
  });
});
