import * as TE from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import { deliveryEstimate, type DeliveryEstimate, type DeliveryEstimateError } from '../../domain/locations/delivery-zones';

export type { DeliveryEstimate, DeliveryEstimateError } from '../../domain/locations/delivery-zones';

/**
 * spec 1 §7 delivery price lookup by postcode (`GET /api/delivery-estimate`): `{price, name}`
 * of the postcode's delivery zone. Left with the Postcode rule's error (POSTCODE.REQUIRED or
 * POSTCODE.INVALID, spec 2 §5 message) or DELIVERY.NO_ESTIMATE (spec 1 §8 text).
 */
export class EstimateDelivery implements UseCase<{ readonly postcode: string | null | undefined }, DeliveryEstimateError, DeliveryEstimate> {
  execute({ postcode }: { readonly postcode: string | null | undefined }): TE.TaskEither<DeliveryEstimateError, DeliveryEstimate> {
    return TE.fromEither(deliveryEstimate(postcode));
  }
}
