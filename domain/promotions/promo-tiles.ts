/**
 * spec 2 §9: "promo tile windows with start and expiry dates and listing positions (for
 * example 8 and 17, 9, 30)". Tiles go into the search results grid through the same placement
 * as spec 1's promo nodes (domain/vehicle/promo-placement.ts), after the grid's own promo card.
 */
import { placePromos, type PromoNode } from '../vehicle/promo-placement';
import { isLiveAt } from './promotion-window';
import type { PromoTile } from './promotions';

export type TiledItem<I> = { readonly _tag: 'Item'; readonly item: I } | { readonly _tag: 'Tile'; readonly tile: PromoTile };

/**
 * The grid with each live tile at each of its positions. Choices: a position is the 0-based
 * index in the page's grid, counting every card before it (promo cards included), as spec 1's
 * promo positions are — so "8 and 17" puts a tile after the 8th card and again 8 cards later;
 * positions count within one results page; a position past the end of the page shows nothing
 * (strict display), so tiles never pile up at the end of a short page.
 */
export function placePromoTiles<I>(items: readonly I[], tiles: readonly PromoTile[], now: Date, timeZone: string): TiledItem<I>[] {
  const nodes: PromoNode<PromoTile>[] = tiles
    .filter((tile) => isLiveAt(tile, now, timeZone))
    .flatMap((tile) => tile.positions.map((position) => ({ position, strictDisplay: true, node: tile })));
  if (nodes.length === 0) return items.map((item) => ({ _tag: 'Item', item }));
  return placePromos(items, nodes, now).map((cell) => (cell._tag === 'Car' ? { _tag: 'Item', item: cell.car } : { _tag: 'Tile', tile: cell.promo }));
}
