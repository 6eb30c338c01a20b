import '../../components/lead-forms/mantine-components.css';
import { Alert, Badge, Button, Container, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { PaymentsConfig, ReservationAnswer } from '../../../application/client/lead-forms-client.port';
import { contactErrors } from '../../../domain/leads/contact-validation';
import { formLevelErrors } from '../../../domain/leads/field-errors';
import {
  HOLD_HOURS,
  notReservableMessage,
  RESERVATION_TERMS,
  RESERVE_ONLINE_CATEGORY,
  reserveDeposit,
  whyNotReservable,
} from '../../../domain/reservations/reservation';
import { reservationReference } from '../../../domain/reservations/reservation-confirmation-email';
import { formatDollars, priceDisplay, priceLabel, realImages } from '../../../domain/vehicle';
import { ShieldIcon, ClockIcon, DollarIcon, PinIcon } from '../../components/icons';
import { newIdempotencyKey, rememberContact, rememberedContact, storeEnquiredCar, storeSuccessCategory, useLeadFormsClient } from '../../components/lead-forms';
import { AcceptedPayments } from '../../components/payments/accepted-payments';
import { HttpCheckoutClient } from '../../client/checkout-http-client';
import { TestCardForm } from '../buy-online/test-card-form';
import { CARD_PAYMENT_METHODS } from '../../../domain/promotions';
import { useSite } from '../../hooks/use-site';
import { bringIntoView } from '../../lib/bring-into-view';
import type { CheckoutPageData } from './checkout-route';
import classes from './checkout.module.css';

/** The shopper's fields' labels, for the form-level list (spec 2 §5). */
const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
};

type Values = { name: string; email: string; phone: string };

/**
 * Reserve online (spec 1 §2, §9; spec 2 §2, §4, §9): /cars/{slug}/checkout (and /buy-online on
 * the variant). Only a reservable car can be reserved; the deposit (the car's, else the site's,
 * else $200) holds it for 48 hours and is fully refundable. issue 30: the card goes into the
 * payment provider's own card form (the one the online purchase shows), which turns it into a
 * token; only the token and the shopper's details are sent to reserve. The offline test provider
 * is marked TEST MODE.
 */
export function CheckoutPage() {
  const site = useSite();
  const { car } = useLoaderData() as CheckoutPageData;
  const reason = whyNotReservable(car, site.features.reserveButton);
  const deposit = reserveDeposit(car, site.reserve_deposit);
  const image = realImages(car)[0];
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText });
  return (
    <Container size="xl" className={classes.page}>
      <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
        <Link to="/">Home</Link> / <Link to={`/cars/${car.slug}`}>{car.name}</Link> / <span aria-current="page">Reserve online</span>
      </nav>
      <h1 className={classes.title}>Reserve this vehicle online</h1>
      <div className={classes.layout}>
        <section className={classes.summary} aria-label="Vehicle">
          {image ? (
            <img src={image.image.url} alt={car.name} width={1280} height={960} className={classes.image} />
          ) : (
            <div className={classes.imagePlaceholder}>Photos coming soon</div>
          )}
          <div className={classes.summaryBody}>
            <h2 className={classes.carName}>{car.name}</h2>
            <Text size="sm" c="dimmed">
              Stock number {car.stocknum}
            </Text>
            {reason?._tag !== 'NotAvailable' ? <div className={classes.price}>{priceLabel(price)}</div> : null}
            {car.location ? (
              <Text size="sm" className={classes.location}>
                <PinIcon size={14} /> {car.location.name}
              </Text>
            ) : null}
          </div>
          {reason ? null : (
            <ul className={classes.terms} aria-label="Reservation terms">
              <li>
                <DollarIcon size={18} />
                <span>
                  <strong>{formatDollars(deposit)} deposit</strong>, fully refundable.
                </span>
              </li>
              <li>
                <ClockIcon size={18} />
                <span>
                  We hold the vehicle for you for <strong>{HOLD_HOURS} hours</strong>.
                </span>
              </li>
              <li>
                <ShieldIcon size={18} />
                <span>Change your mind? We refund the deposit in full.</span>
              </li>
            </ul>
          )}
        </section>
        {reason ? (
          <section className={classes.panel} aria-labelledby="not-reservable-heading">
            <h2 id="not-reservable-heading" className={classes.panelTitle}>
              This vehicle can’t be reserved online
            </h2>
            <Alert color="orange" variant="light" role="status">
              {notReservableMessage(reason)}
            </Alert>
            <Group mt="lg" gap="sm">
              <Button component={Link} to={`/cars/${car.slug}`} variant="default">
                View the vehicle
              </Button>
              <Button component={Link} to={`/contact?car_id=${car.slug}`}>
                Contact us
              </Button>
              <Button component={Link} to={`/search?query=${encodeURIComponent(`${car.make} ${car.model}`)}`} variant="subtle">
                Browse similar cars
              </Button>
            </Group>
          </section>
        ) : (
          <ReservationPanel deposit={deposit} />
        )}
      </div>
    </Container>
  );
}

