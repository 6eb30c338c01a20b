import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { z } from 'zod';
import type { Geocoder, GeocoderUnavailable, PostcodePlace } from '../../application/locations/geocoder.port';
import type { Postcode } from '../../domain/locations/postcode';
import { isAustralianState } from '../../domain/tradein/trade-in-fields';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';
/** A postcode field waits on this; a slower answer is an outage, not a result. */
export const DEFAULT_GEOCODING_TIMEOUT_MS = 5_000;

export interface GoogleGeocodingOptions {
  /** The Geocoding API key (settings: GOOGLE_GEOCODING_KEY). Sent as `key`; never logged. */
  readonly apiKey: string;
  /** Default https://maps.googleapis.com (settings: GOOGLE_GEOCODING_URL; a local fake in tests). */
  readonly baseUrl?: string;
  /** Default 5 s. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const component = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
const result = z.object({
  address_components: z.array(component).default([]),
  formatted_address: z.string().optional(),
  postcode_localities: z.array(z.string()).optional(),
  geometry: z.object({ location: z.object({ lat: z.number().finite(), lng: z.number().finite() }) }),
});
/** The Geocoding API's answer, as far as we read it; unknown fields are ignored. */
const answerSchema = z.object({
  status: z.string(),
  results: z.array(z.unknown()).default([]),
  error_message: z.string().optional(),
});
type GoogleResult = z.output<typeof result>;

/**
 * The hosted geocoder (issue 12 'Geocoding port': a real adapter for a hosted geocoding API with
 * a key): Google's Geocoding API, `GET {base}/maps/api/geocode/json?components=postal_code:{code}|country:AU&key={key}`
 * (spec 2 §7: postal_code, restricted to Australia; the key is withheld from the browser — only
 * the server calls it).
 *
 * Answers: status `OK` → the first result that is in Australia (country component `AU`, an
 * Australian state as `administrative_area_level_1`) and, where it names a postal code, that
 * postcode; none such, or `ZERO_RESULTS` → `null` (spec 2 §8 'Invalid postcode'). Any other status
 * (`REQUEST_DENIED`, `OVER_QUERY_LIMIT`, `OVER_DAILY_LIMIT`, `INVALID_REQUEST`, `UNKNOWN_ERROR`), a
 * non-2xx HTTP status, an unreadable body, no connection or a timeout → GEOCODER.UNAVAILABLE,
 * whose message names the cause and never the key. No retries: the shopper's field asks again.
 */
export class GoogleGeocodingGeocoder implements Geocoder {
  private readonly baseUrl: string;

  constructor(private readonly options: GoogleGeocodingOptions) {
    if (options.apiKey.trim() === '') throw new Error('GoogleGeocodingGeocoder needs an API key.');
    this.baseUrl = (options.baseUrl ?? GOOGLE_MAPS_BASE_URL).replace(/\/+$/, '');
  }

  postcode(postcode: Postcode): TE.TaskEither<GeocoderUnavailable, PostcodePlace | null> {
    return async () => {
      const url = new URL(`${this.baseUrl}/maps/api/geocode/json`);
      url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
      url.searchParams.set('key', this.options.apiKey);
      let response: Response;
      let body: unknown;
      try {
        response = await (this.options.fetch ?? fetch)(url, {
          headers: { accept: 'application/json', 'user-agent': 'Caryard-Geocoder/1' },
          redirect: 'manual',
          signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_GEOCODING_TIMEOUT_MS),
        });
        if (response.status < 200 || response.status >= 300) {
          await response.body?.cancel().catch(() => {});
          return this.unavailable(`answered HTTP ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        return this.unavailable(reasonOf(error));
      }
      const answer = answerSchema.safeParse(body);
      if (!answer.success) return this.unavailable('answered with a body that is not a Geocoding API response');
      const { status, results, error_message } = answer.data;
      if (status === 'ZERO_RESULTS') return E.right(null);
      if (status !== 'OK') return this.unavailable(`answered ${status}${error_message ? `: ${error_message}` : ''}`);
      for (const candidate of results) {
        const parsed = result.safeParse(candidate);
        const place = parsed.success ? placeOf(parsed.data, postcode) : null;
        if (place) return E.right(place);
      }
      return E.right(null);
    };
  }

  private unavailable(cause: string): E.Either<GeocoderUnavailable, never> {
    // The key is in the URL only, but a provider's error text could quote the request.
    const message = `Google Geocoding ${cause}`.split(this.options.apiKey).join('[key]').slice(0, 300);
    return E.left({ code: 'GEOCODER.UNAVAILABLE', message });
  }
}

/** The place of one result, or null when it is not this Australian postcode. */
function placeOf(found: GoogleResult, postcode: Postcode): PostcodePlace | null {
  const first = (type: string) => found.address_components.find((c) => c.types.includes(type));
  if (first('country')?.short_name !== 'AU') return null;
  const state = first('administrative_area_level_1')?.short_name;
  if (!isAustralianState(state)) return null;
  const postalCode = first('postal_code')?.short_name;
  if (postalCode !== undefined && postalCode !== postcode) return null;
  const locality =
    first('locality')?.long_name ??
    found.postcode_localities?.[0] ??
    first('sublocality')?.long_name ??
    first('colloquial_area')?.long_name ??
    found.formatted_address
      ?.split(',')[0]
      ?.replace(new RegExp(`\\s+${state}\\s+${postcode}$`), '')
      .trim();
  if (!locality) return null;
  const { lat, lng } = found.geometry.location;
  return { postcode, locality, state, latitude: lat, longitude: lng };
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return `failed: ${String(error)}`;
  if (error.name === 'TimeoutError') return 'timed out';
  if (error instanceof SyntaxError) return 'answered with a body that is not JSON';
  return `failed: ${(error.cause as Error | undefined)?.message ?? error.message}`;
}
