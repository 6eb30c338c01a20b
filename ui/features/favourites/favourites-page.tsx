import '@mantine/core/styles/Skeleton.css';
import { Button, Container, Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { modelDisplayName, normaliseMake } from '../../../domain/vehicle/labels';
import { CarIcon, CompareIcon, HeartIcon, SearchIcon } from '../../components/icons';
import { useSavedCars, type Favourite } from '../../hooks/use-saved-cars';
import classes from './favourites.module.css';

function FavouriteCard({ favourite, compared, onCompare, onRemove }: { favourite: Favourite; compared: boolean; onCompare: () => void; onRemove: () => void }) {
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
      </div>
      <div className={classes.actions}>
        <Button variant={compared ? 'light' : 'default'} size="sm" leftSection={<CompareIcon size={16} />} onClick={onCompare} aria-describedby={titleId}>
          {compared ? 'Remove from compare' : 'Add to compare'}
        </Button>
        <Button variant="subtle" color="dark" size="sm" leftSection={<HeartIcon size={16} filled />} onClick={onRemove} aria-label={`Remove ${favourite.name} from favourites`}>
          Remove
        </Button>
      </div>
    </article>
  );
}

/**
 * /favourites (spec 2 §2; spec 1 §3 'Favourite (stored locally)', §4 'Favourites and compare:
 * toggle add and remove locally, without login'): the cars this browser saved, each with its
 * photo, name linking to the car, make and model, 'Add to compare' and remove. The list lives
 * in localStorage: the server renders a placeholder, the cards come after hydration.
 */
export function FavouritesPage() {
  const mounted = useMounted();
  const saved = useSavedCars();
  const { favourites } = saved;
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
