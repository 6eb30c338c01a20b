import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Container, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_API, type OrderView } from '../../../application/checkout/checkout-contract';
import { formatDollars } from '../../../domain/vehicle/money';
import { useSite } from '../../hooks/use-site';
import classes from './online-payment.module.css';

const TRY_AGAIN = 'We could not look up your order just now. Please try again in a moment.';

const STATUS_TEXT: Record<OrderView['status'], string> = {
  draft: 'Not placed yet',
  awaiting_payment: 'Your deposit is being confirmed',
  placed: 'Placed — your car is held for you',
  cancelled: 'Cancelled — your deposit has been refunded',
  expired: 'Expired — the car is no longer held',
};

async function findOrder(reference: string, email: string): Promise<{ order: OrderView } | { message: string; fields: Record<string, string> }> {
  try {
    const response = await fetch(CHECKOUT_API.lookup, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ reference, email }),
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => null)) as (OrderView & { error?: { message?: string; fields?: Record<string, string> } }) | null;
    if (response.ok && body) return { order: body };
    return { message: body?.error?.message ?? TRY_AGAIN, fields: body?.error?.fields ?? {} };
  } catch {
    return { message: TRY_AGAIN, fields: {} };
  }
}

/**
 * `/online-payment` (spec 2 §2; issue 15): the buyer's online order by its reference and email —
 * status, the deposit paid, the itemised total, the balance and what happens next.
 */
export function OnlinePaymentPage() {
  const site = useSite();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [order, setOrder] = useState<OrderView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);

  if (order) {
    const t = order.totals;
    return (
      <div className={classes.page}>
        <Container size={640}>
          <section className={classes.card} aria-labelledby="order-heading">
            <h1 id="order-heading" ref={heading} tabIndex={-1} className={classes.title}>
              Order {order.reference}
            </h1>
            <p className={classes.lead}>
              <strong>{STATUS_TEXT[order.status]}</strong> · {order.car.title}
            </p>
            <table className={classes.lines}>
              <caption>
                <VisuallyHidden>What your order costs</VisuallyHidden>
              </caption>
              <tbody>
                {order.drive_away.items.map((item) => (
                  <tr key={item.key}>
                    <th scope="row">{item.label}</th>
                    <td>{formatDollars(item.amount)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Drive-away in {order.state}</th>
                  <td>{formatDollars(t.drive_away)}</td>
                </tr>
                {order.fulfilment ? (
                  <tr>
                    <th scope="row">
                      {order.fulfilment.kind === 'delivery' ? `Delivery to ${order.fulfilment.place}` : `Pick-up at ${order.fulfilment.place}`}
                    </th>
                    <td>{formatDollars(t.delivery)}</td>
                  </tr>
                ) : null}
                {t.trade_in > 0 ? (
                  <tr>
                    <th scope="row">Trade-in: {order.trade_in?.description}</th>
                    <td>−{formatDollars(t.trade_in)}</td>
                  </tr>
                ) : null}
                <tr className={classes.total}>
                  <th scope="row">Total</th>
                  <td>{formatDollars(t.total)}</td>
                </tr>
                <tr>
                  <th scope="row">
                    Deposit paid
                    {order.payment
                      ? ` (${order.payment.brand} ending ${order.payment.last4}${order.payment.test_mode ? ', TEST MODE: no money was taken' : ''})`
                      : ''}
                  </th>
                  <td>{formatDollars(t.deposit)}</td>
                </tr>
                <tr className={classes.total}>
                  <th scope="row">Balance to pay</th>
                  <td>{formatDollars(t.balance)}</td>
                </tr>
              </tbody>
            </table>
            {order.next_steps.length > 0 ? (
              <>
                <h2>What happens next</h2>
                <ul className={classes.steps}>
                  {order.next_steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <Button variant="default" onClick={() => setOrder(null)}>
            Find another order
          </Button>
        </Container>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <Container size={560}>
        <section className={classes.card} aria-labelledby="online-payment-heading">
          <h1 id="online-payment-heading" className={classes.title}>
            Your online order
          </h1>
          <p className={classes.lead}>
            Bought a car online from {site.name}? Enter the reference from your confirmation and your email to see your order, the deposit you paid and the
            balance.
          </p>
          {failure ? (
            <Alert color="red" variant="light" title="Order not found" role="alert" mb="md">
              {failure.message}
            </Alert>
          ) : null}
          <form
            className={classes.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (sending) return;
              setSending(true);
              setFailure(null);
              void findOrder(reference, email).then((answer) => {
                setSending(false);
                if ('order' in answer) setOrder(answer.order);
                else setFailure(answer);
              });
            }}
          >
            <TextInput
              label="Order reference"
              placeholder="e.g. HM-4K7Q2ZB9"
              required
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={failure?.fields.reference}
              autoComplete="off"
            />
            <TextInput
              label="Email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={failure?.fields.email}
              autoComplete="email"
            />
            <Button type="submit" loading={sending}>
              Find my order
            </Button>
          </form>
        </section>
        <p>
          Looking for a car to buy?{' '}
          <Anchor component={Link} to="/search">
            Browse our stock
          </Anchor>
          .
        </p>
      </Container>
    </div>
  );
}
