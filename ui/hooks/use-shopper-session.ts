import { useCallback, useSyncExternalStore } from 'react';
import type { ShopperView } from '../../application/shoppers/shopper-contract';
import { shopperClient } from '../client/shopper-client';

/**
 * The signed-in shopper (issue 14), loaded once per page view after the page (pages are
 * cached for everyone: nothing personal is rendered on the server). 'loading' until the
 * session call answers — also while server-rendering — so a gated page never shows before
 * the user has loaded (spec 2 §2 'once the user load finishes').
 */
export type ShopperSession =
  | { readonly status: 'loading'; readonly shopper: null }
  | { readonly status: 'signed-in'; readonly shopper: ShopperView }
  | { readonly status: 'signed-out'; readonly shopper: null };

const LOADING: ShopperSession = { status: 'loading', shopper: null };
const SIGNED_OUT: ShopperSession = { status: 'signed-out', shopper: null };

let current: ShopperSession = LOADING;
let started = false;
const listeners = new Set<() => void>();

function publish(next: ShopperSession): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in (again); every hook re-renders with the answer. */
export async function refreshShopperSession(): Promise<ShopperSession> {
  started = true;
  try {
    const answer = await shopperClient().session();
    publish(answer.ok && answer.value.signed_in && answer.value.shopper !== null ? { status: 'signed-in', shopper: answer.value.shopper } : SIGNED_OUT);
  } catch {
    // No answer (offline): treat as signed out rather than spin for ever.
    publish(SIGNED_OUT);
  }
  return current;
}

/** Sets the session from an answer already in hand (after verify-code or sign-out). */
export function setShopperSession(shopper: ShopperView | null): void {
  started = true;
  publish(shopper === null ? SIGNED_OUT : { status: 'signed-in', shopper });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) void refreshShopperSession();
  return () => listeners.delete(listener);
}

export function useShopperSession(): ShopperSession & { refresh: () => Promise<ShopperSession> } {
  const session = useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
  const refresh = useCallback(() => refreshShopperSession(), []);
  return { ...session, refresh };
}
