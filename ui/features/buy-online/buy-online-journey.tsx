import '../../components/lead-forms/mantine-components.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Checkbox, Radio, Select, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_STEPS, type BuyerDetails, type OrderPatch, type OrderView, type PayByChoice } from '../../../application/checkout/checkout-contract';
import { purchaseJourneyMachine } from '../../../application/checkout/purchase-journey.machine';
import type { AustralianState } from '../../../domain/locations/delivery-zones';
import { ORDER_TERMS_MESSAGE } from '../../../domain/orders/order';
import { driveAwayLabel } from '../../../domain/pricing/drive-away';
import { formatDollars } from '../../../domain/vehicle/money';
import { HttpCheckoutClient } from '../../client/checkout-http-client';
import { newIdempotencyKey } from '../../components/lead-forms/use-lead-form';
import { TestCardForm } from './test-card-form';
import { STEP_TITLES, StepList } from './step-list';
import classes from './buy-online.module.css';

const STATES: AustralianState[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

const storageKey = (slug: string) => `caryard:checkout:${slug}`;

function savedOrderId(slug: string): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(slug)) ?? null;
  } catch {
    return null;
  }
}

/** The journey: the machine bound to the steps (loaded after the page, see buy-online-page.tsx). */
export function Journey({ carSlug, carTitle }: { carSlug: string; carTitle: string }) {
  const client = useMemo(() => new HttpCheckoutClient(), []);
  const [snapshot, send] = useMachine(purchaseJourneyMachine, { input: { client, carSlug, savedOrderId: savedOrderId(carSlug), newKey: newIdempotencyKey } });
  const { order, message, fields, similar } = snapshot.context;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string | null>(null);
  const busy = snapshot.matches('saving') || snapshot.matches('paying') || snapshot.matches('loading');

  // Remember the order for this car in this browser (leave and come back to the same step).
  useEffect(() => {
    if (!order) return;
    try {
      globalThis.localStorage?.setItem(storageKey(carSlug), order.order_id);
    } catch {
      // Storage off: the journey still works; it just cannot be resumed later.
    }
  }, [order, carSlug]);

  // A new step takes the focus to its heading, so a screen reader reads where the shopper is.
  useEffect(() => {
    const step = snapshot.matches('unavailable') ? 'unavailable' : (order?.step ?? null);
    if (step && shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    if (step) shownStep.current = step;
  }, [order?.step, snapshot]);

  if (snapshot.matches('unavailable')) {
    return (
      <section className={classes.card} aria-labelledby="step-heading">
        <h2 id="step-heading" ref={heading} tabIndex={-1} className={classes.stepHeading}>
          This car is no longer available
        </h2>
        <Alert color="orange" variant="light" role="alert" mb="md">
          {message}
        </Alert>
        {similar.length > 0 ? (
          <>
            <h3 className={classes.subheading}>Similar cars</h3>
            <ul className={classes.similar}>
              {similar.map((s) => (
                <li key={s.slug}>
                  <Anchor component={Link} to={`/cars/${s.slug}`}>
                    {s.title}
                  </Anchor>
                  {s.price ? ` — ${formatDollars(s.price)}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Button component={Link} to="/search" variant="default">
          Browse our stock
        </Button>
      </section>
    );
  }
  if (snapshot.matches('failed') || !order) {
    return (
      <section className={classes.card} aria-labelledby="step-heading" aria-busy={busy}>
        <h2 id="step-heading" className={classes.stepHeading}>
          {snapshot.matches('failed') ? 'We could not open your order' : 'Loading your order…'}
        </h2>
        {snapshot.matches('failed') ? (
          <>
            <Alert color="red" variant="light" role="alert" mb="md">
              {message}
            </Alert>
            <div className={classes.actions}>
              <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>
              <Button component={Link} to={`/cars/${carSlug}`} variant="default">
                Back to the car
              </Button>
            </div>
          </>
        ) : null}
      </section>
    );
  }

  const save = (patch: OrderPatch) => send({ type: 'SAVE', patch });
  const back = () => send({ type: 'BACK' });
  const step = order.step;
  return (
    <>
      <StepList current={step} />
      <div className={classes.layout}>
        <section className={classes.card} aria-labelledby="step-heading">
          <h2 id="step-heading" ref={heading} tabIndex={-1} className={classes.stepHeading}>
            {CHECKOUT_STEPS.indexOf(step) + 1}. {STEP_TITLES[step]}
          </h2>
          {message && step !== 'deposit' ? (
            <Alert color="red" variant="light" role="alert" mb="md" title="Please check">
              {message}
            </Alert>
          ) : null}
          {step === 'car' ? <CarStep order={order} busy={busy} fields={fields} onSave={save} /> : null}
          {step === 'trade-in' ? <TradeInStep order={order} busy={busy} fields={fields} onSave={save} onBack={back} /> : null}
          {step === 'pay-by' ? <PayByStep order={order} busy={busy} fields={fields} onSave={save} onBack={back} /> : null}
          {step === 'delivery' ? <DeliveryStep order={order} busy={busy} fields={fields} onSave={save} onBack={back} /> : null}
          {step === 'details' ? <DetailsStep order={order} busy={busy} fields={fields} onSave={save} onBack={back} /> : null}
          {step === 'deposit' ? (
            <DepositStep
              order={order}
              busy={busy}
              message={message}
              client={client}
              onPay={(token, termsAccepted) => send({ type: 'PAY', token, termsAccepted })}
              onBack={back}
              waiting={snapshot.matches('polling')}
            />
          ) : null}
          {step === 'confirmation' ? <ConfirmationStep order={order} carTitle={carTitle} /> : null}
        </section>
        <aside className={classes.summary} aria-label="Your order">
          <Summary order={order} />
        </aside>
      </div>
    </>
  );
}

interface StepProps {
  readonly order: OrderView;
  readonly busy: boolean;
  readonly fields: Readonly<Record<string, string>>;
  readonly onSave: (patch: OrderPatch) => void;
  readonly onBack?: () => void;
}

function Actions({ busy, onBack, next = 'Continue', children }: { busy: boolean; onBack?: (() => void) | undefined; next?: string; children?: ReactNode }) {
  return (
    <div className={classes.actions}>
      <Button type="submit" loading={busy}>
        {next}
      </Button>
      {onBack ? (
        <Button type="button" variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** The drive-away price, itemised: the total in the largest type of the page (Australian Consumer Law). */
function DriveAwayTable({ order }: { order: OrderView }) {
  const price = order.drive_away;
  return (
    <div className={classes.driveAway}>
      <p className={classes.totalLine}>
        <span>{driveAwayLabel(order.state)}</span> <strong className={classes.total}>{formatDollars(price.total)}</strong>
      </p>
      <table className={classes.lines}>
        <caption className={classes.caption}>What the drive-away price is made of</caption>
        <tbody>
          {price.items.map((item) => (
            <tr key={item.key}>
              <th scope="row">{item.label}</th>
              <td>{formatDollars(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {price.notes.length > 0 ? (
        <ul className={classes.notes}>
          {price.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CarStep({ order, busy, fields, onSave }: StepProps) {
  const [postcode, setPostcode] = useState(order.postcode ?? '');
  return (
    <>
      <DriveAwayTable order={order} />
      <form
        className={classes.inline}
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ postcode });
        }}
      >
        <TextInput
          label="Your postcode (for your state's charges)"
          value={postcode}
          onChange={(e) => setPostcode(e.currentTarget.value)}
          error={fields.postcode}
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
        />
        <Button type="submit" variant="default" loading={busy}>
          Update price
        </Button>
      </form>
      {order.included.length > 0 ? (
        <>
          <h3 className={classes.subheading}>What is included</h3>
          <ul className={classes.included}>
            {order.included.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ step: 'trade-in' });
        }}
      >
        <Actions busy={busy} next="Buy this car" />
      </form>
    </>
  );
}

/** Which accepted offer the shopper names: one of their own (listed), by its reference, or by plate and mobile. */
type OfferBy = { readonly kind: 'listed'; readonly reference: string } | { readonly kind: 'reference' } | { readonly kind: 'plate' };

function TradeInStep({ order, busy, fields, onSave, onBack }: StepProps) {
  const own = order.trade_in_offers;
  const current = order.trade_in;
  const [kind, setKind] = useState<'none' | 'offer' | 'enquiry'>(current?.kind ?? (own.length > 0 ? 'offer' : 'none'));
  const listed = own.find((o) => o.reference === current?.reference) ?? own[0];
  const [offerBy, setOfferBy] = useState<OfferBy>(listed ? { kind: 'listed', reference: listed.reference } : { kind: 'reference' });
  const [reference, setReference] = useState(current?.reference && !listed ? current.reference : '');
  const [offerRego, setOfferRego] = useState('');
  const [offerPhone, setOfferPhone] = useState('');
  const [rego, setRego] = useState('');
  const [regoState, setRegoState] = useState<AustralianState>(order.state);
  const [description, setDescription] = useState('');
  const [km, setKm] = useState('');
  const offerChoice = () =>
    offerBy.kind === 'listed'
      ? { kind: 'offer' as const, reference: offerBy.reference }
      : offerBy.kind === 'reference'
        ? { kind: 'offer' as const, reference }
        : { kind: 'offer' as const, rego: offerRego, phone: offerPhone };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const trade_in =
          kind === 'offer'
            ? offerChoice()
            : kind === 'enquiry'
              ? { kind, rego, state: regoState, description, km: Number(km.replace(/[^0-9]/g, '')) }
              : { kind: 'none' as const };
        onSave({ trade_in, step: 'pay-by' });
      }}
    >
      <Radio.Group value={kind} onChange={(v) => setKind(v as typeof kind)} label="Do you have a car to trade in?" className={classes.group}>
        <Radio size="md" value="none" label="No trade-in" />
        <Radio size="md" value="offer" label="Yes: I accepted an instant offer from you" />
        <Radio size="md" value="enquiry" label="Yes: please value my car" />
      </Radio.Group>
      {kind === 'offer' ? (
        <div className={classes.fields}>
          <Radio.Group
            value={offerBy.kind === 'listed' ? `listed:${offerBy.reference}` : offerBy.kind}
            onChange={(v) =>
              setOfferBy(v.startsWith('listed:') ? { kind: 'listed', reference: v.slice('listed:'.length) } : { kind: v as 'reference' | 'plate' })
            }
            label={own.length > 0 ? 'Your accepted offer' : 'Find your accepted offer'}
          >
            {own.map((o) => (
              <Radio
                size="md"
                key={o.reference}
                value={`listed:${o.reference}`}
                label={`${o.description}: ${formatDollars(o.amount)} (offer ${o.reference}${o.valid_until ? `, until ${o.valid_until.split('-').reverse().join('/')}` : ''})`}
              />
            ))}
            <Radio size="md" value="reference" label="By its offer reference (in the text message we sent you)" />
            <Radio size="md" value="plate" label="By the car's registration and your mobile" />
          </Radio.Group>
          {offerBy.kind === 'reference' ? (
            <TextInput
              label="Offer reference"
              description="For example TI-4K7Q-2ZB9"
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={fields['trade_in.reference']}
              autoComplete="off"
              required
            />
          ) : null}
          {offerBy.kind === 'plate' ? (
            <>
              <TextInput
                label="Registration of the car we made the offer for"
                value={offerRego}
                onChange={(e) => setOfferRego(e.currentTarget.value)}
                error={fields['trade_in.rego']}
                autoComplete="off"
                required
              />
              <TextInput
                label="Your mobile (the one you gave us for the offer)"
                type="tel"
                value={offerPhone}
                onChange={(e) => setOfferPhone(e.currentTarget.value)}
                error={fields['trade_in.phone']}
                autoComplete="tel"
                required
              />
            </>
          ) : null}
          {offerBy.kind === 'listed' && fields['trade_in.reference'] ? (
            <p className={classes.error} role="alert">
              {fields['trade_in.reference']}
            </p>
          ) : null}
          <p className={classes.muted}>
            No offer yet?{' '}
            <Anchor component={Link} to="/sell-my-car">
              Get an instant offer for your car
            </Anchor>
            , then come back: your order keeps its place.
          </p>
        </div>
      ) : null}
      {kind === 'enquiry' ? (
        <div className={classes.fields}>
          <TextInput label="Registration number" value={rego} onChange={(e) => setRego(e.currentTarget.value)} error={fields['trade_in.rego']} required />
          <Select
            label="State it is registered in"
            data={STATES}
            value={regoState}
            onChange={(v) => setRegoState((v as AustralianState) ?? order.state)}
            error={fields['trade_in.state']}
            allowDeselect={false}
          />
          <TextInput
            label="Year, make and model"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={fields['trade_in.description']}
            required
          />
          <TextInput
            label="Odometer (km)"
            value={km}
            onChange={(e) => setKm(e.currentTarget.value)}
            error={fields['trade_in.km']}
            inputMode="numeric"
            required
          />
        </div>
      ) : null}
      <Actions busy={busy} onBack={onBack} />
    </form>
  );
}

/** The loan terms offered: whole years 1–7, and the car's own term when it is another. */
const termOptions = (own: number | undefined): string[] => [...new Set([1, 2, 3, 4, 5, 6, 7, ...(own ? [own] : [])])].sort((a, b) => a - b).map(String);

function PayByStep({ order, busy, fields, onSave, onBack }: StepProps) {
  const current = order.pay_by?.kind === 'finance' ? order.pay_by : null;
  const terms = order.finance_terms;
  const [kind, setKind] = useState<'cash' | 'finance'>(order.pay_by?.kind ?? 'cash');
  // The car's own finance figures are the starting point: the same loan its page quotes.
  const [deposit, setDeposit] = useState(String(current?.deposit ?? terms?.deposit ?? 0));
  const [term, setTerm] = useState(String(current?.term_years ?? terms?.term_years ?? 5));
  const [frequency, setFrequency] = useState<'weekly' | 'fortnightly' | 'monthly'>(current?.frequency ?? 'weekly');
  const choice = (): PayByChoice =>
    kind === 'cash' ? { kind } : { kind, deposit: Number(deposit.replace(/[^0-9.]/g, '')) || 0, term_years: Number(term), frequency };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ pay_by: choice(), step: 'delivery' });
      }}
    >
      <Radio.Group value={kind} onChange={(v) => setKind(v as typeof kind)} label="How will you pay?" className={classes.group}>
        <Radio size="md" value="cash" label="Cash or bank transfer" />
        <Radio size="md" value="finance" label="Finance with our lending partners" />
      </Radio.Group>
      {kind === 'finance' ? (
        <div className={classes.fields}>
          <TextInput
            label="Your deposit ($)"
            value={deposit}
            onChange={(e) => setDeposit(e.currentTarget.value)}
            error={fields['pay_by.deposit']}
            inputMode="decimal"
          />
          <Select
            label="Loan term"
            data={termOptions(terms?.term_years).map((y) => ({ value: y, label: `${y} year${y === '1' ? '' : 's'}` }))}
            value={term}
            onChange={(v) => setTerm(v ?? '5')}
            error={fields['pay_by.term_years']}
            allowDeselect={false}
          />
          <Select
            label="Repayments"
            data={[
              { value: 'weekly', label: 'Weekly' },
              { value: 'fortnightly', label: 'Fortnightly' },
              { value: 'monthly', label: 'Monthly' },
            ]}
            value={frequency}
            onChange={(v) => setFrequency((v as typeof frequency) ?? 'weekly')}
            allowDeselect={false}
          />
          <Button type="button" variant="default" loading={busy} onClick={() => onSave({ pay_by: choice() })}>
            Work out my repayment
          </Button>
          {terms ? (
            <p className={classes.muted}>
              {terms.source === 'lender'
                ? `This car's finance figures, as on its page: ${terms.interest_rate}% p.a.${terms.balloon > 0 ? `, a ${formatDollars(terms.balloon)} balloon at the end` : ''}, quoted on its ${formatDollars(order.drive_away.vehiclePrice)} price with a ${formatDollars(terms.deposit)} deposit over ${terms.term_years} years. Your repayment is worked out on your order's total of ${formatDollars(order.totals.total)}.`
                : `Our finance estimate: ${terms.interest_rate}% p.a. on your order's total of ${formatDollars(order.totals.total)}.`}
            </p>
          ) : null}
          {current?.repayment ? (
            <p className={classes.repayment} aria-live="polite">
              About <strong>{formatDollars(current.repayment)}</strong> {current.frequency} over {current.term_years} years at {current.interest_rate}% p.a.
              {current.balloon ? `, with a ${formatDollars(current.balloon)} balloon at the end` : ''} (an estimate; our finance team confirms your rate). Your
              finance application goes to our team with your order.
            </p>
          ) : null}
        </div>
      ) : null}
      <Actions busy={busy} onBack={onBack} />
    </form>
  );
}

function DeliveryStep({ order, busy, fields, onSave, onBack }: StepProps) {
  const current = order.fulfilment;
  const [kind, setKind] = useState<'pickup' | 'delivery'>(current?.kind ?? (order.car.location ? 'pickup' : 'delivery'));
  const [postcode, setPostcode] = useState(current?.postcode ?? order.postcode ?? '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ fulfilment: kind === 'pickup' ? { kind } : { kind, postcode }, step: 'details' });
      }}
    >
      <Radio.Group
        value={kind}
        onChange={(v) => setKind(v as typeof kind)}
        label="How would you like to get your car?"
        className={classes.group}
        error={fields['fulfilment.kind']}
      >
        <Radio
          size="md"
          value="pickup"
          label={order.car.location ? `Pick it up at ${order.car.location.name}, ${order.car.location.address} (free)` : 'Pick it up at the dealership (free)'}
        />
        <Radio size="md" value="delivery" label="Deliver it to me" />
      </Radio.Group>
      {kind === 'delivery' ? (
        <div className={classes.fields}>
          <TextInput
            label="Delivery postcode"
            value={postcode}
            onChange={(e) => setPostcode(e.currentTarget.value)}
            error={fields['fulfilment.postcode']}
            inputMode="numeric"
            maxLength={4}
            required
          />
          {current?.kind === 'delivery' ? (
            <p className={classes.muted}>
              Delivery to {current.place}: {formatDollars(current.price)}
            </p>
          ) : null}
        </div>
      ) : null}
      <Actions busy={busy} onBack={onBack} />
    </form>
  );
}

const EMPTY_DETAILS = (state: AustralianState): BuyerDetails => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  street: '',
  suburb: '',
  state,
  postcode: '',
  licence_number: '',
  licence_state: state,
});

