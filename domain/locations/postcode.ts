import * as E from 'fp-ts/Either';

/** spec 2 §5, §8: the one postcode message. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

export type Postcode = string & { readonly __brand: 'Postcode' };

export interface PostcodeError {
  readonly code: 'POSTCODE.REQUIRED' | 'POSTCODE.INVALID';
  readonly message: typeof INVALID_POSTCODE_MESSAGE;
}

/**
 * spec 2 §5: required; exactly 4 digits (no separators). Choices: surrounding whitespace is
 * trimmed; a missing value has its own code but the spec's single message.
 */
export const Postcode = {
  parse(input: string | null | undefined): E.Either<PostcodeError, Postcode> {
    const value = input?.trim() ?? '';
    if (value === '') return E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE });
    return /^\d{4}$/.test(value) ? E.right(value as Postcode) : E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE });
  },
} as const;
