import * as E from 'fp-ts/Either';
import type {
  AnalyticsEvent,
  CaryardClient,
  DealershipItemSearch,
  DeliveryEstimate,
  DeliveryEstimateError,
  MarketComparison,
  PhoneRevealIds,
  VehicleViewResult,
  ViewedCarSnapshot,
  ModelSearch,
  ModelSearchResult,
  PublicSite,
  SearchHit,
  SearchRejected,
  SearchResult,
} from '../../application/client/caryard-client.port';
import { writeSearchParams, type SearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';

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

type Query = Record<string, string | number | readonly string[] | undefined>;

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
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

  async search(state: SearchState, options: { readonly signal?: AbortSignal } = {}): Promise<E.Either<SearchRejected, SearchResult>> {
    const query = writeSearchParams(state);
    return this.rejectable(() => this.getJson<SearchResult>(`/api/search${query === '' ? '' : `?${query}`}`, options.signal));
  }

  getCar(slug: string): Promise<Car | null> {
    return this.orNullOn404(() => this.getJson<Car>(`/api/cars/${encodeURIComponent(slug)}`));
  }

  async similar(slug: string): Promise<readonly SearchHit[] | null> {
    const answer = await this.orNullOn404(() => this.getJson<{ hits: SearchHit[] }>(`/api/cars/${encodeURIComponent(slug)}/similar`));
    return answer?.hits ?? null;
  }

  async lookupCars(filters: SearchState, limit: number): Promise<readonly SearchHit[]> {
    // The lookup takes no page nor page size: only the filters, text and sort travel.
    const { hitsPerPage: _size, ...rest } = filters;
    const answer = await this.getJson<{ hits: SearchHit[] }>(
      `/api/cars${queryString({ search_filters: writeSearchParams({ ...rest, page: 1 }), limit })}`,
    );
    return answer.hits;
  }

  searchModels(search: ModelSearch): Promise<ModelSearchResult> {
    return this.getJson<ModelSearchResult>(`/api/models${queryString({ ...search })}`);
  }

  searchDealershipItems(dealershipSlug: string, search: DealershipItemSearch): Promise<E.Either<SearchRejected, SearchResult> | null> {
    const price = search.price ? `${search.price.min ?? ''}:${search.price.max ?? ''}` : undefined;
    const path = `/api/dealerships/${encodeURIComponent(dealershipSlug)}/items${queryString({
      categories: search.categories,
      price,
      query: search.query,
      page: search.page,
    })}`;
    return this.orNullOn404(() => this.rejectable(() => this.getJson<SearchResult>(path)));
  }

  autogauge(slug: string): Promise<MarketComparison | null> {
    return this.orNullOn404(() => this.getJson<MarketComparison>(`/cars/${encodeURIComponent(slug)}/autogauge`));
  }

  recordView(slug: string, snapshot: ViewedCarSnapshot): Promise<VehicleViewResult | null> {
    const query = queryString({
      photos_count: snapshot.photos_count,
      updated_at: snapshot.updated_at,
      website_id: snapshot.website_id,
    });
    return this.orNullOn404(() => this.getJson<VehicleViewResult>(`/api/cars/${encodeURIComponent(slug)}/view.json${query}`));
  }

  async deliveryEstimate(postcode: string): Promise<E.Either<DeliveryEstimateError, DeliveryEstimate>> {
    try {
      // postcode= is sent even when empty, so the server answers its own 'required' error.
      return E.right(await this.getJson<DeliveryEstimate>(`/api/delivery-estimate?postcode=${encodeURIComponent(postcode)}`));
    } catch (error) {
      if (error instanceof CaryardApiError && error.code === 'DELIVERY.NO_ESTIMATE') {
        return E.left({ code: 'DELIVERY.NO_ESTIMATE', message: error.message } as DeliveryEstimateError);
      }
      if (error instanceof CaryardApiError && error.status === 400 && (error.code === 'POSTCODE.INVALID' || error.code === 'POSTCODE.REQUIRED')) {
        return E.left({ code: error.code, message: error.message } as DeliveryEstimateError);
      }
      throw error;
    }
  }

  revealPhone(slug: string, ids: PhoneRevealIds): Promise<boolean> {
    return this.fireAndForget(`/api/cars/${encodeURIComponent(slug)}/phone-reveal`, ids, 'phone reveal');
  }

  trackEvent(event: AnalyticsEvent): Promise<boolean> {
    return this.fireAndForget('/api/analytics/events', event, `analytics event ${event.event_id ?? event.event ?? '(none)'}`);
  }

  carPdfUrl(slug: string): string {
    return `${this.baseUrl}/api/cars/${encodeURIComponent(slug)}/pdf`;
  }

  /** spec 1 §8: a failed record is logged as a warning and ignored; it never rejects. */
  private async fireAndForget(path: string, body: unknown, what: string): Promise<boolean> {
    try {
      const response = await this.fetchImpl(this.baseUrl + path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        keepalive: true,
      });
      if (!response.ok) console.warn(`Caryard: ${what} not recorded (HTTP ${response.status}).`);
      return response.ok;
    } catch (error) {
      console.warn(`Caryard: ${what} not recorded.`, error);
      return false;
    }
  }

  /** A 400 VALIDATION_FAILED is the expected refusal (Left); anything else stays a rejection. */
  private async rejectable<T>(call: () => Promise<T>): Promise<E.Either<SearchRejected, T>> {
    try {
      return E.right(await call());
    } catch (error) {
      if (error instanceof CaryardApiError && error.status === 400 && error.code === 'VALIDATION_FAILED') {
        return E.left({ code: 'VALIDATION_FAILED', message: error.message, fields: error.fields ?? {} });
      }
      throw error;
    }
  }

  private async orNullOn404<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CaryardApiError && error.status === 404) return null;
      throw error;
    }
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
