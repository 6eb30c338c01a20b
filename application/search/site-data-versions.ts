import type { Car } from '../../domain/vehicle/car';
import type { InventoryIndex, RemovedCar } from './inventory-index.port';

/**
 * issue 16 'pages cached in-process per site, path and data version, invalidated by the change
 * feed': a counter per site that moves whenever the site's stock changes — a car stored or
 * updated here, another instance's or a direct database write heard through LISTEN/NOTIFY, a
 * removal, a rebuild. It sits on the same change feed as the search indexes (after them, so a
 * page rendered for a new version already searches the new stock). A cached page records the
 * version it was rendered at and is used only while its site's version is unchanged.
 */
export class SiteDataVersions implements InventoryIndex {
  readonly #versions = new Map<string, number>();

  /** The site's data version now (0 until its stock first changes in this process). */
  of(siteSlug: string): number {
    return this.#versions.get(siteSlug) ?? 0;
  }

  async carsChanged(cars: readonly Car[]): Promise<void> {
    this.#bump(cars.map((car) => car.site_slug));
  }

  async carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    this.#bump(cars.map((car) => car.site_slug));
  }

  async rebuild(siteSlug: string): Promise<void> {
    this.#bump([siteSlug]);
  }

  #bump(sites: readonly string[]): void {
    for (const site of new Set(sites)) this.#versions.set(site, this.of(site) + 1);
  }
}
