import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { Postcode, type PostcodeError } from '../../domain/locations/postcode';
import { GEOCODING_NO_RESULT_MESSAGE } from '../../domain/tradein/trade-in-flow';
import type { UseCase } from '../shared/use-case';
import type { Geocoder, GeocoderUnavailable, PostcodePlace } from './geocoder.port';

export type { PostcodePlace } from './geocoder.port';

/** spec 2 §8 'Geocoding no result': a well-formed postcode the geocoder knows no place for. */
export interface PostcodeNotFound {
  readonly code: 'POSTCODE.NOT_FOUND';
  readonly message: typeof GEOCODING_NO_RESULT_MESSAGE;
}

export type LookupPostcodeFailure = PostcodeError | PostcodeNotFound | GeocoderUnavailable;

export interface LookupPostcodeInput {
  readonly postcode: string | null | undefined;
}

/**
 * spec 2 §7 'GET to a maps geocoding service' (issue 12): the Australian place of a postcode, for
 * the postcode fields. The value is checked first (spec 2 §5: POSTCODE.REQUIRED or
 * POSTCODE.INVALID, 'Invalid postcode. Please enter a 4-digit number.'), so a malformed one never
 * reaches the geocoder; a postcode with no place is POSTCODE.NOT_FOUND, 'Invalid postcode'
 * (spec 2 §5, §8); a geocoder that cannot answer is GEOCODER.UNAVAILABLE.
 */
export class LookupPostcode implements UseCase<LookupPostcodeInput, LookupPostcodeFailure, PostcodePlace> {
  constructor(private readonly deps: { readonly geocoder: Geocoder }) {}

  execute({ postcode }: LookupPostcodeInput): TE.TaskEither<LookupPostcodeFailure, PostcodePlace> {
    return pipe(
      TE.fromEither(Postcode.parse(postcode)),
      TE.chainW((valid) => this.deps.geocoder.postcode(valid)),
      TE.chainW((place) => (place ? TE.right(place) : TE.left<PostcodeNotFound>({ code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE }))),
    );
  }
}
