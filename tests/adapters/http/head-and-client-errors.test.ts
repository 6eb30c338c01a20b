/**
 * Every error answer in the documented shape, none with a body on HEAD (issue 10, "edge
 * defects"): the errors Node's HTTP parser raises before any route (431 headers too large, 400
 * for a bad header or request line, 408), and HEAD on a 404, a 400, a 431, pages and the API,
 * read off a raw socket (node:http's client drops a HEAD body itself, so it cannot tell).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorResponse, methodOf, type ClientError } from '../../../adapters/http/client-error';
import { aCar } from '../../support/car-builder';
import { errorShapeProblem } from './support/error-shape';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';
const CAR = aCar().withId(9_301).withSite(SITE).withSlug('head-car').build();

const parserError = (code: string, packet?: string): ClientError =>
  Object.assign(new Error(code), { code, ...(packet !== undefined ? { rawPacket: Buffer.from(packet, 'latin1') } : {}) });

/** The status, header lines and body of a raw HTTP/1.1 answer. */
function parse(answer: string): { status: number; headers: Record<string, string>; body: string } {
  const split = answer.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = answer.slice(0, split < 0 ? answer.length : split).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : answer.slice(split + 4) };
}

describe('clientErrorResponse: what is written on the socket for a parser error', () => {
  const cases: [string, number, string][] = [
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_HEADER_TOKEN', 400, 'BAD_REQUEST'],
    ['HPE_INVALID_METHOD', 400, 'BAD_REQUEST'],
    ['HPE_INVALID_CHUNK_SIZE', 400, 'BAD_REQUEST'],
    ['HPE_SOMETHING_NEW', 400, 'BAD_REQUEST'],
  ];
  for (const [code, status, errorCode] of cases) {
    it(`${code}: ${status} ${errorCode} in the documented shape, the connection closed`, () => {
      const answer = parse(clientErrorResponse(parserError(code, 'GET / HTTP/1.1\r\nHost: x\r\n')));
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      expect(errorShapeProblem(answer.body)).toBeNull();
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: errorCode } });
    });
  }

  it('on HEAD: the same status and Content-Length, no body', () => {
    const get = parse(clientErrorResponse(parserError('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\nX: aaaa')));
    const head = parse(clientErrorResponse(parserError('HPE_HEADER_OVERFLOW', 'HEAD / HTTP/1.1\r\nX: aaaa')));
    expect(head.status).toBe(431);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('the method is read from the last request line of a pipelined packet; unknown without one', () => {
    expect(methodOf(Buffer.from('GET /a HTTP/1.1\r\nHost: x\r\n\r\nHEAD /b HTTP/1.1\r\nX: aaa', 'latin1'))).toBe('HEAD');
    expect(methodOf(Buffer.from('HEAD /a b HTTP/1.1\r\nX: aaa', 'latin1'))).toBe('HEAD');
    expect(methodOf(Buffer.from('aaaaaaaaaaaa', 'latin1'))).toBeNull();
    expect(methodOf(undefined)).toBeNull();
  });
});

describe('over a real socket', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ cars: [CAR] });
  });
  afterAll(() => server?.close());

  /** Sends the bytes, returns everything the server wrote until it closed the connection. */
  const exchange = (bytes: string): Promise<ReturnType<typeof parse>> =>
    new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes, 'latin1'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
    });
  const ask = (method: string, path: string, extra = '') =>
    exchange(`${method} ${path} HTTP/1.1\r\nHost: ${server.host(SITE)}\r\nAccept: text/html\r\nConnection: close\r\n${extra}\r\n`);

  const CASES: [string, string, number, string][] = [
    ['a page', '/', 200, ''],
    ['the car page', '/cars/head-car', 200, ''],
    ['a page not found', '/no-such-page', 404, ''],
    ['an API route', '/api/site', 200, ''],
    ['an API 404', '/api/no-such-thing', 404, ''],
    ['a 400 (a NUL in a path parameter)', '/api/cars/a%00b', 400, ''],
    ['a 400 page (a NUL in a page path)', '/cars/a%00b', 400, ''],
    ['a 431 (headers too large)', '/cars/head-car', 431, `X-Padding: ${'a'.repeat(20_000)}\r\n`],
    ['a 400 from the parser (a control character in a header)', '/', 400, 'X-Bad: a\u0001b\r\n'],
  ];
  for (const [what, path, status, extra] of CASES) {
    it(`HEAD on ${what}: ${status}, headers only; GET: ${status} with its body`, async () => {
      const head = await ask('HEAD', path, extra);
      expect(head.status).toBe(status);
      expect(head.body).toBe('');
      const get = await ask('GET', path, extra);
      expect(get.status).toBe(status);
      expect(get.body.length).toBeGreaterThan(0);
      if (status >= 400 && get.headers['content-type']?.startsWith('application/json')) expect(errorShapeProblem(get.body)).toBeNull();
    });
  }

  it('a method no route takes is answered in the documented shape (404 on a page path, 404 on the API), HEAD bodiless', async () => {
    for (const method of ['PROPFIND', 'PURGE', 'DELETE']) {
      const answer = await exchange(`${method} /api/site HTTP/1.1\r\nHost: ${server.host(SITE)}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(errorShapeProblem(answer.body)).toBeNull();
    }
  });
});
