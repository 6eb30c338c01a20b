import { useSyncExternalStore } from 'react';

/**
 * The page's toasts (issue 14: spec 1 §8 'Watchlist success' — a title, a line of text and a
 * 'View List' action): a small store any component can push to, shown by the one
 * `<ToastRegion>` of the root layout. Choice (the spec gives the copy toast 3000 ms and the
 * watchlist toast no duration): a toast stays 5 seconds — long enough to reach its action — and
 * waits while the pointer is over it or focus is inside it (WCAG 2.2.1 'Timing Adjustable').
 */
export interface ToastAction {
  readonly label: string;
  /** A path of this site. */
  readonly href: string;
}

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  readonly action?: ToastAction;
  readonly durationMs: number;
}

export const TOAST_DURATION_MS = 5000;
/** Older toasts give way to newer ones beyond this many. */
const MAX_SHOWN = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id (for `dismissToast`). */
export function showToast(toast: { title: string; message: string; action?: ToastAction; durationMs?: number }): number {
  const id = nextId++;
  publish(
    [
      ...toasts,
      { id, title: toast.title, message: toast.message, durationMs: toast.durationMs ?? TOAST_DURATION_MS, ...(toast.action ? { action: toast.action } : {}) },
    ].slice(-MAX_SHOWN),
  );
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

const EMPTY: readonly Toast[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts showing now (none on the server). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
