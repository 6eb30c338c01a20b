import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { Postcode } from '../../domain/locations/postcode';

/**
 * Geocoding restricted to Australia (issue 12; spec 2 §7 'GET to a maps geocoding service':
 * postal_code, restricted to Australia; a location or no result). The default adapter reads
 * the Australian postcode table; a hosted adapter calls a maps geocoding API with a key.
 */
export interface Geocoder {
  /** The place of a 4-digit postcode; `none` (spec 2 §8 'Invalid postcode') when the service finds nothing. */
  postcode(postcode: Postcode): TE.TaskEither<GeocoderUnavailable, PostcodePlace | null>;
}

export interface PostcodePlace {
  readonly postcode: Postcode;
  /** The locality (suburb) the postcode is known by; the first of several. */
  readonly locality: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface GeocoderUnavailable {
  readonly code: 'GEOCODER.UNAVAILABLE';
  readonly message: string;
}
