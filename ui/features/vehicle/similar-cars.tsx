import '@mantine/core/styles/Scroller.css';
import { Scroller } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useId, useState } from 'react';
import type { PublicSite, SearchHit } from '../../../application/client/caryard-client.port';
import { emptySearchState, setRange, setRefinement } from '../../../domain/search';
import { SIMILAR_LOOKUP_LIMIT, similarPriceBand, similarVehicles } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { CarCard } from '../../components/car-card/car-card';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import { useSavedCars } from '../../hooks/use-saved-cars';
import classes from './vehicle.module.css';

/**
 * spec 1 §8: when the similar-car lookup fails, the section falls back to a search — the
 * in-stock cars of the same make and model, and of the same type and body, in the price
 * band — narrowed by the domain's similar-vehicles rule (6, unique, not this car).
 */
async function similarBySearch(client: ReturnType<typeof useCaryardClient>, car: Car): Promise<SearchHit[]> {
  const band = similarPriceBand(car.price);
  const base = setRange(setRefinement(emptySearchState, 'status', ['in_stock']), 'price', { min: Math.max(0, band.min), max: band.max });
  const searches = [setRefinement(setRefinement(base, 'make', [car.make]), 'model', [car.model])];
  if (car.simple_body) searches.push(setRefinement(setRefinement(base, 'car_type', [car.car_type]), 'body', [car.simple_body]));
  const answers = await Promise.all(searches.map((filters) => client.lookupCars({ filters, limit: SIMILAR_LOOKUP_LIMIT })));
  const hits: SearchHit[] = [];
  for (const answer of answers) {
    if (E.isLeft(answer)) {
      console.warn(`Similar vehicles search failed (${answer.left.code}: ${answer.left.message}).`);
      return [];
    }
    hits.push(...answer.right);
  }
  return similarVehicles(car, hits);
}

/** spec 1 §2, §5, §9: the similar cars carousel (6 in-stock cars), loaded as it nears the screen. */
export default function SimilarCars({ car, site, now }: { car: Car; site: PublicSite; now: Date }) {
  const client = useCaryardClient();
  const saved = useSavedCars();
  const id = useId();
  const [hits, setHits] = useState<readonly SearchHit[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const similar = await client.similar({ slug: car.slug });
      if (E.isLeft(similar) && similar.left.code !== 'CAR.NOT_FOUND') {
        console.warn(`Similar vehicles could not be looked up; showing a search instead (${similar.left.code}: ${similar.left.message}).`);
      }
      const found = E.isRight(similar) ? similar.right : await similarBySearch(client, car);
      if (!cancelled) setHits(found);
    })();
    return () => {
      cancelled = true;
    };
  }, [client, car]);

  if (hits === null) return <div className={classes.similarPlaceholder} aria-busy="true" />;
  if (hits.length === 0) return null;
  return (
    <section className={classes.similar} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={classes.sectionTitle}>
        Similar Vehicles
      </h2>
      <Scroller scrollAmount={320} controlSize={44} className={classes.similarScroller}>
        <ul className={classes.similarTrack}>
          {hits.map((hit) => (
            <li key={hit.id} className={classes.similarItem}>
              <CarCard
                car={hit}
                site={site}
                now={now}
                saved={{
                  favourite: saved.isFavourite(hit.id),
                  compared: saved.isCompared(hit.id),
                  toggleFavourite: () => saved.toggleFavourite(hit),
                  toggleCompare: () => saved.toggleCompare(hit),
                }}
              />
            </li>
          ))}
        </ul>
      </Scroller>
    </section>
  );
}
