import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PROMO_CARD_TITLE } from '../../../domain/vehicle';
import { ArrowRightIcon } from '../icons';
import classes from './car-card.module.css';

/** spec 1 §2: the 'We Want Your Car!' promo card in the results grid; it leads to selling a car. */
export function PromoCard() {
  return (
    <aside className={classes.promo} aria-label="Sell your car">
      <div>
        <p className={classes.promoEyebrow}>Sell or trade</p>
        <h3 className={classes.promoTitle}>{PROMO_CARD_TITLE}</h3>
        <p className={classes.promoText}>Tell us about your car and our buying team will call you with a fair offer, whether or not you buy from us.</p>
        <ul className={classes.promoList}>
          <li>Free, no-obligation valuation</li>
          <li>Paid promptly, finance paid out for you</li>
          <li>We handle the paperwork</li>
        </ul>
      </div>
      <Button component={Link} to="/sell-my-car" variant="white" size="md" rightSection={<ArrowRightIcon size={16} />}>
        Value my car
      </Button>
    </aside>
  );
}
