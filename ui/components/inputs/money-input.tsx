import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MONEY_QUICK_PICKS, MONEY_QUICK_PICKS_HIGH } from '../../../domain/search/hero-search';
import { formatDollars } from '../../../domain/vehicle/money';
import './inputs.css';
import classes from './inputs.module.css';
import { QuickPicks } from './quick-picks';

export type MoneyInputProps = Omit<NumberInputProps, 'prefix' | 'suffix' | 'thousandSeparator' | 'decimalScale' | 'allowDecimal'> & {
  /**
   * spec 2 §2: quick-pick buttons from $5,000 to $70,000 ('standard'); on one variant a second
   * list from $300,000 to $800,000 as well ('extended'). Omitted: no quick picks.
   */
  quickPicks?: 'standard' | 'extended';
  /** The quick-pick group's accessible name; default '{label} quick picks'. */
  quickPicksLabel?: string;
};

/** Whole dollars as the input's value reads them: a number, or null while it is empty. */
export const moneyValue = (value: number | string | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.replace(/[^\d.-]/g, ''));
  return Number.isFinite(n) ? n : null;
};

/**
 * The money input (spec 2 §2 "Inputs"): a $ prefix and thousands separators, whole dollars,
 * never negative; optionally quick-pick buttons that set the amount in one press.
 */
export function MoneyInput({ quickPicks, quickPicksLabel, ...props }: MoneyInputProps) {
  const input = <NumberInput prefix="$" thousandSeparator="," allowNegative={false} allowDecimal={false} hideControls inputMode="numeric" {...props} />;
  if (!quickPicks) return input;
  const values = quickPicks === 'extended' ? [...MONEY_QUICK_PICKS, ...MONEY_QUICK_PICKS_HIGH] : MONEY_QUICK_PICKS;
  const label = quickPicksLabel ?? (typeof props.label === 'string' ? `${props.label} quick picks` : 'Quick picks');
  return (
    <div className={classes.field}>
      {input}
      <QuickPicks label={label} values={values} format={formatDollars} selected={moneyValue(props.value)} onPick={(value) => props.onChange?.(value)} />
    </div>
  );
}
