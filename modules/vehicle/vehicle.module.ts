/**
 * The vehicle page's own calls: the market comparison, views and phone reveals, the shopper's
 * events, the delivery estimate and the printable PDF. Routes: the vehicle API.
 */
import { TrackEvent } from '../../application/analytics/track-event.use-case';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import { CompareWithMarket } from '../../application/vehicle/compare-with-market.use-case';
import { EstimateDelivery } from '../../application/vehicle/estimate-delivery.use-case';
import { RecordPhoneReveal } from '../../application/vehicle/record-phone-reveal.use-case';
import { RecordVehicleView } from '../../application/vehicle/record-vehicle-view.use-case';
import type { VehicleEngagementStore } from '../../application/vehicle/vehicle-engagement.port';
import type { VehiclePdfRenderer } from '../../application/vehicle/vehicle-pdf-renderer.port';
import type { VehiclePhotoSource } from '../../application/vehicle/vehicle-photo-source.port';
import { RenderVehiclePdf } from '../../application/vehicle/vehicle-pdf.use-case';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const vehicleModule = featureModule({
  name: 'vehicle',
  async build({ port }, _before: object) {
    const cars = await port<CarRepository>(PORTS.CarRepository);
    const engagement = await port<VehicleEngagementStore>(PORTS.EngagementStore);
    return {
      useCases: {
        autogauge: new CompareWithMarket({ cars }),
        recordView: new RecordVehicleView({ cars, engagement }),
        deliveryEstimate: new EstimateDelivery(),
        revealPhone: new RecordPhoneReveal({ cars, engagement }),
        trackEvent: new TrackEvent({ cars, engagement }),
        carPdf: new RenderVehiclePdf({
          cars,
          renderer: await port<VehiclePdfRenderer>(PORTS.PdfRenderer),
          photos: await port<VehiclePhotoSource>(PORTS.VehiclePhotos),
        }),
      },
      workers: {},
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { vehicleApiRoutes } = await import('../../adapters/http/routes/vehicle-api.routes');
    await scope.register(vehicleApiRoutes, {
      useCases,
      ...optional('viewRateLimit', http.limit('views')),
      ...optional('phoneRevealRateLimit', http.limit('phoneReveals')),
      ...optional('analyticsRateLimit', http.limit('analytics')),
      ...optional('pdfRateLimit', http.limit('pdf')),
    });
  },
  hostRoutes: null,
});
