import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidateDescription,
  DEMO_PLATES,
  FALLBACK_YEARS,
  normalisePlate,
  retailFraction,
  SimulatedValuationProvider,
  vinCheckDigit,
} from '../../../adapters/valuation/simulated-valuation-provider';
import { findModel, MARKET, variantsIn } from '../../../adapters/valuation/simulated-market';
import type { LookupAnswer } from '../../../application/tradein/valuation-provider.port';
import { expectedKm, tradeInOffer } from '../../../domain/tradein/offer';
import { AUSTRALIAN_STATES, type AustralianState } from '../../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';

const NOW = new Date('2026-11-24T00:00:00Z');
const TODAY = '2026-11-24';
const provider = new SimulatedValuationProvider({ clock: { now: () => NOW } });

function right<L, R>(either: E.Either<L, R>): R {
  if (E.isLeft(either)) throw new Error(`expected Right, got ${JSON.stringify(either.left)}`);
  return either.right;
}

async function lookup(rego: string, state: AustralianState): Promise<LookupAnswer> {
  return right(await provider.lookupRegistration({ rego, state })());
}

async function match(rego: string, state: AustralianState): Promise<TradeInVehicle> {
  const answer = await lookup(rego, state);
  if (answer.kind !== 'match') throw new Error(`expected a match for ${state} ${rego}, got ${answer.kind}`);
  return answer.vehicle;
}

async function tradeValue(vehicle: TradeInVehicle, state: AustralianState, km: number): Promise<number> {
  return right(await provider.value({ vehicle, rego: vehicle.Registration ?? '', state, km })()).trade_price;
}

/** A VIN as a register holds it: 17 characters without I, O or Q, a valid check digit, the model year at position 10. */
function expectValidVin(vin: string | undefined, year: number): void {
  expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  expect(vin?.charAt(8)).toBe(vinCheckDigit(vin ?? ''));
  expect(vin?.charAt(9)).toBe('ABCDEFGHJKLMNPRSTVWXY123456789'.charAt((year - 1980) % 30));
}

