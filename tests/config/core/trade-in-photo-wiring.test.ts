/**
 * Issue 12: the core binds the upload ports to their adapters — photos under
 * {DATA_DIR}/uploads/trade-in, records in the database — and, once started, its retention
 * sweeper deletes a site's photos past DealerSite.trade_in.image_retention_days.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalImageFileStore } from '../../../adapters/media/local-image-file-store';
import { UploadImageInspector } from '../../../adapters/media/upload-image-inspector';
import { SqlTradeInStore } from '../../../adapters/persistence/sql-trade-in-store';
import type { ImageFileStore, ImageInspector, StoredImage, TradeInEvaluationStore } from '../../../application/tradein/trade-in-store.port';
import { type CaryardCore } from '../../../config/core';
import { tradeInUploadsDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { FakeClock } from '../../application/leads/in-memory-leads';

const SITE = 'harbour-motors';
const DAY_MS = 86_400_000;

describe('the core: trade-in photo ports and the retention sweeper', () => {
  const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
  let core: CaryardCore;
  let dataDir: string;

  beforeAll(async () => {
    ({ core, dataDir } = await buildTestCore({ clock }));
  });
  afterAll(async () => {
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('binds the store to SQL, the inspector to the byte checker and the files to {DATA_DIR}/uploads/trade-in', async () => {
    expect(await core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore)).toBeInstanceOf(SqlTradeInStore);
    expect(core.container.get<ImageInspector>(PORTS.ImageInspector)).toBeInstanceOf(UploadImageInspector);
    const files = core.container.get<ImageFileStore>(PORTS.ImageFileStore);
    expect(files).toBeInstanceOf(LocalImageFileStore);
    expect(tradeInUploadsDir(core.settings)).toBe(join(dataDir, 'uploads', 'trade-in'));
    await files.write('wiring-check.png', new Uint8Array([1, 2, 3]));
    expect(existsSync(join(dataDir, 'uploads', 'trade-in', 'wiring-check.png'))).toBe(true);
    await files.remove('wiring-check.png');
  });

  it('deletes a photo past the site retention when the workers start, and keeps a recent one', async () => {
    const store = await core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore);
    const files = core.container.get<ImageFileStore>(PORTS.ImageFileStore);
    const retentionDays = core.siteOf(SITE)?.trade_in.image_retention_days ?? 0;
    expect(retentionDays).toBeGreaterThan(0);
    const now = clock.now().getTime();
    await store.saveEvaluation({
      siteSlug: SITE,
      evalId: 'EV-WIRING',
      provider: 'simulated',
      rego: 'WIRE01',
      state: 'QLD',
      vehicle: { EvalID: 'EV-WIRING', Make: 'Kia', Model: 'Sportage', Year: 2021 },
      createdAt: new Date(now - (retentionDays + 2) * DAY_MS).toISOString(),
    });
    const photo = (name: string, ageDays: number): StoredImage => ({
      siteSlug: SITE,
      evalId: 'EV-WIRING',
      storedName: name,
      originalName: 'IMG_0001.JPG',
      mime: 'image/jpeg',
      bytes: 3,
      storedAt: new Date(now - ageDays * DAY_MS).toISOString(),
    });
    const expired = photo('wiring-expired.jpg', retentionDays + 1);
    const recent = photo('wiring-recent.jpg', retentionDays - 1);
    for (const image of [expired, recent]) {
      await files.write(image.storedName, new Uint8Array([0xff, 0xd8, 0xff]));
      await store.addImage(image, 10);
    }

    await core.start({ workers: true });
    await expect.poll(() => files.read(expired.storedName), { timeout: 10_000 }).toBeNull();
    expect(await store.imagesOf(SITE, 'EV-WIRING')).toEqual([recent]);
    expect(await files.read(recent.storedName)).not.toBeNull();
  });
});
