import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import type { Car } from '../../domain/vehicle/car';
import { useCaryardClient } from './use-caryard-client';

/** One car of a list kept in this browser, as loaded: the listing, gone from the site, or not loaded this time. */
export type ListedCar = { readonly _tag: 'Car'; readonly car: Car } | { readonly _tag: 'Gone' } | { readonly _tag: 'Failed'; readonly message: string };

/**
 * Loads each car of a list kept in this browser (compare, favourites) through the client
 * (`GET /api/cars/{slug}`): what the page shows of a car — its price, its kilometres — is the
 * site's word now, never what the browser kept. What is loaded stays when the list changes
 * (removing a car loads nothing again). `list` names the list in the warning of a failed load.
 */
export function useListedCars(entries: readonly { readonly slug: string }[], list: string): ReadonlyMap<string, ListedCar> {
  const client = useCaryardClient();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ListedCar>>(new Map());
  const slugs = entries.map((e) => e.slug).join('\n');
  useEffect(() => {
    const wanted = slugs === '' ? [] : slugs.split('\n');
    const missing = wanted.filter((slug) => !loaded.has(slug));
    if (missing.length === 0) return;
    let cancelled = false;
    void Promise.all(
      missing.map(async (slug): Promise<[string, ListedCar]> => {
        const answer = await client.getCar({ slug });
        if (E.isRight(answer)) return [slug, { _tag: 'Car', car: answer.right }];
        if (answer.left.code === 'CAR.NOT_FOUND') return [slug, { _tag: 'Gone' }];
        console.warn(`The car ${slug} could not be loaded for the ${list} (${answer.left.code}: ${answer.left.message}).`);
        return [slug, { _tag: 'Failed', message: answer.left.message }];
      }),
    ).then((answers) => {
      if (!cancelled) setLoaded((current) => new Map([...current, ...answers]));
    });
    return () => {
      cancelled = true;
    };
    // `loaded` is read, not followed: a finished load must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, slugs, list]);
  return loaded;
}
