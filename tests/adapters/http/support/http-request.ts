import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (possibly compressed). */
  raw: Buffer;
  /** The body decompressed and decoded as UTF-8. */
  text: string;
  json: <T = unknown>() => T;
}

export interface RequestOptions {
  method?: string;
  /** The Host header: which dealer site is asked for. */
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** One HTTP request with full control of Host and Accept-Encoding (fetch hides both). */
export function request(port: number, path: string, options: RequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { ...(options.host ? { host: options.host } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = decode(raw, res.headers['content-encoding']);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text, json: <T>() => JSON.parse(text) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
