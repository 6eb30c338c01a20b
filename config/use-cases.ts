/**
 * Every use case and worker of the core, made from the ports (config/core.ts binds those):
 * one line a use case. Constructors are plain, so this is all the wiring there is.
 */
import { TrackEvent } from '../application/analytics/track-event.use-case';
import type { CaryardUseCases } from '../application/caryard-use-cases';
import { GetSite, type MapTileService } from '../application/dealer-site/get-site.use-case';
import type { CarRepository, CarUpdater } from '../application/inventory/car-repository.port';
import { SearchDealershipItems } from '../application/inventory/dealership-items.use-case';
import { GetCar } from '../application/inventory/get-car.use-case';
import { LookupCars } from '../application/inventory/lookup-cars.use-case';
import { SearchListing } from '../application/inventory/search-listing.use-case';
import { SearchModels } from '../application/inventory/search-models.use-case';
import { FindSimilarCars } from '../application/inventory/similar-cars.use-case';
import type { ApiKeyVerifier, LeadApiKeys } from '../application/dealer-site/api-key-verifier.port';
import type { CaptchaVerifier } from '../application/leads/captcha-verifier.port';
import { DeliverPendingLeads } from '../application/leads/deliver-pending-leads.use-case';
import type { FormTokens, SpentFormTokens } from '../application/leads/form-token.port';
import { GetTestDriveSlots } from '../application/leads/get-test-drive-slots.use-case';
import { IssueFormToken } from '../application/leads/issue-form-token.use-case';
import type { LeadDeliveryChannel } from '../application/leads/lead-delivery.port';
import { LeadDispatcher } from '../application/leads/lead-dispatcher';
import type { LeadOutbox } from '../application/leads/lead-outbox.port';
import type { LeadRepository } from '../application/leads/lead-repository.port';
import { ListLeads } from '../application/leads/list-leads.use-case';
import { RecordLeadFollowUp } from '../application/leads/record-lead-follow-up.use-case';
import { RedeliverLead } from '../application/leads/redeliver-lead.use-case';
import { RecordTradeInValuation } from '../application/tradein/record-trade-in-valuation.use-case';
import { StateTradeInLead } from '../application/tradein/state-trade-in-lead';
import { SubmitLead } from '../application/leads/submit-lead.use-case';
import type { TestDriveSlotRepository } from '../application/leads/test-drive-slots.port';
import { GetServiceSlots } from '../application/service/get-service-slots.use-case';
import type { ServiceSlotStore } from '../application/service/service-slot-store.port';
import type { SmsSender } from '../application/notifications/sms-sender.port';
import { GetShopperSession } from '../application/shoppers/get-shopper-session.use-case';
import type { AlertConsentStore } from '../application/shoppers/alert-consent.port';
import { HandleInboundSms } from '../application/shoppers/handle-inbound-sms.use-case';
import { RequestSignInCode } from '../application/shoppers/request-sign-in-code.use-case';
import type { ShopperSecrets } from '../application/shoppers/secrets.port';
import type { ShopperAccounts } from '../application/shoppers/shopper-accounts.port';
import type { ShopperLists } from '../application/shoppers/shopper-lists.port';
import type { GarageRecords } from '../application/shoppers/garage-records.port';
import { SaveCarToWatchlist } from '../application/shoppers/save-car-to-watchlist.use-case';
import { RemoveCarFromWatchlist } from '../application/shoppers/remove-car-from-watchlist.use-case';
import { ListWatchlist } from '../application/shoppers/list-watchlist.use-case';
import { GetGarage } from '../application/shoppers/get-garage.use-case';
import { SetAlertSettings } from '../application/shoppers/set-alert-settings.use-case';
import { SaveSearch } from '../application/shoppers/save-search.use-case';
import { RemoveSavedSearch, SetSavedSearchAlerts } from '../application/shoppers/change-saved-search.use-case';
import { EndShopperSession } from '../application/shoppers/end-shopper-session.use-case';
import { DeleteMyData } from '../application/shoppers/delete-my-data.use-case';
import { SignOut } from '../application/shoppers/sign-out.use-case';
import { VerifySignInCode } from '../application/shoppers/verify-sign-in-code.use-case';
import { ImportStock } from '../application/inventory/import-stock.use-case';
import type { InventoryApiKeys } from '../application/inventory/inventory-api-keys.port';
import { UpdateCar } from '../application/inventory/update-car.use-case';
import type { EmailSender } from '../application/notifications/email-sender.port';
import { SendShopperAlerts } from '../application/shoppers/send-shopper-alerts.use-case';
import { ShopperAlertsSweeper } from '../application/shoppers/shopper-alerts-sweeper';
import type { AlertStore, ShopperMessageOutbox } from '../application/shoppers/shopper-alerts.port';
import { UnsubscribeAlerts } from '../application/shoppers/unsubscribe-alerts.use-case';
import { AlertEmailConfirmations } from '../application/shoppers/alert-email-confirmations';
import type { AlertEmailTokens } from '../application/shoppers/alert-email-tokens.port';
import { ConfirmAlertEmail } from '../application/shoppers/confirm-alert-email.use-case';
import type { UnsubscribeTokens } from '../application/shoppers/unsubscribe-tokens.port';
import type { PublicHolidayCalendar } from '../domain/service/public-holidays';
import { GetPaymentsConfig } from '../application/payments/get-payments-config.use-case';
import { ReleaseExpiredReservations } from '../application/reservations/release-expired-reservations.use-case';
import type { ReservationRepository } from '../application/reservations/reservation-repository.port';
import { ReservationSweeper } from '../application/reservations/reservation-sweeper';
import { ReserveCar } from '../application/reservations/reserve-car.use-case';
import type { Clock } from '../application/shared/clock.port';
import type { Logger } from '../application/shared/logger.port';
import type { Geocoder } from '../application/locations/geocoder.port';
import { ExpireTradeInImages } from '../application/tradein/expire-trade-in-images.use-case';
import { TradeInImageSweeper } from '../application/tradein/trade-in-image-sweeper';
import type { ImageFileStore, ImageInspector, TradeInEvaluationStore } from '../application/tradein/trade-in-store.port';
import { ChooseCandidate } from '../application/tradein/choose-candidate.use-case';
import { LookupRegistration } from '../application/tradein/lookup-registration.use-case';
import { MakeTradeInOffer } from '../application/tradein/make-trade-in-offer.use-case';
import { UpdateEvaluation } from '../application/tradein/update-evaluation.use-case';
import { UploadTradeInImage } from '../application/tradein/upload-trade-in-image.use-case';
import type { ValuationProviders } from '../application/tradein/valuation-providers';
import { LookupPostcode } from '../application/locations/lookup-postcode.use-case';
import { CompareWithMarket } from '../application/vehicle/compare-with-market.use-case';
import { EstimateDelivery } from '../application/vehicle/estimate-delivery.use-case';
import { RecordPhoneReveal } from '../application/vehicle/record-phone-reveal.use-case';
import { RecordVehicleView } from '../application/vehicle/record-vehicle-view.use-case';
import type { VehicleEngagementStore } from '../application/vehicle/vehicle-engagement.port';
import type { VehiclePdfRenderer } from '../application/vehicle/vehicle-pdf-renderer.port';
import type { VehiclePhotoSource } from '../application/vehicle/vehicle-photo-source.port';
import type { MarkdownRenderer } from '../application/site-pages/markdown-renderer.port';
import { BuildSitemap } from '../application/site-pages/build-sitemap.use-case';
import { GetSitePage } from '../application/site-pages/get-site-page.use-case';
import { RenderVehiclePdf } from '../application/vehicle/vehicle-pdf.use-case';
import type { DealerSite } from '../domain/dealer-site';
import { randomBytes } from 'node:crypto';
import { CheckoutOrders } from '../application/checkout/checkout-orders';
import { QuoteDriveAway } from '../application/pricing/quote-drive-away.use-case';
import type { OrderStore } from '../application/checkout/order-store.port';
import type { AcceptedTradeInOffers } from '../application/checkout/accepted-trade-in-offers.port';
import type { PaymentProvider } from '../application/payments/payment-provider.port';
import type { SimilarCarOffer } from '../application/checkout/checkout-contract';
import type { SearchHit } from '../application/search/search-engine.port';
import { loggedDestination } from '../domain/leads/lead-delivery';
import type { CoreWorkers } from './core';
import type { SearchStack } from './search/search-stack';
import type { ImageDownloader, ImageStore } from '../application/media/image-store.port';
import { IngestPhoto } from '../application/media/ingest-photo.use-case';
import { ServeImage } from '../application/media/serve-image.use-case';
import { FeedPhotoIngester } from '../application/media/feed-photo-ingester';
import { AddCarPhotos } from '../application/inventory/add-car-photos.use-case';