/** The buyer's postcode before they type it: where they asked the car delivered, else the postcode they priced the car for. */
const detailsPostcode = (order: OrderView): string => (order.fulfilment?.kind === 'delivery' ? order.fulfilment.postcode : null) ?? order.postcode ?? '';

function DetailsStep({ order, busy, fields, onSave, onBack }: StepProps) {
  const [d, setD] = useState<BuyerDetails>(order.details ?? { ...EMPTY_DETAILS(order.state), postcode: detailsPostcode(order) });
  const set = (key: keyof BuyerDetails) => (e: { currentTarget: { value: string } }) => setD({ ...d, [key]: e.currentTarget.value });
  const err = (key: keyof BuyerDetails) => fields[`details.${key}`];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ details: d, step: 'deposit' });
      }}
    >
      <div className={classes.grid}>
        <TextInput label="First name" value={d.first_name} onChange={set('first_name')} error={err('first_name')} autoComplete="given-name" required />
        <TextInput label="Last name" value={d.last_name} onChange={set('last_name')} error={err('last_name')} autoComplete="family-name" required />
        <TextInput label="Email" type="email" value={d.email} onChange={set('email')} error={err('email')} autoComplete="email" required />
        <TextInput label="Mobile" type="tel" value={d.phone} onChange={set('phone')} error={err('phone')} autoComplete="tel" required />
        <TextInput
          label="Street address"
          value={d.street}
          onChange={set('street')}
          error={err('street')}
          autoComplete="street-address"
          required
          className={classes.wide}
        />
        <TextInput label="Suburb" value={d.suburb} onChange={set('suburb')} error={err('suburb')} autoComplete="address-level2" required />
        <Select
          label="State"
          data={STATES}
          value={d.state}
          onChange={(v) => setD({ ...d, state: (v as AustralianState) ?? d.state })}
          error={err('state')}
          allowDeselect={false}
        />
        <TextInput
          label="Postcode"
          value={d.postcode}
          onChange={set('postcode')}
          error={err('postcode')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          required
        />
        <TextInput
          label="Driver's licence number"
          value={d.licence_number}
          onChange={set('licence_number')}
          error={err('licence_number')}
          autoComplete="off"
          required
        />
        <Select
          label="Licence issued in"
          data={STATES}
          value={d.licence_state}
          onChange={(v) => setD({ ...d, licence_state: (v as AustralianState) ?? d.licence_state })}
          error={err('licence_state')}
          allowDeselect={false}
        />
      </div>
      <p className={classes.muted}>We need your licence to register the car in your name. We use your details only for this order.</p>
      <Actions busy={busy} onBack={onBack} />
    </form>
  );
}

