/**
 * Sign-in by phone and the routes it gates (issue 14; spec 1 §2, §4, §6; spec 2 §2 'Sign-in
 * gating'). Pure rules: the sign-in URL, which page asks for which sign-in type, whether a
 * site gates it, and which return paths are safe to send a shopper back to.
 */

/** spec 1 §2 and spec 2 §2: the `type` of `/sign-in?type=…`. */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function isSignInType(value: unknown): value is SignInType {
  return typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value);
}

/**
 * spec 2 §2 'Sign-in gating': gated routes are checkout (for some sites), finance, spin-to-win,
 * the my-garage family and an equifax finance route ('car-finance'); trade-in, sell-my-car and
 * (by site flag) online payment are ungated by default. A site lists its own in configuration
 * (`sign_in.gated`); this is the default list. Nothing is gated unless the site's
 * `features.authentication` is on (spec 2 §1: off by default).
 */
export const DEFAULT_GATED_SIGN_IN_TYPES: readonly SignInType[] = ['finance', 'car-finance', 'spin-to-win', 'my-garage'];

/** The sign-in types a site gates: its list when authentication is on, none when it is off. */
export function gatedSignInTypes(site: {
  readonly features: { readonly authentication: boolean };
  readonly sign_in: { readonly gated: readonly SignInType[] };
}): readonly SignInType[] {
  return site.features.authentication ? site.sign_in.gated : [];
}

/**
 * A path the sign-in page may send a shopper to (redirect, back): a path of this site — it
 * starts with one '/', never '//' or '/\' (another host), holds no control character and is no
 * longer than 2,000 characters. Anything else is replaced by the home page (an open redirect
 * would let a phishing link borrow the dealer's sign-in).
 */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 2000 &&
    /^\/(?![/\\])/.test(value) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(value)
  );
}

/** A return path, or '/' when it is not a safe one. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return isSafeReturnPath(value) ? value : fallback;
}

export interface SignInLink {
  readonly type: SignInType;
  /** Where the shopper lands once signed in. */
  readonly redirect: string;
  /** Where Back goes: the page they came from. */
  readonly back: string;
}

/** spec 1 §2, spec 2 §2: `/sign-in?type={type}&redirect={target}&back={previous page}`. */
export function signInHref(link: SignInLink): string {
  const query = new URLSearchParams({ type: link.type, redirect: safeReturnPath(link.redirect), back: safeReturnPath(link.back) });
  return `/sign-in?${query.toString()}`;
}

/**
 * A save the shopper asked for before signing in travels in the sign-in redirect as this query
 * parameter (the car's id), so the page they come back to can make it for them.
 */
export const SAVE_CAR_AFTER_SIGN_IN = 'save_car';

/** `path` with the pending save of `carId` in its query (any earlier one replaced); the hash is kept. */
export function withSaveCarAfterSignIn(path: string, carId: number): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(SAVE_CAR_AFTER_SIGN_IN, String(carId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The car id a page's query asks to save after sign-in, or null (absent, or not a whole number above zero). */
export function saveCarAfterSignIn(search: string): number | null {
  const value = new URLSearchParams(search).get(SAVE_CAR_AFTER_SIGN_IN);
  return value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** `path` without the pending save (once made, a reload must not make it again). */
export function withoutSaveCarAfterSignIn(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(SAVE_CAR_AFTER_SIGN_IN);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The length of a one-time code, how long it lives, how many tries it allows and how often
 * one may be asked for (issue 14 'Codes expire after a few minutes … allow a handful of
 * attempts, and are rate-limited per number and per address').
 */
export const ONE_TIME_CODE = {
  digits: 6,
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  /** A new code for the same number no sooner than this after the last one. */
  resendAfterSeconds: 30,
  /** Codes per number in a window. */
  perNumber: { max: 5, windowSeconds: 60 * 60 },
  /** Codes asked for from one client address in a window (any number). */
  perAddress: { max: 20, windowSeconds: 60 * 60 },
} as const;

/** A signed-in session lives this long after it was last used. */
export const SESSION_TTL_DAYS = 30;

/** The cookie that carries the session token (httpOnly, SameSite=Lax, Secure behind TLS). */
export const SESSION_COOKIE = 'caryard_session';
