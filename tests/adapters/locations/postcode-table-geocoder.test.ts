import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePostcodeTable, PostcodeTableGeocoder } from '../../../adapters/locations/postcode-table-geocoder';
import type { Postcode } from '../../../domain/locations/postcode';

const code = (value: string) => value as Postcode;
/** The file config/core.ts binds the default geocoder to (POSTCODE_TABLE_FILE). */
const POSTCODE_TABLE_FILE = new URL('../../../config/reference/au-postcodes.csv', import.meta.url);

/** A few rows in the shipped file's shape (CRLF, header). */
const SAMPLE = [
  'postcode,locality,state,latitude,longitude',
  '0800,Darwin,NT,-12.4587,130.8367',
  '4000,Brisbane,QLD,-27.4684,153.0221',
  '4000,Spring Hill,QLD,-27.4684,153.0221',
  '0872,Alice Springs,NT,-21.9495,131.2988',
  '0872,Ernabella,SA,-21.9495,131.2988',
  '',
].join('\r\n');

describe('PostcodeTableGeocoder: the offline postcode table (issue 12, spec 2 §7 geocoding)', () => {
  it('answers a postcode with its first row: locality, state and coordinates', async () => {
    const geocoder = PostcodeTableGeocoder.fromCsv(SAMPLE);
    expect(await geocoder.postcode(code('4000'))()).toEqual({
      _tag: 'Right',
      right: { postcode: '4000', locality: 'Brisbane', state: 'QLD', latitude: -27.4684, longitude: 153.0221 },
    });
    // The first of several localities, even when a later one is in another state.
    expect(await geocoder.postcode(code('0872'))()).toMatchObject({ right: { locality: 'Alice Springs', state: 'NT' } });
  });

  it('puts back the leading zero a spreadsheet dropped from a 3-digit postcode', async () => {
    const geocoder = PostcodeTableGeocoder.fromCsv('postcode,locality,state,latitude,longitude\r\n820,Larrakeyah,NT,-12.4557,130.8332\r\n');
    expect(await geocoder.postcode(code('0820'))()).toMatchObject({ right: { postcode: '0820', locality: 'Larrakeyah' } });
  });

  it('answers null for a postcode with no row (spec 2 §8 Invalid postcode)', async () => {
    expect(await PostcodeTableGeocoder.fromCsv(SAMPLE).postcode(code('9999'))()).toEqual({ _tag: 'Right', right: null });
  });

  it('reads the table once, on the first lookup, not when it is made', async () => {
    let reads = 0;
    const geocoder = new PostcodeTableGeocoder(() => {
      reads += 1;
      return SAMPLE;
    });
    expect(reads).toBe(0);
    await Promise.all([geocoder.postcode(code('0800'))(), geocoder.postcode(code('4000'))()]);
    await geocoder.postcode(code('9999'))();
    expect(reads).toBe(1);
  });

  it('rejects a table that cannot be read, and reads it again on the next lookup', async () => {
    let reads = 0;
    const geocoder = new PostcodeTableGeocoder(async () => {
      reads += 1;
      if (reads === 1) throw new Error('disk unavailable');
      return SAMPLE;
    });
    await expect(geocoder.postcode(code('0800'))()).rejects.toThrow('disk unavailable');
    expect(await geocoder.postcode(code('0800'))()).toMatchObject({ right: { locality: 'Darwin' } });
    expect(reads).toBe(2);
  });

  it('refuses a table without the header or with a malformed row, naming the line', () => {
    expect(() => parsePostcodeTable('code,suburb,state,lat,lng\n4000,Brisbane,QLD,-27.4,153.0')).toThrow(/must start with the header/);
    expect(() => parsePostcodeTable('postcode,locality,state,latitude,longitude\n4000,Brisbane,QLD,-27.4,153.0\n40,Nowhere,QLD,-27.4,153.0')).toThrow(/line 3/);
    expect(() => parsePostcodeTable('postcode,locality,state,latitude,longitude\n4000,Brisbane,Queensland,-27.4,153.0')).toThrow(/line 2/);
    // Latitude and longitude swapped: not in Australia.
    expect(() => parsePostcodeTable('postcode,locality,state,latitude,longitude\n4000,Brisbane,QLD,153.0,-27.4')).toThrow(/line 2/);
    expect(() => parsePostcodeTable('postcode,locality,state,latitude,longitude\n4000,Brisbane,QLD,-27.4')).toThrow(/line 2/);
  });

  describe('the shipped table (config/reference/au-postcodes.csv)', () => {
    const csv = readFileSync(POSTCODE_TABLE_FILE, 'utf8');
    const places = parsePostcodeTable(csv);

    it('holds 18233 well formed rows over 3050 postcodes once dropped leading zeros are put back', () => {
      expect(csv.trimEnd().split(/\r?\n/)).toHaveLength(18_234);
      expect(places.size).toBe(3_050);
      expect([...places.keys()].every((postcode) => /^\d{4}$/.test(postcode))).toBe(true);
    });

    it('reads a 3-digit postcode as the 4-digit one, the 4-digit row winning where both exist', () => {
      // 0801 is in the file only as '801'; 0800 both as '0800' (line 3) and '800' (later, other coordinates).
      expect(places.get('0801')).toEqual({ postcode: '0801', locality: 'Darwin', state: 'NT', latitude: -12.801, longitude: 130.9558 });
      expect(places.get('0800')).toMatchObject({ latitude: -12.4587, longitude: 130.8367 });
      expect(places.has('801')).toBe(false);
    });

    it('places the capital cities where they are', async () => {
      const geocoder = PostcodeTableGeocoder.fromFile(POSTCODE_TABLE_FILE);
      const at = async (postcode: string) => {
        const answer = await geocoder.postcode(code(postcode))();
        return answer._tag === 'Right' ? answer.right : answer.left;
      };
      expect(await at('4000')).toEqual({ postcode: '4000', locality: 'Brisbane', state: 'QLD', latitude: -27.4684, longitude: 153.0221 });
      expect(await at('0800')).toEqual({ postcode: '0800', locality: 'Darwin', state: 'NT', latitude: -12.4587, longitude: 130.8367 });
      expect(await at('3000')).toMatchObject({ state: 'VIC' });
      expect(await at('6000')).toMatchObject({ state: 'WA' });
      expect(await at('7000')).toMatchObject({ state: 'TAS' });
      expect(await at('2600')).toMatchObject({ state: 'ACT' });
      expect(await at('9999')).toBeNull();
    });
  });
});
