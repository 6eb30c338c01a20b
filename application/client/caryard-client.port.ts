import type { Either } from 'fp-ts/lib/Either.js';
import type { ClientUseCases } from './client-use-cases';
import type { FailureOf, InputOf, OutputOf } from '../shared/use-case';

export type { PublicSite, PublicLocation } from '../dealer-site/get-site.use-case';
export type { SearchHit, SearchResult, FacetStat } from '../search/search-engine.port';
export type { SearchUnavailable } from '../search/search-cars';
export type { SearchRejected } from '../inventory/search-listing.use-case';
export type { CarNotFound } from '../inventory/get-car.use-case';
export type { DealershipNotFound } from '../inventory/dealership-items.use-case';
export type { ModelSearchResult } from '../inventory/search-models.use-case';
export type { MarketComparison, NoMarketData } from '../vehicle/compare-with-market.use-case';
export type { DeliveryEstimate, DeliveryEstimateError } from '../vehicle/estimate-delivery.use-case';
export type { LiveCarFields, VehicleViewResult } from '../vehicle/record-vehicle-view.use-case';
export type { PhoneRevealMismatch } from '../vehicle/record-phone-reveal.use-case';
export type { WebsiteMismatch } from '../vehicle/website-mismatch';
export type { AnalyticsEventRejected } from '../analytics/track-event.use-case';
export type { Failure } from '../shared/use-case';
export type { ServiceSlots, ServiceSlotsFailure } from '../service/get-service-slots.use-case';
export type {
  ArticlePageData,
  BlogPageData,
  BrandPageData,
  BrandsPageData,
  ModelPageData,
  PageNotFound,
  RangePageData,
  RenderedContentPage,
  SitePage,
} from '../site-pages/get-site-page.use-case';

/**
 * Caryard could not answer: no connection, a call aborted, a server error (5xx), too many
 * requests (429), or an answer that is not the API's JSON. An expected failure of a client
 * that talks over a network; the in-process client never answers it.
 */
export interface ClientUnavailable {
  readonly code: 'CLIENT.UNAVAILABLE';
  readonly message: string;
  /** The HTTP status when the server answered, else absent. */
  readonly status?: number;
}

/**
 * The server refused the call as sent with an answer the use case has no failure for: the
 * HTTP edge checks more than the use case does (a text over a route's length limit, a URL
 * too long). Only a client that talks over a network answers it; the in-process client,
 * which hands the input to the use case as it is, never does.
 */
export interface ClientRejected {
  readonly code: 'CLIENT.REJECTED';
  readonly message: string;
  /** The HTTP status (4xx). */
  readonly status: number;
  /** What was wrong with which parameter, when the server said. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** The failures of the channel rather than of the use case: a call over the network may answer them. */
export type ChannelFailure = ClientUnavailable | ClientRejected;

export interface CallOptions {
  /** Aborts a call over the network (a newer search replaced it). */
  readonly signal?: AbortSignal;
}

/** What a caller gives a use case through the client: its input without the site, which the client is bound to. */
export type ClientInput<U> = Omit<InputOf<U>, 'site'>;

/**
 * One client call: the use case of the same name, for the client's site. Resolves with the
 * use case's answer — its failures (tagged, with a `code`: the same values in-process and
 * over HTTP) or its output — or with a ChannelFailure; it never rejects for an expected
 * failure (a rejection is a bug).
 */
export type ClientCall<U> = keyof ClientInput<U> extends never
  ? (input?: ClientInput<U>, options?: CallOptions) => Promise<Either<FailureOf<U> | ChannelFailure, OutputOf<U>>>
  : (input: ClientInput<U>, options?: CallOptions) => Promise<Either<FailureOf<U> | ChannelFailure, OutputOf<U>>>;

/**
 * Everything the UI asks of Caryard, scoped to the site being browsed: one call per use case
 * in ClientUseCases (application/client/client-use-cases.ts), same name, same input (less the site),
 * same failures — so a read added there is a method here. The server implements it
 * in-process while rendering (adapters/http/in-process-caryard-client.ts: forwards by name);
 * the browser over `fetch` against the JSON API (ui/client/http-caryard-client.ts). Route
 * loaders depend only on this. One contract suite runs on both (tests/application/client).
 *
 * The calls, with their routes: getSite `GET /api/site`; search `GET /api/search`; getCar
 * `GET /api/cars/{slug}`; similar `GET /api/cars/{slug}/similar`; lookupCars `GET /api/cars`;
 * searchModels `GET /api/models`; searchDealershipItems `GET /api/dealerships/{slug}/items`;
 * autogauge `GET /cars/{slug}/autogauge`; recordView `GET /api/cars/{slug}/view.json`;
 * deliveryEstimate `GET /api/delivery-estimate`; revealPhone `POST /api/cars/{slug}/phone-reveal`;
 * trackEvent `POST /api/analytics/events`; getSitePage `GET /api/pages?path=`; serviceSlots
 * `GET /api/service/slots?location=&date=`. Pages send the last two fire-and-forget: a Left is
 * logged as a warning and ignored (spec 1 §8; ui/hooks/use-caryard-client.ts `sendAndForget`).
 * Over HTTP, an error answer is mapped back to the use case's own failure value; a route that
 * answers a generic code (docs/http-api.md: `404 NOT_FOUND` for a car) is mapped by the fetch client.
 */
export type CaryardClient = { readonly [K in keyof ClientUseCases]: ClientCall<ClientUseCases[K]> } & {
  /** The URL of the car's PDF (`GET /api/cars/{slug}/pdf`, saved as `{slug}.pdf`), same origin. */
  carPdfUrl(slug: string): string;
};

/** The failures a call of the client can answer. */
export type ClientFailure<K extends keyof ClientUseCases> = FailureOf<ClientUseCases[K]> | ChannelFailure;

/** The input of call K: its use case's input less the site. */
export type ClientCallInput<K extends keyof ClientUseCases> = ClientInput<ClientUseCases[K]>;

/** What call K resolves with. */
export type ClientAnswer<K extends keyof ClientUseCases> = Either<ClientFailure<K>, OutputOf<ClientUseCases[K]>>;
