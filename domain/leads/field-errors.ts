import * as O from 'fp-ts/Option';

/** Field name → the message shown under that field. Empty when the form is valid. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * spec 2 §5, §8: '* This field is required' is the spec's required-field message (trade-in);
 * choice: every required field without a message of its own in the spec uses it too.
 */
export const REQUIRED_MESSAGE = '* This field is required';
/** spec 2 §5, §8: the form-level heading. */
export const FORM_ERRORS_TITLE = 'Please fix the following errors:';

export interface FormLevelErrors {
  readonly title: typeof FORM_ERRORS_TITLE;
  /** One line per field in error, in the order of the errors object: 'Label: message'. */
  readonly items: readonly string[];
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * spec 2 §5: form-level errors appear as 'Please fix the following errors:' with a list.
 * Choice: each line is the field's label, a colon and the message without its leading '* '.
 */
export function formLevelErrors(errors: FieldErrors, labels: Readonly<Record<string, string>> = {}): O.Option<FormLevelErrors> {
  const items = Object.entries(errors).map(([field, message]) => `${labels[field] ?? field}: ${message.replace(/^\*\s*/, '')}`);
  return items.length === 0 ? O.none : O.some({ title: FORM_ERRORS_TITLE, items });
}

export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
