/**
 * Payments: the provider's webhook (Stripe's, signed) and the offline test provider's own card
 * form, for the deployment rather than a dealer. A reserve-online payment's events go to the
 * reservation (which refunds a payment it refused); every other one to the order it pays.
 */
import { TestPaymentProvider } from '../../adapters/payments/test-payment-provider';
import type { CheckoutOrders } from '../../application/checkout/checkout-orders';
import type { PaymentProvider } from '../../application/payments/payment-provider.port';
import { RESERVE_ONLINE_PAYMENT, type ReserveCar } from '../../application/reservations/reserve-car.use-case';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const paymentsModule = featureModule({
  name: 'payments',
  async build({ siteOf, port }, { reserveCar, checkout }: { readonly reserveCar: ReserveCar; readonly checkout: CheckoutOrders }) {
    const provider = await port<PaymentProvider>(PORTS.PaymentProvider);
    return {
      useCases: {
        paymentProvider: provider,
        applyPaymentEvent: (event: Parameters<ReserveCar['applyPaymentEvent']>[0]): Promise<void> =>
          event.metadata['purpose'] === RESERVE_ONLINE_PAYMENT ? reserveCar.applyPaymentEvent(event) : checkout.applyPaymentEvent(event, siteOf),
      },
      workers: {},
      start: null,
    };
  },
  siteRoutes: null,
  async hostRoutes(scope, useCases, http) {
    const { paymentsRoutes } = await import('../../adapters/http/routes/payments.routes');
    const provider = useCases.paymentProvider;
    await scope.register(paymentsRoutes, {
      provider,
      // The test provider is its own card form; with Stripe the card form is Stripe's.
      testCardForm: provider instanceof TestPaymentProvider ? provider : null,
      onPaymentEvent: useCases.applyPaymentEvent,
      ...optional('tokenRateLimit', http.limit('paymentTokens')),
    });
  },
});