function DepositStep({
  order,
  busy,
  message,
  client,
  onPay,
  onBack,
  waiting,
}: {
  order: OrderView;
  busy: boolean;
  message: string | null;
  client: HttpCheckoutClient;
  onPay: (token: string, termsAccepted: boolean) => void;
  onBack: () => void;
  waiting: boolean;
}) {
  const [provider, setProvider] = useState<'test' | 'stripe' | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetch('/api/payments/provider', { headers: { accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ kind?: string }>)
      .then((body) => live && setProvider(body.kind === 'stripe' ? 'stripe' : 'test'))
      .catch(() => live && setProvider('test'));
    return () => {
      live = false;
    };
  }, []);
  if (waiting) {
    return (
      <p role="status" className={classes.lead}>
        Your payment is being confirmed by your bank. This page updates as soon as it is.
      </p>
    );
  }
  return (
    <>
      <p className={classes.lead}>
        Pay a fully refundable deposit of <strong>{formatDollars(order.totals.deposit)}</strong> now; we hold the car for you and call you to complete the sale.
        The balance of {formatDollars(order.totals.balance)} is paid {order.fulfilment?.kind === 'delivery' ? 'before delivery' : 'at pick-up'}.
      </p>
      {message ? (
        <Alert color="red" variant="light" role="alert" mb="md" title="Payment not taken">
          {message}
        </Alert>
      ) : null}
      <Checkbox
        className={classes.terms}
        checked={terms}
        onChange={(e) => {
          setTerms(e.currentTarget.checked);
          if (e.currentTarget.checked) setTermsError(null);
        }}
        error={termsError}
        required
        label={
          <>
            I have read and accept the{' '}
            <Anchor component={Link} to="/terms-and-conditions" target="_blank">
              terms and conditions
            </Anchor>{' '}
            of this purchase
          </>
        }
      />
      {provider === 'test' ? (
        <TestCardForm
          client={client}
          busy={busy}
          amount={order.totals.deposit}
          onToken={(token) => onPay(token, terms)}
          beforeToken={() => {
            setTermsError(terms ? null : ORDER_TERMS_MESSAGE);
            return terms;
          }}
        />
      ) : null}
      {provider === 'stripe' ? (
        <Alert color="gray" variant="light" mb="md">
          Card payments by our payment provider are not available on this page yet. Please call us to pay your deposit; your order keeps its place.
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <Button type="button" variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </>
  );
}

function ConfirmationStep({ order, carTitle }: { order: OrderView; carTitle: string }) {
  return (
    <div role="status">
      <p className={classes.lead}>
        Thank you{order.details ? `, ${order.details.first_name}` : ''}. Your order for the {carTitle} is placed.
      </p>
      <p className={classes.reference}>
        Order reference <strong>{order.reference}</strong>
        {order.payment?.test_mode ? <span className={classes.testModeBadge}>Test mode: no money was taken</span> : null}
      </p>
      <h3 className={classes.subheading}>What happens next</h3>
      <ul className={classes.included}>
        {order.next_steps.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={classes.muted}>
        You can see this order at any time on{' '}
        <Anchor component={Link} to="/online-payment">
          Your online order
        </Anchor>{' '}
        with its reference and your email.
      </p>
    </div>
  );
}

/** The order's sums beside every step: the total never smaller than any part. */
function Summary({ order }: { order: OrderView }) {
  const t = order.totals;
  return (
    <div className={classes.card}>
      <h2 className={classes.summaryHeading}>Your order</h2>
      <table className={classes.lines}>
        <tbody>
          <tr>
            <th scope="row">{driveAwayLabel(order.state)}</th>
            <td>{formatDollars(t.drive_away)}</td>
          </tr>
          {order.fulfilment ? (
            <tr>
              <th scope="row">{order.fulfilment.kind === 'delivery' ? `Delivery to ${order.fulfilment.place}` : 'Pick-up'}</th>
              <td>{order.fulfilment.kind === 'pickup' ? 'Free' : formatDollars(t.delivery)}</td>
            </tr>
          ) : null}
          {order.trade_in ? (
            <tr>
              <th scope="row">Trade-in: {order.trade_in.description}</th>
              <td>{t.trade_in > 0 ? `−${formatDollars(t.trade_in)}` : 'to be valued'}</td>
            </tr>
          ) : null}
          <tr className={classes.totalRow}>
            <th scope="row">Total</th>
            <td data-testid="order-total">{formatDollars(t.total)}</td>
          </tr>
          <tr>
            <th scope="row">Deposit {order.status === 'placed' ? 'paid' : 'to pay now'}</th>
            <td>{formatDollars(t.deposit)}</td>
          </tr>
          <tr>
            <th scope="row">Balance</th>
            <td>{formatDollars(t.balance)}</td>
          </tr>
        </tbody>
      </table>
      {order.pay_by?.kind === 'finance' && order.pay_by.repayment ? (
        <p className={classes.muted}>
          Finance: about {formatDollars(order.pay_by.repayment)} {order.pay_by.frequency}
        </p>
      ) : null}
    </div>
  );
}
