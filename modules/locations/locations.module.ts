/**
 * Places: a postcode's suburb and state (the trade-in fields, the nearest location) and a car's
 * drive-away price for a postcode or its location's state. Routes: `/api/geocode/postcode`, the drive-away quote.
 */
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { Geocoder } from '../../application/locations/geocoder.port';
import { LookupPostcode } from '../../application/locations/lookup-postcode.use-case';
import { QuoteDriveAway } from '../../application/pricing/quote-drive-away.use-case';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const locationsModule = featureModule({
  name: 'locations',
  async build({ clock, port }, _before: object) {
    const geocoder = await port<Geocoder>(PORTS.Geocoder);
    return {
      useCases: {
        lookupPostcode: new LookupPostcode({ geocoder }),
        quoteDriveAway: new QuoteDriveAway({ cars: await port<CarRepository>(PORTS.CarRepository), geocoder, clock }),
      },
      workers: {},
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { driveAwayRoutes } = await import('../../adapters/http/routes/drive-away.routes');
    const { geocodeRoutes } = await import('../../adapters/http/routes/geocode.routes');
    await scope.register(geocodeRoutes, { lookupPostcode: useCases.lookupPostcode, ...optional('rateLimit', http.limit('geocode')) });
    await scope.register(driveAwayRoutes, { quoteDriveAway: useCases.quoteDriveAway });
  },
  hostRoutes: null,
});
