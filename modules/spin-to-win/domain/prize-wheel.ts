/**
 * The spin-to-win wheel (the gated /spin-to-win page): a signed-in shopper spins once a month
 * per site and lands on one reward. The draw is the server's — a number in [0, 1) it derives
 * from its own keyed hash of the site, the shopper and the month — so the browser cannot choose
 * the reward, and spinning again in the same month lands on the same one.
 */

export interface Reward {
  /** Stable, for the page and the claim. */
  readonly id: string;
  /** What the shopper reads on the wheel and in the result. */
  readonly label: string;
  /** Its share of the wheel's draws (the weights need not add up to anything). */
  readonly weight: number;
}

/** Choice: the wheel every site shows (the spec names the page only); each reward is the dealership's to honour. */
export const WHEEL: readonly Reward[] = [
  { id: 'hand-wash', label: 'A free hand car wash', weight: 30 },
  { id: 'service-100', label: '$100 off your next service', weight: 22 },
  { id: 'fuel-50', label: 'A $50 fuel card with your next car', weight: 20 },
  { id: 'floor-mats', label: 'A free set of floor mats', weight: 15 },
  { id: 'window-tint', label: 'Free window tint with your next car', weight: 9 },
  { id: 'accessories-500', label: '$500 of accessories with your next car', weight: 4 },
];

/** The wheel's segment a draw in [0, 1) lands on (a draw outside it is clamped into it). */
export function rewardAt(draw: number, wheel: readonly Reward[] = WHEEL): { readonly index: number; readonly reward: Reward } {
  const total = wheel.reduce((sum, reward) => sum + reward.weight, 0);
  let point = Math.min(Math.max(draw, 0), 1 - Number.EPSILON) * total;
  for (const [index, reward] of wheel.entries()) {
    if (point < reward.weight) return { index, reward };
    point -= reward.weight;
  }
  const last = wheel.length - 1;
  return { index: last, reward: wheel[last] as Reward };
}

/** A draw in [0, 1) from the first 48 bits of a base64url hash (HMAC-SHA256: uniform bits). */
export function drawOf(hash: string): number {
  const bits = [...hash.slice(0, 8)].reduce((value, char) => value * 64 + base64UrlValue(char), 0);
  return bits / 64 ** 8;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlValue(char: string): number {
  const value = BASE64URL.indexOf(char);
  if (value < 0) throw new RangeError(`'${char}' is not a base64url character`);
  return value;
}

/** Letters and digits a person reads out without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The code a shopper quotes to claim the reward: 'SPIN-' and 8 characters taken from the hash's bits. */
export function claimCodeOf(hash: string): string {
  const characters = [...hash.slice(8, 16)].map((char) => CODE_ALPHABET[base64UrlValue(char) % CODE_ALPHABET.length]);
  return `SPIN-${characters.join('')}`;
}

/** The month a spin counts for: 'YYYY-MM' of the site's local date. */
export function spinMonthOf(localDate: string): string {
  return localDate.slice(0, 7);
}
