/**
 * The watchlist's optimistic toggle as pure state, without React (issue 14 'optimistic toggles
 * without React as pure state'; spec 1 §4 'Save updates at once (optimistic) then calls the
 * server; remove does the opposite'; spec 1 §8 'Watchlist call failure').
 *
 * The property tests play a shopper clicking cars, a server answering the calls in any order
 * (applying a call only when it answers success) and the list loading at any moment, and check
 * what the shopper sees against what the server holds.
 */
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import {
  failed,
  initialWatchlistToggle,
  isPending,
  isSaved,
  loaded,
  succeeded,
  toggle,
  type WatchlistOp,
  type WatchlistToggleState,
  watchlistToast,
} from '../../../domain/shoppers/watchlist-toggle';

type Command = { kind: 'click'; car: number } | { kind: 'answer'; pick: number; ok: boolean } | { kind: 'load' };

const CARS = [101, 102, 103, 104, 105];
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...CARS).map((car) => ({ kind: 'click' as const, car })) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), ok: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'load' as const }) },
);

interface World {
  client: WatchlistToggleState;
  server: Set<number>;
  /** Calls made and not answered, with what the shopper saw of the car just before the click. */
  inFlight: { op: WatchlistOp; before: boolean }[];
}

function apply(server: Set<number>, op: WatchlistOp): void {
  if (op.action === 'save') server.add(op.carId);
  else server.delete(op.carId);
}

const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** Runs the commands; `onFailure` sees each refusal's state before and after. */
function play(
  initialServer: readonly number[],
  commands: readonly Command[],
  onFailure: (before: WatchlistToggleState, after: WatchlistToggleState, call: { op: WatchlistOp; before: boolean }) => void = () => {},
): World {
  const world: World = { client: initialWatchlistToggle, server: new Set(initialServer), inFlight: [] };
  const answer = (index: number, ok: boolean) => {
    const [call] = world.inFlight.splice(index, 1);
    if (!call) return;
    if (ok) {
      apply(world.server, call.op);
      world.client = succeeded(world.client, call.op);
    } else {
      const before = world.client;
      world.client = failed(world.client, call.op);
      onFailure(before, world.client, call);
    }
  };
  for (const c of commands) {
    if (c.kind === 'click') {
      const before = isSaved(world.client, c.car);
      const next = toggle(world.client, c.car);
      world.client = next.state;
      if (O.isSome(next.op)) world.inFlight.push({ op: next.op.value, before });
    } else if (c.kind === 'answer') {
      if (world.inFlight.length > 0) answer(c.pick % world.inFlight.length, c.ok);
    } else {
      world.client = loaded(world.client, world.server);
    }
  }
  return world;
}

/** Answers every call still in flight, in the order and with the outcomes given. */
function settleAll(world: World, outcomes: readonly boolean[]): void {
  let i = 0;
  while (world.inFlight.length > 0) {
    const call = world.inFlight.shift()!;
    const ok = outcomes[i++ % Math.max(outcomes.length, 1)] ?? true;
    if (ok) {
      apply(world.server, call.op);
      world.client = succeeded(world.client, call.op);
    } else {
      world.client = failed(world.client, call.op);
    }
  }
}

const initialServer = fc.uniqueArray(fc.constantFrom(...CARS), { maxLength: CARS.length });
// The list loads first (as the hook does once the shopper is signed in), then anything happens.
const session = fc.array(command, { maxLength: 60 }).map((rest): Command[] => [{ kind: 'load' }, ...rest]);
// Or the shopper clicks before the list has loaded, which must change nothing.
const anySession = fc.array(command, { maxLength: 60 });

