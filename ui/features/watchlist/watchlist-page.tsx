import '@mantine/core/styles/Switch.css';
import { Button, Container, Switch } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { GarageAnswer, SavedSearchView, WatchedCar } from '../../../application/shoppers/shopper-contract';
import { isSafeReturnPath } from '../../../domain/shoppers/sign-in';
import { formatDollars } from '../../../domain/vehicle/money';
import { shopperClient } from '../../client/shopper-client';
import { CarIcon } from '../../components/icons';
import { showToast } from '../../components/toasts/toasts';
import { useShopperSession } from '../../hooks/use-shopper-session';
import { useSite } from '../../hooks/use-site';
import { MyDataPanel } from '../garage/my-data-panel';
import { SignInGate } from '../sign-in/sign-in-gate';
import { useWatchlist } from './use-watchlist';
import { BookmarkIcon } from './watchlist-icons';
import classes from './watchlist.module.css';

export const WATCHLIST_TITLE = 'My Watchlist';
export const EMPTY_WATCHLIST_TITLE = 'Your watchlist is empty';
export const SOLD_LABEL = 'Sold';
export const GONE_LABEL = 'No longer listed';

/**
 * /watchlist (issue 14; spec 1 §2 the watchlist list page, §4 'Watchlist'): the signed-in
 * shopper's saved cars, newest first, with their price now and their status — a sold car is
 * marked, never silently dropped — and their saved searches. Sign-in is asked for on every site
 * (spec 1 §4: the watchlist needs a phone), whatever the site gates.
 */
export function WatchlistPage() {
  const site = useSite();
  // While the sign-in is checked the gate shows the same heading, so nothing jumps.
  return (
    <SignInGate type="watchlist" always title={WATCHLIST_TITLE}>
      <Container size="lg" className={classes.page}>
        <header className={classes.header}>
          <h1 className={classes.title}>{WATCHLIST_TITLE}</h1>
          <p className={classes.lead}>The cars and searches you have saved at {site.name}, kept with your mobile number.</p>
        </header>
        <WatchlistContent site={site} />
      </Container>
    </SignInGate>
  );
}

