/**
 * issue 16 'Many instances on PostgreSQL': keeps this process's search indexes current with
 * every change to the shared inventory, whoever made it — another instance, the inventory API,
 * a feed, a direct SQL write. Triggers on `cars` (migration 015) write one `car_changes` row per
 * changed car and notify channel 'caryard_car_changes'; this listener, on a connection of its
 * own, reads the rows it has not applied — at once on a notification (one read per burst),
 * every few seconds anyway (a notification lost while disconnected), and right after each
 * reconnect — loads those cars and hands them to the indexes (InventoryIndex.carsChanged, or
 * carsRemoved for a deleted car). This process's own writes come back too: applying a car twice
 * changes nothing, but a stock import through the IndexedCarRepository has told the indexes
 * already, so the rows of its transactions are left out here (SqlCarRepository notes them on the
 * same database handle, carChangesToldHere) rather than 100,000 cars read back and indexed again.
 *
 * Which rows are new: each read also takes its snapshot's xmin (every transaction below it has
 * ended), and the next read takes the rows of transactions from that xmin on. Reading by seq
 * alone would skip a transaction that commits after another that took a higher seq.
 */
import pg from 'pg';
import type { InventoryIndex, RemovedCar } from '../../application/search/inventory-index.port';
import type { Car } from '../../domain/vehicle/car';
import { carChangesToldHere } from '../persistence/sql-car-repository';
import type { SqlDatabase } from '../persistence/sql-database';

/** The channel the triggers of migration 015 notify. */
export const CAR_CHANGES_CHANNEL = 'caryard_car_changes';
/** The application_name of the listening connection (pg_stat_activity). */
export const CAR_CHANGES_APPLICATION_NAME = 'caryard-car-changes';

/** Cars loaded per statement when applying changes. */
const LOAD_CHUNK = 1_000;

export interface PostgresCarChangeListenerOptions {
  /** The PostgreSQL URL (DATABASE_URL): the listener holds one connection of its own. */
  readonly connectionString: string;
  /** The database the changes and cars are read from (the core's pool). */
  readonly db: SqlDatabase;
  /** Told of every change: the search stack's change feed. */
  readonly index: InventoryIndex;
  /** Milliseconds between catch-up reads. Default 2000. */
  readonly catchUpMs?: number;
  /** Change rows older than this are deleted (by every instance, now and then). Default one day. */
  readonly retentionMs?: number;
  /** Milliseconds between prunes. Default 10 minutes. */
  readonly pruneEveryMs?: number;
  /** Reconnect backoff: first wait, doubled up to the last. Default 100 ms to 5 s. */
  readonly reconnectMs?: { readonly min: number; readonly max: number };
  readonly log?: (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;
}

export interface CarChangeListenerStatus {
  /** LISTENing now. */
  readonly connected: boolean;
  /** The server process of the listening connection (pg_terminate_backend drops it). */
  readonly backendPid: number | null;
  /** Change rows applied since start. */
  readonly applied: number;
  /** Connections made since start, the first included. */
  readonly connections: number;
}

interface ChangeRow {
  xmin: string;
  seq: string | null;
  car_id: number | null;
  site_slug: string | null;
  xid: string | null;
}

export class PostgresCarChangeListener {
  readonly #options: PostgresCarChangeListenerOptions;
  #stopped = true;
  #client: pg.Client | null = null;
  #backendPid: number | null = null;
  #connecting: Promise<void> | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #backoff: number;
  #catchUpTimer: NodeJS.Timeout | null = null;
  /** Rows of transactions from this xid on are read again by the next read. */
  #xmin: bigint | null = null;
  /** The seqs of those rows already applied. */
  #seen = new Set<string>();
  #reading: Promise<void> | null = null;
  #again = false;
  #lastPrune = 0;
  #applied = 0;
  #connections = 0;

  constructor(options: PostgresCarChangeListenerOptions) {
    this.#options = options;
    this.#backoff = options.reconnectMs?.min ?? 100;
  }

  /**
   * Takes the position to follow from (call it before the indexes read the inventory: what is
   * committed by then, they read), connects and LISTENs, and starts the catch-up timer. Rejects
   * only when the position cannot be read; a failed LISTEN connection is retried with backoff.
   */
  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#xmin = await this.#currentXmin();
    this.#seen.clear();
    await this.#connect();
    this.#catchUpTimer = setInterval(() => this.#request(), this.#options.catchUpMs ?? 2_000);
    this.#catchUpTimer.unref();
  }

  /** Closes the connection and waits for a read under way. Idempotent. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#catchUpTimer) clearInterval(this.#catchUpTimer);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#catchUpTimer = this.#reconnectTimer = null;
    await this.#connecting?.catch(() => {});
    const client = this.#client;
    this.#client = null;
    this.#backendPid = null;
    await client?.end().catch(() => {});
    await this.#reading;
  }

  status(): CarChangeListenerStatus {
    return { connected: this.#client !== null, backendPid: this.#backendPid, applied: this.#applied, connections: this.#connections };
  }

  /** Reads and applies every change committed so far (tests, the benchmark). Rejects when the read fails. */
  async catchUp(): Promise<void> {
    while (this.#reading) await this.#reading;
    await this.#read();
  }

  /** A read soon: one at a time, and one more after it when asked meanwhile (a burst is one read). */
  #request(): void {
    if (this.#stopped) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = (async () => {
      try {
        do {
          this.#again = false;
          await this.#read();
        } while (this.#again && !this.#stopped);
      } catch (error) {
        // The next notification or catch-up reads from the same position again.
        this.#log('warn', 'reading car changes failed; retrying at the next catch-up', { error: String(error) });
      } finally {
        this.#reading = null;
      }
    })();
  }

