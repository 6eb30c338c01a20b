import type { CarRepository, CarUpdate, CarUpdater, StockApplied, StockBatch, StockEntry } from '../../application/inventory/car-repository.port';
import type { Car } from '../../domain/vehicle/car';
import type { SqlDatabase, SqlSession } from './sql-database';

/** Cars per INSERT: one jsonb parameter each. */
const CHUNK_SIZE = 500;
/** Ids locked per SELECT … FOR UPDATE. */
const LOCK_CHUNK = 2_000;

const COLUMNS = ['id', 'site_slug', 'slug', 'status', 'car_type', 'make', 'model', 'year', 'price', 'km', 'updated_at', 'doc'] as const;

/**
 * Each car is sent once, as its jsonb document, and the columns are read from it by the server
 * (they are the document's fields, 001_init.sql): one parameter a car instead of twelve.
 */
const UPSERT_HEAD = `INSERT INTO cars (${COLUMNS.join(', ')})
  SELECT (d->>'id')::bigint, d->>'site_slug', d->>'slug', d->>'status', d->>'car_type', d->>'make', d->>'model',
         (d->>'year')::integer, (d->>'price')::numeric, (d->>'km')::numeric, (d->>'updated_at')::timestamptz, d
  FROM (VALUES `;
const UPSERT_TAIL = `) AS v (d) ON CONFLICT (id) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ')}`;

/** `($1::jsonb), ($2::jsonb), …` for each car of a chunk. */
function placeholders(rows: number): string {
  return Array.from({ length: rows }, (_, r) => `($${r + 1}::jsonb)`).join(', ');
}

/**
 * Sends a statement now, to be awaited later: the caller prepares the next one meanwhile (the
 * server works on this one). Marked handled at once, so a failure while another statement is
 * awaited is not an unhandled rejection; awaiting it still throws.
 */
function sent<T>(tx: SqlSession, sql: string, params: readonly unknown[]): Promise<T[]> {
  const query = tx.query<T>(sql, params);
  query.catch(() => {});
  return query;
}

/**
 * Per database handle: the transactions (xid8, as text) of this process that wrote cars which the
 * caller tells this process's indexes of (StockBatch.indexedByCaller). The change listener on the
 * same handle (adapters/search/postgres-car-change-listener.ts) leaves their change rows out, so
 * a bulk import is not indexed twice here; every other process reads them as before.
 */
const toldTransactions = new WeakMap<SqlDatabase, Set<string>>();
/** Kept at most; forgetting one only means its cars are read and indexed again. */
const TOLD_KEPT = 1_000;

export function carChangesToldHere(db: SqlDatabase): Set<string> {
  let told = toldTransactions.get(db);
  if (!told) toldTransactions.set(db, (told = new Set()));
  return told;
}

/**
 * The inventory in SQL, on PGlite or PostgreSQL alike: each car is stored whole as
 * jsonb and read back as it was written, with the columns search and listing need
 * alongside.
 */
export class SqlCarRepository implements CarRepository, CarUpdater {
  /** The INSERT for a full chunk, built once. */
  readonly #fullChunkSql = UPSERT_HEAD + placeholders(CHUNK_SIZE) + UPSERT_TAIL;

  constructor(private readonly db: SqlDatabase) {}

  async listBySite(siteSlug: string): Promise<Car[]> {
    const rows = await this.db.query<{ doc: Car }>('SELECT doc FROM cars WHERE site_slug = $1 ORDER BY id', [siteSlug]);
    return rows.map((r) => r.doc);
  }

  async findBySlug(siteSlug: string, slug: string): Promise<Car | null> {
    const rows = await this.db.query<{ doc: Car }>('SELECT doc FROM cars WHERE site_slug = $1 AND slug = $2', [siteSlug, slug]);
    return rows[0]?.doc ?? null;
  }

  async findById(siteSlug: string, id: number): Promise<Car | null> {
    if (!Number.isSafeInteger(id)) return null;
    const rows = await this.db.query<{ doc: Car }>('SELECT doc FROM cars WHERE id = $1 AND site_slug = $2', [id, siteSlug]);
    return rows[0]?.doc ?? null;
  }