describe('watchlist toggle (spec 1 §4 optimistic save and remove)', () => {
  it('after every call settles the saved cars are exactly what the server holds', () => {
    fc.assert(
      fc.property(initialServer, session, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (start, commands, outcomes) => {
        const world = play(start, commands);
        settleAll(world, outcomes);
        expect(world.client.pending).toEqual([]);
        expect(sorted(world.client.saved)).toEqual(sorted(world.server));
      }),
    );
  });

  it('after every call settles the saved cars are what the server holds even with clicks before the list loaded', () => {
    fc.assert(
      fc.property(initialServer, anySession, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (start, commands, outcomes) => {
        const world = play(start, [...commands, { kind: 'load' }]);
        settleAll(world, outcomes);
        expect(sorted(world.client.saved)).toEqual(sorted(world.server));
      }),
    );
  });

  it('a failure restores the car to how it was before that click and leaves every other car alone', () => {
    let failures = 0;
    fc.assert(
      fc.property(initialServer, session, (start, commands) => {
        play(start, commands, (before, after, call) => {
          failures++;
          expect(isSaved(after, call.op.carId)).toBe(call.before);
          expect(isPending(after, call.op.carId)).toBe(false);
          for (const car of CARS.filter((c) => c !== call.op.carId)) {
            expect(isSaved(after, car)).toBe(isSaved(before, car));
            expect(isPending(after, car)).toBe(isPending(before, car));
          }
        });
      }),
    );
    // The generator does reach refusals (a property that never meets one asserts nothing).
    expect(failures).toBeGreaterThan(0);
  });

  it('a click shows its result at once and at most one call per car is in flight', () => {
    fc.assert(
      fc.property(initialServer, session, (start, commands) => {
        const world: World = { client: initialWatchlistToggle, server: new Set(start), inFlight: [] };
        for (const c of commands) {
          if (c.kind === 'click') {
            const wasSaved = isSaved(world.client, c.car);
            const wasPending = isPending(world.client, c.car);
            const next = toggle(world.client, c.car);
            if (wasPending) {
              expect(O.isNone(next.op)).toBe(true);
              expect(next.state).toBe(world.client);
            } else {
              expect(isSaved(next.state, c.car)).toBe(!wasSaved);
              expect(next.op).toEqual(O.some(expect.objectContaining({ carId: c.car, action: wasSaved ? 'remove' : 'save' })));
            }
            world.client = next.state;
          } else if (c.kind === 'load') {
            world.client = loaded(world.client, world.server);
          } else if (world.client.pending.length > 0) {
            const op = world.client.pending[c.pick % world.client.pending.length]!;
            world.client = c.ok ? succeeded(world.client, op) : failed(world.client, op);
          }
          const cars = world.client.pending.map((op) => op.carId);
          expect(new Set(cars).size).toBe(cars.length);
        }
      }),
    );
  });
});

describe('watchlist toggle choices', () => {
  const ready = loaded(initialWatchlistToggle, [7]);

  it('ignores a click before the list has loaded', () => {
    const next = toggle(initialWatchlistToggle, 7);
    expect(O.isNone(next.op)).toBe(true);
    expect(next.state).toBe(initialWatchlistToggle);
  });

  it('saves a car that is not saved and removes one that is', () => {
    const save = toggle(ready, 8);
    expect(save.op).toEqual(O.some({ seq: 1, carId: 8, action: 'save' }));
    expect(sorted(save.state.saved)).toEqual([7, 8]);
    const remove = toggle(save.state, 7);
    expect(remove.op).toEqual(O.some({ seq: 2, carId: 7, action: 'remove' }));
    expect(sorted(remove.state.saved)).toEqual([8]);
  });

  it('ignores a second click on a car whose call is still in flight', () => {
    const first = toggle(ready, 8);
    const second = toggle(first.state, 8);
    expect(O.isNone(second.op)).toBe(true);
    expect(isSaved(second.state, 8)).toBe(true);
    expect(second.state.pending).toHaveLength(1);
  });

  it('rolls back only the refused call when a later click on another car is still in flight', () => {
    const a = toggle(ready, 8);
    const b = toggle(a.state, 9);
    if (O.isNone(a.op) || O.isNone(b.op)) throw new Error('both clicks make a call');
    const after = failed(b.state, a.op.value);
    expect(isSaved(after, 8)).toBe(false);
    expect(isSaved(after, 9)).toBe(true);
    expect(after.pending).toEqual([b.op.value]);
  });

  it('keeps the shown state of a car with a call in flight when the list loads meanwhile', () => {
    const removing = toggle(ready, 7);
    const reloaded = loaded(removing.state, [7, 12]);
    expect(isSaved(reloaded, 7)).toBe(false);
    expect(isSaved(reloaded, 12)).toBe(true);
  });

  it('changes nothing for an answer to a call already settled', () => {
    const save = toggle(ready, 8);
    if (O.isNone(save.op)) throw new Error('the click makes a call');
    const settled = succeeded(save.state, save.op.value);
    expect(failed(settled, save.op.value)).toBe(settled);
    expect(succeeded(settled, save.op.value)).toBe(settled);
  });
});

describe('watchlist toasts (spec 1 §8 Watchlist success)', () => {
  it('words a save and a removal as the spec has them, each with View List', () => {
    expect(watchlistToast('save', '2021 Toyota Corolla Ascent')).toEqual({
      title: 'Car Saved In Watchlist',
      message: '2021 Toyota Corolla Ascent is now available in your watchlist',
      actionLabel: 'View List',
    });
    expect(watchlistToast('remove', '2021 Toyota Corolla Ascent')).toEqual({
      title: 'Car Removed',
      message: '2021 Toyota Corolla Ascent is no longer in your watchlist',
      actionLabel: 'View List',
    });
  });
});
