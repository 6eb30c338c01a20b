/**
 * issue 16 'Stock in': a dealer's stock from its feed (CSV or JSON, through the command line) or
 * the inventory API. Every row is validated with the one schema; valid rows apply, bad rows are
 * reported (row, field, problem, value). All the valid rows apply in one transaction, each car
 * written whole under its row lock, so no car is ever half-updated and a reservation or a price
 * changed meanwhile is read, not overwritten. Importing the same feed again changes nothing
 * (domain/vehicle/stock-feed.ts sameListing). With `full`, the site's cars missing from the feed
 * become sold now, shown 'JUST SOLD' for the site's include_sold_cars_days, then leave the site
 * and its sitemap (spec 2 §4, the search and sitemap rules that already hold for sold cars).
 * Changes reach search through the indexed repository, and watchers' alerts through the rule
 * UpdateCar uses (recordCarChangeAlerts): whatever sent the change, it is heard the same way.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { z } from 'zod';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { Car } from '../../domain/vehicle/car';
import { carFromFeed, defaultFeedLocation, feedCarSlug, type FeedSite, sameListing, salesLocations, soldFromFeed } from '../../domain/vehicle/stock-feed';
import type { AlertStore } from '../shoppers/shopper-alerts.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { CarRepository, CarUpdater, StockEntry } from './car-repository.port';
import { STOCK_FEED_LIMITS, feedCarSchema, type ValidFeedCar } from './stock-feed.schema';
import { recordCarChangeAlerts } from './update-car.use-case';

/** One record of a feed and where it came from: the CSV line (the header is line 1) or the JSON array's position (from 1). */
export interface StockRow {
  readonly row: number;
  readonly record: unknown;
}

/** A bad row's problem, as the validation report prints it. */
export interface StockProblem {
  readonly row: number;
  readonly stocknum: string | null;
  readonly field: string;
  readonly problem: string;
  /** The value as given (text, at most 80 characters); '' when the field is missing. */
  readonly value: string;
}

export type StockOutcome = 'created' | 'updated' | 'unchanged' | 'sold';

export interface StockCarResult {
  readonly row: number | null;
  readonly stocknum: string;
  readonly id: number | null;
  readonly slug: string | null;
  readonly outcome: StockOutcome;
}

export interface StockImportReport {
  readonly site_slug: string;
  readonly dry_run: boolean;
  readonly full: boolean;
  readonly rows: number;
  readonly valid: number;
  readonly rejected: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Cars missing from a full feed, now sold. */
  readonly sold: number;
  readonly problems: readonly StockProblem[];
  /** Columns or keys the feed has that the schema does not know (left out). */
  readonly ignored_fields: readonly string[];
  /** Alert events recorded for watchers (price drops, sales). */
  readonly alerts_recorded: number;
  readonly cars: readonly StockCarResult[];
}

export interface ImportStockInput {
  readonly site_slug: string;
  readonly rows: readonly StockRow[];
  /** Cars of the site missing from the feed become sold. */
  readonly full?: boolean;
  /** Validate and work out what would change; change nothing. */
  readonly dry_run?: boolean;
  readonly ignored_fields?: readonly string[];
  /** Called as rows are validated (every 1,000) and once when the import is done. */
  readonly onProgress?: (done: number, total: number) => void;
}

export type ImportStockFailure =
  | { readonly code: 'SITE.NOT_FOUND'; readonly message: string }
  | { readonly code: 'VALIDATION_FAILED'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'CAR.NOT_FOUND'; readonly message: string };

export interface ImportStockDeps {
  /** The indexed repository: what is stored reaches search at once. */
  readonly cars: CarRepository & CarUpdater;
  readonly alerts: Pick<AlertStore, 'watchersOf' | 'recordEvents'>;
  readonly siteOf: (slug: string) => DealerSite | undefined;
  readonly clock?: Clock;
}

const VALUE_CHARS = 80;
const PROGRESS_EVERY = 1_000;

