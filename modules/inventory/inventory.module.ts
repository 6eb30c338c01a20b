/**
 * Inventory: the stock and its search — the listing, a car, similar cars, the make/model and
 * dealership look-ups, a car's changes (price, status, photos) and a dealer's feed; the photos'
 * pipeline. Routes: the search API, the inventory API (the dealer's key), the photos by content hash.
 */
import { AddCarPhotos } from '../../application/inventory/add-car-photos.use-case';
import type { CarRepository, CarUpdater } from '../../application/inventory/car-repository.port';
import { SearchDealershipItems } from '../../application/inventory/dealership-items.use-case';
import { GetCar } from '../../application/inventory/get-car.use-case';
import { ImportStock } from '../../application/inventory/import-stock.use-case';
import type { InventoryApiKeys } from '../../application/inventory/inventory-api-keys.port';
import { LookupCars } from '../../application/inventory/lookup-cars.use-case';
import { SearchListing } from '../../application/inventory/search-listing.use-case';
import { SearchModels } from '../../application/inventory/search-models.use-case';
import { FindSimilarCars } from '../../application/inventory/similar-cars.use-case';
import { UpdateCar } from '../../application/inventory/update-car.use-case';
import { FeedPhotoIngester } from '../../application/media/feed-photo-ingester';
import type { ImageDownloader, ImageStore } from '../../application/media/image-store.port';
import { IngestPhoto } from '../../application/media/ingest-photo.use-case';
import { ServeImage } from '../../application/media/serve-image.use-case';
import type { AlertStore } from '../../application/shoppers/shopper-alerts.port';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';
import type { SearchStack } from '../../config/search/search-stack';

export const inventoryModule = featureModule({
  name: 'inventory',
  async build({ clock, logger, siteOf, sites, settings, port }, _before: object) {
    // The indexed repository: every write tells the search engines (updateWith: a change under the car's row lock).
    const cars = await port<CarRepository & CarUpdater>(PORTS.CarRepository);
    const search = await port<SearchStack>(PORTS.SearchStack);
    const alerts = await port<AlertStore>(PORTS.ShopperAlerts);
    // Listings go through the cache of 100 searches; models and dealership items through their own of 10 (spec 1 §7).
    const listings = { engine: search.engine, clock };
    const lookups = { engine: search.lookups, clock };
    const updateCar = new UpdateCar({ cars, alerts, siteOf, clock });
    const ingestPhoto = new IngestPhoto({ images: await port<ImageStore>(PORTS.ImageStore), downloader: await port<ImageDownloader>(PORTS.ImageDownloader) });
    // A feed's photo URLs into the image pipeline, in the background, hearing every stock change after the search
    // indexes (this instance's and, through the core's carChanges, every other's); it ignores them until started.
    const feedPhotos = new FeedPhotoIngester({ cars, ingestPhoto, updateCar, sites: () => sites, logger, clock });
    const ingestFeedPhotos = settings.ingestFeedPhotos !== false;
    if (ingestFeedPhotos) search.follow(feedPhotos);
    return {
      useCases: {
        search: new SearchListing(listings),
        getCar: new GetCar({ cars }),
        similar: new FindSimilarCars({ cars, engine: search.engine, clock }),
        lookupCars: new LookupCars(listings),
        searchModels: new SearchModels(lookups),
        searchDealershipItems: new SearchDealershipItems(lookups),
        // THE use case that changes a car's price, status or photos (watchers' alerts follow).
        updateCar,
        // A dealer's stock from its feed or the inventory API, through the same store and alert rule.
        importStock: new ImportStock({ cars, alerts, siteOf, clock }),
        // The inventory API's per-site keys (hashed; rotated from the command line).
        inventoryKeys: await port<InventoryApiKeys>(PORTS.InventoryApiKeys),
        ingestPhoto,
        serveImage: new ServeImage({ images: await port<ImageStore>(PORTS.ImageStore) }),
        addCarPhotos: new AddCarPhotos({ cars, updateCar, siteOf }),
      },
      workers: { feedPhotos },
      // Off with INGEST_FEED_PHOTOS=false.
      start: async () => {
        if (ingestFeedPhotos) feedPhotos.start();
      },
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { inventoryRoutes } = await import('../../adapters/http/routes/inventory.routes');
    const { searchApiRoutes } = await import('../../adapters/http/routes/search-api.routes');
    await scope.register(searchApiRoutes, { useCases });
    // The dealer's systems send stock with the site's inventory key.
    await scope.register(inventoryRoutes, {
      importStock: useCases.importStock,
      keys: useCases.inventoryKeys,
      ingestPhoto: useCases.ingestPhoto,
      addCarPhotos: useCases.addCarPhotos,
      ...optional('rateLimit', http.limit('inventory')),
      ...optional('bulkRateLimit', http.limit('inventoryBulk')),
    });
  },
  // Car photos by content hash (`/media/img/…`), the same on every site.
  async hostRoutes(scope, useCases) {
    const { imageRoutes } = await import('../../adapters/http/routes/image.routes');
    await scope.register(imageRoutes, { serveImage: useCases.serveImage });
  },
});
