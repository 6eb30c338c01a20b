import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ErrorBody } from './http-error';

export interface RateLimit {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimit {
  /** Names the limit in the 429 message ('leads'). */
  name: string;
  /** Most keys remembered at once; the oldest are forgotten beyond it. Default 50,000. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * issue 6 / ARCHITECTURE "forms and APIs are rate-limited": per client IP and dealer site, a
 * fixed window of `max` requests per `windowMs`, in this process's memory (behind a load
 * balancer each instance counts its own share; set trustProxy so the IP is the client's).
 * Every answer carries RateLimit-Limit / -Remaining / -Reset; one over the limit is
 * `429 TOO_MANY_REQUESTS` in the error shape with Retry-After, before the body is read.
 * Memory is bounded: expired windows are swept once per window, and at most `maxKeys` kept.
 */
export function rateLimitHook(options: RateLimitOptions): onRequestAsyncHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  let nextSweep = 0;

  const sweep = (t: number) => {
    if (t >= nextSweep) {
      for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
      nextSweep = t + options.windowMs;
    }
    // Still too many (a flood of addresses): forget the oldest windows first.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const t = now();
    sweep(t);
    const key = `${request.site?.slug ?? ''}\u0000${request.ip}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + options.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
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
