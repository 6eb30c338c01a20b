/**
 * Issue 16: a feed's photo fetched by URL — bounded in time and bytes, only from public
 * addresses (the SSRF guard) — then taken into the pipeline, against a local node:http server
 * (no internet here: the guard's resolver is swapped to map test host names to 127.0.0.1).
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
const port = () => (server.address() as AddressInfo).port;
let dir: string;
let ingest: IngestPhoto;
// The photo server is on 127.0.0.1: private addresses allowed here (the SSRF guard has its own tests below).
const downloader = new FetchImageDownloader({ timeoutMs: 500, maxBytes: MAX_BYTES, allowPrivateAddresses: true });

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/car.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/moved.png':
        res.writeHead(302, { location: '/car.png' }).end();
        return;
      case '/to-internal.png':
        // A public-looking photo host sending the fetch to a host inside the network.
        res.writeHead(302, { location: `http://internal.test:${port()}/car.png` }).end();
        return;
      case '/to-loopback.png':
        res.writeHead(301, { location: `http://127.0.0.1:${port()}/car.png` }).end();
        return;
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/loop.png':
        res.writeHead(302, { location: '/loop.png' }).end();
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

describe('the SSRF guard: photos come only from public addresses', () => {
  const strict = new FetchImageDownloader({ timeoutMs: 1_000 });
  const refusal = async (downloader: FetchImageDownloader, url: string) => {
    const result = await downloader.download(url)();
    if (E.isRight(result)) throw new Error(`${url} was fetched`);
    return result.left;
  };

  it('refuses 127.0.0.1 by default, with a clear message, and fetches it with allowPrivateAddresses', async () => {
    const refused = await refusal(strict, `${origin}/car.png`);
    expect(refused.code).toBe('IMAGE.DOWNLOAD_FAILED');
    expect(refused.message).toContain('not a public internet address');
    expect(E.isRight(await new FetchImageDownloader({ allowPrivateAddresses: true }).download(`${origin}/car.png`)())).toBe(true);
  });

  it('refuses loopback, private, link-local (cloud metadata), IPv6 and IPv4-mapped forms, and names resolving to them', async () => {
    for (const url of [
      `http://localhost:${port()}/car.png`,
      `http://[::1]:${port()}/car.png`,
      `http://[::ffff:127.0.0.1]:${port()}/car.png`,
      `http://0x7f.1:${port()}/car.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/car.png',
      'http://192.168.1.20/car.png',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'http://0.0.0.0/car.png',
    ]) {
      expect((await refusal(strict, url)).message, url).toContain('not a public internet address');
    }
  });

  it('checks every address a name resolves to, and connects to the checked one', async () => {
    // 'photos.example' cannot be resolved here: the download reaching the server proves the socket used the guard's answer.
    const mapped = new FetchImageDownloader({ resolve: async () => [{ address: '127.0.0.1', family: 4 }], addressAllowed: () => true });
    expect(E.isRight(await mapped.download(`http://photos.example:${port()}/car.png`)())).toBe(true);
    // A name with one private address among public ones is refused (the socket could pick either).
    const mixed = new FetchImageDownloader({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect((await refusal(mixed, `http://photos.example:${port()}/car.png`)).message).toContain('photos.example (127.0.0.1)');
  });

  it('checks every redirect hop: a photo host may not send the fetch to a private address', async () => {
    // Only photos.example may be reached; internal.test resolves to the same server but is inside the network.
    const guarded = new FetchImageDownloader({
      timeoutMs: 1_000,
      resolve: async (host) => (host === 'photos.example' || host === 'internal.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
      addressAllowed: (_address, host) => host === 'photos.example',
    });
    const photoHost = `http://photos.example:${port()}`;
    expect(E.isRight(await guarded.download(`${photoHost}/car.png`)())).toBe(true);
    expect(E.isRight(await guarded.download(`${photoHost}/moved.png`)())).toBe(true);
    expect((await refusal(guarded, `${photoHost}/to-internal.png`)).message).toContain('internal.test (127.0.0.1)');
    expect((await refusal(guarded, `${photoHost}/to-loopback.png`)).message).toContain('127.0.0.1 is not a public internet address');
    expect((await refusal(guarded, `${photoHost}/to-metadata`)).message).toContain('169.254.169.254');
    expect((await refusal(guarded, `${photoHost}/loop.png`)).message).toContain('redirected more than 5 times');
  });
});
