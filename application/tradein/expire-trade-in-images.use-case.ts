import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { systemClock, type Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { UseCase } from '../shared/use-case';
import type { ImageFileStore, TradeInEvaluationStore } from './trade-in-store.port';

const DAY_MS = 86_400_000;

/** One site's part of a sweep, as the log reports it. */
export interface SiteImageSweep {
  readonly site_slug: string;
  /** Photos stored before this instant (ISO 8601 UTC) were taken. */
  readonly cutoff: string;
  /** Photo records taken from the store. */
  readonly expired: number;
  /** Of those, files that could not be deleted (each logged with its name). */
  readonly failed: number;
}

export interface ImageSweepReport {
  readonly sites: readonly SiteImageSweep[];
  /** Photos whose record and file are gone. */
  readonly removed: number;
  readonly failed: number;
}

export interface ExpireTradeInImagesDeps {
  /** Every configured site: each keeps photos for its own DealerSite.trade_in.image_retention_days. */
  readonly sites: () => readonly DealerSite[];
  readonly store: Pick<TradeInEvaluationStore, 'takeImagesStoredBefore'>;
  readonly files: Pick<ImageFileStore, 'remove'>;
  readonly clock?: Clock;
  readonly logger?: Pick<Logger, 'info' | 'error'>;
}

/**
 * The retention of sellers' trade-in photos (issue 12: "images of an evaluation deleted after a
 * retention period the site sets"): for each site, takes the records of photos stored more than
 * `trade_in.image_retention_days` ago and deletes their files. Records go first, so a photo past
 * its time is never listed again even when its file resists; a file that cannot be deleted is
 * logged by name for an operator. Sweeping is idempotent and safe on several instances at once:
 * the store hands each record to one taker. Run periodically by the TradeInImageSweeper.
 */
export class ExpireTradeInImages implements UseCase<void, never, ImageSweepReport> {
  readonly #clock: Clock;

  constructor(private readonly deps: ExpireTradeInImagesDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  /** Rejects only when the store fails (an outage the sweeper logs and retries). */
  execute(): TE.TaskEither<never, ImageSweepReport> {
    return TE.fromTask(async () => {
      const now = this.#clock.now().getTime();
      const sites: SiteImageSweep[] = [];
      for (const site of this.deps.sites()) {
        const cutoff = new Date(now - site.trade_in.image_retention_days * DAY_MS);
        const expired = await this.deps.store.takeImagesStoredBefore(site.slug, cutoff);
        let failed = 0;
        for (const image of expired) {
          try {
            await this.deps.files.remove(image.storedName);
          } catch (error) {
            failed++;
            this.deps.logger?.error(
              { err: error, site_slug: site.slug, eval_id: image.evalId, stored_name: image.storedName },
              `trade-in photo ${image.storedName} is past its retention but its file could not be deleted`,
            );
          }
        }
        sites.push({ site_slug: site.slug, cutoff: cutoff.toISOString(), expired: expired.length, failed });
      }
      const removed = sites.reduce((sum, s) => sum + s.expired - s.failed, 0);
      const failed = sites.reduce((sum, s) => sum + s.failed, 0);
      if (removed + failed > 0) {
        this.deps.logger?.info(
          { trade_in_image_sweep: sites.filter((s) => s.expired > 0) },
          `trade-in photo retention: deleted ${removed} photos past their site's retention`,
        );
      }
      return { sites, removed, failed };
    });
  }
}
