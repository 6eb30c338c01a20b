import { lazy } from 'react';

type BelowFoldModule = typeof import('./vehicle-below-fold');

let loaded: BelowFoldModule | null = null;

/** Loads the below-the-fold part of the vehicle page (the route loader awaits it, so the server renders it in full). */
export const loadBelowFold = (): Promise<BelowFoldModule> =>
  import('./vehicle-below-fold').then((module) => {
    loaded = module;
    return module;
  });

/** Resolves once the page has loaded: in the browser the part below the fold hydrates after the page is interactive. */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * The part below the fold, rendered on the server and hydrated in the browser only after the
 * load event (React keeps its server HTML meanwhile): its script is not part of what loads
 * before the page is interactive. Once loaded, it resolves synchronously — so the server,
 * whose route loader loaded it first, renders it in full rather than a fallback.
 */
export const BelowFold = lazy((): Promise<BelowFoldModule> => {
  if (loaded !== null) {
    const module = loaded;
    // A thenable that calls back at once: React reads the component in this very render.
    return { then: (onLoaded: (m: BelowFoldModule) => void) => onLoaded(module) } as unknown as Promise<BelowFoldModule>;
  }
  return afterPageLoad().then(loadBelowFold);
});
