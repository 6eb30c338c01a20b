import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlDatabase } from './sql-database';

/** One schema change: `migrations/{version}_{name}.sql`. */
export interface Migration {
  /** The file's numeric prefix as written (`001`); migrations apply in its numeric order. */
  version: string;
  name: string;
  sql: string;
}

/** The migrations shipped with Caryard (`adapters/persistence/migrations/`). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d+)_([a-z0-9_]+)\.sql$/;

/**
 * Some constant key for pg_advisory_xact_lock, so that concurrent migrators
 * (several instances starting at once against one server) take turns.
 */
const MIGRATION_LOCK_KEY = 7_311_220_041;

/**
 * Reads the `.sql` files of `dir` in version order. Rejects on a file whose name is not
 * `{digits}_{snake_case}.sql` or on two files with the same version number.
 */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new Error(`Migration file "${file}" in ${dir} is not named {version}_{name}.sql (e.g. 001_init.sql)`);
    const [, version = '', name = ''] = match;
    migrations.push({ version, name, sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  migrations.sort((a, b) => Number(a.version) - Number(b.version));
  for (let i = 1; i < migrations.length; i++) {
    const [previous, current] = [migrations[i - 1], migrations[i]];
    if (previous && current && Number(previous.version) === Number(current.version)) {
      throw new Error(`Two migrations have version ${current.version}: ${previous.name} and ${current.name}`);
    }
  }
  return migrations;
}

/**
 * Brings the schema up to date: applies, in order and in one transaction, the
 * migrations not yet recorded in `schema_migrations`, and records them. Idempotent;
 * concurrent callers (other processes included) serialise on an advisory lock, so
 * each migration runs once. Resolves with the versions it applied (empty when the
 * schema was current); rejects, having applied nothing, when a migration fails.
 */
export async function migrate(db: SqlDatabase, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction(async (tx) => {
    // Lock before anything else, creating schema_migrations included: two servers
    // racing on CREATE TABLE IF NOT EXISTS can otherwise both try to create it.
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    const done: string[] = [];
    for (const migration of all) {
      if (applied.has(Number(migration.version))) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
