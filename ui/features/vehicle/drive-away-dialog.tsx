import '@mantine/core/styles/Modal.css';
import { Button, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DriveAwayQuote } from '../../../application/pricing/quote-drive-away.use-case';
import { Postcode } from '../../../domain/locations/postcode';
import { driveAwayLabel } from '../../../domain/pricing/drive-away-label';
import { formatDollars } from '../../../domain/vehicle/money';
import { HttpCheckoutClient } from '../../client/checkout-http-client';
import classes from './drive-away-dialog.module.css';

export interface DriveAwayDialogProps {
  readonly opened: boolean;
  readonly carSlug: string;
  /** The figure shown now: the state of the car's location, or the postcode chosen before. */
  readonly quote: DriveAwayQuote;
  /** A new figure for the postcode entered: the page's line follows it. */
  readonly onQuote: (quote: DriveAwayQuote) => void;
  readonly onClose: () => void;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-07-01' → '1 July 2025'; anything else as it is. */
function calendarDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/**
 * The drive-away price itemised (issue 15 'The drive-away price': 'itemised in a dialog'): the
 * buyer's postcode (their state's duty, registration and CTP), the parts — vehicle, motor vehicle
 * duty with its rule and the date its rates took effect, registration with its months, CTP, dealer
 * delivery — and the single total, in type larger than any part (Australian Consumer Law), with
 * the notes: an estimate, fewer than 12 months' registration, where the duty rates come from.
 * Loaded on the shopper's first intent (drive-away-line.tsx).
 */
export default function DriveAwayDialog({ opened, carSlug, quote, onQuote, onClose }: DriveAwayDialogProps) {
  const [client] = useState(() => new HttpCheckoutClient());
  const [postcode, setPostcode] = useState(quote.postcode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = quote.drive_away;
  const duty = price.duty;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = Postcode.parse(postcode);
    if (parsed._tag === 'Left') {
      setError(parsed.left.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await client.driveAway(carSlug, parsed.right);
      if (answer.ok) {
        setError(null);
        onQuote(answer.value);
      } else setError(answer.fields['postcode'] ?? answer.message);
    } catch {
      setError('The price could not be worked out just now. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Drive-away price" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <div className={classes.body}>
        <form className={classes.postcode} onSubmit={(event) => void submit(event)} noValidate>
          <TextInput
            label="Your postcode"
            description="Duty, registration and CTP are your state’s."
            value={postcode}
            onChange={(event) => setPostcode(event.currentTarget.value)}
            error={error}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            className={classes.postcodeInput}
          />
          <Button type="submit" variant="default" loading={busy}>
            Update
          </Button>
        </form>

        <p className={classes.total} aria-live="polite" data-testid="drive-away-dialog-total">
          <span className={classes.totalLabel}>
            {driveAwayLabel(quote.state)}
            {quote.postcode ? ` (postcode ${quote.postcode})` : ''}
          </span>
          <strong className={classes.totalAmount}>{formatDollars(price.total)}</strong>
        </p>

        <table className={classes.lines}>
          <caption className={classes.caption}>What the drive-away price is made of</caption>
          <tbody>
            {price.items.map((item) => (
              <tr key={item.key}>
                <th scope="row">
                  {item.label}
                  {item.key === 'duty' && duty?.effectiveFrom ? (
                    <span className={classes.rule}>Rates in force from {calendarDateText(duty.effectiveFrom)}</span>
                  ) : null}
                </th>
                <td>{formatDollars(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatDollars(price.total)}</td>
            </tr>
          </tfoot>
        </table>

        <ul className={classes.notes}>
          {price.estimate ? <li>This is an estimate: the dealer confirms the final price before you buy.</li> : null}
          {price.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          {price.registrationMonths !== null && price.registrationMonths < 12 ? (
            <li>Registration is for fewer than 12 months: renewing it is a further cost.</li>
          ) : null}
          {duty?.source ? <li>Duty worked out at the rates published by {duty.source}.</li> : null}
          <li>Registration, CTP and dealer delivery are the dealer’s own figures for your state.</li>
        </ul>
      </div>
    </Modal>
  );
}
