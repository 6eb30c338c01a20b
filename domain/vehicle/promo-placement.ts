import { DAY_MS, toMillis } from './instant';

/** spec 1 §2: the promo card's text. */
export const PROMO_CARD_TITLE = 'We Want Your Car!';

/** spec 1 §3 promo node: start, expiry, position, display, strictDisplay, node. */
export interface PromoNode<P> {
  readonly start?: string | null;
  readonly expiry?: string | null;
  /**
   * 0-based index in the grid (cars before it). Choice: 0-based, so that "every 8th" puts
   * promos at 8 and 17 — the example positions of spec 2 §9.
   */
  readonly position: number;
  /** false switches the promo off. */
  readonly display?: boolean;
  /**
   * Choice (the spec names the field only): a strict promo shows only at its exact position;
   * a non-strict one whose position is past the end of a short page goes last instead.
   */
  readonly strictDisplay?: boolean;
  readonly node: P;
}

export type GridItem<T, P> = { readonly _tag: 'Car'; readonly car: T } | { readonly _tag: 'Promo'; readonly promo: P };

/**
 * spec 2 §2, §9: a promotion shows only between its start and expiry; never after expiry.
 * Choices: both bounds inclusive; a missing bound is open; a date-only expiry ('2025-07-04')
 * lasts to the end of that day (UTC); an unparseable bound hides the promo.
 */
export function isPromoActive(promo: Pick<PromoNode<unknown>, 'start' | 'expiry' | 'display'>, now: Date): boolean {
  if (promo.display === false) return false;
  const t = now.getTime();
  if (promo.start) {
    const start = toMillis(promo.start);
    if (start === null || t < start) return false;
  }
  if (promo.expiry) {
    const expiry = toMillis(promo.expiry);
    if (expiry === null) return false;
    const end = /^\d{4}-\d{2}-\d{2}$/.test(promo.expiry.trim()) ? expiry + DAY_MS - 1 : expiry;
    if (t > end) return false;
  }
  return true;
}

/** Place the active promos at their positions (see PromoNode for strictDisplay). */
export function placePromos<T, P>(cars: readonly T[], promos: readonly PromoNode<P>[], now: Date): GridItem<T, P>[] {
  return placeAt(
    cars,
    promos.filter((promo) => isPromoActive(promo, now)),
  );
}

function placeAt<T, P>(cars: readonly T[], promos: readonly Pick<PromoNode<P>, 'position' | 'strictDisplay' | 'node'>[]): GridItem<T, P>[] {
  const grid: GridItem<T, P>[] = cars.map((car) => ({ _tag: 'Car', car }));
  const ordered = promos.filter((promo) => Number.isFinite(promo.position)).sort((a, b) => a.position - b.position);
  for (const promo of ordered) {
    const position = Math.max(0, Math.floor(promo.position));
    if (position > grid.length && promo.strictDisplay === true) continue;
    grid.splice(Math.min(position, grid.length), 0, { _tag: 'Promo', promo: promo.node });
  }
  return grid;
}

/**
 * spec 1 §2: a promo card every Nth card — choice: after every N result cards (0-based grid
 * positions N, 2N+1, ...), including after the last card when the page ends on a multiple
 * of N. N below 1 or not an integer places no promo.
 */
export function insertEveryNth<T, P>(cars: readonly T[], promo: P, n: number): GridItem<T, P>[] {
  const grid: GridItem<T, P>[] = [];
  const every = Number.isInteger(n) && n >= 1 ? n : null;
  cars.forEach((car, i) => {
    grid.push({ _tag: 'Car', car });
    if (every !== null && (i + 1) % every === 0) grid.push({ _tag: 'Promo', promo });
  });
  return grid;
}

/**
 * spec 1 §2: "on one site a random 3 plus an offset" — choice: the position is the offset plus
 * a random whole number 0, 1 or 2 (`random` returns [0, 1), like Math.random, and is injected
 * so tests can fix it; out-of-range values are clamped).
 */
export function randomThreePlusOffsetPosition(offset: number, random: () => number): number {
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  const base = Number.isFinite(offset) ? Math.max(0, Math.floor(offset)) : 0;
  return base + Math.floor(unit * 3);
}

/** One promo card at the random-3-plus-offset position (last when the page is shorter). */
export function insertRandomThreePlusOffset<T, P>(cars: readonly T[], promo: P, offset: number, random: () => number): GridItem<T, P>[] {
  const position = randomThreePlusOffsetPosition(offset, random);
  return placeAt(cars, [{ position, node: promo }]);
}
