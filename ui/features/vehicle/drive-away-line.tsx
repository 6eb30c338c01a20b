import { lazy, Suspense, useEffect, useState } from 'react';
import type { DriveAwayQuote } from '../../../application/pricing/quote-drive-away.use-case';
import { driveAwayLabel } from '../../../domain/pricing/drive-away-label';
import { formatDollars } from '../../../domain/vehicle/money';
import type { Car } from '../../../domain/vehicle/car';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import classes from './drive-away.module.css';

// The itemised dialog loads on the shopper's first intent (hover, focus or click): no script before it.
const loadDialog = () => import('./drive-away-dialog');
const DriveAwayDialog = lazy(loadDialog);

export interface DriveAwayLineProps {
  /** The car as the page shows it (its live price fields included). */
  readonly car: Pick<Car, 'slug' | 'price' | 'offer_price' | 'price_type'>;
  /** The server's figure for the state of the car's location (vehicle-route.ts); null: no line. */
  readonly quote: DriveAwayQuote | null;
}

/**
 * The vehicle page's 'Drive-away in {state} $X' line under the price (issue 15 'The drive-away
 * price'): the single total, in type as large as the price above it (Australian Consumer Law: the
 * total at least as prominent as any part), never in place of the listed price, which keeps its
 * 'Excl. Govt. Charges'. A listing priced 'Drive Away' already shows its total: no line. 'Change
 * postcode' opens the itemised dialog for the buyer's state; the line follows the chosen postcode.
 */
export function DriveAwayLine({ car, quote: loaded }: DriveAwayLineProps) {
  const client = useCaryardClient();
  const [quote, setQuote] = useState(loaded);
  const [opened, setOpened] = useState<boolean | null>(null);
  const priceKey = `${car.price}|${car.offer_price}|${car.price_type}`;
  const [loadedKey] = useState(priceKey);

  // A newer price from view.json (spec 1 §7 live fields): the figure is asked again, for the same postcode.
  useEffect(() => {
    if (priceKey !== loadedKey)
      void client
        .quoteDriveAway({ slug: car.slug, postcode: quote?.postcode ?? null })
        .then((answer) => setQuote(answer._tag === 'Right' ? answer.right : null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only when the price changes
  }, [priceKey]);

  if (!quote || quote.drive_away.listedAsDriveAway) return null;
  return (
    <div className={classes.driveAway} data-testid="drive-away">
      <p className={classes.figure}>
        <span className={classes.label}>
          {driveAwayLabel(quote.state)}
          {quote.drive_away.estimate ? ' (estimate)' : ''}
        </span>
        <span className={classes.amount} data-testid="drive-away-total">
          {formatDollars(quote.drive_away.total)}
        </span>
      </p>
      <button type="button" className={classes.change} aria-haspopup="dialog" onPointerEnter={loadDialog} onFocus={loadDialog} onClick={() => setOpened(true)}>
        Change postcode
      </button>
      {opened !== null ? (
        <Suspense fallback={null}>
          <DriveAwayDialog opened={opened} carSlug={car.slug} quote={quote} onQuote={setQuote} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