type Phase = { step: 'form' } | { step: 'paying' } | { step: 'reserved'; reservation: Extract<ReservationAnswer, { ok: true }>['reservation'] };

function ReservationPanel({ deposit }: { deposit: number }) {
  const site = useSite();
  const { car } = useLoaderData() as CheckoutPageData;
  const client = useLeadFormsClient();
  // The provider's token route (the test provider's card form), as the online purchase calls it.
  const cardClient = useMemo(() => new HttpCheckoutClient(), []);
  const [payments, setPayments] = useState<PaymentsConfig | null>(null);
  const [paymentsFailed, setPaymentsFailed] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // A new key per attempt; an attempt that got no answer is retried with its own key.
  const pendingKey = useRef<string | null>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phone: '' },
    validate: (values) => contactErrors(values),
  });

  // The confirmation replaces the longer form: brought into view and focused, clear of the sticky header.
  const confirmation = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const heading = confirmation.current?.querySelector<HTMLElement>('#reserved-heading');
    if (phase.step === 'reserved' && heading && confirmation.current) bringIntoView(heading, confirmation.current);
  }, [phase.step]);

  useEffect(() => {
    client.paymentsConfig().then(setPayments, () => setPaymentsFailed(true));
    const remembered = rememberedContact();
    if (Object.keys(remembered).length > 0) form.setValues(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  if (phase.step === 'reserved') {
    const r = phase.reservation;
    return (
      <section className={classes.panel} aria-labelledby="reserved-heading" role="status" ref={confirmation}>
        <Badge color="green" variant="light" size="lg" mb="sm">
          Reserved
        </Badge>
        <h2 id="reserved-heading" className={classes.panelTitle} tabIndex={-1}>
          The {car.name} is reserved for you
        </h2>
        <Text>
          {/* issue 13: the hold's expiry on the car's location's wall clock, written by the server (reserve-car.use-case.ts). */}
          We are holding it until <strong>{r.expires_at_text}</strong>. Our team will contact you shortly to arrange the next steps.
        </Text>
        <dl className={classes.receipt}>
          <div>
            <dt>Deposit paid</dt>
            <dd>{formatDollars(r.deposit)}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>
              {r.payment.brand} •••• {r.payment.last4}
              {r.payment.test_mode ? ' (test mode)' : ''}
            </dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className={classes.reference}>{reservationReference(r.reservation_id)}</dd>
          </div>
        </dl>
        <Group gap="sm">
          <Button component={Link} to={`/cars/${car.slug}`}>
            Back to the vehicle
          </Button>
          <Button component={Link} to="/search" variant="default">
            Keep browsing
          </Button>
        </Group>
      </section>
    );
  }

  /** The shopper's details are checked before the card form sends the card for a token. */
  const detailsReady = (): boolean => {
    setFormError(null);
    const checked = form.validate();
    if (checked.hasErrors) setAttempted(true);
    return !checked.hasErrors;
  };

  /** The provider's token, with the shopper's details, reserves the car: the server takes the deposit its records name. */
  const reserveWith = async (token: string) => {
    const values = form.getValues();
    setFormError(null);
    setPhase({ step: 'paying' });
    const key = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = key;
    let answer: ReservationAnswer;
    try {
      // The shopper's details and the token, no more: the server refuses any other field (a card's above all) and names the deposit itself.
      answer = await client.reserveCar(
        car.slug,
        { name: values.name, email: values.email, phone: values.phone, token, url: window.location.href, user_agent: navigator.userAgent.slice(0, 1_000) },
        key,
      );
    } catch {
      setPhase({ step: 'form' });
      setFormError('We could not reach the payment service. Please check your connection and try again: you will not be charged twice.');
      return;
    }
    pendingKey.current = null;
    rememberContact(values);
    if (answer.ok) {
      storeEnquiredCar({ id: car.id, slug: car.slug, name: car.name, car_type: car.car_type });
      storeSuccessCategory({ category: RESERVE_ONLINE_CATEGORY, lead_id: answer.reservation.lead_id, car_type: car.car_type, at: new Date().toISOString() });
      setPhase({ step: 'reserved', reservation: answer.reservation });
      return;
    }
    setPhase({ step: 'form' });
    setFormError(answer.message);
    const fields = Object.fromEntries(Object.entries(answer.fields).filter(([k]) => k in LABELS));
    if (Object.keys(fields).length > 0) form.setErrors(fields);
  };

  const paying = phase.step === 'paying';
  const errorList = attempted
    ? formLevelErrors(Object.fromEntries(Object.entries(form.errors).filter(([, v]) => typeof v === 'string')) as Record<string, string>, LABELS)
    : null;
  return (
    <section className={classes.panel} aria-labelledby="reserve-heading">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <h2 id="reserve-heading" className={classes.panelTitle}>
            Reserve for {formatDollars(deposit)}
          </h2>
          <Text size="sm" c="dimmed">
            Fully refundable · held for {HOLD_HOURS} hours
          </Text>
        </div>
        {payments?.test_mode ? <span className={classes.testBadge}>TEST MODE</span> : null}
      </Group>
      <div role="group" aria-label="Reserve online form" className={classes.form}>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Your details</legend>
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <div className={classes.two}>
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
          </div>
        </fieldset>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Card payment</legend>
          {site.widgets.accepted_payments ? <AcceptedPayments label="Cards we accept" methods={CARD_PAYMENT_METHODS} /> : null}
          {payments === null && !paymentsFailed ? (
            <>
              <Skeleton height={36} radius="sm" mb="sm" />
              <Skeleton height={36} radius="sm" />
            </>
          ) : null}
          {paymentsFailed ? (
            <Alert color="red" variant="light">
              Card payments are unavailable right now. Please try again shortly or call us on {site.phone}.
            </Alert>
          ) : null}
          {payments?.provider === 'test' ? (
            <TestCardForm
              client={cardClient}
              busy={paying}
              amount={deposit}
              beforeToken={detailsReady}
              onToken={(token) => void reserveWith(token)}
              submitLabel={`Pay ${formatDollars(deposit)} deposit and reserve`}
            />
          ) : null}
          {payments?.provider === 'stripe' ? (
            // As the online purchase's deposit step says: the hosted provider's card form is not on these pages yet.
            <Alert color="gray" variant="light">
              Card payments by our payment provider are not available on this page yet. Please call us on {site.phone} to reserve this vehicle.
            </Alert>
          ) : null}
        </fieldset>
        {formError ? (
          <Alert color="red" variant="light" role="alert" title="Your reservation was not made">
            {formError}
          </Alert>
        ) : errorList && errorList._tag === 'Some' ? (
          <Alert color="red" variant="light" role="alert" title={errorList.value.title}>
            <ul className={classes.errorList}>
              {errorList.value.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed" ta="center">
          {RESERVATION_TERMS.join(' ')}
        </Text>
      </div>
    </section>
  );
}
