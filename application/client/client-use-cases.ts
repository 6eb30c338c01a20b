/**
 * The reads and records the shopper's pages ask for, as the feature modules build them
 * (config/modules.ts): named as the client port's methods (caryard-client.port.ts), so the
 * in-process client that renders pages on the server forwards each call by name.
 */
import type { TrackEvent } from '../analytics/track-event.use-case';
import type { GetSite } from '../dealer-site/get-site.use-case';
import type { SearchDealershipItems } from '../inventory/dealership-items.use-case';
import type { GetCar } from '../inventory/get-car.use-case';
import type { LookupCars } from '../inventory/lookup-cars.use-case';
import type { SearchListing } from '../inventory/search-listing.use-case';
import type { SearchModels } from '../inventory/search-models.use-case';
import type { FindSimilarCars } from '../inventory/similar-cars.use-case';
import type { LookupPostcode } from '../locations/lookup-postcode.use-case';
import type { GetServiceSlots } from '../service/get-service-slots.use-case';
import type { GetSitePage } from '../site-pages/get-site-page.use-case';
import type { QuoteDriveAway } from '../pricing/quote-drive-away.use-case';
import type { CompareWithMarket } from '../vehicle/compare-with-market.use-case';
import type { EstimateDelivery } from '../vehicle/estimate-delivery.use-case';
import type { RecordPhoneReveal } from '../vehicle/record-phone-reveal.use-case';
import type { RecordVehicleView } from '../vehicle/record-vehicle-view.use-case';

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
  readonly lookupPostcode: LookupPostcode;
  readonly serviceSlots: GetServiceSlots;
  readonly quoteDriveAway: QuoteDriveAway;
}
