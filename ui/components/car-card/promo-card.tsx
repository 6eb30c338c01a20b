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
        <p className={classes.promoText}>Get a fair offer for your car in minutes, whether or not you buy from us.</p>
        <ul className={classes.promoList}>
          <li>Instant online valuation</li>
          <li>Fast, secure payment</li>
          <li>We handle the paperwork</li>
        </ul>
      </div>
      <Button component={Link} to="/sell-my-car" variant="white" size="md" rightSection={<ArrowRightIcon size={16} />}>
        Value my car
      </Button>
    </aside>
  );
}
