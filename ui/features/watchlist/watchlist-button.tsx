import { Button, type ButtonProps } from '@mantine/core';
import type { Car } from '../../../domain/vehicle/car';
import { isAvailable } from '../../../domain/vehicle/availability';
import { vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import { BookmarkIcon } from './watchlist-icons';
import { useSaveAfterSignIn, useWatchlist } from './use-watchlist';

export type WatchlistButtonCar = Pick<Car, 'id' | 'status' | 'year' | 'make' | 'model'> & Partial<Pick<Car, 'badge'>>;

export const SAVE_LABEL = 'Save to Watchlist';
export const REMOVE_LABEL = 'Remove from Watchlist';

/**
 * The watchlist's save button (issue 14; spec 1 §4 'Watchlist', §6, §8). Rendered on the server
 * as 'Save to Watchlist' (nothing personal is in a cached page), so the layout does not move
 * when the shopper's list arrives. A sold car that is not saved shows no button (spec 1 §4);
 * one that is saved keeps its Remove. The label says what a click does; while the car's call is
 * in flight the button is busy and a click is ignored (domain/shoppers/watchlist-toggle.ts).
 */
export function WatchlistButton({ car, size = 'md', fullWidth = true }: { car: WatchlistButtonCar; size?: ButtonProps['size']; fullWidth?: boolean }) {
  const watchlist = useWatchlist();
  const saved = watchlist.isSaved(car.id);
  const pending = watchlist.isPending(car.id);
  useSaveAfterSignIn(watchlist, { id: car.id, name: vehicleFullTitle(car) });
  if (!saved && !isAvailable(car)) return null;
  return (
    <Button
      type="button"
      size={size}
      fullWidth={fullWidth}
      variant={saved ? 'light' : 'default'}
      leftSection={<BookmarkIcon size={18} filled={saved} />}
      onClick={() => watchlist.toggle({ id: car.id, name: vehicleFullTitle(car) })}
      aria-busy={pending || undefined}
      data-saved={saved || undefined}
      data-testid="watchlist-button"
    >
      {saved ? REMOVE_LABEL : SAVE_LABEL}
    </Button>
  );
}
