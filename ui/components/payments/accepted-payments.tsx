import { Container } from '@mantine/core';
import { CARD_PAYMENT_METHODS, type PaymentMethod } from '../../../domain/promotions';
import { PaymentMark } from './payment-marks';
import classes from './accepted-payments.module.css';

/**
 * spec 2 §2: the accepted payments, shown where the site takes card payments
 * (`widgets.accepted_payments`): the footer and the reserve online page. Only what checkout
 * takes (CARD_PAYMENT_METHODS). `tone` matches the background it sits on.
 */
export function AcceptedPayments({
  tone = 'light',
  label = 'We accept',
  methods = CARD_PAYMENT_METHODS,
}: {
  tone?: 'light' | 'dark';
  label?: string;
  methods?: readonly PaymentMethod[];
}) {
  return (
    <div className={`${classes.payments} ${tone === 'dark' ? classes.dark : ''}`}>
      <p className={classes.label}>{label}</p>
      <ul className={classes.list} aria-label="Accepted payments">
        {methods.map((method) => (
          <li key={method}>
            <PaymentMark method={method} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer's row of accepted payments, above its bottom line. */
export function FooterPayments() {
  return (
    <Container size="xl" className={classes.footerBand}>
      <AcceptedPayments tone="dark" />
    </Container>
  );
}
