import type * as E from 'fp-ts/lib/Either.js';
import { deliveryEstimate, type DeliveryEstimate, type DeliveryEstimateError } from '../../domain/locations/delivery-zones';

export type { DeliveryEstimate, DeliveryEstimateError } from '../../domain/locations/delivery-zones';

/**
 * spec 1 §7 delivery price lookup by postcode (`GET /api/delivery-estimate`): `{price, name}`
 * of the postcode's delivery zone. Left with the Postcode rule's error (POSTCODE.REQUIRED or
 * POSTCODE.INVALID, spec 2 §5 message) or DELIVERY.NO_ESTIMATE (spec 1 §8 text).
 */
export function estimateDelivery(postcode: string | null | undefined): E.Either<DeliveryEstimateError, DeliveryEstimate> {
  return deliveryEstimate(postcode);
}
