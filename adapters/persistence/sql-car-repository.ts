import type { CarRepository, CarUpdate, CarUpdater, StockApplied, StockBatch, StockEntry } from '../../application/inventory/car-repository.port';
import type { Car } from '../../domain/vehicle/car';
import type { SqlDatabase, SqlSession } from './sql-database';

/** Rows per INSERT: 500 × 12 parameters stays far below PostgreSQL's 65,535. */
const CHUNK_SIZE = 500;
/** Ids locked per SELECT … FOR UPDATE. */
const LOCK_CHUNK = 5_000;

const COLUMNS = ['id', 'site_slug', 'slug', 'status', 'car_type', 'make', 'model', 'year', 'price', 'km', 'updated_at', 'doc'] as const;

const UPSERT_HEAD = `INSERT INTO cars (${COLUMNS.join(', ')}) VALUES `;
const UPSERT_TAIL = ` ON CONFLICT (id) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ')}`;

/** `($1, …, $12::jsonb)` for each row of a chunk. */
function placeholders(rows: number): string {
  const tuples: string[] = [];
  for (let r = 0; r < rows; r++) {
    const base = r * COLUMNS.length;
    const cells = COLUMNS.map((c, i) => `$${base + i + 1}${c === 'doc' ? '::jsonb' : ''}`);
    tuples.push(`(${cells.join(', ')})`);
  }
  return tuples.join(', ');
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
   * cars in chunked upserts. A change that returns the same car object writes nothing.
   */
  async applyStock(siteSlug: string, batch: StockBatch): Promise<StockApplied> {
    return this.db.transaction(async (tx) => {
      const ids = batch.dryRun
        ? Array.from({ length: batch.newCars }, () => 0)
        : batch.newCars > 0
          ? (await tx.query<{ id: string | number }>('SELECT nextval(\'car_id_seq\') AS id FROM generate_series(1, $1)', [batch.newCars])).map((r) => Number(r.id))
          : [];
      const inserted = batch.inserts(ids);
      const updated: CarUpdate[] = [];
      const wanted = [...batch.updates.keys()].filter((id) => Number.isSafeInteger(id)).sort((a, b) => a - b);
      for (let start = 0; start < wanted.length; start += LOCK_CHUNK) {
        const rows = await tx.query<{ doc: Car }>('SELECT doc FROM cars WHERE id = ANY($1::bigint[]) AND site_slug = $2 ORDER BY id FOR UPDATE', [wanted.slice(start, start + LOCK_CHUNK), siteSlug]);
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
      if (writes.length > 0 && !batch.dryRun) await this.#write(tx, writes);
      return { inserted, updated };
    });
  }

  async listStock(siteSlug: string, only?: readonly string[]): Promise<StockEntry[]> {
    const rows =
      only === undefined
        ? await this.db.query<{ id: string | number; stocknum: string; slug: string; status: Car['status'] }>("SELECT id, doc->>'stocknum' AS stocknum, slug, status FROM cars WHERE site_slug = $1 ORDER BY id", [siteSlug])
        : await this.db.query<{ id: string | number; stocknum: string; slug: string; status: Car['status'] }>(
            "SELECT id, doc->>'stocknum' AS stocknum, slug, status FROM cars WHERE site_slug = $1 AND doc->>'stocknum' = ANY($2::text[]) ORDER BY id",
            [siteSlug, [...only]],
          );
    return rows.map((r) => ({ id: Number(r.id), stocknum: r.stocknum, slug: r.slug, status: r.status }));
  }

  /** Writes cars of distinct ids in chunks, on the transaction given. */
  async #write(tx: SqlSession, unique: readonly Car[]): Promise<void> {
    for (let start = 0; start < unique.length; start += CHUNK_SIZE) {
      const chunk = unique.slice(start, start + CHUNK_SIZE);
      const sql = chunk.length === CHUNK_SIZE ? this.#fullChunkSql : UPSERT_HEAD + placeholders(chunk.length) + UPSERT_TAIL;
      const params: unknown[] = [];
      for (const car of chunk) {
        params.push(
          car.id,
          car.site_slug,
          car.slug,
          car.status,
          car.car_type,
          car.make,
          car.model,
          car.year,
          car.price,
          car.km,
          car.updated_at,
          JSON.stringify(car),
        );
      }
      await tx.query(sql, params);
    }
  }

  async count(siteSlug?: string): Promise<number> {
    const rows =
      siteSlug === undefined
        ? await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars')
        : await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE site_slug = $1', [siteSlug]);
    return rows[0]?.n ?? 0;
  }
}
