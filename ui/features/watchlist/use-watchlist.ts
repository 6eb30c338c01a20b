import * as O from 'fp-ts/Option';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { WatchedCar } from '../../../application/shoppers/shopper-contract';
import { AnalyticsEventName } from '../../../domain/analytics';
import { saveCarAfterSignIn, signInHref, withoutSaveCarAfterSignIn, withSaveCarAfterSignIn } from '../../../domain/shoppers/sign-in';
import {
  failed,
  initialWatchlistToggle,
  isPending,
  isSaved,
  loaded,
  succeeded,
  toggle as toggleCar,
  watchlistToast,
  type WatchlistOp,
  type WatchlistToggleState,
} from '../../../domain/shoppers/watchlist-toggle';
import { shopperClient } from '../../client/shopper-client';
import { showToast } from '../../components/toasts/toasts';
import { sendAndForget, useCaryardClient } from '../../hooks/use-caryard-client';
import { refreshShopperSession, useShopperSession } from '../../hooks/use-shopper-session';

/** The list page's path (spec 1 §2 'A watchlist list page exists … its path is not shown': ours is /watchlist). */
export const WATCHLIST_PATH = '/watchlist';

/** Choice: what the alert says when the call got no answer at all (offline, the server down). */
export const NO_ANSWER_MESSAGE = 'We could not reach the server, so your watchlist was not changed. Please try again.';

/** The car a save button acts on. */
export interface WatchlistCarRef {
  readonly id: number;
  /** As the toast names it: '2021 Toyota Corolla Ascent'. */
  readonly name: string;
}

/**
 * The shopper's watchlist on this page, shared by every save button on it (a card and the
 * sidebar show one state): the optimistic toggle (domain/shoppers/watchlist-toggle.ts) plus the
 * list as GET /api/watchlist answered it, for the list page.
 */
interface WatchlistSnapshot {
  /** Whose list this is; null when nobody is signed in. */
  readonly shopperId: string | null;
  readonly toggle: WatchlistToggleState;
  /** The saved cars with their details, newest first; null until loaded. */
  readonly cars: readonly WatchedCar[] | null;
  /** The list could not be loaded (the message to show). */
  readonly error: string | null;
}

const EMPTY: WatchlistSnapshot = { shopperId: null, toggle: initialWatchlistToggle, cars: null, error: null };
let snapshot: WatchlistSnapshot = EMPTY;
const listeners = new Set<() => void>();

