import type { GarageAnswer } from '../../../application/shoppers/shopper-contract';
import { tradeInsBesideAccepted } from '../../../domain/shoppers/garage';
import { formatDollars } from '../../../domain/vehicle/money';
import { formatDay } from './garage-format';
import classes from './garage.module.css';

/**
 * The shopper's trade-ins, each once: the instant offers they accepted first, with the reference
 * the online purchase takes them by, the amount and the last day each stands; then the other
 * trade-ins their leads tell of, with how far each got.
 */
export function TradeInsSection({ garage }: { garage: GarageAnswer }) {
  const accepted = garage.accepted_trade_in_offers;
  const others = tradeInsBesideAccepted(
    garage.trade_ins,
    accepted.map((o) => o.reference),
  );
  return (
    <section className={classes.card} aria-labelledby="garage-trade-ins">
      <h2 id="garage-trade-ins" className={classes.sectionTitle}>
        Trade-in offers
      </h2>
      {accepted.length === 0 && others.length === 0 ? (
        <p className={classes.empty}>No trade-in offers. When you value your car with us, the offer shows here.</p>
      ) : (
        <ul className={classes.list}>
          {accepted.map((o) => (
            <li key={o.reference} className={classes.row}>
              <div className={classes.rowMain}>
                <span className={classes.rowTitle}>{o.vehicle}</span>
                <span className={classes.muted}>
                  Offer accepted · reference <strong>{o.reference}</strong>
                  {o.valid_until ? ` · valid until ${formatDay(o.valid_until)}` : ''}
                </span>
              </div>
              <span className={classes.price}>{formatDollars(o.amount)}</span>
            </li>
          ))}
          {others.map((t) => (
            <li key={t.lead_id} className={classes.row}>
              <div className={classes.rowMain}>
                <span className={classes.rowTitle}>{t.vehicle}</span>
                <span className={classes.muted}>
                  {humanise(t.stage)} · {formatDay(t.created_at)}
                </span>
              </div>
              <span className={classes.price}>{t.offer_price !== null ? formatDollars(t.offer_price) : 'No offer yet'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'in_progress' → 'In progress'; '3. Offer Accepted' stays as written. */
function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
