/**
 * Issue 12: "images of an evaluation deleted after a retention period the site sets" — the sweep
 * use case on the real store (PGlite) and the real file store (a temporary directory).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalImageFileStore } from '../../../adapters/media/local-image-file-store';
import { migrate } from '../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { SqlTradeInStore } from '../../../adapters/persistence/sql-trade-in-store';
import { ExpireTradeInImages, type ImageSweepReport } from '../../../application/tradein/expire-trade-in-images.use-case';
import type { StoredImage } from '../../../application/tradein/trade-in-store.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { MAX_IMAGES } from '../../../domain/tradein/trade-in-images';
import { emptyPglite } from '../../support/pglite-snapshots';

const NOW = new Date('2025-06-30T12:00:00.000Z');
const daysBefore = (days: number, extraMs = 0): string => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();

/** Two demo sites with their own retention: harbour-motors keeps photos 7 days, bayside-pre-owned 30. */
function demoSites(): DealerSite[] {
  const retention: Record<string, number> = { 'harbour-motors': 7, 'bayside-pre-owned': 30 };
  return loadDealerSites()
    .filter((site) => site.slug in retention)
    .map((site) => ({ ...site, trade_in: { ...site.trade_in, image_retention_days: retention[site.slug] ?? 90 } }));
}

interface LoggedLine {
  level: 'info' | 'error';
  fields: object;
  message: string | undefined;
}

