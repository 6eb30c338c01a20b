import type { DriveAwayPrice } from '../../domain/pricing/drive-away';
import type { AustralianState } from '../../domain/locations/delivery-zones';
import type { CheckoutErrorCode, OrderPatch, OrderView, SimilarCarOffer } from '../checkout/checkout-contract';

/**
 * What the online purchase journey asks of Caryard from the browser (issue 15), over fetch
 * (ui/client/checkout-client.ts). Each call resolves with the answer or the server's refusal; it
 * rejects only when no answer came back (no connection). Shapes: application/checkout/checkout-contract.ts.
 */
export interface CheckoutClient {
  startOrder(request: { car_id: string; postcode?: string }): Promise<CheckoutCallResult<OrderView>>;
  getOrder(orderId: string): Promise<CheckoutCallResult<OrderView>>;
  updateOrder(orderId: string, patch: OrderPatch): Promise<CheckoutCallResult<OrderView>>;
  /**
   * The deposit through the payment port: a payment token (never card numbers), the attempt's
   * idempotency key, and whether the shopper accepted the terms and conditions (refused unless true).
   */
  payDeposit(orderId: string, request: { token: string; idempotency_key: string; terms_accepted: boolean }): Promise<CheckoutCallResult<OrderView>>;
  /** The drive-away price of a car for a postcode (or the car's location's state without one). */
  driveAway(carSlug: string, postcode?: string): Promise<CheckoutCallResult<{ drive_away: DriveAwayPrice; postcode: string | null; state: AustralianState }>>;
  /** The offline test provider's own card form turns a card into a token (test mode only). */
  tokenizeTestCard(card: {
    number: string;
    expiry: string;
    cvc: string;
    name: string;
  }): Promise<CheckoutCallResult<{ token: string; brand: string; last4: string; test_mode: true }>>;
}

export type CheckoutCallResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: CheckoutErrorCode | string;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
      /** ORDER.CAR_UNAVAILABLE: similar cars to offer instead. */
      readonly similar: readonly SimilarCarOffer[];
    };
