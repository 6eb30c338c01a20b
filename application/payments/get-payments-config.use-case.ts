import * as TE from 'fp-ts/lib/TaskEither.js';
import { HOLD_HOURS } from '../../domain/reservations/reservation';
import type { UseCase } from '../shared/use-case';
import type { PaymentGateway } from './payment-gateway.port';

/** What the checkout shows about payments (`GET /api/payments/config`). */
export interface PaymentsConfig {
  readonly test_mode: boolean;
  readonly hold_hours: number;
  readonly currency: 'AUD';
}

/** Whether payments are in test mode (the checkout's TEST MODE banner) and how long a deposit holds a car. */
export class GetPaymentsConfig implements UseCase<void, never, PaymentsConfig> {
  constructor(private readonly deps: { readonly payments: Pick<PaymentGateway, 'testMode'> }) {}

  execute(): TE.TaskEither<never, PaymentsConfig> {
    return TE.right({ test_mode: this.deps.payments.testMode, hold_hours: HOLD_HOURS, currency: 'AUD' });
  }
}