describe('ExpireTradeInImages', () => {
  let db: PgliteDatabase;
  let root: string;
  let files: LocalImageFileStore;
  let store: SqlTradeInStore;
  let lines: LoggedLine[];
  let names = 0;

  const sweep = (sites: readonly DealerSite[] = demoSites()): Promise<E.Either<never, ImageSweepReport>> =>
    new ExpireTradeInImages({
      sites: () => sites,
      store,
      files,
      clock: { now: () => NOW },
      logger: {
        info: (fields: object | string, message?: string) => void lines.push({ level: 'info', fields: typeof fields === 'string' ? {} : fields, message }),
        error: (fields: object | string, message?: string) => void lines.push({ level: 'error', fields: typeof fields === 'string' ? {} : fields, message }),
      },
    }).execute()();

  /** Stores a photo of `site`'s evaluation `evalId`, record and file, `storedAt` then. */
  async function aPhoto(siteSlug: string, evalId: string, storedAt: string): Promise<StoredImage> {
    if (!(await store.findEvaluation(siteSlug, evalId))) {
      await store.saveEvaluation({
        siteSlug,
        evalId,
        provider: 'simulated',
        rego: 'SWEEP1',
        state: 'QLD',
        vehicle: { EvalID: evalId, Make: 'Mazda', Model: 'CX-5', Year: 2020 },
        createdAt: storedAt,
      });
    }
    const image: StoredImage = { siteSlug, evalId, storedName: `sweep-${++names}.jpg`, originalName: 'IMG_1.JPG', mime: 'image/jpeg', bytes: 3, storedAt };
    await files.write(image.storedName, new Uint8Array([0xff, 0xd8, 0xff]));
    expect(await store.addImage(image, MAX_IMAGES)).toMatchObject({ added: true });
    return image;
  }

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
    store = new SqlTradeInStore(db);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'caryard-sweep-'));
    files = new LocalImageFileStore(join(root, 'uploads', 'trade-in'));
    lines = [];
    await db.exec('DELETE FROM trade_in_images; DELETE FROM trade_in_evaluations;');
    return () => rmSync(root, { recursive: true, force: true });
  });

  it('deletes each site photos older than its own retention, records and files, and keeps the rest', async () => {
    const harbourOld = await aPhoto('harbour-motors', 'EV-H1', daysBefore(7, -1));
    const harbourFresh = await aPhoto('harbour-motors', 'EV-H1', daysBefore(7, 1));
    // 10 days old: past harbour-motors 7 days, but bayside-pre-owned keeps its photos 30.
    const baysideTenDays = await aPhoto('bayside-pre-owned', 'EV-B1', daysBefore(10));
    const baysideOld = await aPhoto('bayside-pre-owned', 'EV-B2', daysBefore(31));

    const report = await sweep();

    expect(report).toEqual(
      E.right({
        sites: [
          { site_slug: 'harbour-motors', cutoff: daysBefore(7), expired: 1, failed: 0 },
          { site_slug: 'bayside-pre-owned', cutoff: daysBefore(30), expired: 1, failed: 0 },
        ],
        removed: 2,
        failed: 0,
      }),
    );
    expect(await store.imagesOf('harbour-motors', 'EV-H1')).toEqual([harbourFresh]);
    expect(await store.imagesOf('bayside-pre-owned', 'EV-B1')).toEqual([baysideTenDays]);
    expect(await store.imagesOf('bayside-pre-owned', 'EV-B2')).toEqual([]);
    expect(await files.read(harbourOld.storedName)).toBeNull();
    expect(await files.read(baysideOld.storedName)).toBeNull();
    expect(readdirSync(join(root, 'uploads', 'trade-in')).sort()).toEqual([harbourFresh.storedName, baysideTenDays.storedName].sort());
    expect(lines).toEqual([
      {
        level: 'info',
        fields: {
          trade_in_image_sweep: [
            expect.objectContaining({ site_slug: 'harbour-motors', expired: 1 }),
            expect.objectContaining({ site_slug: 'bayside-pre-owned', expired: 1 }),
          ],
        },
        message: "trade-in photo retention: deleted 2 photos past their site's retention",
      },
    ]);
  });

  it('leaves evaluations in place: only photos expire', async () => {
    await aPhoto('harbour-motors', 'EV-H2', daysBefore(100));
    await sweep();
    expect(await store.findEvaluation('harbour-motors', 'EV-H2')).not.toBeNull();
  });

  it('is quiet and idempotent when nothing is past its retention, and a second sweep finds nothing more', async () => {
    await aPhoto('harbour-motors', 'EV-H3', daysBefore(100));
    expect(E.isRight(await sweep())).toBe(true);
    lines = [];
    expect(await sweep()).toEqual(E.right(expect.objectContaining({ removed: 0, failed: 0 })));
    expect(lines).toEqual([]);
  });

  it('does not fail over a file already gone, and counts it removed', async () => {
    const photo = await aPhoto('harbour-motors', 'EV-H4', daysBefore(8));
    await files.remove(photo.storedName);
    expect(await sweep()).toEqual(E.right(expect.objectContaining({ removed: 1, failed: 0 })));
  });

  it('logs by name a file it cannot delete and goes on with the others', async () => {
    const stuck = await aPhoto('harbour-motors', 'EV-H5', daysBefore(8));
    const other = await aPhoto('harbour-motors', 'EV-H5', daysBefore(9));
    // A directory where the file was: unlink fails with EISDIR (not "missing").
    const stuckPath = join(root, 'uploads', 'trade-in', stuck.storedName);
    rmSync(stuckPath);
    mkdirSync(stuckPath);

    const report = await sweep();

    expect(report).toEqual(E.right(expect.objectContaining({ removed: 1, failed: 1 })));
    expect(existsSync(stuckPath)).toBe(true);
    expect(await files.read(other.storedName)).toBeNull();
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      {
        level: 'error',
        fields: expect.objectContaining({ site_slug: 'harbour-motors', eval_id: 'EV-H5', stored_name: stuck.storedName }),
        message: `trade-in photo ${stuck.storedName} is past its retention but its file could not be deleted`,
      },
    ]);
    // Its record is gone all the same: the photo is never listed again.
    expect(await store.imagesOf('harbour-motors', 'EV-H5')).toEqual([]);
  });

  it('sweeps every configured demo site with the retention of its configuration', async () => {
    const sites = loadDealerSites();
    await aPhoto('saltbush-caravans', 'EV-S1', daysBefore(sites.find((s) => s.slug === 'saltbush-caravans')?.trade_in.image_retention_days ?? 90, -1));
    const report = await sweep(sites);
    expect(E.isRight(report) && report.right.sites.map((s) => s.site_slug)).toEqual(sites.map((s) => s.slug));
    expect(E.isRight(report) && report.right.removed).toBe(1);
  });
});