/** The ports the use cases are made from. */
export interface CorePorts {
  readonly siteOf: (slug: string) => DealerSite | undefined;
  /** Every configured site (the trade-in photo sweep keeps each site's retention). */
  readonly sites: readonly DealerSite[];
  readonly clock: Clock;
  readonly logger: Logger;
  /** The indexed repository: every write tells the search engines (updateWith: a change under the car's row lock). */
  readonly cars: CarRepository & CarUpdater;
  readonly search: SearchStack;
  readonly leads: LeadRepository;
  readonly outbox: LeadOutbox;
  readonly testDriveSlots: TestDriveSlotRepository;
  /** issue 13: service drop-off times held with their leads. */
  readonly serviceSlots: ServiceSlotStore;
  /** issue 13: the states' public holidays the service times skip. */
  readonly holidays: PublicHolidayCalendar;
  readonly captcha: CaptchaVerifier;
  readonly formTokens: FormTokens;
  readonly spentFormTokens: SpentFormTokens;
  readonly apiKeys: ApiKeyVerifier;
  readonly leadApiKeys: LeadApiKeys;
  readonly deliveryChannels: readonly LeadDeliveryChannel[];
  readonly reservations: ReservationRepository;
  /** issue 15, issue 30: the online order's and the reserve-online deposit by token; the orders; accepted trade-in offers. */
  readonly paymentProvider: PaymentProvider;
  /** issue 16: the inventory API's per-site keys. */
  readonly inventoryKeys: InventoryApiKeys;
  readonly orders: OrderStore;
  readonly tradeInOffers: AcceptedTradeInOffers;
  readonly engagement: VehicleEngagementStore;
  readonly pdfRenderer: VehiclePdfRenderer;
  /** The car's photo for the printable sheet. */
  readonly vehiclePhotos: VehiclePhotoSource;
  readonly markdown: MarkdownRenderer;
  /** issue 12: postcode → Australian place. */
  readonly geocoder: Geocoder;
  /** issue 13: the interactive map's tile service (settings MAP_TILE_URL); absent: the offline map. */
  readonly mapTiles?: MapTileService | null;
  /** issue 12: trade-in evaluations and photo records; upload checks; the photo files. */
  readonly tradeInStore: TradeInEvaluationStore;
  readonly imageInspector: ImageInspector;
  readonly imageFiles: ImageFileStore;
  /** issue 16: car photos stored once by content hash and their variants; feed photos downloaded by URL. */
  readonly images: ImageStore;
  readonly imageDownloader: ImageDownloader;
  /** issue 12: each site's valuation provider. */
  readonly valuationProviders: ValuationProviders;
  /** issue 14: sign-in codes, shoppers and sessions; codes, tokens and their keyed hashes. */
  readonly shopperAccounts: ShopperAccounts;
  readonly shopperSecrets: ShopperSecrets;
  /** issue 14: the watchlist, saved searches, alert consent and sessions; the garage's records found by phone. */
  readonly shopperLists: ShopperLists;
  readonly garageRecords: GarageRecords;
  /** Text messages (issue 12, 14: the sign-in codes). */
  readonly sms: SmsSender;
  /** issue 14: alerts stopped and resumed by phone (the STOP / START replies). */
  readonly alertConsent: AlertConsentStore;
  /** issue 14: alert events and the outbox of messages to shoppers (one store for both). */
  readonly shopperAlerts: AlertStore & ShopperMessageOutbox;
  /** issue 14: the signed token of every alert's unsubscribe link. */
  readonly unsubscribeTokens: UnsubscribeTokens;
  /** issue 14: the signed token of the link that confirms an alert email. */
  readonly alertEmailTokens: AlertEmailTokens;
  /** issue 14: alert emails. */
  readonly email: EmailSender;
  /** issue 14: SMS_REPLY_NUMBER, the number alerts come from (replies STOP); null: each site's sender id. */
  readonly smsReplyNumber: string | null;
}

