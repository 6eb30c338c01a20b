/** A finite number above zero: the only amounts the site ever shows (spec 1 §4). */
export function isPositiveAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * '$28,990' — whole dollars with a thousands separator (spec 2 §2 money input; spec 1 §5:
 * payments rounded to whole dollars). Hand-rolled so the result does not depend on the
 * runtime's locale data. Non-finite or negative input formats as '$0'.
 */
export function formatDollars(amount: number): string {
  const whole = Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
  return `$${BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
