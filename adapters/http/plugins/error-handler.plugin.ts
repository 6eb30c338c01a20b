import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { HttpError, notFound, type ErrorBody } from '../http-error';
import { plainErrorPage } from '../plain-error-page';
import { validationErrorOf } from '../zod-validation';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again shortly.';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

/** Pages (not the JSON API) asked for by a browser get an HTML error page. */
function wantsHtml(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) {
    const context = (error as { validationContext?: string }).validationContext;
    return validationErrorOf(error, context);
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (fastifyError.validation) {
      const fields: Record<string, string> = {};
      for (const v of fastifyError.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || fastifyError.validationContext || 'input';
        fields[key] ??= v.message ?? 'Invalid value.';
      }
      return new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', fields);
    }
    // Fastify's own 4xx messages (bad JSON, too large, wrong media type) are safe to show.
    return new HttpError(status, CODE_BY_STATUS[status] ?? 'BAD_REQUEST', fastifyError.message ?? 'Bad request.');
  }
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsHtml(request)) {
    const title = status === 404 ? 'Page not found' : status >= 500 ? 'Something went wrong' : 'Request not valid';
    return reply.type('text/html; charset=utf-8').send(plainErrorPage(status, title, body.error.message));
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape for the whole server: `{ error: { code, message, fields? } }`.
 * Expected failures keep their status and message; anything else is a bug, logged
 * with its stack and answered 500 with a generic message (no stack leaves the server).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const known = toHttpError(error);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
        const body: ErrorBody = {
          error: {
            code: known.code,
            message: known.message,
            ...(known.fields ? { fields: known.fields } : {}),
            ...(known.similar ? { similar: known.similar } : {}),
          },
        };
        return send(request, reply, known.statusCode, body);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, 500, { error: { code: 'INTERNAL_ERROR', message: GENERIC_MESSAGE } });
    });

    app.setNotFoundHandler((request, reply) => {
      const missing = notFound(`Nothing at ${request.method} ${request.url.split('?', 1)[0]}.`);
      return send(request, reply, 404, { error: { code: missing.code, message: missing.message } });
    });
  },
  { name: 'caryard-error-handler', fastify: '5.x' },
);