export function createUseCases(ports: CorePorts): { useCases: CaryardUseCases; workers: CoreWorkers } {
  const { clock, logger, cars, engagement } = ports;
  // Listings go through the cache of 100 searches; models and dealership items through their own of 10 (spec 1 §7).
  const listings = { engine: ports.search.engine, clock };
  const lookups = { engine: ports.search.lookups, clock };

  const deliverPendingLeads = new DeliverPendingLeads({
    outbox: ports.outbox,
    channels: ports.deliveryChannels,
    siteOf: ports.siteOf,
    carOf: (siteSlug, carId) => cars.findById(siteSlug, carId),
    clock,
    log: {
      // issue 12: an SMS's destination is a customer's mobile: logged masked.
      attempted: (attempt) => {
        const report = { ...attempt, destination: loggedDestination(attempt.channel, attempt.destination) };
        if (report.outcome === 'delivered') logger.info({ lead_delivery: report }, `lead ${report.lead_id} delivered by ${report.channel}`);
        else logger.warn({ lead_delivery: report }, `lead ${report.lead_id} not delivered by ${report.channel}; retrying at ${report.retryAt}`);
      },
    },
  });
  // New leads wake the dispatcher, so their deliveries start at once.
  const leadDispatcher = new LeadDispatcher(deliverPendingLeads, ports.outbox, {
    clock,
    onError: (error) => logger.error({ err: error }, 'lead outbox pass failed; retrying'),
  });
  const tradeIn = { providers: ports.valuationProviders, store: ports.tradeInStore, clock };
  const sendShopperAlerts = new SendShopperAlerts({
    store: ports.shopperAlerts,
    outbox: ports.shopperAlerts,
    cars,
    engine: ports.search.engine,
    sites: () => ports.sites,
    siteOf: ports.siteOf,
    tokens: ports.unsubscribeTokens,
    sms: ports.sms,
    email: ports.email,
    smsReplyNumber: ports.smsReplyNumber,
    clock,
    logger,
  });
  const releaseExpiredReservations = new ReleaseExpiredReservations({ reservations: ports.reservations, cars, clock });
  const similar = new FindSimilarCars({ cars, engine: ports.search.engine, clock });
  // issue 15: the online purchase journey; a car sold meanwhile offers the vehicle page's similar cars.
  const checkout = new CheckoutOrders({
    cars,
    orders: ports.orders,
    reservations: ports.reservations,
    releaseExpired: releaseExpiredReservations,
    payments: ports.paymentProvider,
    leads: ports.leads,
    tradeInOffers: ports.tradeInOffers,
    similarCars: async (site, carSlug): Promise<readonly SimilarCarOffer[]> => {
      const hits = await similar.execute({ site, slug: carSlug })();
      return hits._tag === 'Right' ? hits.right.slice(0, 4).map(similarOffer) : [];
    },
    randomBytes: (n) => new Uint8Array(randomBytes(n)),
    newOrderId: () => randomBytes(16).toString('base64url'),
    outboxSignal: leadDispatcher,
    clock,
  });

  const updateCar = new UpdateCar({ cars, alerts: ports.shopperAlerts, siteOf: ports.siteOf, clock });
  const ingestPhoto = new IngestPhoto({ images: ports.images, downloader: ports.imageDownloader });

  const useCases: CaryardUseCases = {
    getSite: new GetSite({ mapTiles: ports.mapTiles ?? null }),
    search: new SearchListing(listings),
    getCar: new GetCar({ cars }),
    similar,
    lookupCars: new LookupCars(listings),
    searchModels: new SearchModels(lookups),
    searchDealershipItems: new SearchDealershipItems(lookups),
    autogauge: new CompareWithMarket({ cars }),
    recordView: new RecordVehicleView({ cars, engagement }),
    deliveryEstimate: new EstimateDelivery(),
    revealPhone: new RecordPhoneReveal({ cars, engagement }),
    trackEvent: new TrackEvent({ cars, engagement }),
    getSitePage: new GetSitePage({ markdown: ports.markdown }),
    carPdf: new RenderVehiclePdf({ cars, renderer: ports.pdfRenderer, photos: ports.vehiclePhotos }),
    issueFormToken: new IssueFormToken({ tokens: ports.formTokens, clock }),
    submitLead: new SubmitLead({
      leads: ports.leads,
      cars,
      captcha: ports.captcha,
      apiKeys: ports.apiKeys,
      testDriveSlots: ports.testDriveSlots,
      serviceSlots: ports.serviceSlots,
      holidays: ports.holidays,
      outboxSignal: leadDispatcher,
      tradeInLeads: new StateTradeInLead({ store: ports.tradeInStore, leads: ports.leads, clock }),
      spentTokens: ports.spentFormTokens,
      clock,
    }),
    recordLeadFollowUp: new RecordLeadFollowUp({ leads: ports.leads }),
    testDriveSlots: new GetTestDriveSlots({ cars, slots: ports.testDriveSlots, clock }),
    serviceSlots: new GetServiceSlots({ slots: ports.serviceSlots, holidays: ports.holidays, clock }),
    deliverPendingLeads,
    listLeads: new ListLeads({ leads: ports.leads }),
    redeliverLead: new RedeliverLead({ outbox: ports.outbox, outboxSignal: leadDispatcher, clock }),
    paymentsConfig: new GetPaymentsConfig({ payments: ports.paymentProvider }),
    reserveCar: new ReserveCar({
      cars,
      reservations: ports.reservations,
      payments: ports.paymentProvider,
      leads: ports.leads,
      releaseExpired: releaseExpiredReservations,
      outboxSignal: leadDispatcher,
      clock,
    }),
    releaseExpiredReservations,
    checkout,
    buildSitemap: new BuildSitemap(listings),
    lookupPostcode: new LookupPostcode({ geocoder: ports.geocoder }),
    quoteDriveAway: new QuoteDriveAway({ cars, geocoder: ports.geocoder, clock }),
    // issue 12: the trade-in instant offer (spec 2 §7), over each site's valuation provider.
    lookupRegistration: new LookupRegistration(tradeIn),
    chooseCandidate: new ChooseCandidate(tradeIn),
    uploadTradeInImage: new UploadTradeInImage({ ...tradeIn, inspector: ports.imageInspector, files: ports.imageFiles, logger }),
    updateEvaluation: new UpdateEvaluation(tradeIn),
    makeTradeInOffer: new MakeTradeInOffer({ ...tradeIn, randomBytes: (n) => new Uint8Array(randomBytes(n)) }),
    recordTradeInValuation: new RecordTradeInValuation({ leads: ports.leads, store: ports.tradeInStore }),
    // issue 14: sign-in by phone with a one-time SMS code, and the session it begins.
    requestSignInCode: new RequestSignInCode({ accounts: ports.shopperAccounts, secrets: ports.shopperSecrets, sms: ports.sms, clock, logger }),
    verifySignInCode: new VerifySignInCode({ accounts: ports.shopperAccounts, secrets: ports.shopperSecrets, clock }),
    getShopperSession: new GetShopperSession({ accounts: ports.shopperAccounts, secrets: ports.shopperSecrets, clock }),
    signOut: new SignOut({ accounts: ports.shopperAccounts, secrets: ports.shopperSecrets }),
    // issue 14: the watchlist (spec 1 §7) and the garage.
    saveCarToWatchlist: new SaveCarToWatchlist({ lists: ports.shopperLists, cars, clock }),
    removeCarFromWatchlist: new RemoveCarFromWatchlist({ lists: ports.shopperLists }),
    listWatchlist: new ListWatchlist({ lists: ports.shopperLists, cars }),
    // issue 14: the consent words promise 'reply STOP' only when texts come from a number that takes replies.
    getGarage: new GetGarage({
      lists: ports.shopperLists,
      records: ports.garageRecords,
      cars,
      tradeInOffers: ports.tradeInOffers,
      clock,
      smsTakesReplies: ports.smsReplyNumber !== null,
    }),
    setAlertSettings: new SetAlertSettings({
      lists: ports.shopperLists,
      clock,
      smsTakesReplies: ports.smsReplyNumber !== null,
      // issue 14, Spam Act s 16: an address given for alerts gets them once its owner confirms it.
      confirmations: new AlertEmailConfirmations({ lists: ports.shopperLists, tokens: ports.alertEmailTokens, email: ports.email, logger }),
    }),
    saveSearch: new SaveSearch({ lists: ports.shopperLists, clock }),
    setSavedSearchAlerts: new SetSavedSearchAlerts({ lists: ports.shopperLists }),
    removeSavedSearch: new RemoveSavedSearch({ lists: ports.shopperLists }),
    endShopperSession: new EndShopperSession({ lists: ports.shopperLists }),
    deleteMyData: new DeleteMyData({ lists: ports.shopperLists }),
    // issue 14: STOP / START / HELP texted to the reply number (POST /api/sms/inbound).
    handleInboundSms: new HandleInboundSms({ consent: ports.alertConsent, siteOf: ports.siteOf, clock }),
    // issue 14: the one use case that changes a car's price, status or photos (alerts follow), the alerts pass, the unsubscribe link.
    updateCar,
    // issue 16: a dealer's stock from its feed or the inventory API, through the same store and alert rule.
    importStock: new ImportStock({ cars, alerts: ports.shopperAlerts, siteOf: ports.siteOf, clock }),
    inventoryKeys: ports.inventoryKeys,
    leadApiKeys: ports.leadApiKeys,
    ingestPhoto,
    serveImage: new ServeImage({ images: ports.images }),
    addCarPhotos: new AddCarPhotos({ cars, updateCar, siteOf: ports.siteOf }),
    sendShopperAlerts,
    unsubscribeAlerts: new UnsubscribeAlerts({ tokens: ports.unsubscribeTokens, alerts: ports.shopperAlerts, clock }),
    confirmAlertEmail: new ConfirmAlertEmail({ tokens: ports.alertEmailTokens, lists: ports.shopperLists, clock }),
  };
  const reservationSweeper = new ReservationSweeper(releaseExpiredReservations, {
    onError: (error) => logger.error({ err: error }, 'reservation sweep failed; retrying'),
  });
  // issue 12: sellers' photos are deleted after their site's trade_in.image_retention_days.
  const tradeInImageSweeper = new TradeInImageSweeper(
    new ExpireTradeInImages({ sites: () => ports.sites, store: ports.tradeInStore, files: ports.imageFiles, clock, logger }),
    {
      onError: (error) => logger.error({ err: error }, 'trade-in photo retention sweep failed; retrying'),
    },
  );
  const shopperAlerts = new ShopperAlertsSweeper(sendShopperAlerts, {
    onError: (error) => logger.error({ err: error }, 'alerts pass failed; retrying'),
  });
  // issue 16: a feed's photo URLs into the image pipeline, in the background (config/core.ts puts it on the change feed).
  const feedPhotos = new FeedPhotoIngester({ cars, ingestPhoto, updateCar, sites: () => ports.sites, logger, clock });
  return { useCases, workers: { leadDispatcher, reservationSweeper, tradeInImageSweeper, shopperAlerts, feedPhotos } };
}

/** A search hit as the journey offers it when the chosen car is gone (issue 15). */
function similarOffer(hit: SearchHit): SimilarCarOffer {
  const price = hit.offer_price && hit.offer_price > 10 ? hit.offer_price : hit.price > 0 ? hit.price : null;
  return {
    slug: hit.slug,
    title: [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' '),
    price,
    image: hit.primary_image_url ?? hit.images[0]?.image.url ?? null,
  };
}
