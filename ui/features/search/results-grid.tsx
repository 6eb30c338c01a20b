import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicSite, SearchHit } from '../../../application/client/caryard-client.port';
import { insertEveryNth, soldCarsInResults, soldResultsMode, type GridItem } from '../../../domain/vehicle';
import { placePromoTiles, siteTimeZone } from '../../../domain/promotions';
import { CarCard } from '../../components/car-card/car-card';
import { PromoCard } from '../../components/car-card/promo-card';
import { PromoTileCard } from '../../components/promotions/promo-tile-card';
import { SearchIcon } from '../../components/icons';
import { useSavedCars } from '../../hooks/use-saved-cars';
import type { SearchVariant } from './search-loader';
import classes from './search.module.css';

/** spec 1 §8 "No results": the exact texts; the offers variant's own. */
export const NO_RESULTS_TITLE = 'No Results Available';
export const NO_RESULTS_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.';
export const NO_OFFERS_TEXT = 'There appears to be no offers currently available that meet the conditions of your search';

/** How many cards load their image at once: the first row on a wide screen. */
const EAGER_IMAGES = 3;

export function ResultsGrid({ hits, site, now }: { hits: readonly SearchHit[]; site: PublicSite; now: Date }) {
  const saved = useSavedCars();
  // spec 1 §4: sold cars hidden or collapsed; with sold handling only the first of a run shows.
  const cars = soldCarsInResults(hits, soldResultsMode({ soldHandling: site.features.soldHandling }));
  // spec 1 §2: the promo card every Nth position where the site configures it.
  const grid: GridItem<SearchHit, 'promo'>[] =
    site.promo_card_every !== null ? insertEveryNth(cars, 'promo', site.promo_card_every) : cars.map((car) => ({ _tag: 'Car', car }));
  // spec 2 §9: the site's promo tiles at their listing positions while they are live.
  const cells = placePromoTiles(grid, site.promotions.tiles, now, siteTimeZone(site));
  return (
    <ul className={classes.grid}>
      {cells.map((cell, i) => {
        if (cell._tag === 'Tile') {
          return (
            <li key={`tile-${cell.tile.id}-${i}`} className={classes.gridItem}>
              <PromoTileCard tile={cell.tile} />
            </li>
          );
        }
        const item = cell.item;
        return item._tag === 'Car' ? (
          <li key={item.car.id} className={classes.gridItem}>
            <CarCard
              car={item.car}
              site={site}
              now={now}
              priority={i < EAGER_IMAGES}
              saved={{
                favourite: saved.isFavourite(item.car.id),
                compared: saved.isCompared(item.car.id),
                toggleFavourite: () => saved.toggleFavourite(item.car),
                toggleCompare: () => saved.toggleCompare(item.car),
              }}
            />
          </li>
        ) : (
          <li key={`promo-${i}`} className={classes.gridItem}>
            <PromoCard />
          </li>
        );
      })}
    </ul>
  );
}

/** spec 1 §2, §8: the no-results panel; Clear Filters goes back to the base search page. */
export function NoResults({ variant, baseHref }: { variant: SearchVariant; baseHref: string }) {
  return (
    <div className={classes.noResults} role="status">
      <span className={classes.noResultsIcon} aria-hidden="true">
        <SearchIcon size={28} />
      </span>
      <h2 className={classes.noResultsTitle}>{NO_RESULTS_TITLE}</h2>
      <p className={classes.noResultsText}>{variant === 'offers' ? NO_OFFERS_TEXT : NO_RESULTS_TEXT}</p>
      <Button component={Link} to={baseHref} size="md">
        Clear Filters
      </Button>
    </div>
  );
}
