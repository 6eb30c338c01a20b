import type { AustralianState } from '../../domain/locations/delivery-zones';
import type { DriveAwayPrice } from '../../domain/pricing/drive-away';
import type {
  BuyerDetails,
  CheckoutStep,
  OrderFulfilment,
  OrderPayBy,
  OrderStatus,
  OrderTotals,
  OrderTradeIn,
  PayByChoice,
  FulfilmentChoice,
} from './checkout-contract';

/** An order as stored (issue 15): the shopper's choices as they made them, and once placed the figures they agreed to. */
export interface OrderRecord {
  readonly order_id: string;
  readonly site_slug: string;
  readonly car_id: number;
  readonly car_slug: string;
  readonly status: OrderStatus;
  readonly step: CheckoutStep;
  readonly postcode: string | null;
  /** The buyer's state the order is priced in (their postcode's, or the car's location's). */
  readonly state: AustralianState;
  readonly trade_in: OrderTradeIn | null;
  /** What the shopper chose to pay by (the repayment is worked out again from it). */
  readonly pay_by_choice: PayByChoice | null;
  readonly fulfilment_choice: FulfilmentChoice | null;
  readonly details: BuyerDetails | null;
  readonly reference: string | null;
  /** The hold on the car (a row of the reservations store, like reserve online's). */
  readonly reservation_id: string | null;
  readonly payment_id: string | null;
  readonly payment: { readonly brand: string; readonly last4: string; readonly test_mode: boolean } | null;
  readonly lead_id: string | null;
  /** Frozen when placed: what the buyer agreed to. */
  readonly placed: {
    readonly drive_away: DriveAwayPrice;
    readonly pay_by: OrderPayBy | null;
    readonly fulfilment: OrderFulfilment;
    readonly totals: OrderTotals;
  } | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly placed_at: string | null;
  readonly hold_until: string | null;
}

/**
 * Orders (issue 15), SQL on PGlite and PostgreSQL (migration 013). Every method rejects only
 * when the database fails.
 */
export interface OrderStore {
  create(order: OrderRecord): Promise<void>;
  find(siteSlug: string, orderId: string): Promise<OrderRecord | null>;
  findByPaymentId(paymentId: string): Promise<OrderRecord | null>;
  findByReference(siteSlug: string, reference: string): Promise<OrderRecord | null>;
  /**
   * Writes the order's changed fields, only while its status is one of `whileStatus` (so a
   * webhook and the shopper's browser never both place it): the updated order, or null when its
   * status had moved on.
   */
  update(
    siteSlug: string,
    orderId: string,
    changes: Partial<Omit<OrderRecord, 'order_id' | 'site_slug' | 'created_at'>>,
    whileStatus: readonly OrderStatus[],
  ): Promise<OrderRecord | null>;
}
