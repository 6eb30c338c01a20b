/**
 * What the watchlist and garage use cases share (issue 14): the signed-in shopper they act for,
 * their failures, and how stored rows read as the HTTP contract's views
 * (application/shoppers/shopper-contract.ts).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { AustralianMobile, mobileDisplay } from '../../domain/leads/sms';
import { alertConsentText } from '../../domain/shoppers/alert-consent';
import { isAvailable, SOLD_HEADLINE } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import { realImages } from '../../domain/vehicle/images';
import { vehicleFullTitle } from '../../domain/vehicle/vehicle-page';
import { cashPrice, priceLineText, type PriceDisplayOptions } from '../../domain/vehicle/price-display';
import type { SessionShopper } from './get-shopper-session.use-case';
import type { AlertSettingsView, SavedSearchView, SessionView, ShopperView, WatchedCar } from './shopper-contract';
import type { AlertSettingsRecord, SavedSearchRecord, ShopperRecord, ShopperSessionRecord, WatchlistItem } from './shopper-lists.port';

/** The shopper a request is signed in as (the HTTP channel's session), or null. */
export type SignedInShopper = Pick<SessionShopper, 'shopper_id' | 'session_id' | 'site_slug' | 'phone'>;

export interface SignInRequired {
  readonly code: 'AUTH.SIGN_IN_REQUIRED';
  readonly message: string;
}

export interface ValidationFailed {
  readonly code: 'VALIDATION_FAILED';
  readonly message: string;
  /** Field → what is wrong with it. */
  readonly fields: Readonly<Record<string, string>>;
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to see your garage.';
export const VALIDATION_MESSAGE = 'The request is not valid.';

/**
 * The shopper signed in on this site, or SignInRequired: no session, or a session of another
 * site (a shopper is a phone on one site, migration 011).
 */
export function signedInOn(
  site: Pick<DealerSite, 'slug'>,
  shopper: SignedInShopper | null,
  message = SIGN_IN_REQUIRED_MESSAGE,
): E.Either<SignInRequired, SignedInShopper> {
  return shopper && shopper.site_slug === site.slug ? E.right(shopper) : E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message });
}

/** Whether two numbers are the same Australian mobile, however typed (both normalised to E.164). */
export function sameMobile(a: string, b: string): boolean {
  const [x, y] = [AustralianMobile.parse(a), AustralianMobile.parse(b)];
  return E.isRight(x) && E.isRight(y) && x.right === y.right;
}

export const priceOptions = (site: Pick<DealerSite, 'features' | 'labels'>): PriceDisplayOptions => ({
  subscriptions: site.features.subscriptions,
  noPriceText: site.labels.noPriceText,
});

/** Choice: what the watchlist shows for a car the site no longer lists at all. */
export const GONE_CAR_NAME = 'A car no longer listed';
export const GONE_PRICE_TEXT = 'No longer listed';

/**
 * A watchlist row with the car as the site shows it now (issue 14 'The watchlist page lists saved
 * cars with their current price and status (sold cars marked, not silently dropped)'). A sold car
 * shows SOLD in place of its price, as its page does (spec 1 §4 availability).
 */
export function watchedCar(item: WatchlistItem, car: Car | null, site: Pick<DealerSite, 'features' | 'labels'>): WatchedCar {
  if (!car) {
    return {
      car_id: item.car_id,
      slug: null,
      name: GONE_CAR_NAME,
      make: null,
      model: null,
      year: null,
      primary_image_url: null,
      price_text: GONE_PRICE_TEXT,
      price: null,
      price_when_saved: item.price_when_saved,
      status: 'gone',
      sold: true,
      saved_at: item.saved_at,
    };
  }
  const forSale = isAvailable(car);
  return {
    car_id: car.id,
    slug: car.slug,
    // The name the vehicle page gives the car (its heading, and spec 1 §8's watchlist toasts): one name everywhere.
    name: vehicleFullTitle(car),
    make: car.make,
    model: car.model,
    year: car.year,
    primary_image_url: realImages(car)[0]?.image.url ?? null,
    price_text: forSale ? priceLineText(car, priceOptions(site)) : SOLD_HEADLINE,
    // Compared with the price when saved: both are cash prices (cashPrice), never a weekly amount.
    price: forSale ? cashPrice(car) : null,
    price_when_saved: item.price_when_saved,
    status: car.status,
    sold: !forSale,
    saved_at: item.saved_at,
  };
}

/**
 * The alert settings as the garage shows them. The words are the ones agreed to while alerts are
 * on; otherwise the site's current words, which switching on would agree to. `smsTakesReplies`:
 * whether texts come from a number that takes replies (SMS_REPLY_NUMBER), so STOP works.
 */
export function alertSettingsView(record: AlertSettingsRecord | null, site: Pick<DealerSite, 'name'>, smsTakesReplies: boolean): AlertSettingsView {
  const enabled = record !== null && record.stopped_at === null;
  return {
    enabled,
    sms: record?.sms ?? false,
    email: record?.email ?? null,
    email_confirmed: record?.email_confirmed ?? false,
    consented_at: record?.consented_at ?? null,
    stopped_at: record?.stopped_at ?? null,
    stopped_by: record?.stopped_by ?? null,
    consent_text: enabled && record ? record.consent_text : alertConsentText(site.name, smsTakesReplies),
    replies: smsTakesReplies,
  };
}

export const savedSearchView = (record: SavedSearchRecord): SavedSearchView => ({
  id: record.id,
  label: record.label,
  href: record.href,
  alerts: record.alerts,
  created_at: record.created_at,
});

export const sessionView = (record: ShopperSessionRecord, currentSessionId: string): SessionView => ({
  id: record.id,
  created_at: record.created_at,
  last_seen_at: record.last_seen_at,
  user_agent: record.user_agent,
  current: record.id === currentSessionId,
});

export const shopperView = (record: ShopperRecord): ShopperView => ({
  id: record.id,
  phone: record.phone,
  phone_display: mobileDisplay(record.phone),
  email: record.email,
});
