import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSavedCars } from '../../hooks/use-saved-cars';

// The tray's own code and styles load only once a car is in the compare list.
const CompareTray = lazy(() => import('./compare-tray'));

/**
 * Pages the tray never covers: the compare page itself, the printable page, and every page where
 * the shopper pays or buys (reserve online, buy online, an order's payment): its bar would sit over
 * the checkout's own buttons.
 */
export const isTrayHiddenOn = (pathname: string): boolean =>
  /^\/(compare|print|checkout-journey|online-payment)\/?$/i.test(pathname) || /^\/cars\/[^/]+\/(checkout|buy-online)\/?$/i.test(pathname);

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
