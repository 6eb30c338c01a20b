import type { Car } from './car';
import { toMillis } from './instant';

export type SpecValue = string | number | boolean;

/**
 * spec 1 §5: empty spec values (undefined, null, empty, the text 'null') are dropped.
 * Choice: blank strings and 'null' in any case or padding count as empty, and so does a
 * non-finite number.
 */
export function isPresentSpecValue(value: unknown): value is SpecValue {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed !== '' && trimmed.toLowerCase() !== 'null';
  }
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

export interface SpecEntry<V = unknown> {
  readonly label: string;
  readonly value: V;
}

/** The spec rows worth showing, in the given order. */
export function presentSpecs(entries: readonly SpecEntry[]): SpecEntry<SpecValue>[] {
  return entries.filter((entry): entry is SpecEntry<SpecValue> => isPresentSpecValue(entry.value));
}

/**
 * spec 1 §5: rego expiry shows 'Expires on {date}' only when the date is in the future.
 * Choice: the date is shown as DD/MM/YYYY, taken from the value's own calendar date.
 */
export function regoExpiryText(regoExpiry: Car['rego_expiry'], now: Date): string | null {
  const expires = toMillis(regoExpiry);
  if (regoExpiry == null || expires === null || expires <= now.getTime()) return null;
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(regoExpiry);
  const d = new Date(expires);
  const [year, month, day] = date
    ? [date[1], date[2], date[3]]
    : [String(d.getUTCFullYear()), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')];
  return `Expires on ${day}/${month}/${year}`;
}

/** spec 1 §5: feet convert to metres by 0.3048. */
export const METRES_PER_FOOT = 0.3048;

export function feetToMetres(feet: number): number {
  return feet * METRES_PER_FOOT;
}
