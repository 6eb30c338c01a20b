/**
 * issue 16 'Images': photos come with the feed as the dealer's own URLs; this takes them into the
 * image pipeline in the background, so pages serve them content-hashed, resized, in AVIF/WebP and
 * without location metadata. It follows the stock on the same change feed as the search index
 * (an InventoryIndex): every car stored with external http(s) photos — from a feed, the
 * inventory API, another instance — is queued; a worker downloads and stores each photo through
 * IngestPhoto, at most `concurrency` at once, then replaces the car's photos through the one use
 * case that updates a car (UpdateCar), only if they are still the ones it started from (a newer
 * feed wins), in the same order. A photo that fails keeps the dealer's URL (the page still shows
 * it), its reason is logged, and it is not tried again for `retryFailedAfterMs`. Pipeline URLs are
 * never queued, so running it again changes nothing.
 *
 * Many instances on PostgreSQL each hear every change and may ingest the same photo: harmless —
 * the store is content-addressed (the same bytes, one file) and the update is conditional (the
 * second finds the photos already replaced and changes nothing) — only the download is repeated.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Car } from '../../domain/vehicle/car';
import { externalPhotoUrls, photoUrlsOf } from '../../domain/vehicle/car-photos';
import type { CarRepository } from '../inventory/car-repository.port';
import type { UpdateCar } from '../inventory/update-car.use-case';
import type { InventoryIndex, RemovedCar } from '../search/inventory-index.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { IngestPhoto } from './ingest-photo.use-case';

export interface FeedPhotoIngesterDeps {
  /** The repository (reads only: every change goes through updateCar). */
  readonly cars: Pick<CarRepository, 'findById' | 'listBySite'>;
  readonly ingestPhoto: Pick<IngestPhoto, 'execute'>;
  readonly updateCar: Pick<UpdateCar, 'execute'>;
  /** The sites whose stock is looked through on start. */
  readonly sites: () => readonly { readonly slug: string }[];
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  readonly clock?: Clock;
}

export interface FeedPhotoIngesterOptions {
  /** Photos downloaded at once, and cars worked on at once (default 4). */
  readonly concurrency?: number;
  /** How long a photo that failed is left as given before it is tried again (default 30 minutes). */
  readonly retryFailedAfterMs?: number;
  /** Failed URLs remembered at most (the oldest forgotten first; default 10,000). */
  readonly maxRememberedFailures?: number;
  /**
   * How long stop() waits for downloads under way (default 3 s, inside the server's 10 s shutdown);
   * one that finishes later changes no car.
   */
  readonly stopWaitMs?: number;
}

interface QueuedCar {
  readonly site_slug: string;
  readonly id: number;
}

const keyOf = (car: QueuedCar) => `${car.site_slug}\u0000${car.id}`;

export class FeedPhotoIngester implements InventoryIndex {
  readonly #concurrency: number;
  readonly #retryAfterMs: number;
  readonly #maxFailures: number;
  readonly #stopWaitMs: number;
  readonly #clock: Clock;
  #running = false;
  /** Cars waiting, in the order heard; a car heard again while waiting keeps its place. */
  readonly #queue = new Map<string, QueuedCar>();
  /** Cars being worked on: a car heard again meanwhile waits for its turn after. */
  readonly #working = new Set<string>();
  /** Work under way (cars, scans): what stop() and idle() wait for. */
  readonly #tasks = new Set<Promise<void>>();
  /** URL → when it may be tried again. */
  readonly #failures = new Map<string, number>();
  /** A photo being downloaded for one car is not downloaded again for another. */
  readonly #downloads = new Map<string, Promise<string | null>>();
  #freeSlots: number;
  readonly #waitingForSlot: (() => void)[] = [];
  #idleWaiters: (() => void)[] = [];

