import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSavedCars } from '../../hooks/use-saved-cars';

// The tray's own code and styles load only once a car is in the compare list.
const CompareTray = lazy(() => import('./compare-tray'));

/** Pages the tray never covers: the compare page itself and the printable page. */
export const isTrayHiddenOn = (pathname: string): boolean => /^\/(compare|print)\/?$/i.test(pathname);

/**
 * The compare tray's place in the root layout (issue 14): nothing on the server or until the
 * shopper has a car to compare (the list lives in this browser), so it never shifts the page.
 */
export function CompareTrayMount() {
  const { compare } = useSavedCars();
  const { pathname } = useLocation();
  if (compare.length === 0 || isTrayHiddenOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
