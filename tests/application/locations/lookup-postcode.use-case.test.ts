import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import type { Geocoder, GeocoderUnavailable, PostcodePlace } from '../../../application/locations/geocoder.port';
import { LookupPostcode } from '../../../application/locations/lookup-postcode.use-case';
import { INVALID_POSTCODE_MESSAGE, type Postcode } from '../../../domain/locations/postcode';
import { GEOCODING_NO_RESULT_MESSAGE } from '../../../domain/tradein/trade-in-flow';

const BRISBANE: PostcodePlace = { postcode: '4000' as Postcode, locality: 'Brisbane', state: 'QLD', latitude: -27.4684, longitude: 153.0221 };

/** An in-memory geocoder that knows a few places, or is down, and remembers what it was asked. */
class InMemoryGeocoder implements Geocoder {
  readonly asked: string[] = [];
  constructor(
    private readonly places: readonly PostcodePlace[],
    private readonly down = false,
  ) {}
  postcode(postcode: Postcode): TE.TaskEither<GeocoderUnavailable, PostcodePlace | null> {
    this.asked.push(postcode);
    return async () =>
      this.down ? E.left({ code: 'GEOCODER.UNAVAILABLE', message: 'down' }) : E.right(this.places.find((p) => p.postcode === postcode) ?? null);
  }
}

describe('LookupPostcode (issue 12; spec 2 §5, §7, §8)', () => {
  it('answers the place the geocoder knows for a 4-digit postcode, trimmed', async () => {
    const geocoder = new InMemoryGeocoder([BRISBANE]);
    expect(await new LookupPostcode({ geocoder }).execute({ postcode: ' 4000 ' })()).toEqual(E.right(BRISBANE));
    expect(geocoder.asked).toEqual(['4000']);
  });

  it('is POSTCODE.NOT_FOUND with Invalid postcode when the geocoder finds nothing', async () => {
    const result = await new LookupPostcode({ geocoder: new InMemoryGeocoder([BRISBANE]) }).execute({ postcode: '9999' })();
    expect(result).toEqual(E.left({ code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE }));
  });

  it('checks the postcode first: a malformed or missing one never reaches the geocoder', async () => {
    const geocoder = new InMemoryGeocoder([BRISBANE]);
    const lookup = new LookupPostcode({ geocoder });
    expect(await lookup.execute({ postcode: 'abcd' })()).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
    expect(await lookup.execute({ postcode: '400' })()).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
    expect(await lookup.execute({ postcode: undefined })()).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }));
    expect(geocoder.asked).toEqual([]);
  });

  it('passes GEOCODER.UNAVAILABLE through', async () => {
    const result = await new LookupPostcode({ geocoder: new InMemoryGeocoder([], true) }).execute({ postcode: '4000' })();
    expect(result).toEqual(E.left({ code: 'GEOCODER.UNAVAILABLE', message: 'down' }));
  });
});
