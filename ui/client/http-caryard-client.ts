import * as E from 'fp-ts/Either';
import type {
  AnalyticsEventRejected,
  CallOptions,
  CarNotFound,
  CaryardClient,
  ChannelFailure,
  ClientAnswer,
  ClientCallInput,
  ClientRejected,
  ClientUnavailable,
  DealershipNotFound,
  DeliveryEstimate,
  DeliveryEstimateError,
  MarketComparison,
  ModelSearchResult,
  NoMarketData,
  PageNotFound,
  PhoneRevealMismatch,
  PublicSite,
  SearchHit,
  SearchRejected,
  SearchResult,
  SearchUnavailable,
  ServiceSlots,
  ServiceSlotsFailure,
  SitePage,
  VehicleViewResult,
  WebsiteMismatch,
} from '../../application/client/caryard-client.port';
import type { LookupPostcodeFailure, PostcodePlace } from '../../application/locations/lookup-postcode.use-case';
import type { DriveAwayQuote, QuoteDriveAwayFailure } from '../../application/pricing/quote-drive-away.use-case';
import { isCalendarDate } from '../../domain/leads/test-drive-slots';
import { INVALID_POSTCODE_MESSAGE } from '../../domain/locations/postcode';
import { GEOCODING_NO_RESULT_MESSAGE } from '../../domain/tradein/trade-in-flow';
import { MAX_HITS_PER_PAGE, writeSearchParams } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';

/** An error answer of the JSON API (`{ error: { code, message, fields? } }`) with its status. */
interface ApiError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** The use-case failure an error answer stands for, or undefined when the call has none for it. */
type FailureOf<F> = (error: ApiError) => F | undefined;

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

// The routes' own slug rules (adapters/http/routes): no car or dealership has another, so a
// slug outside them is answered here as the use case would answer it, without a request.
const CAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const DEALERSHIP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isCarSlug = (slug: string): boolean => slug.length <= 200 && CAR_SLUG.test(slug);

// issue 13: the service slots' date message (domain/service/service-slots DATE_FORMAT_MESSAGE), restated
// so the browser bundle does not load that module's public holiday tables (the contract suite compares them).
const SERVICE_DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD';

const carNotFound = (slug: string): CarNotFound => ({ code: 'CAR.NOT_FOUND', slug, message: `No car '${slug}' on this site.` });
const dealershipNotFound = (slug: string): DealershipNotFound => ({ code: 'DEALERSHIP.NOT_FOUND', slug, message: `No dealership '${slug}' on this site.` });
const ANALYTICS_CODES: ReadonlySet<string> = new Set([
  'ANALYTICS.EVENT_REQUIRED',
  'ANALYTICS.UNKNOWN_EVENT',
  'ANALYTICS.CAR_NOT_FOUND',
] satisfies AnalyticsEventRejected['code'][]);
const carPath = (slug: string): string => `/api/cars/${encodeURIComponent(slug)}`;

/** 404 on a car route (`NOT_FOUND`, docs/http-api.md): the car is not on this site. */
const carMissing =
  (slug: string): FailureOf<CarNotFound> =>
  (error) =>
    error.status === 404 && (error.code === 'NOT_FOUND' || error.code === 'CAR.NOT_FOUND') ? carNotFound(slug) : undefined;

/** 503 SEARCH.UNAVAILABLE: the search store is down. */
const searchDown: FailureOf<SearchUnavailable> = (error) =>
  error.status === 503 && error.code === 'SEARCH.UNAVAILABLE' ? { code: 'SEARCH.UNAVAILABLE', message: error.message } : undefined;

/**
 * 400 VALIDATION_FAILED on a search: SearchRejected. Its `lastPage` (a page beyond the last) is
 * read back from the field the listing writes for it ('The last page is 3.'; 'Only page 1
 * exists' when nothing matched, 0); the contract suite holds the two sides together.
 */
const searchRefused: FailureOf<SearchRejected> = (error) => {
  if (error.status !== 400 || error.code !== 'VALIDATION_FAILED') return undefined;
  const fields = error.fields ?? {};
  const page = fields['page'];
  const lastPage = page === undefined ? undefined : /^Only page 1 exists/.test(page) ? 0 : Number(/The last page is (\d+)\./.exec(page)?.[1] ?? NaN);
  return { code: 'VALIDATION_FAILED', message: error.message, fields, ...(lastPage !== undefined && Number.isFinite(lastPage) ? { lastPage } : {}) };
};

