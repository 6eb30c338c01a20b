import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './http-error';

/** Node's parser error, as given to the server's 'clientError' event. */
export interface ClientError extends Error {
  code?: string;
  /** The bytes being parsed when the error was found (a Buffer, llhttp errors only). */
  rawPacket?: unknown;
}

interface Answer {
  status: number;
  code: string;
  message: string;
}

const HEADER_SYNTAX = new Set(['HPE_INVALID_HEADER_TOKEN', 'HPE_LF_EXPECTED', 'HPE_CR_EXPECTED', 'HPE_UNEXPECTED_SPACE']);

const BODY_FRAMING = new Set([
  'HPE_INVALID_CHUNK_SIZE',
  'HPE_INVALID_CONTENT_LENGTH',
  'HPE_UNEXPECTED_CONTENT_LENGTH',
  'HPE_INVALID_TRANSFER_ENCODING',
  'HPE_INVALID_EOF_STATE',
]);

function answerOf(error: ClientError): Answer {
  const code = error.code ?? '';
  if (code === 'HPE_HEADER_OVERFLOW') {
    const kb = Math.floor(maxHeaderSize / 1024);
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: `The request line and headers are too large: at most ${kb} KB together.` };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request was not received in time.' };
  }
  if (HEADER_SYNTAX.has(code)) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'A header name or value holds a character that is not allowed (a control character, a lone CR or LF, a space in a name).',
    };
  }
  if (code === 'HPE_INVALID_METHOD') return { status: 400, code: 'BAD_REQUEST', message: 'The request method is not valid.' };
  if (code === 'HPE_INVALID_URL') return { status: 400, code: 'BAD_REQUEST', message: 'The request target is not a valid URL path.' };
  if (code === 'HPE_INVALID_VERSION' || code === 'HPE_INVALID_CONSTANT') {
    return { status: 400, code: 'BAD_REQUEST', message: 'The request line is not `METHOD /path HTTP/1.1`.' };
  }
  if (BODY_FRAMING.has(code))
    return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not framed as HTTP/1.1 requires (Content-Length or chunks).' };
  return { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read as HTTP/1.1.' };
}

/** `METHOD target HTTP/1.x` at the start of a line: the request the bad bytes belong to. */
const REQUEST_LINE = /(?:^|\n)([A-Z][A-Z-]*) [^ \r\n]* HTTP\/\d\.\d\r?\n/g;
/** A packet that starts a request whose line is itself broken (`HEAD /a b HTTP/1.1`). */
const LEADING_METHOD = /^([A-Z][A-Z-]*) /;

/**
 * The method of the request being parsed: read from the last well-formed request line in the
 * packet, else from the packet's first word; null when the request line came in an earlier
 * packet (Node does not tell the method before the headers are complete).
 */
export function methodOf(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  // latin1: one character per byte, never a decoding error.
  const text = rawPacket.toString('latin1', 0, Math.min(rawPacket.length, 64 * 1024));
  let method: string | null = null;
  for (const match of text.matchAll(REQUEST_LINE)) method = match[1] ?? null;
  return method ?? LEADING_METHOD.exec(text)?.[1] ?? null;
}

/** The raw HTTP/1.1 answer to write on the socket: the documented error body, none for HEAD. */
export function clientErrorResponse(error: ClientError): string {
  const answer = answerOf(error);
  const body: ErrorBody = { error: { code: answer.code, message: answer.message } };
  const json = JSON.stringify(body);
  // A HEAD answer has no body (RFC 9110 §9.3.2); its Content-Length is the GET answer's.
  // When the method cannot be read the body is sent: the connection closes right after, so a
  // HEAD client cannot read it as the next answer.
  const withBody = methodOf(error.rawPacket) !== 'HEAD';
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    withBody ? json : '',
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler` (the server's 'clientError' event): errors Node's HTTP parser
 * raises before any route runs (headers too large, a control character in a header, a bad
 * request line, a request timeout) answered in the documented error shape
 * `{"error":{"code","message"}}` and with no body on HEAD; then the connection is closed.
 */
export function handleClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code, message: error.message }, 'client error');
  // As Node does: never write into the middle of an answer already on its way.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error));
  socket.destroy();
}
