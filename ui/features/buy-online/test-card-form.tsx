import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatExpiryInput } from '../../../domain/payments/card';
import { formatDollars } from '../../../domain/vehicle/money';
import type { HttpCheckoutClient } from '../../client/checkout-http-client';
import classes from './buy-online.module.css';

/** '4242424242424242' → '4242 4242 4242 4242' while typing. */
const grouped = (value: string) =>
  value
    .replace(/[^0-9]/g, '')
    .slice(0, 19)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * The offline test provider's own card form (issue 15 step 6; issue 30: reserve online's too):
 * the card goes to the provider's token route and only the token reaches the order or the
 * reservation. Clearly marked: no money is taken. `beforeToken` (reserve online: the shopper's
 * details) is asked first, and false stops the card being sent.
 */
export function TestCardForm({
  client,
  busy,
  amount,
  onToken,
  beforeToken,
  submitLabel,
}: {
  client: Pick<HttpCheckoutClient, 'tokenizeTestCard'>;
  busy: boolean;
  amount: number;
  onToken: (token: string) => void;
  beforeToken?: () => boolean;
  submitLabel?: string;
}) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  return (
    <form
      noValidate
      className={classes.cardForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (making || busy) return;
        if (beforeToken && !beforeToken()) return;
        setMaking(true);
        setMessage(null);
        void client
          .tokenizeTestCard(card)
          .then((answer) => {
            if (answer.ok) {
              setFields({});
              onToken(answer.value.token);
            } else {
              setFields(answer.fields);
              setMessage(answer.message);
            }
          })
          .catch(() => setMessage('We could not reach the server just now: check your connection and try again.'))
          .finally(() => setMaking(false));
      }}
    >
      <div className={classes.testMode}>
        <p className={classes.testModeTitle}>TEST MODE — no money is taken</p>
        <p>
          This site takes test payments only. Use the test card 4242 4242 4242 4242 with any future expiry and any 3-digit code (4000 0000 0000 0002 is
          declined).
        </p>
      </div>
      {message ? (
        <p className={classes.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={classes.grid}>
        <TextInput
          label="Card number"
          value={card.number}
          onChange={(e) => setCard({ ...card, number: grouped(e.currentTarget.value) })}
          error={fields.number}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          className={classes.wide}
        />
        <TextInput
          label="Expiry (MM/YY)"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: formatExpiryInput(e.currentTarget.value) })}
          error={fields.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          required
        />
        <TextInput
          label="Security code"
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
          error={fields.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
        <TextInput
          label="Name on card"
          value={card.name}
          onChange={(e) => setCard({ ...card, name: e.currentTarget.value })}
          error={fields.name}
          autoComplete="cc-name"
          required
          className={classes.wide}
        />
      </div>
      <div className={classes.actions}>
        <Button type="submit" loading={making || busy}>
          {submitLabel ?? `Pay ${formatDollars(amount)} deposit`}
        </Button>
      </div>
    </form>
  );
}
