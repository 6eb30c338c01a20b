import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { HttpError } from '../../../adapters/http/http-error';
import { requireCsrf } from '../../../adapters/http/plugins/shopper-session.plugin';
import { rateLimitHook, type RateLimit } from '../../../adapters/http/rate-limit';
import type { SpinAnswer, SpinTheWheel } from '../application/spin-the-wheel.use-case';

export interface SpinToWinRoutesOptions {
  readonly spinTheWheel: Pick<SpinTheWheel, 'execute'>;
  /** Per client IP and site; default 20 a minute (a person spins once; the answer repeats). */
  readonly rateLimit?: RateLimit;
}

export const DEFAULT_SPIN_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };

/**
 * `POST /api/spin-to-win` (no body) → SpinAnswer: the signed-in shopper's spin of this month;
 * 401 AUTH.SIGN_IN_REQUIRED signed out; 403 CSRF.INVALID without the session's `x-csrf-token`.
 * Needs shopperSessionPlugin before it in the scope.
 */
export const spinToWinRoutes: FastifyPluginAsync<SpinToWinRoutesOptions> = async (app, options) => {
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_SPIN_RATE_LIMIT), name: 'spin-to-win' });
  app.post('/api/spin-to-win', { onRequest: [rateLimit, requireCsrf] }, async (request, reply): Promise<SpinAnswer> => {
    reply.header('cache-control', 'no-store');
    const answer = await options.spinTheWheel.execute({ site: request.site, shopper: await request.shopperSession() })();
    if (E.isLeft(answer)) throw new HttpError(401, answer.left.code, answer.left.message);
    return answer.right;
  });
};
