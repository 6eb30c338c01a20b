import type { PaymentGateway } from './payment-gateway.port';

/** DI tokens of the payments area (bound in config/). */
export const PAYMENTS = {
  PaymentGateway: Symbol.for('caryard.payments.PaymentGateway') as symbol & { __type?: PaymentGateway },
} as const;
