/**
 * A real HTTP server on 127.0.0.1 (a free port) that a provider adapter talks to in tests: it
 * records every request (method, path, query, headers, raw body) and answers from handlers
 * installed per route, which a test may replace to script an outage, a slow answer or garbage.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** The path without the query, decoded segments left as sent. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface FakeReply {
  readonly status?: number;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as is (for answers that are not JSON). */
  readonly text?: string;
  /** Wait this long before answering (longer than the client's timeout = a timeout). */
  readonly delayMs?: number;
}

/** `hit` counts the requests to this route since the last reset, from 1. */
export type Handler = (request: RecordedRequest, hit: number) => FakeReply | Promise<FakeReply>;

export class FakeHttpApi {
  readonly requests: RecordedRequest[] = [];
  readonly #handlers = new Map<string, Handler>();
  readonly #defaults = new Map<string, Handler>();
  readonly #hits = new Map<string, number>();
  #server: Server | null = null;
  #port = 0;

  /** The address to give the adapter as its base URL (no trailing slash). */
  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Installs the handler every reset returns to (the API as it normally answers). */
  route(method: string, path: string | RegExp, handler: Handler): this {
    const key = routeKey(method, path);
    this.#defaults.set(key, handler);
    this.#handlers.set(key, handler);
    return this;
  }

  /** Replaces a route's handler until the next reset (a scripted failure). */
  override(method: string, path: string | RegExp, handler: Handler): this {
    const key = routeKey(method, path);
    if (!this.#defaults.has(key)) throw new Error(`no route ${key} to override`);
    this.#handlers.set(key, handler);
    return this;
  }

  /** Forgets the recorded requests and hit counts, and restores the normal handlers. */
  reset(): void {
    this.requests.length = 0;
    this.#hits.clear();
    this.#handlers.clear();
    for (const [key, handler] of this.#defaults) this.#handlers.set(key, handler);
  }

  /** The recorded requests to one path. */
  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body: Buffer.concat(chunks),
        };
        this.requests.push(recorded);
        const found = this.#find(recorded);
        if (found === null) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'no such route' }));
          return;
        }
        const hit = (this.#hits.get(found.key) ?? 0) + 1;
        this.#hits.set(found.key, hit);
        void Promise.resolve(found.handler(recorded, hit)).then((reply) => {
          setTimeout(() => {
            if (res.destroyed) return; // the client gave up (timed out)
            const status = reply.status ?? 200;
            if (reply.text !== undefined) res.writeHead(status, { 'content-type': 'text/html' }).end(reply.text);
            else if (reply.json !== undefined) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
            else res.writeHead(status).end();
          }, reply.delayMs ?? 0);
        });
      });
    });
    this.#server.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (server === null) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.#server = null;
  }

  #find(request: RecordedRequest): { key: string; handler: Handler } | null {
    for (const [key, handler] of this.#handlers) {
      const space = key.indexOf(' ');
      if (key.slice(0, space) !== request.method) continue;
      const rest = key.slice(space + 1);
      const matches = rest.startsWith('path ') ? rest.slice(5) === request.path : new RegExp(rest.slice(3)).test(request.path);
      if (matches) return { key, handler };
    }
    return null;
  }
}

function routeKey(method: string, path: string | RegExp): string {
  return typeof path === 'string' ? `${method} path ${path}` : `${method} re ${path.source}`;
}

/** The JSON body of a recorded request. */
export function jsonOf(request: RecordedRequest | undefined): unknown {
  return request === undefined ? undefined : (JSON.parse(request.body.toString('utf8')) as unknown);
}

/** The multipart form of a recorded request, parsed by the platform's own parser (undici's Response). */
export async function formOf(request: RecordedRequest | undefined): Promise<FormData> {
  if (request === undefined) throw new Error('no request recorded');
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago): connecting is refused. */
export async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
