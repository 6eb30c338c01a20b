import { lazy, Suspense } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { useHydrated } from '../../components/promotions/browser-state';
import { OfflineMap, type MapLocation, type MapOrigin } from './offline-map';

// The tile map's code loads only on a site with a tile service, and only in the browser.
const TileMap = lazy(() => import('./tile-map'));

export interface LocationsMapProps {
  site: Pick<PublicSite, 'map_tiles'>;
  items: readonly MapLocation[];
  label: string;
  origin?: MapOrigin | null;
}

/**
 * issue 13 'The map': the offline map by default (the bundled outline: no network, the same
 * on the server, in the demo and in tests); where the deployment configures a tile service,
 * the interactive tile map replaces it once the page is interactive — until then, and without
 * the page's script, the offline map stands in.
 */
export function LocationsMap({ site, items, label, origin = null }: LocationsMapProps) {
  const hydrated = useHydrated();
  const offline = <OfflineMap items={items} label={label} origin={origin} />;
  if (!site.map_tiles || !hydrated) return offline;
  return (
    <Suspense fallback={offline}>
      <TileMap tiles={site.map_tiles} items={items} origin={origin} label={label} />
    </Suspense>
  );
}