/** The first mapping that knows the answer. */
const anyOf =
  <M extends readonly ((error: ApiError) => unknown)[]>(...mappings: M): FailureOf<NonNullable<ReturnType<M[number]>>> =>
  (error) => {
    for (const mapping of mappings) {
      const failure = mapping(error);
      if (failure !== undefined) return failure as NonNullable<ReturnType<M[number]>>;
    }
    return undefined;
  };

/**
 * The client port in the browser: the site's JSON API over `fetch`, same origin, so the Host
 * (and with it the dealer site) is the page's own. Each call answers what its use case answers
 * in-process: an error answer is mapped back to the use case's tagged failure (same `code`,
 * same fields); what no failure of the use case stands for is a ChannelFailure
 * (CLIENT.UNAVAILABLE: no connection, 5xx, 429; CLIENT.REJECTED: another 4xx). It never
 * rejects for any of these (tests/application/client: one contract, both clients).
 */
export class HttpCaryardClient implements CaryardClient {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  getSite(_input?: ClientCallInput<'getSite'>, options: CallOptions = {}): Promise<ClientAnswer<'getSite'>> {
    return this.get<PublicSite, never>('/api/site', () => undefined, options);
  }

  async getSitePage({ path }: ClientCallInput<'getSitePage'>, options: CallOptions = {}): Promise<ClientAnswer<'getSitePage'>> {
    const missing: FailureOf<PageNotFound> = (error) =>
      error.status === 404 && error.code === 'PAGE.NOT_FOUND' ? { code: 'PAGE.NOT_FOUND', message: error.message } : undefined;
    // Paths the route refuses (400) are no page of the site, as the use case answers them in-process.
    if (path.length > 200 || !path.startsWith('/') || path.startsWith('//'))
      return E.left({ code: 'PAGE.NOT_FOUND', message: `No page at ${path.slice(0, 200)} on this site.` });
    return this.get<SitePage, PageNotFound>(`/api/pages${queryString({ path })}`, missing, options);
  }

  search({ state }: ClientCallInput<'search'>, options: CallOptions = {}): Promise<ClientAnswer<'search'>> {
    const query = writeSearchParams(state);
    return this.get<SearchResult, SearchRejected | SearchUnavailable>(
      `/api/search${query === '' ? '' : `?${query}`}`,
      anyOf(searchRefused, searchDown),
      options,
    );
  }

