/** Money helpers for finance display. Pure and locale-free, so server and browser render the same text. */

/** Half away from zero, to the cent; float noise (1.005 stored as 1.00499…) is corrected by an epsilon. */
export function roundToCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-7)) / 100 + 0;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * '$1,000', '$1,360.50', '-$5'. Cents are shown only when the amount has cents
 * (choice for the bound message: 'Cannot be less than $1,000 or more than $250,000').
 */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '$0';
  const cents = Math.round(Math.abs(roundToCents(value)) * 100);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(String(dollars))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