  /**
   * Multi-row INSERT … ON CONFLICT (id) DO UPDATE in chunks, all in one transaction.
   * A car given twice is stored as its last occurrence. Rejects, storing nothing,
   * when a car breaks a constraint (two cars of one site with one slug, an
   * updated_at PostgreSQL cannot read as a timestamp).
   */
  async upsertMany(cars: readonly Car[]): Promise<void> {
    // One INSERT … ON CONFLICT may not touch a row twice: keep each id's last version.
    const byId = new Map<number, Car>();
    for (const car of cars) byId.set(car.id, car);
    if (byId.size === 0) return;
    const unique = [...byId.values()];
    await this.db.transaction((tx) => this.#write(tx, unique));
  }

  /**
   * SELECT … FOR UPDATE, then the upsert, in one transaction: a second update of the car waits
   * for the first to commit and then reads what it stored, so neither change is lost.
   */
  async updateWith(siteSlug: string, id: number, change: (car: Car) => Car): Promise<CarUpdate | null> {
    if (!Number.isSafeInteger(id)) return null;
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ doc: Car }>('SELECT doc FROM cars WHERE id = $1 AND site_slug = $2 FOR UPDATE', [id, siteSlug]);
      const before = rows[0]?.doc;
      if (!before) return null;
      const after = change(before);
      // A bug in the caller, not an outcome: the change would move another row.
      if (after.id !== before.id || after.site_slug !== before.site_slug) throw new Error(`updateWith: a change must keep car ${id} on ${siteSlug}`);
      await this.#write(tx, [after]);
      return { before, after };
    });
  }

  /**
   * One transaction: new ids from car_id_seq, then the rows to change locked (SELECT … FOR UPDATE
   * in chunks, in id order so two importers never deadlock), changed and written with the new
   * cars in chunked upserts. A change that returns the same car object writes nothing. Each lock
   * chunk is asked for before the one before it is worked through, so the server reads while
   * this process compares.
   */
  async applyStock(siteSlug: string, batch: StockBatch): Promise<StockApplied> {
    return this.db.transaction(async (tx) => {
      const ids = batch.dryRun
        ? Array.from({ length: batch.newCars }, () => 0)
        : batch.newCars > 0
          ? (await tx.query<{ id: string | number }>("SELECT nextval('car_id_seq') AS id FROM generate_series(1, $1)", [batch.newCars])).map((r) =>
              Number(r.id),
            )
          : [];
      const inserted = batch.inserts(ids);
      const updated: CarUpdate[] = [];
      const wanted = [...batch.updates.keys()].filter((id) => Number.isSafeInteger(id)).sort((a, b) => a - b);
      const lock = (start: number) =>
        sent<{ doc: Car }>(tx, 'SELECT doc FROM cars WHERE id = ANY($1::bigint[]) AND site_slug = $2 ORDER BY id FOR UPDATE', [
          wanted.slice(start, start + LOCK_CHUNK),
          siteSlug,
        ]);
      let locking = wanted.length > 0 ? lock(0) : null;
      for (let start = 0; locking; start += LOCK_CHUNK) {
        const rows = await locking;
        locking = start + LOCK_CHUNK < wanted.length ? lock(start + LOCK_CHUNK) : null;
        for (const { doc: before } of rows) {
          const change = batch.updates.get(before.id);
          if (!change) continue;
          const after = change(before);
          if (after === before) continue;
          if (after.id !== before.id || after.site_slug !== before.site_slug) throw new Error(`applyStock: a change must keep car ${before.id} on ${siteSlug}`);
          updated.push({ before, after });
        }
      }
      const writes = [...inserted, ...updated.map((u) => u.after)];
      if (writes.length > 0 && !batch.dryRun) {
        if (batch.indexedByCaller && this.db.engine === 'postgres') await this.#toldHere(tx);
        await this.#write(tx, writes);
      }
      return { inserted, updated };
    });
  }

  /** Notes the transaction as one whose changes the caller tells this process's indexes of. */
  async #toldHere(tx: SqlSession): Promise<void> {
    const [row] = await tx.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
    if (!row) return;
    const told = carChangesToldHere(this.db);
    told.add(row.xid);
    for (const xid of told) {
      if (told.size <= TOLD_KEPT) break;
      told.delete(xid);
    }
  }

  async listStock(siteSlug: string, only?: readonly string[]): Promise<StockEntry[]> {
    const rows =
      only === undefined
        ? await this.db.query<{ id: string | number; stocknum: string; slug: string; status: Car['status'] }>(
            "SELECT id, doc->>'stocknum' AS stocknum, slug, status FROM cars WHERE site_slug = $1 ORDER BY id",
            [siteSlug],
          )
        : await this.db.query<{ id: string | number; stocknum: string; slug: string; status: Car['status'] }>(
            "SELECT id, doc->>'stocknum' AS stocknum, slug, status FROM cars WHERE site_slug = $1 AND doc->>'stocknum' = ANY($2::text[]) ORDER BY id",
            [siteSlug, [...only]],
          );
    return rows.map((r) => ({ id: Number(r.id), stocknum: r.stocknum, slug: r.slug, status: r.status }));
  }

  /**
   * Writes cars of distinct ids in chunks, on the transaction given: each chunk's documents are
   * written out as JSON while the server stores the chunk before.
   */
  async #write(tx: SqlSession, unique: readonly Car[]): Promise<void> {
    let writing: Promise<unknown> | null = null;
    for (let start = 0; start < unique.length; start += CHUNK_SIZE) {
      const chunk = unique.slice(start, start + CHUNK_SIZE);
      const sql = chunk.length === CHUNK_SIZE ? this.#fullChunkSql : UPSERT_HEAD + placeholders(chunk.length) + UPSERT_TAIL;
      const params = chunk.map((car) => JSON.stringify(car));
      if (writing) await writing;
      writing = sent(tx, sql, params);
    }
    await writing;
  }

  async count(siteSlug?: string): Promise<number> {
    const rows =
      siteSlug === undefined
        ? await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars')
        : await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE site_slug = $1', [siteSlug]);
    return rows[0]?.n ?? 0;
  }
}
