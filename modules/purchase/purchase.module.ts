/**
 * Buy online: the purchase journey's orders — the car held, the trade-in offer accepted, the
 * deposit by the provider's token, the dealer's cancellation; a car sold meanwhile offers the
 * vehicle page's similar cars. Routes: `/api/checkout/*`.
 */
import { randomBytes } from 'node:crypto';
import type { AcceptedTradeInOffers } from '../../application/checkout/accepted-trade-in-offers.port';
import { CheckoutOrders } from '../../application/checkout/checkout-orders';
import type { SimilarCarOffer } from '../../application/checkout/checkout-contract';
import type { OrderStore } from '../../application/checkout/order-store.port';
import type { CarRepository, CarUpdater } from '../../application/inventory/car-repository.port';
import type { FindSimilarCars } from '../../application/inventory/similar-cars.use-case';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import type { OutboxSignal } from '../../application/leads/lead-outbox.port';
import type { PaymentProvider } from '../../application/payments/payment-provider.port';
import type { ReleaseExpiredReservations } from '../../application/reservations/release-expired-reservations.use-case';
import type { ReservationRepository } from '../../application/reservations/reservation-repository.port';
import type { SearchHit } from '../../application/search/search-engine.port';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

interface Needs {
  readonly similar: FindSimilarCars;
  readonly releaseExpiredReservations: ReleaseExpiredReservations;
  readonly leadOutboxSignal: OutboxSignal;
}

export const purchaseModule = featureModule({
  name: 'purchase',
  async build({ clock, port }, { similar, releaseExpiredReservations, leadOutboxSignal }: Needs) {
    const checkout = new CheckoutOrders({
      cars: await port<CarRepository & CarUpdater>(PORTS.CarRepository),
      orders: await port<OrderStore>(PORTS.Orders),
      reservations: await port<ReservationRepository>(PORTS.ReservationRepository),
      releaseExpired: releaseExpiredReservations,
      payments: await port<PaymentProvider>(PORTS.PaymentProvider),
      leads: await port<LeadRepository>(PORTS.LeadRepository),
      tradeInOffers: await port<AcceptedTradeInOffers>(PORTS.AcceptedTradeInOffers),
      similarCars: async (site, carSlug): Promise<readonly SimilarCarOffer[]> => {
        const hits = await similar.execute({ site, slug: carSlug })();
        return hits._tag === 'Right' ? hits.right.slice(0, 4).map(similarOffer) : [];
      },
      randomBytes: (n) => new Uint8Array(randomBytes(n)),
      newOrderId: () => randomBytes(16).toString('base64url'),
      outboxSignal: leadOutboxSignal,
      clock,
    });
    return { useCases: { checkout }, workers: {}, start: null };
  },
  async siteRoutes(scope, useCases, http) {
    const { checkoutRoutes } = await import('../../adapters/http/routes/checkout.routes');
    await scope.register(checkoutRoutes, { checkout: useCases.checkout, ...optional('rateLimit', http.limit('checkout')) });
  },
  hostRoutes: null,
});

/** A search hit as the journey offers it when the chosen car is gone. */
function similarOffer(hit: SearchHit): SimilarCarOffer {
  const price = hit.offer_price && hit.offer_price > 10 ? hit.offer_price : hit.price > 0 ? hit.price : null;
  return {
    slug: hit.slug,
    title: [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' '),
    price,
    image: hit.primary_image_url ?? hit.images[0]?.image.url ?? null,
  };
}
