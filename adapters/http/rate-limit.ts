import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RateLimitHit, RateLimitStore } from '../../application/shared/rate-limit-store.port';
import type { ErrorBody } from './http-error';

export type { RateLimitHit, RateLimitStore };

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimit {
  /** Names the limit in the 429 message ('leads'); hooks of one name share their counts. */
  name: string;
  /** Most keys remembered at once when counting in this process; the oldest are forgotten beyond it. Default 50,000. */
  maxKeys?: number;
  now?: () => number;
  /** Where the counts are kept; default the server's (`app.rateLimitStore`), else this process's memory. */
  store?: RateLimitStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** issue 16: the store every rate limit of this server counts in, when it is shared. */
    rateLimitStore?: RateLimitStore;
  }
}

/** Fixed windows in this process's memory, bounded: expired windows are swept once per window, at most `maxKeys` kept. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #nextSweep = 0;

  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    if (now >= this.#nextSweep) {
      for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k);
      this.#nextSweep = now + windowMs;
    }
    // Still too many (a flood of addresses): forget the oldest windows first.
    for (const k of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break;
      this.#windows.delete(k);
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }
}

/**
 * issue 6 / ARCHITECTURE "forms and APIs are rate-limited": per client IP and dealer site, a
 * fixed window of `max` requests per `windowMs` (set trustProxy so the IP is the client's).
 * Counted in the server's shared store when it has one (issue 16: on PostgreSQL every instance
 * counts in the database, so two instances hold one limit), else in this process's memory.
 * Every answer carries RateLimit-Limit / -Remaining / -Reset; one over the limit is
 * `429 TOO_MANY_REQUESTS` in the error shape with Retry-After, before the body is read.
 */
export function rateLimitHook(options: RateLimitOptions): onRequestAsyncHookHandler {
  const now = options.now ?? Date.now;
  const local = new MemoryRateLimitStore(options.maxKeys);

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const t = now();
    const store = options.store ?? request.server.rateLimitStore ?? local;
    // Text a database column can hold (no NUL): the limit, the site and the client address.
    const key = JSON.stringify([options.name, options.max, options.windowMs, request.site?.slug ?? '', request.ip]);
    const window = await store.hit(key, options.windowMs, t);
    const resetSeconds = Math.max(1, Math.ceil((window.resetAt - t) / 1000));
    reply.header('ratelimit-limit', options.max);
    reply.header('ratelimit-remaining', Math.max(0, options.max - window.count));
    reply.header('ratelimit-reset', resetSeconds);
    if (window.count <= options.max) return;
    const body: ErrorBody = {
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: `Too many ${options.name} requests from your address: at most ${options.max} per ${describe(options.windowMs)}. Please try again in ${resetSeconds} seconds.`,
      },
    };
    request.log.warn({ ip: request.ip, site: request.site?.slug, limit: options.name }, 'rate limit reached');
    return reply.code(429).header('retry-after', resetSeconds).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  };
}

function describe(ms: number): string {
  if (ms % 3_600_000 === 0) return ms === 3_600_000 ? 'hour' : `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
  return `${Math.round(ms / 1000)} seconds`;
}
