/**
 * issue 16: the core puts the feed-photo ingestion on the stock's change feed and runs it with
 * the other workers (started by `start()`, stopped by `close()`); INGEST_FEED_PHOTOS=false leaves
 * a feed's photo URLs as given. The downloader the core binds refuses private addresses.
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageDownloader } from '../../../application/media/image-store.port';
import type { CaryardCore } from '../../../config/core';
import { PORTS } from '../../../config/ports';
import { loadSettings } from '../../../config/runtime/settings';
import { buildTestCore } from '../../adapters/http/support/test-server';

const SITE = 'harbour-motors';
const RANGER = { car_type: 'used', year: 2020, make: 'Ford', model: 'Ranger', km: 64_000, price: 44_990, location: 'newcastle-west' };

describe('the core: feed photos into the image pipeline', () => {
  let photoServer: Server;
  let asked = 0;
  let photoUrl: string;
  const opened: { core: CaryardCore; dataDir: string }[] = [];

  beforeAll(async () => {
    photoServer = createServer((_req, res) => {
      asked++;
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
    photoUrl = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}/car.jpg`;
  });
  afterAll(async () => {
    for (const { core, dataDir } of opened) {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await new Promise((resolve) => photoServer.close(resolve));
  });

  const open = async (ingestFeedPhotos?: boolean) => {
    const built = await buildTestCore(ingestFeedPhotos === undefined ? {} : { settings: { ingestFeedPhotos } });
    opened.push(built);
    return built.core;
  };

  it('INGEST_FEED_PHOTOS is on unless set to false', () => {
    expect(loadSettings({}).ingestFeedPhotos).toBe(true);
    expect(loadSettings({ INGEST_FEED_PHOTOS: 'false' }).ingestFeedPhotos).toBe(false);
    expect(() => loadSettings({ INGEST_FEED_PHOTOS: 'maybe' })).toThrow(/INGEST_FEED_PHOTOS/);
  });

  it('starts the ingestion with the workers and stops it on close; the bound downloader refuses 127.0.0.1', async () => {
    const core = await open();
    await core.start({ workers: false });
    expect(core.workers.feedPhotos.running).toBe(false);
    await core.start({ workers: true });
    expect(core.workers.feedPhotos.running).toBe(true);

    // Heard on the change feed: the car's photo is tried (refused here: the core's downloader is production's).
    const imported = await core.useCases.importStock.execute({
      site_slug: SITE,
      rows: [{ row: 1, record: { ...RANGER, stocknum: 'WIRE-1', photos: [photoUrl] } }],
    })();
    expect(E.isRight(imported)).toBe(true);
    await core.workers.feedPhotos.idle();
    const refused = await core.container.get<ImageDownloader>(PORTS.ImageDownloader).download(photoUrl)();
    expect(E.isLeft(refused) && refused.left.message).toContain('not a public internet address');
    expect(asked).toBe(0);

    await core.close();
    expect(core.workers.feedPhotos.running).toBe(false);
  });

  it('with INGEST_FEED_PHOTOS=false the ingestion neither follows the stock nor starts', async () => {
    const core = await open(false);
    await core.start({ workers: true });
    expect(core.workers.feedPhotos.running).toBe(false);
    const car = await core.useCases.importStock.execute({
      site_slug: SITE,
      rows: [{ row: 1, record: { ...RANGER, stocknum: 'WIRE-2', photos: [photoUrl] } }],
    })();
    expect(E.isRight(car)).toBe(true);
    await core.workers.feedPhotos.idle();
    expect(asked).toBe(0);
  });
});
