/**
 * The watchlist's save button as pure state (issue 14; spec 1 §4 'Save updates at once
 * (optimistic) then calls the server; remove does the opposite'; spec 1 §8 'Watchlist call
 * failure'). The shopper sees a car saved or not the moment they click; the call to the server
 * is recorded as a pending operation, and its answer either settles it or rolls back exactly
 * that operation — other cars' toggles made since are left alone.
 *
 * Choices where the spec is silent:
 *  - A second click on a car whose call is still in flight is ignored (no second operation):
 *    two calls for one car racing each other could land in either order, and the shopper's
 *    screen would have to guess which one the server kept. The button says it is busy instead.
 *  - Clicks before the shopper's list has loaded are ignored too: the button does not yet know
 *    whether the click means save or remove.
 *  - A list loaded while calls are in flight takes the server's word for every car except the
 *    ones with a pending call, which keep the shopper's latest intent until their answer comes.
 */
import * as O from 'fp-ts/Option';

export type WatchlistAction = 'save' | 'remove';

/** One call to the server, made by one click. */
export interface WatchlistOp {
  /** Unique within a state's life: names the call when its answer comes back. */
  readonly seq: number;
  readonly carId: number;
  /** What the click asked for: 'save' when the car was not saved before it. */
  readonly action: WatchlistAction;
}

export interface WatchlistToggleState {
  /** False until the shopper's list has loaded: clicks are ignored until then. */
  readonly loaded: boolean;
  /** The cars the shopper sees as saved (their latest intent). */
  readonly saved: ReadonlySet<number>;
  /** Calls made and not yet answered, oldest first (at most one per car). */
  readonly pending: readonly WatchlistOp[];
  readonly nextSeq: number;
}

export const initialWatchlistToggle: WatchlistToggleState = { loaded: false, saved: new Set(), pending: [], nextSeq: 1 };

export function isSaved(state: WatchlistToggleState, carId: number): boolean {
  return state.saved.has(carId);
}

/** True while the car's call is in flight (its button is busy; a click on it is ignored). */
export function isPending(state: WatchlistToggleState, carId: number): boolean {
  return state.pending.some((op) => op.carId === carId);
}

function withCar(saved: ReadonlySet<number>, carId: number, on: boolean): ReadonlySet<number> {
  if (saved.has(carId) === on) return saved;
  const next = new Set(saved);
  if (on) next.add(carId);
  else next.delete(carId);
  return next;
}

/**
 * A click on a car's save button: flips the car at once and records the call to make. None —
 * and the state unchanged — before the list has loaded or while the car's last call is in flight.
 */
export function toggle(state: WatchlistToggleState, carId: number): { readonly state: WatchlistToggleState; readonly op: O.Option<WatchlistOp> } {
  if (!state.loaded || isPending(state, carId)) return { state, op: O.none };
  const op: WatchlistOp = { seq: state.nextSeq, carId, action: state.saved.has(carId) ? 'remove' : 'save' };
  return {
    state: {
      ...state,
      saved: withCar(state.saved, carId, op.action === 'save'),
      pending: [...state.pending, op],
      nextSeq: state.nextSeq + 1,
    },
    op: O.some(op),
  };
}

/** The server did what the call asked: the shown state stands; the call is no longer pending. */
export function succeeded(state: WatchlistToggleState, op: WatchlistOp): WatchlistToggleState {
  if (!state.pending.some((p) => p.seq === op.seq)) return state;
  return { ...state, pending: state.pending.filter((p) => p.seq !== op.seq) };
}

/**
 * The server refused the call (or never answered): the car goes back to how it was before the
 * click; every other car keeps what it shows. An unknown (already settled) call changes nothing.
 */
export function failed(state: WatchlistToggleState, op: WatchlistOp): WatchlistToggleState {
  if (!state.pending.some((p) => p.seq === op.seq)) return state;
  return {
    ...state,
    saved: withCar(state.saved, op.carId, op.action === 'remove'),
    pending: state.pending.filter((p) => p.seq !== op.seq),
  };
}

/** The shopper's list as the server holds it; cars with a call in flight keep their shown state. */
export function loaded(state: WatchlistToggleState, carIds: Iterable<number>): WatchlistToggleState {
  const saved = new Set(carIds);
  for (const op of state.pending) {
    if (op.action === 'save') saved.add(op.carId);
    else saved.delete(op.carId);
  }
  return { ...state, loaded: true, saved };
}

/** spec 1 §8 'Watchlist success': the toast after a call the server accepted. */
export interface WatchlistToastCopy {
  readonly title: string;
  readonly message: string;
  readonly actionLabel: typeof VIEW_LIST_LABEL;
}

export const VIEW_LIST_LABEL = 'View List';
export const CAR_SAVED_TITLE = 'Car Saved In Watchlist';
export const CAR_REMOVED_TITLE = 'Car Removed';

export function watchlistToast(action: WatchlistAction, carName: string): WatchlistToastCopy {
  return action === 'save'
    ? { title: CAR_SAVED_TITLE, message: `${carName} is now available in your watchlist`, actionLabel: VIEW_LIST_LABEL }
    : { title: CAR_REMOVED_TITLE, message: `${carName} is no longer in your watchlist`, actionLabel: VIEW_LIST_LABEL };
}
