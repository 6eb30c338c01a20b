import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Badge, Button, Container, Skeleton, Switch } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { GarageAnswer, SavedSearchView, WatchedCar } from '../../../application/shoppers/shopper-contract';
import { formatTime12 } from '../../../domain/locations/opening-hours';
import { formatDollars } from '../../../domain/vehicle/money';
import { shopperClient } from '../../client/shopper-client';
import { refreshShopperSession } from '../../hooks/use-shopper-session';
import { SignInGate } from '../sign-in/sign-in-gate';
import { OrdersSection, ReservationsSection, TestDrivesSection } from './garage-dealings';
import { formatDay } from './garage-format';
import { MyDataPanel } from './my-data-panel';
import { TradeInsSection } from './trade-ins-section';
import classes from './garage.module.css';

/**
 * /my-garage (spec 2 §2; issue 14 'The garage'): behind sign-in on every site that has a garage
 * (personal by nature, whatever the site gates). The shopper's watchlist, saved searches, and
 * the reservations, trade-in offers and service bookings found by their phone, then their data
 * and settings (MyDataPanel). Loaded in the browser only: the page itself is the same for all.
 */
export function GaragePage() {
  return (
    <SignInGate type="my-garage" always title="My garage">
      <Garage />
    </SignInGate>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; garage: GarageAnswer };

const LOAD_FAILED = 'Your garage could not be loaded just now. Please try again.';

function Garage() {
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const answer = await shopperClient()
      .garage()
      .catch(() => null);
    if (answer?.ok) {
      setState({ status: 'ready', garage: answer.value });
      return;
    }
    // The session ended elsewhere (signed out on another device, or expired): the gate sends the shopper to sign in.
    if (answer?.status === 401) {
      await refreshShopperSession();
      return;
    }
    setState({ status: 'failed', message: answer?.message ?? LOAD_FAILED });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const change = useCallback((garage: GarageAnswer) => setState({ status: 'ready', garage }), []);

  return (
    <div className={classes.page}>
      <Container size="xl">
        <header className={classes.head}>
          <h1 className={classes.title}>My garage</h1>
          {state.status === 'ready' ? (
            <p className={classes.signedInAs}>
              Signed in as <strong>{state.garage.shopper.phone_display}</strong>
            </p>
          ) : (
            <Skeleton height={22} width={220} mt={10} />
          )}
        </header>
        {state.status === 'failed' ? (
          <Alert color="red" variant="light" role="alert" title="Something went wrong">
            {state.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void load()}>
              Try again
            </Button>
          </Alert>
        ) : state.status === 'loading' ? (
          <div className={classes.layout} aria-busy="true">
            <div className={classes.main}>
              <Skeleton height={220} radius="lg" />
              <Skeleton height={140} radius="lg" />
            </div>
            <div className={classes.side}>
              <Skeleton height={260} radius="lg" />
            </div>
          </div>
        ) : (
          <div className={classes.layout}>
            <div className={classes.main}>
              <WatchlistSection garage={state.garage} onChange={change} />
              <SavedSearchesSection garage={state.garage} onChange={change} />
              <OrdersSection garage={state.garage} />
              <ReservationsSection garage={state.garage} />
              <TestDrivesSection garage={state.garage} />
              <TradeInsSection garage={state.garage} />
              <ServiceBookingsSection garage={state.garage} />
            </div>
            <div className={classes.side}>
              <MyDataPanel garage={state.garage} onChange={change} />
            </div>
          </div>
        )}
      </Container>
    </div>
  );
}

interface SectionProps {
  readonly garage: GarageAnswer;
  readonly onChange: (next: GarageAnswer) => void;
}

function statusBadge(car: WatchedCar) {
  // Badge colours with text at 4.5:1 or better (WCAG 1.4.3): Mantine's light variants fall short.
  if (car.status === 'gone') return <Badge variant="default">No longer listed</Badge>;
  if (car.sold)
    return (
      <Badge color="red.9" variant="filled">
        Sold
      </Badge>
    );
  if (car.status === 'coming_soon') return <Badge variant="default">Coming soon</Badge>;
  return null;
}

/** Against the price when saved: the drop (or rise) since, or the saved price when the price is gone. */
function priceChange(car: WatchedCar): { text: string; drop: boolean } | null {
  if (car.price_when_saved === null) return null;
  if (car.price === null) return { text: `${formatDollars(car.price_when_saved)} when you saved it`, drop: false };
  if (car.price === car.price_when_saved) return { text: 'Same price as when you saved it', drop: false };
  const drop = car.price < car.price_when_saved;
  return {
    text: `Was ${formatDollars(car.price_when_saved)} when you saved it (${drop ? 'down' : 'up'} ${formatDollars(Math.abs(car.price_when_saved - car.price))})`,
    drop,
  };
}

function WatchlistSection({ garage, onChange }: SectionProps) {
  const [error, setError] = useState<string | null>(null);

  // Optimistic: the car leaves the list at once and comes back with the server's message if it refuses (spec 1 §4, §8).
  const remove = async (car: WatchedCar) => {
    setError(null);
    onChange({ ...garage, watchlist: garage.watchlist.filter((c) => c.car_id !== car.car_id) });
    const answer = await shopperClient()
      .removeCar(garage.shopper.phone, car.car_id)
      .catch(() => ({ success: false, message: undefined }));
    if (answer.success) return;
    onChange(garage);
    setError(answer.message ?? `${car.name} could not be removed just now. Please try again.`);
  };

  return (
    <section className={classes.card} aria-labelledby="garage-watchlist">
      <h2 id="garage-watchlist" className={classes.sectionTitle}>
        Watchlist <span className={classes.count}>({garage.watchlist.length})</span>
      </h2>
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      {garage.watchlist.length === 0 ? (
        <p className={classes.empty}>
          No cars on your watchlist yet.{' '}
          <Anchor component={Link} to="/search" inherit underline="always">
            Browse our stock
          </Anchor>{' '}
          and save the ones you like.
        </p>
      ) : (
        <ul className={classes.list}>
          {garage.watchlist.map((car) => {
            const change = priceChange(car);
            return (
              <li key={car.car_id} className={classes.carRow} data-watched-car={car.car_id}>
                {car.primary_image_url ? (
                  <img src={car.primary_image_url} alt="" className={classes.thumb} width={112} height={84} loading="lazy" />
                ) : (
                  <span className={classes.thumbPlaceholder} aria-hidden="true" />
                )}
                <div className={classes.rowMain}>
                  <span className={classes.rowTitle}>
                    {car.slug && car.status !== 'gone' ? (
                      <Anchor component={Link} to={`/cars/${car.slug}`} inherit c="inherit">
                        {car.name}
                      </Anchor>
                    ) : (
                      car.name
                    )}
                  </span>
                  <span className={classes.priceLine}>
                    {/* A sold or gone car's price text says so ('SOLD', 'No longer listed'): the badge alone says it once. */}
                    {car.sold ? null : <span className={classes.price}>{car.price_text}</span>}
                    {statusBadge(car)}
                  </span>
                  {change ? <span className={change.drop ? classes.drop : classes.muted}>{change.text}</span> : null}
                </div>
                <Button variant="default" size="compact-sm" onClick={() => void remove(car)} aria-label={`Remove ${car.name} from your watchlist`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SavedSearchesSection({ garage, onChange }: SectionProps) {
  const [error, setError] = useState<string | null>(null);

  const replace = (next: SavedSearchView) => ({ ...garage, saved_searches: garage.saved_searches.map((s) => (s.id === next.id ? next : s)) });

  const setAlerts = async (search: SavedSearchView, alerts: boolean) => {
    setError(null);
    onChange(replace({ ...search, alerts }));
    const answer = await shopperClient()
      .setSearchAlerts(search.id, alerts)
      .catch(() => null);
    if (answer?.ok) {
      onChange(replace(answer.value));
      return;
    }
    onChange(garage);
    setError(answer?.message ?? 'The alert could not be changed just now. Please try again.');
  };

  const remove = async (search: SavedSearchView) => {
    setError(null);
    onChange({ ...garage, saved_searches: garage.saved_searches.filter((s) => s.id !== search.id) });
    const answer = await shopperClient()
      .removeSearch(search.id)
      .catch(() => null);
    if (answer?.ok) return;
    onChange(garage);
    setError(answer?.message ?? `${search.label} could not be removed just now. Please try again.`);
  };

  const alertsOff = !garage.alerts.enabled && garage.saved_searches.some((s) => s.alerts);
  return (
    <section className={classes.card} aria-labelledby="garage-searches">
      <h2 id="garage-searches" className={classes.sectionTitle}>
        Saved searches <span className={classes.count}>({garage.saved_searches.length})</span>
      </h2>
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      {garage.saved_searches.length === 0 ? (
        <p className={classes.empty}>No saved searches yet. Save a search from the search page to hear when new stock matches it.</p>
      ) : (
        <>
          <ul className={classes.list}>
            {garage.saved_searches.map((search) => (
              <li key={search.id} className={classes.row}>
                <div className={classes.rowMain}>
                  <Anchor component={Link} to={search.href} className={classes.rowTitle}>
                    {search.label}
                  </Anchor>
                  <span className={classes.muted}>Saved {formatDay(search.created_at)}</span>
                </div>
                <div className={classes.rowActions}>
                  <Switch
                    label="Alerts"
                    aria-label={`Alerts for ${search.label}`}
                    checked={search.alerts}
                    onChange={(event) => void setAlerts(search, event.currentTarget.checked)}
                  />
                  <Button variant="default" size="compact-sm" onClick={() => void remove(search)} aria-label={`Remove saved search ${search.label}`}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {alertsOff ? <p className={classes.muted}>Alerts for your saved searches go out once you turn on alerts.</p> : null}
        </>
      )}
    </section>
  );
}

function ServiceBookingsSection({ garage }: { garage: GarageAnswer }) {
  return (
    <section className={classes.card} aria-labelledby="garage-service">
      <h2 id="garage-service" className={classes.sectionTitle}>
        Service bookings
      </h2>
      {garage.service_bookings.length === 0 ? (
        <p className={classes.empty}>No service bookings. A service you book with us shows here.</p>
      ) : (
        <ul className={classes.list}>
          {garage.service_bookings.map((b) => (
            <li key={b.lead_id} className={classes.row}>
              <div className={classes.rowMain}>
                <span className={classes.rowTitle}>{b.vehicle}</span>
                <span className={classes.muted}>
                  {[b.location, b.date ? `${formatDay(b.date)}${b.time ? ` at ${formatTime12(b.time)}` : ''}` : null].filter(Boolean).join(' · ') ||
                    `Booked ${formatDay(b.created_at)}`}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
