import type { CaryardClient, PublicSite } from '../../application/client/caryard-client.port';

/** The error body of the JSON API (`{ error: { code, message, fields? } }`). */
export class CaryardApiError extends Error {
  override name = 'CaryardApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The client port in the browser: the site's JSON API over `fetch`, same origin, so
 * the Host (and with it the dealer site) is the page's own.
 */
export class HttpCaryardClient implements CaryardClient {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  getSite(): Promise<PublicSite> {
    return this.getJson<PublicSite>('/api/site');
  }

  private async getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const response = await this.fetchImpl(this.baseUrl + path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null;
      throw new CaryardApiError(
        response.status,
        body?.error?.code ?? 'HTTP_ERROR',
        body?.error?.message ?? `The server answered ${response.status}.`,
        body?.error?.fields,
      );
    }
    return (await response.json()) as T;
  }
}