/** A value as the report shows it. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

function at(record: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function stocknumOf(record: unknown): string | null {
  const value = at(record, ['stocknum']);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
}

function feedSiteOf(site: DealerSite): FeedSite {
  return { slug: site.slug, locations: site.locations, reserve_deposit: site.reserve_deposit, onlinePurchase: site.features.onlinePurchase };
}

interface Validated {
  readonly valid: { readonly row: number; readonly feed: ValidFeedCar }[];
  readonly problems: StockProblem[];
  /** Stock numbers of every row, bad ones included: a full import never sells a car whose row was only mistyped. */
  readonly named: Set<string>;
}

export class ImportStock {
  readonly #clock: Clock;

  constructor(private readonly deps: ImportStockDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  /** Left only when the site is not configured or the feed is too long; bad rows are in the report. */
  execute(input: ImportStockInput): TaskEither<ImportStockFailure, StockImportReport> {
    return async () => {
      const site = this.deps.siteOf(input.site_slug);
      if (!site) return E.left({ code: 'SITE.NOT_FOUND', message: `No dealer site '${input.site_slug}' is configured.` });
      if (input.rows.length > STOCK_FEED_LIMITS.maxCars) {
        return E.left({
          code: 'VALIDATION_FAILED',
          message: `A feed holds at most ${STOCK_FEED_LIMITS.maxCars} cars.`,
          fields: { cars: `must have at most ${STOCK_FEED_LIMITS.maxCars} cars` },
        });
      }
      const now = this.#clock.now();
      const { valid, problems, named } = this.#validate(site, input);
      const dryRun = input.dry_run === true;
      const full = input.full === true;
      const existing = await this.deps.cars.listStock(site.slug);
      const byStocknum = new Map<string, StockEntry>();
      for (const entry of existing) byStocknum.set(entry.stocknum, entry);
      const slugsInUse = new Set(existing.map((e) => e.slug));

      const feedSite = feedSiteOf(site);
      const updates = new Map<number, (car: Car) => Car>();
      const rowOfId = new Map<number, number>();
      const fresh: { readonly row: number; readonly feed: ValidFeedCar }[] = [];
      for (const item of valid) {
        const entry = byStocknum.get(item.feed.stocknum);
        if (!entry) {
          fresh.push(item);
          continue;
        }
        rowOfId.set(entry.id, item.row);
        updates.set(entry.id, (car) => {
          const next = carFromFeed(item.feed, { site: feedSite, existing: car, id: car.id, now });
          return sameListing(car, next) ? car : next;
        });
      }
      const soldIds = new Set<number>();
      if (full) {
        for (const entry of existing) {
          if (named.has(entry.stocknum) || entry.status === 'sold') continue;
          soldIds.add(entry.id);
          updates.set(entry.id, (car) => soldFromFeed(car, now));
        }
      }
      const applied = await this.deps.cars.applyStock(site.slug, {
        newCars: fresh.length,
        dryRun,
        inserts: (ids) =>
          fresh.map(({ feed }, i) => {
            const id = ids[i] ?? 0;
            let slug = feedCarSlug(feed);
            if (slugsInUse.has(slug)) slug = `${slug}-${id}`;
            slugsInUse.add(slug);
            return carFromFeed(feed, { site: feedSite, existing: null, id, slug, now });
          }),
        updates,
      });
      const alerts = dryRun ? [] : await recordCarChangeAlerts(this.deps.alerts, site, applied.updated, now);

      const cars: StockCarResult[] = [];
      applied.inserted.forEach((car, i) =>
        cars.push({ row: fresh[i]?.row ?? null, stocknum: car.stocknum, id: dryRun ? null : car.id, slug: dryRun ? null : car.slug, outcome: 'created' }),
      );
      const changedIds = new Set<number>();
      for (const { after } of applied.updated) {
        changedIds.add(after.id);
        cars.push({
          row: rowOfId.get(after.id) ?? null,
          stocknum: after.stocknum,
          id: after.id,
          slug: after.slug,
          outcome: soldIds.has(after.id) ? 'sold' : 'updated',
        });
      }
      const entryById = new Map(existing.map((e) => [e.id, e]));
      for (const [id, row] of rowOfId) {
        if (changedIds.has(id)) continue;
        const entry = entryById.get(id);
        if (entry) cars.push({ row, stocknum: entry.stocknum, id, slug: entry.slug, outcome: 'unchanged' });
      }
      cars.sort((a, b) => (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER));
      const count = (outcome: StockOutcome) => cars.filter((c) => c.outcome === outcome).length;
      input.onProgress?.(input.rows.length, input.rows.length);
      return E.right({
        site_slug: site.slug,
        dry_run: dryRun,
        full,
        rows: input.rows.length,
        valid: valid.length,
        rejected: new Set(problems.map((p) => p.row)).size,
        created: count('created'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        sold: count('sold'),
        problems,
        ignored_fields: [...(input.ignored_fields ?? [])],
        alerts_recorded: alerts.reduce((sum, a) => sum + a.recorded, 0),
        cars,
      });
    };
  }

  /** Each row through the schema, then the site's rules: a location the site has, a stock number given once. */
  #validate(site: DealerSite, input: ImportStockInput): Validated {
    const valid: { row: number; feed: ValidFeedCar }[] = [];
    const problems: StockProblem[] = [];
    const named = new Set<string>();
    const firstRowOf = new Map<string, number>();
    const locationSlugs = salesLocations(site.locations).map((l) => l.slug);
    const total = input.rows.length;
    input.rows.forEach(({ row, record }, index) => {
      const stocknum = stocknumOf(record);
      if (stocknum !== null) named.add(stocknum);
      const parsed = feedCarSchema.safeParse(record);
      const rowProblems: StockProblem[] = [];
      if (!parsed.success) {
        for (const issue of (parsed.error as z.ZodError).issues) {
          const field = issue.path.join('.') || 'row';
          const value = at(record, issue.path);
          rowProblems.push({
            row,
            stocknum,
            field,
            problem: value === undefined && issue.path.length > 0 ? 'is required' : issue.message,
            value: shown(value),
          });
        }
      }
      // The site's own rule, on every row: a bad row's report names all its problems at once.
      const location = at(record, ['location']);
      if (typeof location === 'string' && location.trim() !== '' && !locationSlugs.includes(location.trim())) {
        rowProblems.push({
          row,
          stocknum,
          field: 'location',
          problem: `is not one of this site's locations (${locationSlugs.join(', ')})`,
          value: shown(location),
        });
      }
      if (parsed.success) {
        const feed = parsed.data;
        if (!feed.location && !defaultFeedLocation(site.locations))
          rowProblems.push({ row, stocknum, field: 'location', problem: 'is required: the site has no location to hold the car', value: '' });
        const first = firstRowOf.get(feed.stocknum);
        if (first !== undefined)
          rowProblems.push({
            row,
            stocknum,
            field: 'stocknum',
            problem: `appears again (first on row ${first}); the first row applies`,
            value: shown(feed.stocknum),
          });
        else firstRowOf.set(feed.stocknum, row);
        if (rowProblems.length === 0) valid.push({ row, feed });
      }
      problems.push(...rowProblems);
      if (input.onProgress && (index + 1) % PROGRESS_EVERY === 0 && index + 1 < total) input.onProgress(index + 1, total);
    });
    return { valid, problems, named };
  }

  /**
   * issue 16 'DELETE /api/inventory/cars/{stocknum}': the car has left the dealer's stock — it is
   * sold now, as a full feed without it would make it (shown 'JUST SOLD' for the site's window).
   * Deleting a car already sold changes nothing.
   */
  remove(siteSlug: string, stocknum: string): TaskEither<ImportStockFailure, StockCarResult> {
    return async () => {
      const site = this.deps.siteOf(siteSlug);
      if (!site) return E.left({ code: 'SITE.NOT_FOUND', message: `No dealer site '${siteSlug}' is configured.` });
      const [entry] = await this.deps.cars.listStock(site.slug, [stocknum]);
      if (!entry) return E.left({ code: 'CAR.NOT_FOUND', message: `No car with stock number '${stocknum}' is listed on ${site.name}.` });
      const now = this.#clock.now();
      const applied = await this.deps.cars.applyStock(site.slug, {
        newCars: 0,
        inserts: () => [],
        updates: new Map([[entry.id, (car: Car) => soldFromFeed(car, now)]]),
      });
      await recordCarChangeAlerts(this.deps.alerts, site, applied.updated, now);
      return E.right({ row: null, stocknum: entry.stocknum, id: entry.id, slug: entry.slug, outcome: applied.updated.length > 0 ? 'sold' : 'unchanged' });
    };
  }
}