  async getCar({ slug }: ClientCallInput<'getCar'>, options: CallOptions = {}): Promise<ClientAnswer<'getCar'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    return this.get<Car, CarNotFound>(carPath(slug), carMissing(slug), options);
  }

  async similar({ slug }: ClientCallInput<'similar'>, options: CallOptions = {}): Promise<ClientAnswer<'similar'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    const answer = await this.get<{ hits: SearchHit[] }, CarNotFound | SearchUnavailable>(
      `${carPath(slug)}/similar`,
      anyOf(carMissing(slug), searchDown),
      options,
    );
    return E.map((body: { hits: SearchHit[] }): readonly SearchHit[] => body.hits)(answer);
  }

  async lookupCars({ filters, limit }: ClientCallInput<'lookupCars'>, options: CallOptions = {}): Promise<ClientAnswer<'lookupCars'>> {
    // The lookup takes no page nor page size: only the filters, text and sort travel; the
    // limit is clamped as the use case clamps it.
    const { hitsPerPage: _size, ...rest } = filters;
    const clamped = Math.min(MAX_HITS_PER_PAGE, Math.max(1, Math.floor(limit)));
    const path = `/api/cars${queryString({ search_filters: writeSearchParams({ ...rest, page: 1 }), limit: Number.isFinite(clamped) ? clamped : undefined })}`;
    const answer = await this.get<{ hits: SearchHit[] }, SearchUnavailable>(path, searchDown, options);
    return E.map((body: { hits: SearchHit[] }): readonly SearchHit[] => body.hits)(answer);
  }

  searchModels({ search }: ClientCallInput<'searchModels'>, options: CallOptions = {}): Promise<ClientAnswer<'searchModels'>> {
    const { manufacturer, model, body, query, page } = search;
    return this.get<ModelSearchResult, SearchUnavailable>(`/api/models${queryString({ manufacturer, model, body, query, page })}`, searchDown, options);
  }

  async searchDealershipItems(
    { dealershipSlug, search }: ClientCallInput<'searchDealershipItems'>,
    options: CallOptions = {},
  ): Promise<ClientAnswer<'searchDealershipItems'>> {
    if (dealershipSlug.length > 100 || !DEALERSHIP_SLUG.test(dealershipSlug)) return E.left(dealershipNotFound(dealershipSlug));
    const { min, max } = search.price ?? {};
    const price = min === undefined && max === undefined ? undefined : `${min ?? ''}:${max ?? ''}`;
    const path = `/api/dealerships/${encodeURIComponent(dealershipSlug)}/items${queryString({ categories: search.categories, price, query: search.query, page: search.page })}`;
    const missing: FailureOf<DealershipNotFound> = (error) =>
      error.status === 404 && (error.code === 'DEALERSHIP.NOT_FOUND' || error.code === 'NOT_FOUND') ? dealershipNotFound(dealershipSlug) : undefined;
    return this.get<SearchResult, DealershipNotFound | SearchRejected | SearchUnavailable>(path, anyOf(missing, searchRefused, searchDown), options);
  }

  async autogauge({ slug }: ClientCallInput<'autogauge'>, options: CallOptions = {}): Promise<ClientAnswer<'autogauge'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    const noData: FailureOf<NoMarketData> = (error) =>
      error.status === 404 && error.code === 'AUTOGAUGE.NO_MARKET_DATA'
        ? { code: 'AUTOGAUGE.NO_MARKET_DATA', slug, message: `No market data for car '${slug}'.` }
        : undefined;
    return this.get<MarketComparison, NoMarketData | CarNotFound>(`/cars/${encodeURIComponent(slug)}/autogauge`, anyOf(noData, carMissing(slug)), options);
  }

  async recordView({ slug, photosCount, updatedAt, websiteId }: ClientCallInput<'recordView'>, options: CallOptions = {}): Promise<ClientAnswer<'recordView'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    const query = queryString({
      photos_count: photosCount,
      updated_at: updatedAt && Number.isFinite(updatedAt.getTime()) ? updatedAt.toISOString() : undefined,
      website_id: websiteId,
    });
    // The route answers a website id that is not the site's as a 400 naming `website_id`.
    const mismatch: FailureOf<WebsiteMismatch> = (error) =>
      error.status === 400 && websiteId !== undefined && error.fields?.['website_id'] !== undefined
        ? { code: 'WEBSITE.MISMATCH', websiteId, message: error.fields['website_id'] }
        : undefined;
    return this.get<VehicleViewResult, WebsiteMismatch | CarNotFound>(`${carPath(slug)}/view.json${query}`, anyOf(carMissing(slug), mismatch), options);
  }

  deliveryEstimate({ postcode }: ClientCallInput<'deliveryEstimate'>, options: CallOptions = {}): Promise<ClientAnswer<'deliveryEstimate'>> {
    const refused = (error: ApiError): DeliveryEstimateError | undefined => {
      if (error.status === 404 && error.code === 'DELIVERY.NO_ESTIMATE')
        return { code: 'DELIVERY.NO_ESTIMATE', message: error.message } as DeliveryEstimateError;
      if (error.status !== 400) return undefined;
      if (error.code === 'POSTCODE.REQUIRED') return { code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE };
      // POSTCODE.INVALID, or a postcode the route refuses before the rule reads it (too long): the rule's answer.
      if (error.code === 'POSTCODE.INVALID' || error.fields?.['postcode'] !== undefined) return { code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE };
      return undefined;
    };
    // postcode= is sent even when empty, so the server answers its own 'required' error.
    const query = postcode === null || postcode === undefined ? '' : `?postcode=${encodeURIComponent(postcode)}`;
    return this.get<DeliveryEstimate, DeliveryEstimateError>(`/api/delivery-estimate${query}`, refused, options);
  }

  /**
   * issue 13 (nearest location), issue 12: `GET /api/geocode/postcode?postal_code=`. 400 is the
   * domain rule's POSTCODE.REQUIRED / POSTCODE.INVALID, 404 POSTCODE.NOT_FOUND ('Invalid
   * postcode', spec 2 §8), 503 GEOCODER.UNAVAILABLE — each given back as the use case's failure.
   */
  lookupPostcode({ postcode }: ClientCallInput<'lookupPostcode'>, options: CallOptions = {}): Promise<ClientAnswer<'lookupPostcode'>> {
    const refused = (error: ApiError): LookupPostcodeFailure | undefined => {
      if (error.status === 404 && error.code === 'POSTCODE.NOT_FOUND') return { code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE };
      if (error.status === 503 && error.code === 'GEOCODER.UNAVAILABLE') return { code: 'GEOCODER.UNAVAILABLE', message: error.message };
      if (error.status !== 400) return undefined;
      if (error.code === 'POSTCODE.REQUIRED') return { code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE };
      // POSTCODE.INVALID, or a value the route refuses before the rule reads it (too long): the rule's answer.
      if (error.code === 'POSTCODE.INVALID' || error.fields?.['postal_code'] !== undefined)
        return { code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE };
      return undefined;
    };
    const query = postcode === null || postcode === undefined ? '' : `?postal_code=${encodeURIComponent(postcode)}`;
    return this.get<PostcodePlace, LookupPostcodeFailure>(`/api/geocode/postcode${query}`, refused, options);
  }

  /**
   * issue 13: `GET /api/service/slots?location=&date=`. A date that is none, then a slug no
   * location can have, are answered here as the use case answers them (in that order), without a
   * request; 404 SERVICE.LOCATION_NOT_FOUND and a 400 naming `date` are given back as its failures.
   */
  async serviceSlots({ location, date }: ClientCallInput<'serviceSlots'>, options: CallOptions = {}): Promise<ClientAnswer<'serviceSlots'>> {
    const notFound = (): ServiceSlotsFailure => ({ code: 'SERVICE.LOCATION_NOT_FOUND', location, message: `No service location '${location}' on this site.` });
    const badDate = (message: string): ServiceSlotsFailure => ({ code: 'SERVICE.DATE_INVALID', date, message });
    if (!isCalendarDate(date)) return E.left(badDate(SERVICE_DATE_MESSAGE));
    if (location.length > 63 || !DEALERSHIP_SLUG.test(location)) return E.left(notFound());
    const refused: FailureOf<ServiceSlotsFailure> = (error) => {
      if (error.status === 404 && error.code === 'SERVICE.LOCATION_NOT_FOUND') return notFound();
      const dateMessage = error.fields?.['date'];
      if (error.status === 400 && dateMessage !== undefined) return badDate(dateMessage);
      return undefined;
    };
    return this.get<ServiceSlots, ServiceSlotsFailure>(`/api/service/slots${queryString({ location, date })}`, refused, options);
  }

  /**
   * issue 15: `GET /api/cars/{slug}/drive-away?postcode=`. 404 NOT_FOUND is the car, 404
   * DRIVE_AWAY.NO_PRICE a car with no drive-away price, 400 the postcode's failures (a value the
   * route refuses before the rule reads it is the rule's POSTCODE.INVALID), 503 GEOCODER.UNAVAILABLE.
   */
  async quoteDriveAway({ slug, postcode }: ClientCallInput<'quoteDriveAway'>, options: CallOptions = {}): Promise<ClientAnswer<'quoteDriveAway'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    const refused = (error: ApiError): QuoteDriveAwayFailure | undefined => {
      if (error.status === 404 && error.code === 'DRIVE_AWAY.NO_PRICE') return { code: 'DRIVE_AWAY.NO_PRICE', slug, message: error.message };
      if (error.status === 503 && error.code === 'GEOCODER.UNAVAILABLE') return { code: 'GEOCODER.UNAVAILABLE', message: error.message };
      if (error.status !== 400) return undefined;
      if (error.code === 'POSTCODE.NOT_FOUND') return { code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE };
      if (error.code === 'POSTCODE.REQUIRED') return { code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE };
      if (error.code === 'POSTCODE.INVALID' || error.fields?.['postcode'] !== undefined) return { code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE };
      return undefined;
    };
    // postcode= is sent even when empty, so the server answers its own 'required' error.
    const query = postcode === null || postcode === undefined ? '' : `?postcode=${encodeURIComponent(postcode)}`;
    return this.get<DriveAwayQuote, QuoteDriveAwayFailure>(`${carPath(slug)}/drive-away${query}`, anyOf(carMissing(slug), refused), options);
  }

  async revealPhone({ slug, carId, dealershipId, websiteId }: ClientCallInput<'revealPhone'>, options: CallOptions = {}): Promise<ClientAnswer<'revealPhone'>> {
    if (!isCarSlug(slug)) return E.left(carNotFound(slug));
    // The route answers the use case's mismatches as a 400 naming the fields: website_id
    // (WEBSITE.MISMATCH, checked first), else car_id / dealership_id (PHONE_REVEAL.MISMATCH).
    const mismatch: FailureOf<WebsiteMismatch | PhoneRevealMismatch> = (error) => {
      const fields = error.fields;
      if (error.status !== 400 || !fields) return undefined;
      if (fields['website_id'] !== undefined) return { code: 'WEBSITE.MISMATCH', websiteId, message: fields['website_id'] };
      const named = Object.fromEntries(Object.entries(fields).filter(([field]) => field === 'car_id' || field === 'dealership_id'));
      if (Object.keys(named).length === 0) return undefined;
      return { code: 'PHONE_REVEAL.MISMATCH', message: Object.values(named).join(' '), fields: named };
    };
    const body = { car_id: carId, dealership_id: dealershipId, website_id: websiteId };
    const answer = await this.post(`${carPath(slug)}/phone-reveal`, body, anyOf(carMissing(slug), mismatch), options);
    return E.map(() => ({ recorded: true as const }))(answer);
  }

  async trackEvent({ event }: ClientCallInput<'trackEvent'>, options: CallOptions = {}): Promise<ClientAnswer<'trackEvent'>> {
    // The route checks an event's id and name before the use case (docs/http-api.md: both or neither
    // is a 400 VALIDATION_FAILED); the use case's codes for the same refusals are given back.
    const rejected: FailureOf<AnalyticsEventRejected> = (error) => {
      const fields = error.fields ?? {};
      if (ANALYTICS_CODES.has(error.code)) return { code: error.code as AnalyticsEventRejected['code'], message: error.message, fields };
      if (error.status !== 400 || error.code !== 'VALIDATION_FAILED') return undefined;
      const about = (field: string) => fields[field] !== undefined;
      if (about('event_id') && about('event')) return { code: 'ANALYTICS.EVENT_REQUIRED', message: fields['event_id'] ?? error.message, fields };
      if (about('event_id') || about('event'))
        return { code: 'ANALYTICS.UNKNOWN_EVENT', message: fields['event_id'] ?? fields['event'] ?? error.message, fields };
      // A car id that is not a positive whole number names no car of the site.
      if (about('car_id') && event.car_id != null) {
        const message = `No car ${event.car_id} on this site.`;
        return { code: 'ANALYTICS.CAR_NOT_FOUND', message, fields: { car_id: message } };
      }
      return undefined;
    };
    const answer = await this.post('/api/analytics/events', event, rejected, options);
    return E.map(() => ({ recorded: true as const }))(answer);
  }

  carPdfUrl(slug: string): string {
    return `${this.baseUrl}${carPath(slug)}/pdf`;
  }

  private get<T, F>(path: string, failureOf: FailureOf<F>, options: CallOptions): Promise<E.Either<F | ChannelFailure, T>> {
    return this.send<T, F>(path, { method: 'GET', headers: { accept: 'application/json' } }, failureOf, options);
  }

  /** Records a page sends as it goes (spec 1 §8): keepalive, so a navigation does not cut them. */
  private post<F>(path: string, body: unknown, failureOf: FailureOf<F>, options: CallOptions): Promise<E.Either<F | ChannelFailure, unknown>> {
    const init: RequestInit = {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    };
    return this.send<unknown, F>(path, init, failureOf, options);
  }

  private async send<T, F>(path: string, init: RequestInit, failureOf: FailureOf<F>, options: CallOptions): Promise<E.Either<F | ChannelFailure, T>> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.baseUrl + path, { ...init, credentials: 'same-origin', ...(options.signal ? { signal: options.signal } : {}) });
    } catch (error) {
      // fetch rejects for no connection and for an aborted call: Caryard did not answer.
      const aborted = options.signal?.aborted === true;
      return E.left(unavailable(aborted ? 'The call was aborted.' : `Caryard could not be reached: ${error instanceof Error ? error.message : String(error)}`));
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      return body === undefined ? E.left(unavailable(`The server answered ${response.status} without JSON.`, response.status)) : E.right(body as T);
    }
    const error = apiError(response.status, body);
    const failure = error ? failureOf(error) : undefined;
    if (failure !== undefined) return E.left(failure);
    return E.left(channelFailure(response.status, error));
  }
}

const unavailable = (message: string, status?: number): ClientUnavailable => ({
  code: 'CLIENT.UNAVAILABLE',
  message,
  ...(status !== undefined ? { status } : {}),
});

/** The error body of an answer, when it has the API's shape. */
function apiError(status: number, body: unknown): ApiError | undefined {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  if (typeof error?.code !== 'string') return undefined;
  const message = typeof error.message === 'string' ? error.message : `The server answered ${status}.`;
  const fields = typeof error.fields === 'object' && error.fields !== null ? (error.fields as Record<string, string>) : undefined;
  return { status, code: error.code, message, ...(fields ? { fields } : {}) };
}

/** An error answer the call's use case has no failure for. */
function channelFailure(status: number, error: ApiError | undefined): ChannelFailure {
  const message = error?.message ?? `The server answered ${status}.`;
  // 5xx, 429 and answers that are not the API's: Caryard could not answer just now.
  if (status >= 500 || status === 429 || error === undefined || status < 400) return unavailable(message, status);
  const rejected: ClientRejected = { code: 'CLIENT.REJECTED', message, status, ...(error.fields ? { fields: error.fields } : {}) };
  return rejected;
}
