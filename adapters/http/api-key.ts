import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer[ \t]+(\S.*)$/i;

/**
 * The site API key a request carries (issue 10): `X-Api-Key: {key}` or
 * `Authorization: Bearer {key}`; undefined when it carries neither (an Authorization header of
 * another scheme is not a key). Two different keys answer '' — a key no site has — so the
 * request is refused rather than one of them chosen.
 */
export function apiKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers['x-api-key'];
  const fromHeader = typeof header === 'string' ? header.trim() : undefined;
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1]?.trim();
  if (fromHeader !== undefined && bearer !== undefined && fromHeader !== bearer) return '';
  return fromHeader ?? bearer;
}

/** RFC 6750 §3: a 401 names the scheme the client should use. */
export const API_KEY_CHALLENGE = 'Bearer realm="caryard"';
