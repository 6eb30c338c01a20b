import { NumberInput, type NumberInputProps } from '@mantine/core';
import { KM_QUICK_PICKS } from '../../../domain/search/hero-search';
import { formatNumber } from '../../lib/search-labels';
import './inputs.css';
import classes from './inputs.module.css';
import { moneyValue } from './money-input';
import { QuickPicks } from './quick-picks';

export type KilometresInputProps = Omit<NumberInputProps, 'prefix' | 'suffix' | 'thousandSeparator' | 'decimalScale' | 'allowDecimal'> & {
  /** spec 2 §2: quick-pick options; true: the default list (KM_QUICK_PICKS). */
  quickPicks?: boolean | readonly number[];
  quickPicksLabel?: string;
};

/** How a distance reads on a quick pick and in the input: '50,000 kms'. */
export const formatKms = (km: number): string => `${formatNumber(km)} kms`;

/**
 * The kilometres input (spec 2 §2 "Inputs"): thousands separators and the suffix ' kms',
 * whole kilometres, never negative; optionally quick-pick options.
 */
export function KilometresInput({ quickPicks, quickPicksLabel, ...props }: KilometresInputProps) {
  const input = <NumberInput suffix=" kms" thousandSeparator="," allowNegative={false} allowDecimal={false} hideControls inputMode="numeric" {...props} />;
  if (!quickPicks) return input;
  const values = quickPicks === true ? KM_QUICK_PICKS : quickPicks;
  const label = quickPicksLabel ?? (typeof props.label === 'string' ? `${props.label} quick picks` : 'Quick picks');
  return (
    <div className={classes.field}>
      {input}
      <QuickPicks label={label} values={values} format={formatKms} selected={moneyValue(props.value)} onPick={(value) => props.onChange?.(value)} />
    </div>
  );
}
