import { readFile } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { Geocoder, GeocoderUnavailable, PostcodePlace } from '../../application/locations/geocoder.port';
import { Postcode } from '../../domain/locations/postcode';
import { isAustralianState } from '../../domain/tradein/trade-in-fields';

/** The header the table must start with (config/reference/README.md). */
export const POSTCODE_TABLE_HEADER = ['postcode', 'locality', 'state', 'latitude', 'longitude'] as const;

/**
 * Parses the postcode table (CSV: postcode, locality, state, latitude, longitude; no quoted
 * fields) into one place per postcode. Several localities per postcode: the first row wins
 * (the port's "first of several"), so the index keeps file order. A 3-digit postcode is one whose
 * leading zero a spreadsheet dropped ('800' for 0800; the shipped file has 381 such rows, all NT,
 * ACT and the 0872 area): it is read with the zero put back, and as it comes later in the file
 * than the 4-digit rows, a 4-digit row of the same postcode wins. A malformed row is a defect of
 * the shipped data, not a shopper's mistake: it throws, naming the line.
 */
export function parsePostcodeTable(csv: string): ReadonlyMap<string, PostcodePlace> {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  if (header.join(',') !== POSTCODE_TABLE_HEADER.join(',')) {
    throw new Error(`The postcode table must start with the header '${POSTCODE_TABLE_HEADER.join(',')}', not '${lines[0] ?? ''}'.`);
  }
  const places = new Map<string, PostcodePlace>();
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    const cells = line.split(',').map((cell) => cell.trim());
    const [code = '', locality = '', state = '', lat = '', lng = ''] = cells;
    const postcode = Postcode.parse(/^\d{3}$/.test(code) ? `0${code}` : code);
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (
      cells.length !== 5 ||
      E.isLeft(postcode) ||
      locality === '' ||
      !isAustralianState(state) ||
      lat === '' ||
      lng === '' ||
      !inAustralia(latitude, longitude)
    ) {
      throw new Error(`The postcode table's line ${i + 1} is not 'postcode,locality,state,latitude,longitude' of an Australian place: '${line}'.`);
    }
    if (!places.has(postcode.right)) places.set(postcode.right, { postcode: postcode.right, locality, state, latitude, longitude });
  }
  return places;
}

/** A box around Australia and its external territories: a swapped or unsigned coordinate falls outside it. */
function inAustralia(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && latitude >= -55 && latitude <= -9 && longitude >= 72 && longitude <= 168;
}

/**
 * The default geocoder (issue 12 'Geocoding port'): offline, from the Australian postcode table
 * (config/reference/au-postcodes.csv). The table is read and indexed once, on the first lookup,
 * so start-up stays fast; it never fails (a postcode with no row is `null`, spec 2 §8 'Invalid
 * postcode'). A table that cannot be read or parsed is a defect: the lookup rejects, and the next
 * one tries again.
 */
export class PostcodeTableGeocoder implements Geocoder {
  private index: Promise<ReadonlyMap<string, PostcodePlace>> | null = null;

  /** `load` gives the CSV text; it is called on the first lookup. */
  constructor(private readonly load: () => string | Promise<string>) {}

  /** Reads the table from a file on the first lookup. */
  static fromFile(path: string | URL): PostcodeTableGeocoder {
    return new PostcodeTableGeocoder(() => readFile(path, 'utf8'));
  }

  /** From CSV text already in memory (tests, another source). */
  static fromCsv(csv: string): PostcodeTableGeocoder {
    return new PostcodeTableGeocoder(() => csv);
  }

  postcode(postcode: Postcode): TE.TaskEither<GeocoderUnavailable, PostcodePlace | null> {
    return async () => E.right((await this.places()).get(postcode) ?? null);
  }

  private places(): Promise<ReadonlyMap<string, PostcodePlace>> {
    this.index ??= Promise.resolve()
      .then(() => this.load())
      .then(parsePostcodeTable)
      .catch((error: unknown) => {
        this.index = null;
        throw error;
      });
    return this.index;
  }
}
