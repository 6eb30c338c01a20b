import type { ReactNode } from 'react';
import type { ShopperPrice } from '../../../domain/vehicle/shopper-view';
import { TagIcon } from '../icons';
import classes from './price-block.module.css';

export interface PriceBlockProps {
  /** The shopper view's price (domain/vehicle/shopper-view.ts): shown by precedence, or SOLD. */
  price: ShopperPrice;
  /** A search card, the vehicle page's sidebar, or the printable sheet. */
  variant: 'card' | 'sidebar' | 'print';
  /** The price figure's test id. */
  testId?: string;
  /** Shown under the price (the sidebar's market-price badge). */
  children?: ReactNode;
}

/**
 * The price block of spec 1 §2 (card and sidebar) and the printable page: the was-price, the
 * price by the spec 1 §4 precedence with its 'Reduced' mark, and the price type; beside a weekly
 * subscription, the labelled cash price; or, for a car not for sale, the SOLD message in its
 * place (spec 1 §4). One markup, sized by `variant`.
 */
export function PriceBlock({ price, variant, testId, children }: PriceBlockProps) {
  if (price._tag === 'Sold') {
    return (
      <div className={classes.sold} data-variant={variant} role="status">
        <span className={classes.soldHeadline}>{price.headline}</span>
        <span className={classes.soldMessage}>{price.message}</span>
      </div>
    );
  }
  return (
    <div className={classes.block} data-variant={variant}>
      {price.wasText ? (
        <span className={classes.wasPrice}>
          <span className={classes.wasWord}>Was </span>
          <s>{price.wasText}</s>
        </span>
      ) : null}
      <div className={classes.priceLine}>
        <span className={classes.price} data-testid={testId}>
          {price.text}
        </span>
        {price.reduced ? (
          <span className={classes.reduced}>
            <TagIcon size={12} /> Reduced
          </span>
        ) : null}
      </div>
      {/* A card keeps the line even when empty, so prices line up across a row of cards. */}
      {price.note || variant === 'card' ? <span className={classes.note}>{price.note ?? '\u00a0'}</span> : null}
      {price.cash ? (
        <span className={classes.cash} data-testid={testId ? `${testId}-cash` : undefined}>
          {price.cash.label} <strong className={classes.cashAmount}>{price.cash.text}</strong>
        </span>
      ) : null}
      {children}
    </div>
  );
}