  async #read(): Promise<void> {
    const { db, index } = this.#options;
    const from = this.#xmin ?? (await this.#currentXmin());
    // One statement, one snapshot: the rows and the xmin they are complete below.
    const rows = await db.query<ChangeRow>(
      `WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT s.xmin::text AS xmin, c.seq::text AS seq, c.car_id::float8 AS car_id, c.site_slug, c.xid::text AS xid
       FROM s LEFT JOIN car_changes c ON c.xid >= $1::xid8
       ORDER BY c.seq`,
      [from.toString()],
    );
    const xmin = BigInt(rows[0]?.xmin ?? from.toString());
    const told = carChangesToldHere(db);
    const changed = new Map<number, string>();
    let fresh = 0;
    for (const row of rows) {
      if (row.seq === null || row.car_id === null || row.site_slug === null || this.#seen.has(row.seq)) continue;
      fresh++;
      if (row.xid !== null && told.has(row.xid)) continue;
      changed.delete(row.car_id);
      changed.set(row.car_id, row.site_slug);
    }
    const ids = [...changed.keys()];
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      const found = await db.query<{ doc: Car }>('SELECT doc FROM cars WHERE id = ANY($1::bigint[])', [chunk]);
      const cars = found.map((r) => r.doc);
      const present = new Set(cars.map((car) => car.id));
      const removed: RemovedCar[] = chunk.filter((id) => !present.has(id)).map((id) => ({ id, site_slug: changed.get(id)! }));
      if (cars.length > 0) await index.carsChanged(cars);
      if (removed.length > 0) await index.carsRemoved?.(removed);
    }
    // Applied: move on. Rows of transactions from the new xmin on will be read again; skip those seen.
    const next = xmin > from ? xmin : from;
    this.#seen = new Set(rows.filter((r) => r.seq !== null && r.xid !== null && BigInt(r.xid) >= next).map((r) => r.seq!));
    // A transaction below the new xmin has ended and its rows are read: nothing more of it to leave out.
    for (const xid of told) if (BigInt(xid) < next) told.delete(xid);
    this.#xmin = next;
    this.#applied += fresh;
    await this.#pruneNowAndThen();
  }

  async #pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.#lastPrune < (this.#options.pruneEveryMs ?? 10 * 60_000)) return;
    this.#lastPrune = now;
    await pruneCarChanges(this.#options.db, this.#options.retentionMs ?? 24 * 60 * 60_000);
  }

  async #currentXmin(): Promise<bigint> {
    const [row] = await this.#options.db.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
    return BigInt(row!.xmin);
  }

  /** Connects and LISTENs; on failure, schedules another try. Resolves either way. */
  #connect(): Promise<void> {
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.#options.connectionString, application_name: CAR_CHANGES_APPLICATION_NAME });
      let lost = false;
      const onLost = (error?: Error): void => {
        if (lost) return;
        lost = true;
        if (this.#client === client) {
          this.#client = null;
          this.#backendPid = null;
        }
        client.end().catch(() => {});
        if (this.#stopped) return;
        this.#log('warn', 'car change listener disconnected; reconnecting', error ? { error: error.message } : {});
        this.#scheduleReconnect();
      };
      client.on('error', onLost);
      client.on('end', () => onLost());
      client.on('notification', (message) => {
        if (message.channel === CAR_CHANGES_CHANNEL) this.#request();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CAR_CHANGES_CHANNEL}`);
        const [row] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
        if (this.#stopped || lost) {
          await client.end().catch(() => {});
          return;
        }
        this.#client = client;
        this.#backendPid = row?.pid ?? null;
        this.#connections++;
        this.#backoff = this.#options.reconnectMs?.min ?? 100;
        // What changed while nobody listened.
        this.#request();
      } catch (error) {
        onLost(error instanceof Error ? error : new Error(String(error)));
      }
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#reconnectTimer) return;
    const wait = this.#backoff;
    this.#backoff = Math.min(wait * 2, this.#options.reconnectMs?.max ?? 5_000);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      void this.#connect();
    }, wait);
    this.#reconnectTimer.unref();
  }

  #log(level: 'info' | 'warn', message: string, fields: Record<string, unknown> = {}): void {
    this.#options.log?.(level, message, fields);
  }
}

/**
 * Deletes change rows older than `olderThanMs` (0: every row — on the embedded database, where
 * this process is the only one and nobody reads them). Resolves with the rows deleted.
 */
export async function pruneCarChanges(db: SqlDatabase, olderThanMs: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM car_changes WHERE changed_at <= now() - $1::float8 * interval '1 millisecond' RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [olderThanMs],
  );
  return rows[0]?.n ?? 0;
}