function publish(next: WatchlistSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function update(change: (state: WatchlistToggleState) => WatchlistToggleState): void {
  publish({ ...snapshot, toggle: change(snapshot.toggle) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the signed-in shopper's list (again); buttons stay idle until it has. */
export async function loadWatchlist(shopperId: string): Promise<void> {
  if (snapshot.shopperId !== shopperId) publish({ ...EMPTY, shopperId });
  const answer = await shopperClient().watchlist();
  if (snapshot.shopperId !== shopperId) return;
  if (answer.ok) {
    publish({
      ...snapshot,
      toggle: loaded(
        snapshot.toggle,
        answer.value.cars.map((car) => car.car_id),
      ),
      cars: answer.value.cars,
      error: null,
    });
  } else {
    publish({ ...snapshot, error: answer.message });
    // A session that ended meanwhile: the page learns the shopper is signed out.
    if (answer.status === 401) void refreshShopperSession();
  }
}

export type WatchlistStatus = 'loading' | 'signed-out' | 'ready' | 'unavailable';

export interface Watchlist {
  readonly status: WatchlistStatus;
  /** The saved cars with details (the list page), newest first, without the ones removed since. */
  readonly cars: readonly WatchedCar[] | null;
  readonly error: string | null;
  isSaved: (carId: number) => boolean;
  /** True while the car's call is in flight (a click on it is ignored meanwhile). */
  isPending: (carId: number) => boolean;
  /**
   * spec 1 §4: signed out (or no phone on the account) → sign-in with redirect and back to this
   * page; signed in → the car flips at once and the server is asked; spec 1 §8: a toast on
   * success, the server's message in an alert (and the button rolled back) on failure.
   */
  toggle: (car: WatchlistCarRef) => void;
  reload: () => void;
}

/** The current page's path, for sign-in's `redirect` and `back`. */
function herePath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

export function useWatchlist(): Watchlist {
  const session = useShopperSession();
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  const navigate = useNavigate();
  const caryard = useCaryardClient();
  const shopperId = session.shopper?.id ?? null;

  useEffect(() => {
    if (session.status === 'signed-out' && snapshot.shopperId !== null) publish(EMPTY);
    // One load per shopper per page view (loadWatchlist marks whose list it is as it starts).
    if (shopperId !== null && snapshot.shopperId !== shopperId) void loadWatchlist(shopperId);
  }, [session.status, shopperId]);

  const toggle = useCallback(
    (car: WatchlistCarRef) => {
      if (session.status === 'loading') return;
      // spec 1 §4, §6: a shopper who is not signed in, or has no phone, signs in first and comes back.
      if (session.status === 'signed-out' || !session.shopper.phone) {
        const here = herePath();
        // The save they asked for comes back with them and is made once they are signed in.
        rememberPendingSave(car.id);
        void navigate(signInHref({ type: 'watchlist', redirect: withSaveCarAfterSignIn(here, car.id), back: here }));
        return;
      }
      const next = toggleCar(snapshot.toggle, car.id);
      if (O.isNone(next.op)) return;
      const op = next.op.value;
      publish({ ...snapshot, toggle: next.state });
      void call(op, session.shopper.phone).then((answer) => {
        if (answer.success) {
          update((s) => succeeded(s, op));
          const copy = watchlistToast(op.action, car.name);
          showToast({ title: copy.title, message: copy.message, action: { label: copy.actionLabel, href: WATCHLIST_PATH } });
          // spec 1 §7: saves to the watchlist send an analytics event (by name: spec 2 §7 gives no id).
          if (op.action === 'save') {
            sendAndForget(
              caryard.trackEvent({ event: { event: AnalyticsEventName.watchlistSave, car_id: car.id, url: window.location.href } }),
              'watchlist save',
            );
          }
        } else {
          update((s) => failed(s, op));
          // spec 1 §8 'Watchlist call failure': the server's message in a browser alert, no toast —
          // after the rolled-back button has been painted.
          window.setTimeout(() => window.alert(answer.message ?? NO_ANSWER_MESSAGE), 0);
          // A session that ended meanwhile (the refusal was 'sign in'): the next click goes to sign-in.
          void refreshShopperSession();
        }
      });
    },
    [session, navigate, caryard],
  );

  const reload = useCallback(() => {
    if (shopperId !== null) void loadWatchlist(shopperId);
  }, [shopperId]);

  const status: WatchlistStatus =
    session.status === 'signed-out'
      ? 'signed-out'
      : session.status === 'loading' || state.shopperId !== shopperId || (!state.toggle.loaded && state.error === null)
        ? 'loading'
        : state.toggle.loaded
          ? 'ready'
          : 'unavailable';
  const cars = state.cars?.filter((car) => isSaved(state.toggle, car.car_id)) ?? null;

  return {
    status,
    cars,
    error: state.error,
    isSaved: (carId) => isSaved(state.toggle, carId),
    isPending: (carId) => isPending(state.toggle, carId),
    toggle,
    reload,
  };
}

/** This tab's pending save (sessionStorage): only a save this shopper started is made on return, not one a link asks for. */
const PENDING_SAVE_KEY = 'caryard.watchlist.pending-save';

function rememberPendingSave(carId: number): void {
  try {
    window.sessionStorage.setItem(PENDING_SAVE_KEY, String(carId));
  } catch {
    // Storage refused (private mode): the shopper comes back to the car and saves it by hand.
  }
}

/** True, once, when this tab asked to save `carId` before signing in; the request is then forgotten. */
function takePendingSave(carId: number): boolean {
  try {
    const pending = window.sessionStorage.getItem(PENDING_SAVE_KEY);
    if (pending !== String(carId)) return false;
    window.sessionStorage.removeItem(PENDING_SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Back from sign-in with `?save_car={id}` in the address: once the signed-in shopper's list has
 * loaded, the save they clicked before signing in is made (as a click would: optimistic, toast,
 * the server deciding for the session's shopper), and the parameter leaves the address so a
 * reload does not repeat it. A car already on the list is left as it is.
 */
export function useSaveAfterSignIn(watchlist: Watchlist, car: WatchlistCarRef): void {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = saveCarAfterSignIn(location.search) === car.id;
  const ready = watchlist.status === 'ready';
  // Once per page view: the navigation that clears the address re-renders the page before it lands.
  const handled = useRef(false);
  const latest = useRef({ watchlist, car, location });
  latest.current = { watchlist, car, location };
  useEffect(() => {
    if (!asked || !ready || handled.current) return;
    handled.current = true;
    const { watchlist: list, car: ref, location: here } = latest.current;
    void navigate(withoutSaveCarAfterSignIn(`${here.pathname}${here.search}${here.hash}`), { replace: true, preventScrollReset: true });
    if (takePendingSave(ref.id) && !list.isSaved(ref.id)) list.toggle(ref);
  }, [asked, ready, navigate]);
}

/** The server's answer to one call; a call that got no answer is a failure with our message. */
async function call(op: WatchlistOp, phone: string): Promise<{ success: boolean; message?: string }> {
  try {
    const client = shopperClient();
    const answer = op.action === 'save' ? await client.saveCar(phone, op.carId) : await client.removeCar(phone, op.carId);
    return answer.success ? answer : { success: false, message: answer.message || NO_ANSWER_MESSAGE };
  } catch {
    return { success: false, message: NO_ANSWER_MESSAGE };
  }
}