  constructor(
    private readonly deps: FeedPhotoIngesterDeps,
    options: FeedPhotoIngesterOptions = {},
  ) {
    this.#concurrency = Math.max(1, options.concurrency ?? 4);
    this.#retryAfterMs = options.retryFailedAfterMs ?? 30 * 60_000;
    this.#maxFailures = options.maxRememberedFailures ?? 10_000;
    this.#stopWaitMs = options.stopWaitMs ?? 3_000;
    this.#clock = deps.clock ?? systemClock;
    this.#freeSlots = this.#concurrency;
  }

  get running(): boolean {
    return this.#running;
  }

  /**
   * Starts working, and looks through every site's stock once for photos still outside the
   * pipeline (cars imported while it was stopped, by the command line on the embedded database,
   * or left by a restart). Idempotent.
   */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    for (const site of this.deps.sites()) this.#track(this.#scan(site.slug));
  }

  /**
   * Stops taking work and forgets the queue (the next start looks through the stock again);
   * resolves once the cars under way are done, or after `stopWaitMs` — a download still running
   * then is left to finish on its own and changes nothing. Idempotent.
   */
  async stop(): Promise<void> {
    this.#running = false;
    this.#queue.clear();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.#stopWaitMs)));
    const done = (async () => {
      while (this.#tasks.size > 0) await Promise.all([...this.#tasks]);
    })();
    await Promise.race([done, waited]);
    clearTimeout(timer);
  }

  /** Resolves once nothing is queued or under way (tests, a command that waits for its photos). */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Queues the cars with photos to take in; resolves at once (the work is the worker's). */
  carsChanged(cars: readonly Car[]): Promise<void> {
    if (!this.#running) return Promise.resolve();
    for (const car of cars) if (this.#wanted(car)) this.#enqueue({ site_slug: car.site_slug, id: car.id });
    this.#pump();
    return Promise.resolve();
  }

  carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    for (const car of cars) this.#queue.delete(keyOf(car));
    this.#settle();
    return Promise.resolve();
  }

  /** A change may have been missed: the site's stock is looked through again, in the background. */
  rebuild(siteSlug: string): Promise<void> {
    if (this.#running) this.#track(this.#scan(siteSlug));
    return Promise.resolve();
  }

  #wanted(car: Pick<Car, 'images'>): boolean {
    return externalPhotoUrls(car).some((url) => !this.#failedRecently(url));
  }

  #enqueue(car: QueuedCar): void {
    const key = keyOf(car);
    if (!this.#queue.has(key)) this.#queue.set(key, car);
  }

  async #scan(siteSlug: string): Promise<void> {
    try {
      const cars = await this.deps.cars.listBySite(siteSlug);
      if (!this.#running) return;
      for (const car of cars) if (this.#wanted(car)) this.#enqueue({ site_slug: car.site_slug, id: car.id });
      this.#pump();
    } catch (error) {
      this.deps.logger.error({ err: error, site_slug: siteSlug }, 'feed photos: could not look through the stock; changes are still followed');
    }
  }

  /** Starts work on waiting cars while there is room. */
  #pump(): void {
    while (this.#running && this.#working.size < this.#concurrency) {
      let next: [string, QueuedCar] | undefined;
      for (const entry of this.#queue) {
        if (!this.#working.has(entry[0])) {
          next = entry;
          break;
        }
      }
      if (!next) return;
      const [key, car] = next;
      this.#queue.delete(key);
      this.#working.add(key);
      this.#track(
        this.#ingestCar(car).finally(() => {
          this.#working.delete(key);
          this.#pump();
        }),
      );
    }
  }

  #track(task: Promise<void>): void {
    this.#tasks.add(task);
    void task.finally(() => {
      this.#tasks.delete(task);
      this.#settle();
    });
  }

  #isIdle(): boolean {
    return this.#tasks.size === 0 && (this.#queue.size === 0 || !this.#running);
  }

  #settle(): void {
    if (!this.#isIdle()) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async #ingestCar(queued: QueuedCar): Promise<void> {
    const { site_slug: siteSlug, id } = queued;
    try {
      const car = await this.deps.cars.findById(siteSlug, id);
      if (!car) return;
      const before = photoUrlsOf(car);
      const pending = externalPhotoUrls(car).filter((url) => !this.#failedRecently(url));
      if (pending.length === 0) return;
      const ingested = new Map<string, string>();
      await Promise.all(
        pending.map(async (url) => {
          const stored = await this.#download(url, car);
          if (stored !== null) ingested.set(url, stored);
        }),
      );
      // Stopping: the database may be closing — the photos are stored, the car waits for the next start.
      if (ingested.size === 0 || !this.#running) return;
      // Each taken-in photo remembers the feed URL it came from: the same feed again keeps it (domain feedGallery).
      const after = before.map((url) => {
        const stored = ingested.get(url);
        return stored === undefined ? url : { url: stored, source: url };
      });
      const updated = await this.deps.updateCar.execute({ site_slug: siteSlug, car_id: id, changes: { images: after }, expected_images: before })();
      const where = { site_slug: siteSlug, car_id: id, stocknum: car.stocknum };
      if (E.isRight(updated)) {
        const kept = before.filter((url) => !ingested.has(url) && pending.includes(url)).length;
        this.deps.logger.info(
          { ...where, ingested: ingested.size, kept_as_given: kept },
          `feed photos: car ${car.stocknum} on ${siteSlug} now has ${ingested.size} pipeline photos${kept > 0 ? `, ${kept} kept as given` : ''}`,
        );
      } else if (updated.left.code === 'CAR.CHANGED') {
        // A newer feed (or an upload) changed the photos meanwhile: it wins, and it was queued itself.
        this.deps.logger.info(where, `feed photos: car ${car.stocknum} on ${siteSlug} got new photos meanwhile; the newer ones stand`);
      } else if (updated.left.code !== 'CAR.NOT_FOUND') {
        this.deps.logger.warn(
          { ...where, code: updated.left.code },
          `feed photos: car ${car.stocknum}'s photos could not be replaced: ${updated.left.message}`,
        );
      }
    } catch (error) {
      // A bug or the database down: this car waits for its next change (or the next start) — never a tight loop.
      this.deps.logger.error({ err: error, site_slug: siteSlug, car_id: id }, 'feed photos: a car could not be worked on');
    }
  }

  /** The photo's pipeline URL, or null when it failed (remembered, logged) or the worker is stopping. */
  #download(url: string, car: Car): Promise<string | null> {
    const under = this.#downloads.get(url);
    if (under) return under;
    const download = this.#inSlot(async () => {
      if (!this.#running) return null;
      const result = await this.deps.ingestPhoto.execute({ url })();
      if (E.isRight(result)) return result.right.url;
      this.#rememberFailure(url);
      this.deps.logger.warn(
        { site_slug: car.site_slug, car_id: car.id, stocknum: car.stocknum, url, code: result.left.code },
        `feed photos: ${url} of car ${car.stocknum} is kept as given (tried again after ${Math.round(this.#retryAfterMs / 60_000)} min): ${result.left.message}`,
      );
      return null;
    }).finally(() => this.#downloads.delete(url));
    this.#downloads.set(url, download);
    return download;
  }

  async #inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.#freeSlots > 0) this.#freeSlots--;
    else await new Promise<void>((resolve) => this.#waitingForSlot.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waitingForSlot.shift();
      if (next) next();
      else this.#freeSlots++;
    }
  }

  #failedRecently(url: string): boolean {
    const retryAt = this.#failures.get(url);
    if (retryAt === undefined) return false;
    if (retryAt > this.#clock.now().getTime()) return true;
    this.#failures.delete(url);
    return false;
  }

  #rememberFailure(url: string): void {
    this.#failures.delete(url);
    while (this.#failures.size >= this.#maxFailures) {
      const oldest = this.#failures.keys().next();
      if (oldest.done) break;
      this.#failures.delete(oldest.value);
    }
    this.#failures.set(url, this.#clock.now().getTime() + this.#retryAfterMs);
  }
}
