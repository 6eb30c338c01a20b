import '@mantine/core/styles/Skeleton.css';
import { Button, Container, Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { modelDisplayName, normaliseMake } from '../../../domain/vehicle/labels';
import { shopperView } from '../../../domain/vehicle/shopper-view';
import { CarIcon, CompareIcon, GaugeIcon, HeartIcon, SearchIcon } from '../../components/icons';
import { PriceBlock } from '../../components/price-block/price-block';
import { useListedCars, type ListedCar } from '../../hooks/use-listed-cars';
import { useSavedCars, type Favourite } from '../../hooks/use-saved-cars';
import { useSite } from '../../hooks/use-site';
import classes from './favourites.module.css';

/** Choice: what a favourite shows once the site no longer lists the car. */
const GONE_TEXT = 'No longer listed';

/**
 * The car's price and kilometres as the site states them now (the browser keeps only the name
 * and photo): the same price block and odometer as its search card, by the same shopper view.
 */
function FavouriteFacts({ listed, site, now }: { listed: ListedCar | undefined; site: PublicSite; now: Date }) {
  if (!listed) return <Skeleton height={62} radius="sm" mt={8} />;
  if (listed._tag === 'Gone') return <p className={classes.gone}>{GONE_TEXT}</p>;
  if (listed._tag === 'Failed') return <p className={classes.gone}>The price could not be loaded just now.</p>;
  const view = shopperView(listed.car, site, now);
  const odometer = view.forSale ? view.keySpecs.find((spec) => spec.key === 'odometer') : undefined;
  return (
    <>
      <PriceBlock price={view.price} variant="card" testId="favourite-price" />
      {odometer ? (
        <p className={classes.odometer} title={odometer.label}>
          <GaugeIcon size={15} />
          {odometer.value}
        </p>
      ) : null}
    </>
  );
}

interface FavouriteCardProps {
  favourite: Favourite;
  listed: ListedCar | undefined;
  site: PublicSite;
  now: Date;
  compared: boolean;
  onCompare: () => void;
  onRemove: () => void;
}

function FavouriteCard({ favourite, listed, site, now, compared, onCompare, onRemove }: FavouriteCardProps) {
  const path = `/cars/${favourite.slug}`;
  const titleId = `favourite-${favourite.id}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <Link to={path} className={classes.media} tabIndex={-1} aria-hidden="true">
        {favourite.primary_image_url ? (
          <img className={classes.image} src={favourite.primary_image_url} alt="" width={640} height={480} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.placeholder}>
            <CarIcon size={32} />
          </span>
        )}
      </Link>
      <div className={classes.body}>
        <h2 id={titleId} className={classes.name}>
          <Link to={path}>{favourite.name}</Link>
        </h2>
        <p className={classes.makeModel}>
          {[normaliseMake(favourite.make), modelDisplayName(favourite.make, favourite.model)].filter((part) => part.trim() !== '').join(' · ')}
        </p>
        <FavouriteFacts listed={listed} site={site} now={now} />
      </div>
      <div className={classes.actions}>
        <Button variant={compared ? 'light' : 'default'} size="sm" leftSection={<CompareIcon size={16} />} onClick={onCompare} aria-describedby={titleId}>
          {compared ? 'Remove from compare' : 'Add to compare'}
        </Button>
        <Button
          variant="subtle"
          color="dark"
          size="sm"
          leftSection={<HeartIcon size={16} filled />}
          onClick={onRemove}
          aria-label={`Remove ${favourite.name} from favourites`}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}

/**
 * /favourites (spec 2 §2; spec 1 §3 'Favourite (stored locally)', §4 'Favourites and compare:
 * toggle add and remove locally, without login'): the cars this browser saved, each with its
 * photo, name linking to the car, make and model, its price and kilometres as the site states
 * them now, 'Add to compare' and remove. The list lives in localStorage: the server renders a
 * placeholder, the cards come after hydration.
 */
export function FavouritesPage() {
  const mounted = useMounted();
  const site = useSite();
  const saved = useSavedCars();
  const { favourites } = saved;
  const listed = useListedCars(favourites, 'favourites page');
  const now = useMemo(() => new Date(), []);
  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.title}>Your favourites</h1>
        <p className={classes.lead} aria-live="polite">
          {mounted && favourites.length > 0
            ? `${favourites.length} ${favourites.length === 1 ? 'car' : 'cars'} saved in this browser. Add up to four to compare them side by side.`
            : 'Cars you save with the heart button are kept here, in this browser, with no sign-in needed. Favourites stay on this device; to hear when a price drops or a car sells, save it to your watchlist instead.'}
        </p>
      </header>
      {!mounted ? (
        <div className={classes.grid} aria-busy="true" aria-label="Loading your favourites">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={300} radius="md" />
          ))}
        </div>
      ) : favourites.length === 0 ? (
        <div className={classes.empty}>
          <span className={classes.emptyIcon} aria-hidden="true">
            <HeartIcon size={28} />
          </span>
          <h2 className={classes.emptyTitle}>No favourites yet</h2>
          <p className={classes.emptyText}>Tap the heart on any car while you browse and it will be waiting for you here.</p>
          <Button component={Link} to="/search" leftSection={<SearchIcon size={16} />}>
            Browse cars
          </Button>
        </div>
      ) : (
        <ul className={classes.grid} aria-label="Favourite cars">
          {favourites.map((favourite) => (
            <li key={favourite.id}>
              <FavouriteCard
                favourite={favourite}
                listed={listed.get(favourite.slug)}
                site={site}
                now={now}
                compared={saved.isCompared(favourite.id)}
                onCompare={() => saved.toggleCompare(favourite)}
                onRemove={() => saved.removeFavourite(favourite.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
