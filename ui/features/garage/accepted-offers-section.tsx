import type { GarageAnswer } from '../../../application/shoppers/shopper-contract';
import { formatDollars } from '../../../domain/vehicle/money';
import { formatDay } from './garage-format';
import classes from './garage.module.css';

/**
 * The instant trade-in offers the shopper accepted, with the reference the online purchase takes
 * them by, the amount, and the last day each stands.
 */
export function AcceptedOffersSection({ garage }: { garage: GarageAnswer }) {
  const offers = garage.accepted_trade_in_offers;
  return (
    <section className={classes.card} aria-labelledby="garage-accepted-offers">
      <h2 id="garage-accepted-offers" className={classes.sectionTitle}>
        Accepted trade-in offers
      </h2>
      {offers.length === 0 ? (
        <p className={classes.empty}>No accepted offers. When you accept an instant offer for your car, it shows here with its reference.</p>
      ) : (
        <ul className={classes.list}>
          {offers.map((o) => (
            <li key={o.reference} className={classes.row}>
              <div className={classes.rowMain}>
                <span className={classes.rowTitle}>{o.vehicle}</span>
                <span className={classes.muted}>
                  Offer reference <strong>{o.reference}</strong>
                  {o.valid_until ? ` · valid until ${formatDay(o.valid_until)}` : ''}
                </span>
              </div>
              <span className={classes.price}>{formatDollars(o.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
