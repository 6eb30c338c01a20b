import type { Car } from './car';
import { formatDollars, isPositiveAmount } from './money';

export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';
export const PREORDER_LABEL = 'PREORDER';
/** spec 1 §4: the offer or reduced price is used only above this amount. */
export const OFFER_PRICE_MINIMUM = 10;

export type PriceCar = Pick<Car, 'price'> & Partial<Pick<Car, 'before_price' | 'offer_price' | 'subscription_price' | 'preorder'>>;

export interface PriceDisplayOptions {
  /** The site offers subscriptions (DealerSite features.subscriptions). */
  readonly subscriptions: boolean;
  /** The site's no-price text (DealerSite labels.noPriceText); default 'Enquire for price.'. */
  readonly noPriceText?: string;
}

/**
 * The one price a card, sidebar or sticky header shows. Amounts are always finite and above
 * zero; `wasPrice`, when present, is above `amount`.
 */
export type PriceDisplay =
  | { readonly _tag: 'Subscription'; readonly amount: number; readonly period: 'week' }
  | { readonly _tag: 'Offer'; readonly amount: number; readonly reduced: boolean; readonly wasPrice?: number }
  | { readonly _tag: 'Price'; readonly amount: number; readonly wasPrice?: number }
  | { readonly _tag: 'Preorder'; readonly label: typeof PREORDER_LABEL }
  | { readonly _tag: 'NoPrice'; readonly text: string };

/**
 * spec 1 §4: price precedence — subscription per week (site offers subscriptions, > 0), then
 * offer/reduced price (> 10, reduced when it differs from price), then price (> 0), then
 * PREORDER, then the site's no-price text. Total: NaN, infinities and negatives never win.
 */
export function priceDisplay(car: PriceCar, options: PriceDisplayOptions): PriceDisplay {
  if (options.subscriptions && isPositiveAmount(car.subscription_price)) {
    // Choice: no was-price beside a weekly subscription — a full before_price and a weekly
    // amount are not comparable (spec 1 §4 compares before_price with "the current price").
    return { _tag: 'Subscription', amount: car.subscription_price, period: 'week' };
  }
  if (isPositiveAmount(car.offer_price) && car.offer_price > OFFER_PRICE_MINIMUM) {
    return withWasPrice({ _tag: 'Offer' as const, amount: car.offer_price, reduced: car.offer_price !== car.price }, car.before_price);
  }
  if (isPositiveAmount(car.price)) {
    return withWasPrice({ _tag: 'Price' as const, amount: car.price }, car.before_price);
  }
  if (car.preorder === true) return { _tag: 'Preorder', label: PREORDER_LABEL };
  const text = options.noPriceText?.trim() ? options.noPriceText : DEFAULT_NO_PRICE_TEXT;
  return { _tag: 'NoPrice', text };
}

/**
 * The car's cash price: what it costs to buy outright, by the spec 1 §4 precedence with the
 * weekly subscription left out (an offer or reduced price above $10, else the price); null for
 * a car without one (PREORDER, no price). Every comparison of prices reads this one amount —
 * the search's price sort and filters, the compare page's 'Lowest', price-drop alerts, the
 * market badge and comparison — so a weekly amount is never ranked against a whole price.
 */
export function cashPrice(car: PriceCar): number | null {
  const display = priceDisplay(car, { subscriptions: false });
  return display._tag === 'Offer' || display._tag === 'Price' ? display.amount : null;
}

/** spec 1 §4: the was-price shows only when before_price exceeds the current price. */
function withWasPrice<T extends { readonly amount: number }>(display: T, beforePrice: number | null | undefined): T & { wasPrice?: number } {
  return isPositiveAmount(beforePrice) && beforePrice > display.amount ? { ...display, wasPrice: beforePrice } : display;
}

/** The text of a price display: '$28,990', '$99 per week', 'PREORDER', 'Enquire for price.'. */
export function priceLabel(display: PriceDisplay): string {
  switch (display._tag) {
    case 'Subscription':
      // spec 1 §9: subscription price is shown per week.
      return `${formatDollars(display.amount)} per week`;
    case 'Offer':
    case 'Price':
      return formatDollars(display.amount);
    case 'Preorder':
      return display.label;
    case 'NoPrice':
      return display.text;
  }
}

/** The label of the cash price shown beside a weekly subscription. */
export const CASH_PRICE_LABEL = 'Cash price';

/**
 * The price in one line of text, as lists and tables show it: the price by precedence and,
 * beside a weekly subscription, the labelled cash price ('$258 per week (cash price $46,990)').
 */
export function priceLineText(car: PriceCar, options: PriceDisplayOptions): string {
  const display = priceDisplay(car, options);
  const cash = display._tag === 'Subscription' ? cashPrice(car) : null;
  return cash === null ? priceLabel(display) : `${priceLabel(display)} (${CASH_PRICE_LABEL.toLowerCase()} ${formatDollars(cash)})`;
}

/** The was-price text, when the display has one. */
export function wasPriceLabel(display: PriceDisplay): string | null {
  return 'wasPrice' in display && display.wasPrice !== undefined ? formatDollars(display.wasPrice) : null;
}
