import * as TE from 'fp-ts/lib/TaskEither.js';
import { HOLD_HOURS } from '../../domain/reservations/reservation';
import type { UseCase } from '../shared/use-case';
import type { PaymentProvider } from './payment-provider.port';

/** What the checkout shows about payments (`GET /api/payments/config`). */
export interface PaymentsConfig {
  readonly test_mode: boolean;
  /** Which provider's card form makes the token: 'test' (its own small form) or 'stripe'. */
  readonly provider: PaymentProvider['name'];
  readonly hold_hours: number;
  readonly currency: 'AUD';
}

/** Whether payments are in test mode (the checkout's TEST MODE banner), whose card form to show, and how long a deposit holds a car. */
export class GetPaymentsConfig implements UseCase<void, never, PaymentsConfig> {
  constructor(private readonly deps: { readonly payments: Pick<PaymentProvider, 'testMode' | 'name'> }) {}

  execute(): TE.TaskEither<never, PaymentsConfig> {
    return TE.right({ test_mode: this.deps.payments.testMode, provider: this.deps.payments.name, hold_hours: HOLD_HOURS, currency: 'AUD' });
  }
}
