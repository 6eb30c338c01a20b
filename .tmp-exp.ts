import { PgliteDatabase } from './adapters/persistence/pglite-database';
import { migrate } from './adapters/persistence/migrator';
import { SqlCarRepository } from './adapters/persistence/sql-car-repository';
import { someCars } from './tests/support/car-builder';
const N = 20_000;
const cars = someCars(N, 'alpha', 1);
const variant = process.argv[2];
const db = await PgliteDatabase.open();
await migrate(db);
if (variant === 'external') await db.exec('ALTER TABLE cars ALTER COLUMN doc SET STORAGE EXTERNAL');
if (variant === 'lz4') await db.exec('ALTER TABLE cars ALTER COLUMN doc SET COMPRESSION lz4');
if (variant === 'jsontype') await db.exec('ALTER TABLE cars ALTER COLUMN doc TYPE json');
if (variant === 'texttype') await db.exec('ALTER TABLE cars ALTER COLUMN doc TYPE text');
if (variant === 'noindex') await db.exec('DROP INDEX cars_site_slug_updated_at_idx');
if (variant === 'jsontype' || variant === 'texttype') { const t0 = performance.now(); await new SqlCarRepository(db).upsertMany(cars); console.log(variant, 'ms', Math.round(performance.now() - t0)); process.exit(0); }
let t = performance.now();
if (variant === 'json') {
  await db.transaction(async (tx) => {
    for (let i = 0; i < cars.length; i += 500) {
      await tx.query(`INSERT INTO cars (id, site_slug, slug, status, car_type, make, model, year, price, km, updated_at, doc)
        SELECT (d->>'id')::bigint, d->>'site_slug', d->>'slug', d->>'status', d->>'car_type', d->>'make', d->>'model', (d->>'year')::int, (d->>'price')::numeric, (d->>'km')::numeric, (d->>'updated_at')::timestamptz, d
        FROM jsonb_array_elements($1::jsonb) d
        ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`, [JSON.stringify(cars.slice(i, i + 500))]);
    }
  });
} else if (variant === 'stringify') {
  for (const c of cars) JSON.stringify(c);
} else if (variant === 'nodoc') {
  await db.transaction(async (tx) => {
    for (let i = 0; i < cars.length; i += 500) {
      const chunk = cars.slice(i, i + 500);
      const ph = chunk.map((_, r) => `($${r*3+1}, $${r*3+2}, $${r*3+3}, 's','u','m','m',1,1,1,now(),'{}')`).join(',');
      await tx.query(`INSERT INTO cars (id, site_slug, slug, status, car_type, make, model, year, price, km, updated_at, doc) VALUES ${ph}`, chunk.flatMap((c) => [c.id, c.site_slug, c.slug]));
    }
  });
} else {
  await new SqlCarRepository(db).upsertMany(cars);
}
console.log(variant, N, 'ms', Math.round(performance.now() - t));
await db.close();
