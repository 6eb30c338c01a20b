import { NumberInput, type NumberInputProps } from '@mantine/core';
import './inputs.css';

export type SteppedNumberInputProps = Omit<NumberInputProps, 'step' | 'min' | 'max'> & {
  step: number;
  min: number;
  max: number;
};

/**
 * The number input with step, min and max (spec 2 §2 "Inputs"): up and down controls and the
 * arrow keys move by the step; a typed value outside the bounds is brought back to the
 * nearest bound when the field is left (spec 2 §5: out-of-range values are clamped).
 */
export function SteppedNumberInput({ step, min, max, ...props }: SteppedNumberInputProps) {
  return <NumberInput step={step} min={min} max={max} clampBehavior="blur" inputMode="decimal" {...props} />;
}
