/**
 * Service bookings: a service location's free drop-off times on a date, public holidays skipped
 * (a booking itself is a lead: modules/leads). Routes: `GET /api/service/slots`.
 */
import { GetServiceSlots } from '../../application/service/get-service-slots.use-case';
import type { ServiceSlotStore } from '../../application/service/service-slot-store.port';
import type { PublicHolidayCalendar } from '../../domain/service/public-holidays';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const serviceModule = featureModule({
  name: 'service',
  async build({ clock, port }, _before: object) {
    return {
      useCases: {
        serviceSlots: new GetServiceSlots({
          slots: await port<ServiceSlotStore>(PORTS.ServiceSlots),
          holidays: await port<PublicHolidayCalendar>(PORTS.PublicHolidays),
          clock,
        }),
      },
      workers: {},
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { serviceRoutes } = await import('../../adapters/http/routes/service.routes');
    await scope.register(serviceRoutes, { getServiceSlots: useCases.serviceSlots, ...optional('slotsRateLimit', http.limit('serviceSlots')) });
  },
  hostRoutes: null,
});
