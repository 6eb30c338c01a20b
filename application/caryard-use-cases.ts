/**
 * Every use case of Caryard, one instance each, as the core builds them (config/core.ts
 * `createUseCases`). Channels — the HTTP routes, the in-process client that renders pages,
 * the command-line tool — receive this and call `execute`; none of them sees a repository.
 * The read use cases the UI asks for are named as the client port's methods
 * (application/client/caryard-client.port.ts), so the in-process client forwards by name.
 */
import type { TrackEvent } from './analytics/track-event.use-case';
import type { GetSite } from './dealer-site/get-site.use-case';
import type { SearchDealershipItems } from './inventory/dealership-items.use-case';
import type { GetCar } from './inventory/get-car.use-case';
import type { LookupCars } from './inventory/lookup-cars.use-case';
import type { SearchListing } from './inventory/search-listing.use-case';
import type { SearchModels } from './inventory/search-models.use-case';
import type { FindSimilarCars } from './inventory/similar-cars.use-case';
import type { DeliverPendingLeads } from './leads/deliver-pending-leads.use-case';
import type { GetTestDriveSlots } from './leads/get-test-drive-slots.use-case';
import type { IssueFormToken } from './leads/issue-form-token.use-case';
import type { ListLeads } from './leads/list-leads.use-case';
import type { LookupPostcode } from './locations/lookup-postcode.use-case';
import type { RecordLeadFollowUp } from './leads/record-lead-follow-up.use-case';
import type { RedeliverLead } from './leads/redeliver-lead.use-case';
import type { SubmitLead } from './leads/submit-lead.use-case';
import type { GetServiceSlots } from './service/get-service-slots.use-case';
import type { BuildSitemap } from './site-pages/build-sitemap.use-case';
import type { GetSitePage } from './site-pages/get-site-page.use-case';
import type { GetPaymentsConfig } from './payments/get-payments-config.use-case';
import type { ReleaseExpiredReservations } from './reservations/release-expired-reservations.use-case';
import type { ReserveCar } from './reservations/reserve-car.use-case';
import type { CheckoutOrders } from './checkout/checkout-orders';
import type { QuoteDriveAway } from './pricing/quote-drive-away.use-case';
import type { CompareWithMarket } from './vehicle/compare-with-market.use-case';
import type { EstimateDelivery } from './vehicle/estimate-delivery.use-case';
import type { RecordPhoneReveal } from './vehicle/record-phone-reveal.use-case';
import type { RecordVehicleView } from './vehicle/record-vehicle-view.use-case';
import type { GetShopperSession } from './shoppers/get-shopper-session.use-case';
import type { HandleInboundSms } from './shoppers/handle-inbound-sms.use-case';
import type { RequestSignInCode } from './shoppers/request-sign-in-code.use-case';
import type { SignOut } from './shoppers/sign-out.use-case';
import type { SaveCarToWatchlist } from './shoppers/save-car-to-watchlist.use-case';
import type { RemoveCarFromWatchlist } from './shoppers/remove-car-from-watchlist.use-case';
import type { ListWatchlist } from './shoppers/list-watchlist.use-case';
import type { GetGarage } from './shoppers/get-garage.use-case';
import type { SetAlertSettings } from './shoppers/set-alert-settings.use-case';
import type { SaveSearch } from './shoppers/save-search.use-case';
import type { RemoveSavedSearch, SetSavedSearchAlerts } from './shoppers/change-saved-search.use-case';
import type { EndShopperSession } from './shoppers/end-shopper-session.use-case';
import type { DeleteMyData } from './shoppers/delete-my-data.use-case';
import type { VerifySignInCode } from './shoppers/verify-sign-in-code.use-case';
import type { ImportStock } from './inventory/import-stock.use-case';
import type { InventoryApiKeys } from './inventory/inventory-api-keys.port';
import type { LeadApiKeys } from './dealer-site/api-key-verifier.port';
import type { UpdateCar } from './inventory/update-car.use-case';
import type { AddCarPhotos } from './inventory/add-car-photos.use-case';
import type { SendShopperAlerts } from './shoppers/send-shopper-alerts.use-case';
import type { UnsubscribeAlerts } from './shoppers/unsubscribe-alerts.use-case';
import type { ConfirmAlertEmail } from './shoppers/confirm-alert-email.use-case';
import type { ChooseCandidate } from './tradein/choose-candidate.use-case';
import type { LookupRegistration } from './tradein/lookup-registration.use-case';
import type { MakeTradeInOffer } from './tradein/make-trade-in-offer.use-case';
import type { RecordTradeInValuation } from './tradein/record-trade-in-valuation.use-case';
import type { UpdateEvaluation } from './tradein/update-evaluation.use-case';
import type { UploadTradeInImage } from './tradein/upload-trade-in-image.use-case';
import type { IngestPhoto } from './media/ingest-photo.use-case';
import type { ServeImage } from './media/serve-image.use-case';
import type { RenderVehiclePdf } from './vehicle/vehicle-pdf.use-case';

