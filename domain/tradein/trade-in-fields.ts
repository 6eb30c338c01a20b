import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type FieldErrors, isBlank, REQUIRED_MESSAGE } from '../leads/field-errors';
import { Postcode } from '../locations/postcode';

/** spec 2 §2 Step One: the state dropdown. */
export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** spec 2 §5, §8: no candidate chosen at Step Two. */
export const CHOOSE_ONE_CAR_MESSAGE = '* Please choose one car.';
/** Choice: the spec gives no text for an odometer that is not a number; this one is ours. */
export const ODOMETER_MESSAGE = '* Please enter the odometer in whole kilometres';

/**
 * The seller's last name on every trade-in lead form (Step Four and the trade-in style side form
 * send the same lead fields, spec 2 §3): optional. spec 2 lists last_name among those fields and
 * leaves it out of what Step Four requires (§5), so no form of ours asks more than that.
 */
export const TRADE_IN_LAST_NAME = { required: false, label: 'Last name (optional)' } as const;

export function isAustralianState(value: string | null | undefined): value is AustralianState {
  return (AUSTRALIAN_STATES as readonly string[]).includes(value ?? '');
}

export interface StepOneInput {
  readonly rego?: string | null;
  readonly state?: string | null;
}

/** spec 2 §5: rego and state are required — '* This field is required'. A state outside the list counts as missing. */
export function validateStepOne(input: StepOneInput): E.Either<FieldErrors, { readonly rego: string; readonly state: AustralianState }> {
  const errors: Record<string, string> = {};
  const rego = input.rego?.trim() ?? '';
  if (rego === '') errors.rego = REQUIRED_MESSAGE;
  const state = input.state?.trim() ?? '';
  if (!isAustralianState(state)) errors.state = REQUIRED_MESSAGE;
  return Object.keys(errors).length > 0 || !isAustralianState(state) ? E.left(errors) : E.right({ rego, state });
}

/**
 * spec 2 §5 Step Two: a manual vehicle choice is required — '* Please choose one car.'. When
 * the candidate descriptions are given, the choice must be one of them.
 */
export function validateVehicleChoice(choice: string | null | undefined, candidates?: readonly string[]): E.Either<FieldErrors, string> {
  const chosen = choice?.trim() ?? '';
  if (chosen === '' || (candidates !== undefined && !candidates.some((c) => c.trim() === chosen))) {
    return E.left({ description: CHOOSE_ONE_CAR_MESSAGE });
  }
  return E.right(chosen);
}

/**
 * spec 2 §5: the odometer is parsed as an integer. Choices: spaces and thousands commas are
 * ignored, a trailing unit or fraction is dropped ('85,000 km' → 85000, '12.7' → 12), and the
 * value must start with a digit (no negatives).
 */
export function parseOdometer(input: string | number | null | undefined): O.Option<number> {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 && input <= Number.MAX_SAFE_INTEGER ? O.some(Math.trunc(input)) : O.none;
  const cleaned = (input ?? '').replace(/[\s,]/g, '');
  if (!/^\d/.test(cleaned)) return O.none;
  const km = Number.parseInt(cleaned, 10);
  return Number.isSafeInteger(km) ? O.some(km) : O.none;
}

export interface StepFourInput {
  readonly postcode?: string | null;
  readonly odometer?: string | number | null;
  readonly service_history?: string | null;
  readonly number_of_keys?: string | null;
  readonly car_condition?: string | null;
  readonly comments?: string | null;
}

export interface StepFourDetails {
  readonly postcode: Postcode;
  readonly odometer: number;
  readonly service_history: string;
  readonly number_of_keys: string;
  readonly car_condition: string;
  readonly comments: string;
}

const STEP_FOUR_TEXT_FIELDS = ['service_history', 'number_of_keys', 'car_condition', 'comments'] as const;

/**
 * spec 2 §5 Step Four requires postcode, odometer, service_history, number_of_keys,
 * car_condition and comments. Choices: a blank field reads '* This field is required'; a
 * filled but invalid postcode reads the postcode message (spec 2 §5 Postcode). Name, email and
 * phone rules are not in the spec and not checked here.
 */
export function stepFourErrors(input: StepFourInput): FieldErrors {
  const errors: Record<string, string> = {};
  if (isBlank(input.postcode)) errors.postcode = REQUIRED_MESSAGE;
  else {
    const postcode = Postcode.parse(input.postcode);
    if (E.isLeft(postcode)) errors.postcode = postcode.left.message;
  }
  if (input.odometer === null || input.odometer === undefined || (typeof input.odometer === 'string' && isBlank(input.odometer))) {
    errors.odometer = REQUIRED_MESSAGE;
  } else if (O.isNone(parseOdometer(input.odometer))) errors.odometer = ODOMETER_MESSAGE;
  for (const field of STEP_FOUR_TEXT_FIELDS) if (isBlank(input[field])) errors[field] = REQUIRED_MESSAGE;
  return errors;
}

export function validateStepFour(input: StepFourInput): E.Either<FieldErrors, StepFourDetails> {
  const errors = stepFourErrors(input);
  const postcode = Postcode.parse(input.postcode);
  const odometer = parseOdometer(input.odometer ?? null);
  if (Object.keys(errors).length > 0 || E.isLeft(postcode) || O.isNone(odometer)) return E.left(errors);
  return E.right({
    postcode: postcode.right,
    odometer: odometer.value,
    service_history: (input.service_history ?? '').trim(),
    number_of_keys: (input.number_of_keys ?? '').trim(),
    car_condition: (input.car_condition ?? '').trim(),
    comments: (input.comments ?? '').trim(),
  });
}