function WatchlistContent({ site }: { site: PublicSite }) {
  const watchlist = useWatchlist();
  const garage = useGarage();
  const carsHeading = useRef<HTMLHeadingElement>(null);
  // A list loaded earlier in this visit (on a car's page) is loaded again: cars saved since show.
  const loadedBefore = useRef(watchlist.status === 'ready');
  useEffect(() => {
    if (loadedBefore.current) watchlist.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const cars = watchlist.cars;
  const remove = (car: WatchedCar) => {
    watchlist.toggle({ id: car.car_id, name: car.name });
    // The row goes at once: focus goes to the list's heading rather than to nowhere.
    carsHeading.current?.focus();
  };

  return (
    <>
      <section className={classes.section} aria-labelledby="watchlist-cars">
        <h2 id="watchlist-cars" ref={carsHeading} tabIndex={-1} className={classes.sectionTitle}>
          Saved cars{cars && cars.length > 0 ? <span className={classes.count}> ({cars.length})</span> : null}
        </h2>
        {watchlist.status === 'unavailable' ? (
          <div className={classes.notice} role="alert">
            <p>Your watchlist could not be loaded just now{watchlist.error ? `: ${watchlist.error}` : '.'}</p>
            <Button variant="default" onClick={watchlist.reload}>
              Try again
            </Button>
          </div>
        ) : cars === null ? (
          <p className={classes.loading} aria-busy="true">
            Loading your watchlist…
          </p>
        ) : cars.length === 0 ? (
          <div className={classes.empty}>
            <BookmarkIcon size={32} />
            <h3 className={classes.emptyTitle}>{EMPTY_WATCHLIST_TITLE}</h3>
            <p>Use ‘Save to Watchlist’ on a car’s page and it will wait for you here, with its price kept up to date.</p>
            <Button component={Link} to="/search">
              Browse cars
            </Button>
          </div>
        ) : (
          <ul className={classes.cars}>
            {cars.map((car) => (
              <WatchedCarRow key={car.car_id} car={car} pending={watchlist.isPending(car.car_id)} onRemove={() => remove(car)} />
            ))}
          </ul>
        )}
      </section>

      <SavedSearches site={site} garage={garage} />

      {site.features.garage ? (
        <section className={classes.section} aria-labelledby="watchlist-garage">
          <h2 id="watchlist-garage" className={classes.sectionTitle}>
            Your garage
          </h2>
          <p className={classes.muted}>Your reservations, trade-in offers, service bookings and alert settings are in your garage.</p>
          <Button component={Link} to="/my-garage" variant="default">
            Open my garage
          </Button>
        </section>
      ) : garage.state.status === 'ready' ? (
        // Sites without a garage: the shopper's alerts, devices and 'Delete my data' are here.
        <div className={classes.section}>
          <MyDataPanel garage={garage.state.garage} onChange={garage.set} />
        </div>
      ) : null}
    </>
  );
}

/** The row's status line: sold and gone cars are marked, not dropped (issue 14). */
function statusLabel(car: WatchedCar): { label: string; tone: 'sold' | 'gone' | 'soon' } | null {
  if (car.status === 'gone') return { label: GONE_LABEL, tone: 'gone' };
  if (car.sold) return { label: SOLD_LABEL, tone: 'sold' };
  if (car.status === 'coming_soon') return { label: 'Coming soon', tone: 'soon' };
  return null;
}

const savedDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
};

function WatchedCarRow({ car, pending, onRemove }: { car: WatchedCar; pending: boolean; onRemove: () => void }) {
  const status = statusLabel(car);
  const linked = car.slug !== null && car.status !== 'gone';
  // The price moved since it was saved: the old one is shown beside it (and a drop says so).
  const was = !car.sold && car.price !== null && car.price_when_saved !== null && car.price !== car.price_when_saved ? car.price_when_saved : null;
  const drop = was !== null && car.price !== null && car.price < was ? was - car.price : null;
  const saved = savedDate(car.saved_at);
  return (
    <li className={classes.car} data-car-id={car.car_id} data-status={car.status}>
      <div className={classes.thumb} data-sold={car.sold || undefined}>
        {car.primary_image_url ? <img src={car.primary_image_url} alt="" width={320} height={240} loading="lazy" decoding="async" /> : <CarIcon size={36} />}
      </div>
      <div className={classes.details}>
        <h3 className={classes.carName}>{linked ? <Link to={`/cars/${car.slug}`}>{car.name}</Link> : car.name}</h3>
        {status ? (
          <span className={classes.status} data-tone={status.tone}>
            {status.label}
          </span>
        ) : null}
        {!car.sold ? (
          <p className={classes.price}>
            <strong>{car.price_text}</strong>
            {was !== null ? (
              <span className={classes.was} data-dropped={drop !== null || undefined}>
                was {formatDollars(was)}
                {drop !== null ? ` (down ${formatDollars(drop)})` : ''}
              </span>
            ) : null}
          </p>
        ) : null}
        {saved ? <p className={classes.muted}>Saved {saved}</p> : null}
      </div>
      <Button
        variant="subtle"
        color="red"
        className={classes.remove}
        onClick={onRemove}
        aria-busy={pending || undefined}
        aria-label={`Remove ${car.name} from your watchlist`}
      >
        Remove
      </Button>
    </li>
  );
}

type GarageState =
  { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly garage: GarageAnswer };

interface Garage {
  readonly state: GarageState;
  readonly load: () => void;
  readonly set: (next: GarageAnswer) => void;
  /** Changes the garage as loaded (nothing before it has loaded). */
  readonly update: (change: (garage: GarageAnswer) => GarageAnswer) => void;
}

/** What the site holds about the shopper (GET /api/garage): their saved searches and, without a garage page, their data panel. */
function useGarage(): Garage {
  const session = useShopperSession();
  const [state, setState] = useState<GarageState>({ status: 'loading' });
  const shopperId = session.shopper?.id ?? null;
  const load = useCallback(() => {
    setState({ status: 'loading' });
    void shopperClient()
      .garage()
      .then((answer) => setState(answer.ok ? { status: 'ready', garage: answer.value } : { status: 'failed', message: answer.message }))
      .catch(() => setState({ status: 'failed', message: 'We could not reach the server.' }));
  }, []);
  useEffect(() => {
    if (shopperId !== null) load();
  }, [shopperId, load]);
  const set = useCallback((garage: GarageAnswer) => setState({ status: 'ready', garage }), []);
  const update = useCallback(
    (change: (garage: GarageAnswer) => GarageAnswer) => setState((s) => (s.status === 'ready' ? { status: 'ready', garage: change(s.garage) } : s)),
    [],
  );
  return { state, load, set, update };
}

/** The shopper's saved searches: open, switch new-stock alerts, remove. */
function SavedSearches({ site, garage }: { site: PublicSite; garage: Garage }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const state = garage.state;

  const change = (next: (searches: readonly SavedSearchView[]) => readonly SavedSearchView[]) =>
    garage.update((g) => ({ ...g, saved_searches: next(g.saved_searches) }));

  const setAlerts = async (search: SavedSearchView, alerts: boolean) => {
    change((list) => list.map((s) => (s.id === search.id ? { ...s, alerts } : s)));
    const answer = await shopperClient()
      .setSearchAlerts(search.id, alerts)
      .catch(() => null);
    if (answer?.ok) return;
    change((list) => list.map((s) => (s.id === search.id ? { ...s, alerts: search.alerts } : s)));
    showToast({ title: 'Alerts not changed', message: answer?.message ?? 'We could not reach the server. Please try again.' });
  };

  const remove = async (search: SavedSearchView) => {
    change((list) => list.filter((s) => s.id !== search.id));
    heading.current?.focus();
    const answer = await shopperClient()
      .removeSearch(search.id)
      .catch(() => null);
    if (answer?.ok) {
      showToast({ title: 'Search removed', message: `${search.label} is no longer in your saved searches` });
      return;
    }
    garage.load();
    showToast({ title: 'Search not removed', message: answer?.message ?? 'We could not reach the server. Please try again.' });
  };

  return (
    <section className={classes.section} aria-labelledby="watchlist-searches">
      <h2 id="watchlist-searches" ref={heading} tabIndex={-1} className={classes.sectionTitle}>
        Saved searches
      </h2>
      {state.status === 'loading' ? (
        <p className={classes.loading} aria-busy="true">
          Loading your saved searches…
        </p>
      ) : state.status === 'failed' ? (
        <div className={classes.notice} role="alert">
          <p>Your saved searches could not be loaded just now: {state.message}</p>
          <Button variant="default" onClick={garage.load}>
            Try again
          </Button>
        </div>
      ) : state.garage.saved_searches.length === 0 ? (
        <p className={classes.muted}>
          No saved searches yet. Use ‘Save search’ on a <Link to="/search">search page</Link> to keep it here.
        </p>
      ) : (
        <>
          <ul className={classes.searches}>
            {state.garage.saved_searches.map((search) => (
              <li key={search.id} className={classes.search}>
                <div className={classes.searchText}>
                  {isSafeReturnPath(search.href) ? <Link to={search.href}>{search.label}</Link> : <span>{search.label}</span>}
                  {savedDate(search.created_at) ? <span className={classes.muted}>Saved {savedDate(search.created_at)}</span> : null}
                </div>
                {site.shopper_lists.alerts ? (
                  <Switch
                    className={classes.alertSwitch}
                    checked={search.alerts}
                    onChange={(event) => void setAlerts(search, event.currentTarget.checked)}
                    label="New-stock alerts"
                    aria-label={`New-stock alerts for ${search.label}`}
                  />
                ) : null}
                <Button variant="subtle" color="red" onClick={() => void remove(search)} aria-label={`Remove ${search.label} from your saved searches`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          {site.shopper_lists.alerts && !state.garage.alerts.enabled && state.garage.saved_searches.some((s) => s.alerts) ? (
            <p className={classes.muted}>
              New-stock alerts go out once you switch on alerts {site.features.garage ? <Link to="/my-garage">in your garage</Link> : 'below'}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
