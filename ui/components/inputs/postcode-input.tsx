import { TextInput, type TextInputProps } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { INVALID_POSTCODE_MESSAGE, Postcode } from '../../../domain/locations/postcode';

export type PostcodeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength' | 'inputMode'> & {
  /** The postcode typed so far; absent: empty. */
  value?: string | undefined;
  /** The digits typed (anything else is dropped as it is typed), at most 4. */
  onChange: (value: string) => void;
  /**
   * Check the postcode when the field is left and say 'Invalid postcode. Please enter a
   * 4-digit number.' (spec 2 §5, §8) if it is not 4 digits. Default true; an `error` given
   * by a form always wins. An empty field is the form's 'required' rule, not this one.
   */
  validateOnBlur?: boolean;
};

/** Only digits, at most four (spec 2 §5: max length 4, no thousands separator). */
export const postcodeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 4);

/**
 * The postcode input (spec 2 §2 "Inputs"; §5 Postcode): exactly 4 digits, max length 4, no
 * separator; the numeric keypad on a phone; the spec's one message when it is wrong.
 */
export function PostcodeInput({ value = '', onChange, validateOnBlur = true, error, onBlur, onFocus, ...props }: PostcodeInputProps) {
  const [checked, setChecked] = useState(false);
  const own = validateOnBlur && checked && value !== '' && E.isLeft(Postcode.parse(value)) ? INVALID_POSTCODE_MESSAGE : undefined;
  return (
    <TextInput
      autoComplete="postal-code"
      {...props}
      inputMode="numeric"
      maxLength={4}
      value={value}
      error={error ?? own}
      onChange={(event) => onChange(postcodeDigits(event.currentTarget.value))}
      onFocus={(event) => {
        setChecked(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setChecked(true);
        onBlur?.(event);
      }}
    />
  );
}