/** The reads and records the shopper's pages ask for: the client port's methods, by name. */
export interface ClientUseCases {
  readonly getSite: GetSite;
  readonly search: SearchListing;
  readonly getCar: GetCar;
  readonly similar: FindSimilarCars;
  readonly lookupCars: LookupCars;
  readonly searchModels: SearchModels;
  readonly searchDealershipItems: SearchDealershipItems;
  readonly autogauge: CompareWithMarket;
  readonly recordView: RecordVehicleView;
  readonly deliveryEstimate: EstimateDelivery;
  readonly revealPhone: RecordPhoneReveal;
  readonly trackEvent: TrackEvent;
  readonly getSitePage: GetSitePage;
  /** issue 12, 13: the place of a postcode (`GET /api/geocode/postcode`): the trade-in fields and the nearest location. */
  readonly lookupPostcode: LookupPostcode;
  /** issue 13: a service location's free drop-off times on a date (`GET /api/service/slots`). */
  readonly serviceSlots: GetServiceSlots;
  /** issue 15: a car's drive-away price for a postcode or its location's state (`GET /api/cars/{slug}/drive-away`). */
  readonly quoteDriveAway: QuoteDriveAway;
}

export interface CaryardUseCases extends ClientUseCases {
  readonly carPdf: RenderVehiclePdf;
  readonly issueFormToken: IssueFormToken;
  readonly submitLead: SubmitLead;
  readonly recordLeadFollowUp: RecordLeadFollowUp;
  readonly listLeads: ListLeads;
  readonly redeliverLead: RedeliverLead;
  readonly testDriveSlots: GetTestDriveSlots;
  readonly deliverPendingLeads: DeliverPendingLeads;
  readonly paymentsConfig: GetPaymentsConfig;
  readonly reserveCar: ReserveCar;
  readonly releaseExpiredReservations: ReleaseExpiredReservations;
  /** issue 15: the online purchase journey (orders, the deposit by token, the dealer's cancellation). */
  readonly checkout: CheckoutOrders;
  /** issue 11: /sitemap.xml and its parts (not a client call: crawlers ask the HTTP channel). */
  readonly buildSitemap: BuildSitemap;
  /** issue 12: the trade-in instant offer calls (spec 2 §7; adapters/http/routes/trade-in.routes.ts). */
  readonly lookupRegistration: LookupRegistration;
  readonly chooseCandidate: ChooseCandidate;
  readonly uploadTradeInImage: UploadTradeInImage;
  readonly updateEvaluation: UpdateEvaluation;
  readonly makeTradeInOffer: MakeTradeInOffer;
  /** issue 30: `/api/miscellaneous` 'valuation', recorded from the offer the server made. */
  readonly recordTradeInValuation: RecordTradeInValuation;
  /** issue 14: sign-in by phone (adapters/http/routes/auth.routes.ts; the session plugin reads the session). */
  readonly requestSignInCode: RequestSignInCode;
  readonly verifySignInCode: VerifySignInCode;
  readonly getShopperSession: GetShopperSession;
  readonly signOut: SignOut;
  /** issue 14: the watchlist (spec 1 §7) and the garage (adapters/http/routes/watchlist.routes.ts, garage.routes.ts). */
  readonly saveCarToWatchlist: SaveCarToWatchlist;
  readonly removeCarFromWatchlist: RemoveCarFromWatchlist;
  readonly listWatchlist: ListWatchlist;
  readonly getGarage: GetGarage;
  readonly setAlertSettings: SetAlertSettings;
  readonly saveSearch: SaveSearch;
  readonly setSavedSearchAlerts: SetSavedSearchAlerts;
  readonly removeSavedSearch: RemoveSavedSearch;
  readonly endShopperSession: EndShopperSession;
  readonly deleteMyData: DeleteMyData;
  /** issue 14: a reply to the alerts number — STOP, START, HELP (adapters/http/routes/sms-inbound.routes.ts). */
  readonly handleInboundSms: HandleInboundSms;
  /** issue 14: THE use case that changes a car's price or status; watchers' alerts follow (the stock feed calls it). */
  readonly updateCar: UpdateCar;
  /** issue 16: car photos into the image pipeline (bytes or an http(s) URL → content-hashed URL), and their variants (`GET /media/img/…`). */
  readonly ingestPhoto: IngestPhoto;
  readonly serveImage: ServeImage;
  /** issue 16: uploaded photos onto a car by stock number (`POST /api/inventory/cars/{stocknum}/photos`), through updateCar. */
  readonly addCarPhotos: AddCarPhotos;
  /** issue 16: stock from a dealer's feed (CSV, JSON) or the inventory API. */
  readonly importStock: ImportStock;
  /** issue 16: the inventory API's per-site keys (hashed; rotated from the command line). */
  readonly inventoryKeys: InventoryApiKeys;
  /** issue 30: the deployment's own lead API keys (`npm run caryard -- leads key`). */
  readonly leadApiKeys: LeadApiKeys;
  /** issue 14: one alerts pass — new stock, daily digests, delivery (the worker, `caryard alerts send`). */
  readonly sendShopperAlerts: SendShopperAlerts;
  /** issue 14: the unsubscribe link of every alert (`POST /api/alerts/unsubscribe`). */
  readonly unsubscribeAlerts: UnsubscribeAlerts;
  /** issue 14: the link that confirms a shopper's alert email (`POST /api/alerts/confirm-email`). */
  readonly confirmAlertEmail: ConfirmAlertEmail;
}
