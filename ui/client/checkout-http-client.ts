import type { CheckoutCallResult, CheckoutClient } from '../../application/client/checkout-client.port';
import { CHECKOUT_API, type OrderPatch, type OrderView, type SimilarCarOffer } from '../../application/checkout/checkout-contract';
import type { AustralianState } from '../../domain/locations/delivery-zones';
import type { DriveAwayPrice } from '../../domain/pricing/drive-away';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown; similar?: unknown };
}

const NO_MESSAGE = 'The request could not be completed. Please try again.';

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function similarOf(value: unknown): SimilarCarOffer[] {
  return Array.isArray(value)
    ? value.filter((v): v is SimilarCarOffer => typeof v === 'object' && v !== null && typeof (v as { slug?: unknown }).slug === 'string')
    : [];
}

/**
 * The online purchase journey's calls (issue 15; application/checkout/checkout-contract.ts) over
 * `fetch`, same origin. Every answer of the server is a result; only a call that got no answer
 * (no connection) rejects.
 */
export class HttpCheckoutClient implements CheckoutClient {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  startOrder(request: { car_id: string; postcode?: string }): Promise<CheckoutCallResult<OrderView>> {
    return this.send('POST', CHECKOUT_API.orders, request);
  }

  getOrder(orderId: string): Promise<CheckoutCallResult<OrderView>> {
    return this.send('GET', CHECKOUT_API.order(orderId));
  }

  updateOrder(orderId: string, patch: OrderPatch): Promise<CheckoutCallResult<OrderView>> {
    return this.send('PATCH', CHECKOUT_API.order(orderId), patch);
  }

  payDeposit(orderId: string, request: { token: string; idempotency_key: string; terms_accepted: boolean }): Promise<CheckoutCallResult<OrderView>> {
    return this.send('POST', CHECKOUT_API.deposit(orderId), request);
  }

  driveAway(carSlug: string, postcode?: string): Promise<CheckoutCallResult<{ drive_away: DriveAwayPrice; postcode: string | null; state: AustralianState }>> {
    return this.send('GET', `${CHECKOUT_API.driveAway(carSlug)}${postcode ? `?postcode=${encodeURIComponent(postcode)}` : ''}`);
  }

  tokenizeTestCard(card: {
    number: string;
    expiry: string;
    cvc: string;
    name: string;
  }): Promise<CheckoutCallResult<{ token: string; brand: string; last4: string; test_mode: true }>> {
    return this.send('POST', '/api/payments/test/tokens', card);
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<CheckoutCallResult<T>> {
    const response = await this.fetchImpl(this.baseUrl + path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      credentials: 'same-origin',
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok && answer !== undefined) return { ok: true, value: answer as T };
    const error = (answer as ErrorBody | undefined)?.error;
    return {
      ok: false,
      status: response.ok ? 502 : response.status,
      code: typeof error?.code === 'string' ? error.code : response.ok ? 'CLIENT.UNREADABLE' : `HTTP_${response.status}`,
      message: typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : NO_MESSAGE,
      fields: fieldsOf(error?.fields),
      similar: similarOf(error?.similar),
    };
  }
}
