import { request } from 'node:http';

/**
 * A `fetch` for HttpCaryardClient in tests that sends `host` as the Host header (Node's fetch
 * replaces it with the URL's), through node:http: method, headers, body and abort signal as
 * given; the answer as a standard Response.
 */
export function fetchWithHost(host: string, onRequest: (method: string, url: URL) => void = () => {}): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init.method ?? 'GET';
      onRequest(method, url);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers: { ...headers, host },
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const body = status === 204 || status === 304 || method === 'HEAD' ? null : Buffer.concat(chunks);
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            resolve(new Response(body, { status, headers: responseHeaders }));
          });
        },
      );
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}
