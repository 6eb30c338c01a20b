/**
 * The shopper's own calls (issue 14; application/shoppers/shopper-contract.ts) over `fetch`,
 * same origin, with the session cookie. State-changing calls send the CSRF token of the last
 * `GET /api/auth/session` in `x-csrf-token`; a 403 CSRF.INVALID refreshes it and tries once more.
 * Every answer of the server is a result; only a call that got no answer rejects.
 */
import type {
  AlertSettingsBody,
  AlertSettingsView,
  DeleteMyDataAnswer,
  GarageAnswer,
  RequestCodeAnswer,
  SavedSearchView,
  SaveSearchBody,
  SessionAnswer,
  VerifyCodeAnswer,
  WatchlistAnswer,
  WatchlistPageAnswer,
} from '../../application/shoppers/shopper-contract';

export type ShopperCallResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string; readonly fields: Record<string, string> };

/** Choice: what a refusal reads when the server's answer carries no message of its own. */
const NO_MESSAGE = 'The request could not be completed. Please try again.';

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export class ShopperClient {
  #csrf: string | null = null;

  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async session(): Promise<ShopperCallResult<SessionAnswer>> {
    const answer = await this.call<SessionAnswer>('GET', '/api/auth/session');
    if (answer.ok) this.#csrf = answer.value.csrf_token;
    return answer;
  }

  requestCode(phone: string): Promise<ShopperCallResult<RequestCodeAnswer>> {
    return this.send('POST', '/api/auth/request-code', { phone });
  }

  async verifyCode(phone: string, code: string): Promise<ShopperCallResult<VerifyCodeAnswer>> {
    const answer = await this.send<VerifyCodeAnswer>('POST', '/api/auth/verify-code', { phone, code });
    if (answer.ok) this.#csrf = answer.value.csrf_token;
    return answer;
  }

  signOut(): Promise<ShopperCallResult<{ signed_in: false }>> {
    return this.send('POST', '/api/auth/sign-out', {});
  }

  /** spec 1 §7: the answer is `{success, message?}` whatever the status. */
  async saveCar(phone_number: string, car_id: number): Promise<WatchlistAnswer> {
    return this.watchlistCall('/api/watchlist/save-car', phone_number, car_id);
  }

  async removeCar(phone_number: string, car_id: number): Promise<WatchlistAnswer> {
    return this.watchlistCall('/api/watchlist/remove-car', phone_number, car_id);
  }

  watchlist(): Promise<ShopperCallResult<WatchlistPageAnswer>> {
    return this.call('GET', '/api/watchlist');
  }

  garage(): Promise<ShopperCallResult<GarageAnswer>> {
    return this.call('GET', '/api/garage');
  }

  setAlerts(body: AlertSettingsBody): Promise<ShopperCallResult<AlertSettingsView>> {
    return this.send('POST', '/api/garage/alerts', body);
  }

  saveSearch(body: SaveSearchBody): Promise<ShopperCallResult<SavedSearchView>> {
    return this.send('POST', '/api/garage/saved-searches', body);
  }

  setSearchAlerts(id: string, alerts: boolean): Promise<ShopperCallResult<SavedSearchView>> {
    return this.send('POST', `/api/garage/saved-searches/${encodeURIComponent(id)}`, { alerts });
  }

  removeSearch(id: string): Promise<ShopperCallResult<{ removed: true }>> {
    return this.send('DELETE', `/api/garage/saved-searches/${encodeURIComponent(id)}`, undefined);
  }

  endSession(id: string): Promise<ShopperCallResult<{ removed: true }>> {
    return this.send('DELETE', `/api/garage/sessions/${encodeURIComponent(id)}`, undefined);
  }

  deleteMyData(): Promise<ShopperCallResult<DeleteMyDataAnswer>> {
    return this.send('DELETE', '/api/garage', undefined);
  }

  private async watchlistCall(path: string, phone_number: string, car_id: number): Promise<WatchlistAnswer> {
    const answer = await this.send<WatchlistAnswer>('POST', path, { phone_number, car_id });
    if (answer.ok) return answer.value;
    return { success: false, message: answer.message };
  }

  /**
   * A state-changing call of the signed-in shopper to a route a feature module adds
   * (modules/*): the same session, CSRF token and result shape as every call above.
   */
  sendAsShopper<T>(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<ShopperCallResult<T>> {
    return this.send(method, path, body);
  }

  /** A state-changing call: with the CSRF token, fetched first if none is held, refreshed once on a refusal. */
  private async send<T>(method: 'POST' | 'DELETE', path: string, body: unknown): Promise<ShopperCallResult<T>> {
    if (this.#csrf === null) await this.session();
    const first = await this.call<T>(method, path, body);
    if (first.ok || first.code !== 'CSRF.INVALID') return first;
    await this.session();
    return this.call<T>(method, path, body);
  }

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ShopperCallResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.#csrf !== null) headers['x-csrf-token'] = this.#csrf;
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    if (response.ok) return { ok: true, value: parsed as T };
    const error = (parsed as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
    // The watchlist calls refuse with `{success: false, message}` (spec 1 §7).
    const plainMessage = (parsed as { message?: unknown } | null)?.message;
    return {
      ok: false,
      status: response.status,
      code: typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
      message: typeof error?.message === 'string' ? error.message : typeof plainMessage === 'string' ? plainMessage : NO_MESSAGE,
      fields: fieldsOf(error?.fields),
    };
  }
}

/** The page's one client (the CSRF token is shared by every caller). */
let shared: ShopperClient | null = null;
export function shopperClient(): ShopperClient {
  shared ??= new ShopperClient();
  return shared;
}