/** Every field of spec 2 §3 'Vehicle lookup result' a single match carries. */
function expectFullVehicle(vehicle: TradeInVehicle, plate: string): void {
  expect(vehicle.EvalID).toMatch(/^SIM-/);
  expectValidVin(vehicle.VIN, vehicle.Year);
  expect(vehicle.Body).toMatch(/\w/);
  expect(vehicle.Transmission).toMatch(/Automatic|Continuous Variable|Dual Clutch|Manual/);
  expect([3, 4, 5, 6, 8]).toContain(vehicle.Cylinders);
  expect(vehicle.BuildYr).toBe(vehicle.Year);
  expect(vehicle.CompYr).toBe(vehicle.Year);
  expect(vehicle.BuildMth).toBeGreaterThanOrEqual(1);
  expect(vehicle.CompMth).toBeGreaterThan(vehicle.BuildMth ?? 13);
  expect(vehicle.CompMth).toBeLessThanOrEqual(12);
  expect(vehicle.EngineNo).toMatch(/^[A-Z0-9]{2,4}\d{7}$/);
  expect(vehicle.Registration).toBe(plate);
  expect(vehicle.RegExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((vehicle.RegExpiry ?? '') > TODAY).toBe(true);
  expect(vehicle.redbookCode).toMatch(new RegExp(`^AUV[A-Z]{4}${vehicle.Year}[A-Z]{4}$`));
  expect(vehicle.Series).toMatch(/\w/);
  expect(vehicle.KM).toBeUndefined();
}

/** The rows of the README's 'Trade-in demo plates' table. */
function readmeDemoPlates(): { plate: string; state: string; gives: string }[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('### Trade-in demo plates');
  expect(start).toBeGreaterThan(0);
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Plate') && !line.startsWith('|---'))
    .map((line) => {
      const [plate = '', state = '', gives = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { plate, state, gives };
    });
}

const plateArb = fc.stringMatching(/^[A-Z0-9]{1,9}$/).filter((plate) => !['NOMATCH', 'OUTAGE'].includes(plate) && !/^CAND0\d$/.test(plate));
const stateArb = fc.constantFrom(...AUSTRALIAN_STATES);

describe('simulated valuation provider: the demo plates of the README table', () => {
  const rows = readmeDemoPlates();

  it('the README table lists a single match and a candidates plate for each of the eight states, and no match and outage for every state', () => {
    for (const state of AUSTRALIAN_STATES) {
      expect(rows.filter((row) => row.state === state).map((row) => row.plate)).toEqual([DEMO_PLATES[state].single.plate, DEMO_PLATES[state].candidates.plate]);
    }
    expect(rows.filter((row) => row.state === 'every state').map((row) => row.plate)).toEqual(['NOMATCH', 'OUTAGE']);
  });

  it('every single match plate finds the car the table names, with every lookup field', async () => {
    const singles = rows.filter((row) => row.gives.startsWith('single match: '));
    expect(singles).toHaveLength(8);
    for (const row of singles) {
      const vehicle = await match(row.plate, row.state as AustralianState);
      expect(`single match: ${vehicle.Year} ${vehicle.Make} ${vehicle.Model} ${vehicle.Variant}`).toBe(row.gives);
      expect(vehicle.EvalID).toBe(`SIM-${row.state}-${row.plate}`);
      expectFullVehicle(vehicle, row.plate);
    }
  });

  it('every candidates plate lists the descriptions the table names, in its order', async () => {
    const lists = rows.filter((row) => /^\d candidates: /.test(row.gives));
    expect(lists).toHaveLength(8);
    for (const row of lists) {
      const [, count, car, badges] = /^(\d) candidates: (.+) \((.+)\)$/.exec(row.gives) ?? [];
      const answer = await lookup(row.plate, row.state as AustralianState);
      if (answer.kind !== 'candidates') throw new Error(`expected candidates for ${row.state} ${row.plate}`);
      expect(answer.candidates).toHaveLength(Number(count));
      expect(answer.candidates.length).toBeGreaterThanOrEqual(3);
      expect(answer.candidates.length).toBeLessThanOrEqual(4);
      const expected = (badges ?? '').split(', ');
      answer.candidates.forEach((description, i) => {
        expect(description).toMatch(new RegExp(`^${escape(`${car} ${expected[i]}`)} (Auto|Manual) (FWD|AWD|4WD|RWD)$`));
      });
      expect(answer.lookupId).toBe(`SIM-${row.state}-${row.plate}`);
    }
  });

  it('NOMATCH finds nothing in every state', async () => {
    for (const state of AUSTRALIAN_STATES) expect(await lookup('NOMATCH', state)).toEqual({ kind: 'no_match' });
  });

  it('OUTAGE is a provider outage in every state: VALUATION.UNAVAILABLE on lookup', async () => {
    for (const state of AUSTRALIAN_STATES) {
      const answer = await provider.lookupRegistration({ rego: 'OUTAGE', state })();
      expect(answer).toEqual(E.left({ code: 'VALUATION.UNAVAILABLE', provider: 'simulated', message: expect.stringContaining('OUTAGE') }));
    }
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('simulated valuation provider: plates as people type them', () => {
  it('ignores case, spaces and dashes', async () => {
    expect(normalisePlate(' 123 abc ')).toBe('123ABC');
    expect(normalisePlate('s-123-abc')).toBe('S123ABC');
    expect(await match('123 abc', 'QLD')).toEqual(await match('123ABC', 'QLD'));
    expect(await lookup('no match', 'VIC')).toEqual({ kind: 'no_match' });
    expect(E.isLeft(await provider.lookupRegistration({ rego: 'outage', state: 'NT' })())).toBe(true);
    expect((await lookup('cand 01', 'QLD')).kind).toBe('candidates');
  });

  it('finds nothing for a blank plate or one longer than nine characters', async () => {
    expect(await lookup('   ', 'QLD')).toEqual({ kind: 'no_match' });
    expect(await lookup('ABCDEFGHIJ', 'QLD')).toEqual({ kind: 'no_match' });
  });

  it('a demo plate of one state is an ordinary plate in another', async () => {
    const vehicle = await match('CAND01', 'NSW');
    expect(vehicle.EvalID).toBe('SIM-NSW-CAND01');
  });
});

describe('simulated valuation provider: any other plate (hash of plate and state)', () => {
  it('gives the same car for the same plate and state, on any instance of the provider', async () => {
    await fc.assert(
      fc.asyncProperty(plateArb, stateArb, async (plate, state) => {
        const again = new SimulatedValuationProvider({ clock: { now: () => NOW } });
        expect(right(await again.lookupRegistration({ rego: plate, state })())).toEqual(await lookup(plate, state));
      }),
      { numRuns: 50 },
    );
  });

  it('with unique evaluations (as deployed), two lookups of one plate and state give the same car: VIN, engine number, build month, every field but the EvalID', async () => {
    const deployed = new SimulatedValuationProvider({ clock: { now: () => NOW }, uniqueEvaluations: true });
    const vehicleOf = async (rego: string, state: AustralianState, description?: string): Promise<TradeInVehicle> => {
      const answer = right(await deployed.lookupRegistration({ rego, state })());
      if (answer.kind === 'match') return answer.vehicle;
      if (answer.kind !== 'candidates') throw new Error(`expected a car for ${state} ${rego}, got ${answer.kind}`);
      return right(await deployed.chooseCandidate({ lookupId: answer.lookupId, description: description ?? answer.candidates[0] ?? '', rego, state })());
    };
    for (const [rego, state] of [
      ['123ABC', 'QLD'],
      ['ABC12D', 'NSW'],
      ['CAND01', 'QLD'],
      ['XYZ789', 'VIC'],
    ] as const) {
      const [first, second] = [await vehicleOf(rego, state), await vehicleOf(rego, state)];
      expect(first.EvalID, `${state} ${rego}`).not.toBe(second.EvalID);
      const { EvalID: _a, ...firstCar } = first;
      const { EvalID: _b, ...secondCar } = second;
      expect(secondCar, `${state} ${rego}`).toEqual(firstCar);
      expect(firstCar.VIN).toBeDefined();
      expect(firstCar.EngineNo).toBeDefined();
      expect(firstCar.BuildMth).toBeDefined();
      // And the evaluation read back later is the same car again.
      const {
        EvalID: _c,
        KM: _km,
        ...readBack
      } = right(
        await deployed.updateEvaluation({
          evalId: second.EvalID,
          km: 50_000,
          userEmail: '',
          cName: 'Ann',
          cEmail: 'ann@example.com.au',
          cPhone: '0412 345 678',
        })(),
      );
      expect(readBack, `${state} ${rego}`).toEqual(firstCar);
    }
  });

  it('gives a plausible car: a model and badge of the market table sold in that year, 2017 to 2024, with every lookup field', async () => {
    await fc.assert(
      fc.asyncProperty(plateArb, stateArb, async (plate, state) => {
        const vehicle = await match(plate, state);
        const model = findModel(vehicle.Make, vehicle.Model);
        expect(model).toBeDefined();
        expect(vehicle.Year).toBeGreaterThanOrEqual(FALLBACK_YEARS.from);
        expect(vehicle.Year).toBeLessThanOrEqual(FALLBACK_YEARS.to);
        const badge = variantsIn(model ?? MARKET[0]!, vehicle.Year).find((v) => v.name === vehicle.Variant);
        expect(badge).toBeDefined();
        expect(vehicle.Transmission).toBe(badge?.transmission);
        expect(vehicle.Cylinders).toBe(badge?.cylinders);
        expect(vehicle.EngineNo?.startsWith(badge?.engine ?? '?')).toBe(true);
        expect(vehicle.EvalID).toBe(`SIM-${state}-${plate}`);
        expectFullVehicle(vehicle, plate);
      }),
      { numRuns: 100 },
    );
  });

  it('spreads plates over many different cars', async () => {
    const cars = new Set<string>();
    for (let n = 0; n < 200; n++) {
      const vehicle = await match(`TST${n}`, 'QLD');
      cars.add(`${vehicle.Year} ${vehicle.Make} ${vehicle.Model} ${vehicle.Variant}`);
    }
    expect(cars.size).toBeGreaterThan(60);
    expect(new Set([...cars].map((car) => car.split(' ')[1])).size).toBeGreaterThanOrEqual(8);
  });
});

describe('simulated valuation provider: choosing a candidate, photos and the update', () => {
  it('answers the refined vehicle of each description offered, each with its own EvalID', async () => {
    for (const state of AUSTRALIAN_STATES) {
      const { plate } = DEMO_PLATES[state].candidates;
      const answer = await lookup(plate, state);
      if (answer.kind !== 'candidates') throw new Error('expected candidates');
      const evalIds = new Set<string>();
      for (const description of answer.candidates) {
        const vehicle = right(await provider.chooseCandidate({ lookupId: answer.lookupId, description, rego: plate, state })());
        expect(
          candidateDescription({
            model: findModel(vehicle.Make, vehicle.Model)!,
            variant: variantsIn(findModel(vehicle.Make, vehicle.Model)!, vehicle.Year).find((v) => v.name === vehicle.Variant)!,
            year: vehicle.Year,
          }),
        ).toBe(description);
        expectFullVehicle(vehicle, plate);
        evalIds.add(vehicle.EvalID);
      }
      expect(evalIds.size).toBe(answer.candidates.length);
    }
  });

  it('finds the candidates from the lookup reference alone, as manual-entry sends only vin and desc', async () => {
    const vehicle = right(
      await provider.chooseCandidate({ lookupId: 'SIM-QLD-CAND01', description: '2019 Mazda CX-5 Touring Auto AWD', rego: '', state: 'NSW' })(),
    );
    expect(vehicle).toMatchObject({
      EvalID: 'SIM-QLD-CAND01-3',
      Make: 'Mazda',
      Model: 'CX-5',
      Variant: 'Touring',
      Year: 2019,
      Registration: 'CAND01',
      Series: 'KF',
    });
  });

  it('falls back to the rego and state sent when the reference is not its own', async () => {
    const vehicle = right(
      await provider.chooseCandidate({ lookupId: 'EV-12345', description: '2020 Kia Sportage SX Auto FWD', rego: 'cand 04', state: 'SA' })(),
    );
    expect(vehicle).toMatchObject({ EvalID: 'SIM-SA-CAND04-2', Variant: 'SX' });
  });

  it('answers NO_SUCH_CANDIDATE for a description not offered, or a reference that offered none', async () => {
    const notOffered = await provider.chooseCandidate({
      lookupId: 'SIM-QLD-CAND01',
      description: '2019 Mazda CX-5 GT SP Auto AWD',
      rego: 'CAND01',
      state: 'QLD',
    })();
    expect(notOffered).toEqual(E.left({ code: 'VALUATION.NO_SUCH_CANDIDATE', message: expect.stringContaining('GT SP') }));
    const single = await provider.chooseCandidate({
      lookupId: 'SIM-QLD-123ABC',
      description: '2019 Toyota HiLux SR5 Auto 4WD',
      rego: '123ABC',
      state: 'QLD',
    })();
    expect(E.isLeft(single) && single.left.code).toBe('VALUATION.NO_SUCH_CANDIDATE');
  });

  it('takes every photo', async () => {
    const vehicle = await match('123ABC', 'QLD');
    expect(
      await provider.uploadImage({ evalId: vehicle.EvalID, fileName: 'front.jpg', mime: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff]) })(),
    ).toEqual(E.right(undefined));
  });

  it('answers the update with the vehicle as looked up and the kilometres set, for a match and for a chosen candidate', async () => {
    const update = { km: 85_000, userEmail: 'sales@example.com.au', cName: 'Jo Citizen', cEmail: 'jo@example.com', cPhone: '0412345678' };
    const single = await match('1AB2CD', 'VIC');
    expect(right(await provider.updateEvaluation({ ...update, evalId: single.EvalID })())).toEqual({ ...single, KM: 85_000 });
    const chosen = right(
      await provider.chooseCandidate({ lookupId: 'SIM-NT-CAND08', description: '2021 Isuzu D-Max LS-U Auto 4WD', rego: 'CAND08', state: 'NT' })(),
    );
    expect(right(await provider.updateEvaluation({ ...update, evalId: chosen.EvalID })())).toEqual({ ...chosen, KM: 85_000 });
  });

  it('answers VALUATION.UNAVAILABLE to an update of an evaluation it never issued', async () => {
    const update = { km: 85_000, userEmail: 'sales@example.com.au', cName: 'Jo', cEmail: 'jo@example.com', cPhone: '0412345678' };
    for (const evalId of ['EV-12345', 'SIM-QLD-NOMATCH', 'SIM-QLD-CAND01', 'SIM-QLD-CAND01-9', 'SIM-XX-ABC123']) {
      const answer = await provider.updateEvaluation({ ...update, evalId })();
      expect(E.isLeft(answer) && answer.left.code).toBe('VALUATION.UNAVAILABLE');
    }
  });
});

describe('simulated valuation provider: market value', () => {
  it('values a 2019 Toyota HiLux SR5 at the usual kilometres between $25,000 and $50,000 trade, below its retail', async () => {
    const hilux = await match('123ABC', 'QLD');
    const valuation = right(await provider.value({ vehicle: hilux, rego: '123ABC', state: 'QLD', km: expectedKm(2019, TODAY) })());
    expect(valuation.trade_price).toBeGreaterThan(25_000);
    expect(valuation.trade_price).toBeLessThan(50_000);
    expect(valuation.retail_price).toBeGreaterThan(valuation.trade_price);
    expect(Number.isInteger(valuation.trade_price)).toBe(true);
    expect(valuation.reference).toBe('SIM-QLD-123ABC@93200km');
  });

  it('values every demo car between 20% and 90% of its price new', async () => {
    for (const state of AUSTRALIAN_STATES) {
      const vehicle = await match(DEMO_PLATES[state].single.plate, state);
      const model = findModel(vehicle.Make, vehicle.Model)!;
      const priceNew = variantsIn(model, vehicle.Year).find((v) => v.name === vehicle.Variant)!.priceNew;
      const trade = await tradeValue(vehicle, state, expectedKm(vehicle.Year, TODAY));
      expect(trade / priceNew).toBeGreaterThan(0.2);
      expect(trade / priceNew).toBeLessThan(0.9);
    }
  });

  it('depreciates 14% in the first year and 7% a year after', () => {
    expect(retailFraction(0)).toBe(1);
    expect(retailFraction(1)).toBeCloseTo(0.86, 10);
    expect(retailFraction(2)).toBeCloseTo(0.86 * 0.93, 10);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        expect(retailFraction(older)).toBeLessThanOrEqual(retailFraction(younger));
      }),
    );
  });

  it('market value never rises with kilometres', async () => {
    await fc.assert(
      fc.asyncProperty(plateArb, stateArb, fc.integer({ min: 0, max: 600_000 }), fc.integer({ min: 0, max: 600_000 }), async (plate, state, a, b) => {
        const vehicle = await match(plate, state);
        const [less, more] = a <= b ? [a, b] : [b, a];
        const [high, low] = [await tradeValue(vehicle, state, less), await tradeValue(vehicle, state, more)];
        expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('values a newer car of the same badge at least as high', async () => {
    const model = findModel('Toyota', 'HiLux')!;
    const at = (year: number): TradeInVehicle => ({ EvalID: `SIM-QLD-T${year}`, Make: 'Toyota', Model: 'HiLux', Variant: 'SR5', Year: year });
    let previous = 0;
    for (const year of [2016, 2018, 2020, 2022, 2024]) {
      expect(variantsIn(model, year).some((v) => v.name === 'SR5')).toBe(true);
      const trade = await tradeValue(at(year), 'QLD', expectedKm(year, TODAY));
      expect(trade).toBeGreaterThan(previous);
      previous = trade;
    }
  });

  it('prices a badge it does not know from the cheapest badge of that year', async () => {
    const known = await tradeValue({ EvalID: 'X', Make: 'Toyota', Model: 'HiLux', Variant: 'Workmate', Year: 2020 }, 'QLD', 80_000);
    const unknown = await tradeValue({ EvalID: 'X', Make: 'toyota', Model: 'hilux', Variant: 'Special Edition', Year: 2020 }, 'QLD', 80_000);
    expect(unknown).toBe(known);
  });

  it('has no valuation for a car over 20 years old or a make and model without market data', async () => {
    const old = await provider.value({
      vehicle: { EvalID: 'X', Make: 'Toyota', Model: 'HiLux', Variant: 'SR5', Year: 2005 },
      rego: 'OLD1',
      state: 'QLD',
      km: 300_000,
    })();
    expect(old).toEqual(E.left({ code: 'VALUATION.NO_VALUATION', message: expect.stringContaining('20 years') }));
    const rare = await provider.value({ vehicle: { EvalID: 'X', Make: 'Lamborghini', Model: 'Urus', Year: 2022 }, rego: 'FAST1', state: 'QLD', km: 10_000 })();
    expect(rare).toEqual(E.left({ code: 'VALUATION.NO_VALUATION', message: expect.stringContaining('Lamborghini Urus') }));
  });

  it('with the domain formula gives the seller a plausible offer: the server asks at the usual kilometres, then adjusts', async () => {
    const hilux = await match('123ABC', 'QLD');
    const marketValue = await tradeValue(hilux, 'QLD', expectedKm(hilux.Year, TODAY));
    const average = tradeInOffer({
      marketValue,
      year: hilux.Year,
      km: expectedKm(hilux.Year, TODAY),
      condition: 'Good',
      serviceHistory: 'Full service history',
      keys: '2 or more',
      today: TODAY,
    });
    expect(average.final_price).toBe(Math.floor(marketValue / 100) * 100);
    const worn = tradeInOffer({
      marketValue,
      year: hilux.Year,
      km: 180_000,
      condition: 'Fair',
      serviceHistory: 'Partial service history',
      keys: '1',
      today: TODAY,
    });
    expect(worn.reduced_price).toBeLessThan(average.final_price);
    expect(worn.reduced_price).toBeGreaterThan(15_000);
  });
});
