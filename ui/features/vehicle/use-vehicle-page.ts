import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LiveCarFields, PublicSite } from '../../../application/client/caryard-client.port';
import { AnalyticsEventName, vehicleViewEventId, type AnalyticsEventId, type CallPlacement } from '../../../domain/analytics';
import type { Car } from '../../../domain/vehicle/car';
import { toMillis } from '../../../domain/vehicle/instant';
import { COPY_TOAST_MS } from '../../../domain/vehicle/vehicle-page';
import { sendAndForget, useCaryardClient } from '../../hooks/use-caryard-client';

/** Sends an analytics event about the car (spec 2 §7 ids); a failure is logged and ignored. */
export function useTrack(carId: number | null) {
  const client = useCaryardClient();
  return useCallback(
    (eventId: AnalyticsEventId) => {
      sendAndForget(client.trackEvent({ event: { event_id: eventId, car_id: carId, url: window.location.href } }), `analytics event ${eventId}`);
    },
    [client, carId],
  );
}

/**
 * spec 1 §7 "call clicks": a click on a Call control (a tel: link) sends a call click with
 * where it was (`placement`). Spec 2 §7 gives it no id, so it goes by name (`call_click`,
 * domain/analytics AnalyticsEventName). Fire-and-forget with keepalive: the link's own
 * navigation is neither prevented nor delayed; a failure is logged and ignored.
 */
export function useTrackCall(carId: number | null) {
  const client = useCaryardClient();
  return useCallback(
    (placement: CallPlacement) => {
      const event = { event: AnalyticsEventName.callClick, car_id: carId, url: window.location.href, properties: { placement } };
      sendAndForget(client.trackEvent({ event }), 'call click');
    },
    [client, carId],
  );
}

/**
 * spec 1 §7: on load the page records a view (`view.json`) with its copy of the car and
 * applies the live fields the answer says are newer (price, status, photos); spec 1 §9:
 * a used-vehicle view sends event 4. A failed call returns nothing (logged, ignored).
 */
export function useRecordView(car: Car, site: Pick<PublicSite, 'id'>): { views: number | null; live: LiveCarFields } {
  const client = useCaryardClient();
  const track = useTrack(car.id);
  const [views, setViews] = useState<number | null>(null);
  const [live, setLive] = useState<LiveCarFields>({});
  useEffect(() => {
    let cancelled = false;
    setLive({});
    const updatedAt = toMillis(car.updated_at);
    void client
      .recordView({ slug: car.slug, photosCount: car.photos_count, ...(updatedAt !== null ? { updatedAt: new Date(updatedAt) } : {}), websiteId: site.id })
      .then((answer) => {
        if (cancelled) return;
        if (E.isLeft(answer)) {
          console.warn(`The view of this car was not recorded (${answer.left.code}: ${answer.left.message}).`);
          return;
        }
        setViews(answer.right.views);
        setLive(answer.right.car_fields ?? {});
      });
    const event = vehicleViewEventId(car.car_type);
    if (O.isSome(event)) track(event.value);
    return () => {
      cancelled = true;
    };
    // One view per car shown (a client-side navigation to another car counts again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [car.slug]);
  return { views, live };
}

/** spec 2 §9: one toast at a time, gone after 3000 ms. */
export function useToast(): { toast: string | null; show: (text: string) => void; hide: () => void } {
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setToast(null);
  }, []);
  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setToast(text);
    timer.current = window.setTimeout(() => setToast(null), COPY_TOAST_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { toast, show, hide };
}

/**
 * spec 1 §4, §7, §8: Print downloads the car's PDF (`{slug}.pdf`) with a preparing state
 * while it downloads; a failure shows its message in an alert. The download code loads on
 * the first click (print-pdf.ts).
 */
export function usePrintPdf(slug: string, onPrinted: () => void): { preparing: boolean; print: () => Promise<void> } {
  const client = useCaryardClient();
  const [preparing, setPreparing] = useState(false);
  const print = useCallback(async () => {
    setPreparing(true);
    try {
      const { downloadPdf } = await import('./print-pdf');
      await downloadPdf(client.carPdfUrl(slug), `${slug}.pdf`);
      onPrinted();
    } catch (error) {
      window.alert(error instanceof Error ? error.message : 'The PDF could not be prepared. Please try again.');
    } finally {
      setPreparing(false);
    }
  }, [client, slug, onPrinted]);
  return { preparing, print };
}

/** Whether the page's load event has fired (what waits for it loads after the page is interactive). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** The highest the sidebar's top stops on screen (px): below the site's and the page's sticky bars. */
const SIDE_MAX_TOP_PX = 200;
/** The room kept under the sidebar's last button (px). */
const SIDE_BOTTOM_GAP_PX = 16;

/**
 * issue 17 item 5: the vehicle page's sidebar follows the shopper down the long left column.
 * It is sticky (vehicle.module.css .sideArea) at `--side-top`: the screen's height less its
 * own, so a sidebar taller than the screen scrolls with the page until its last button is in
 * view and then stays, and a shorter one stops below the sticky bars (never lower than where it
 * rests, which would push it down). Kept right as the sidebar's height or the screen changes.
 */
export function useStickySide<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const place = () => {
      // Never below where the sidebar rests (the top of its grid, in the page): a sticky top beyond it would push it down.
      const rest = (el.parentElement?.getBoundingClientRect().top ?? 0) + window.scrollY;
      el.style.setProperty('--side-top', `${Math.min(SIDE_MAX_TOP_PX, rest, window.innerHeight - el.offsetHeight - SIDE_BOTTOM_GAP_PX)}px`);
    };
    const observer = new ResizeObserver(place);
    observer.observe(el);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  return ref;
}
