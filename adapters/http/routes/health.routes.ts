import type { FastifyPluginAsync } from 'fastify';

export interface HealthRoutesOptions {
  /** True once the database and the search index are ready. */
  isReady: () => Promise<boolean>;
}

/** `GET /healthz` (ARCHITECTURE contracts): 200 `{status:"ok"}` when ready, else 503 `{status:"starting"}`. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { isReady }) => {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    const ready = await isReady().catch(() => false);
    reply.header('cache-control', 'no-store');
    return ready ? reply.code(200).send({ status: 'ok' }) : reply.code(503).send({ status: 'starting' });
  });
};
