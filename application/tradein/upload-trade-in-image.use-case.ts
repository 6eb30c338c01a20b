import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  imageTooManyPixelsMessage,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  TOO_MANY_IMAGES_MESSAGE,
} from '../../domain/tradein/trade-in-images';
import type { Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { ImageFileStore, ImageInspector, TradeInEvaluationStore } from './trade-in-store.port';
import { unknownEvaluation, type UnknownEvaluation, type ValuationProviders } from './valuation-providers';

export interface UploadTradeInImageInput {
  readonly site: DealerSite;
  readonly evalId: string;
  /** The seller's file name: kept for the dealer's reference, never used to store or to decide the type. */
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface ImageRefused {
  readonly code: 'TRADE_IN.IMAGE_TYPE' | 'TRADE_IN.IMAGE_TOO_LARGE' | 'TRADE_IN.IMAGE_TOO_MANY_PIXELS' | 'TRADE_IN.TOO_MANY_IMAGES';
  readonly message: string;
}

export interface ImageStored {
  /** Photos the evaluation now has (at most 10). */
  readonly stored: number;
  readonly mime: string;
  /** false when the provider could not take it now: the photo is kept with us for the dealer all the same. */
  readonly forwarded: boolean;
}

/**
 * spec 2 §4 Step Three, one request per image (`POST /api/eval-expert/image-upload`; spec 2 §5,
 * §9: at most 10 per evaluation and 10,000,000 bytes each, JPEG/PNG/GIF/HEIC), enforced here
 * whatever the browser checked: the type decided by the bytes (ImageInspector), the pixel size
 * read from the header before anything is decoded (issue 30: TRADE_IN.IMAGE_TOO_MANY_PIXELS), location
 * metadata removed from JPEGs, the file stored under a generated name outside any served
 * directory, an eleventh refused atomically by the store. The provider then gets the cleaned
 * photo; if it cannot take it now, the photo stays with us (logged) — the seller's upload is
 * never lost to a provider outage.
 */
export class UploadTradeInImage {
  constructor(
    private readonly deps: {
      providers: ValuationProviders;
      store: TradeInEvaluationStore;
      inspector: ImageInspector;
      files: ImageFileStore;
      clock: Clock;
      logger: Pick<Logger, 'warn'>;
      newId?: () => string;
    },
  ) {}

  execute(input: UploadTradeInImageInput): TE.TaskEither<UnknownEvaluation | ImageRefused, ImageStored> {
    return async () => {
      const { site, evalId, bytes } = input;
      if (bytes.byteLength > MAX_IMAGE_BYTES) return E.left({ code: 'TRADE_IN.IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE });
      const evaluation = await this.deps.store.findEvaluation(site.slug, evalId);
      if (!evaluation) return E.left(unknownEvaluation(evalId));
      const inspected = await this.deps.inspector.inspect(bytes);
      if ('rejected' in inspected) {
        if (inspected.rejected === 'too_many_pixels') return E.left({ code: 'TRADE_IN.IMAGE_TOO_MANY_PIXELS', message: imageTooManyPixelsMessage(inspected) });
        return E.left({ code: 'TRADE_IN.IMAGE_TYPE', message: IMAGE_TYPE_MESSAGE });
      }

      const storedName = `${(this.deps.newId ?? (() => globalThis.crypto.randomUUID()))()}.${inspected.extension}`;
      await this.deps.files.write(storedName, inspected.bytes);
      const added = await this.deps.store
        .addImage(
          {
            siteSlug: site.slug,
            evalId,
            storedName,
            originalName: input.fileName.slice(0, 255),
            mime: inspected.mime,
            bytes: inspected.bytes.byteLength,
            storedAt: this.deps.clock.now().toISOString(),
          },
          MAX_IMAGES,
        )
        .catch(async (error: unknown) => {
          await this.deps.files.remove(storedName);
          throw error;
        });
      if (!added.added) {
        await this.deps.files.remove(storedName);
        return E.left({ code: 'TRADE_IN.TOO_MANY_IMAGES', message: TOO_MANY_IMAGES_MESSAGE });
      }

      const handed = await this.deps.providers(site).uploadImage({ evalId, fileName: storedName, mime: inspected.mime, bytes: inspected.bytes })();
      if (E.isLeft(handed)) {
        this.deps.logger.warn(
          { site: site.slug, evalId, provider: handed.left.provider },
          `trade-in photo kept locally; provider did not take it: ${handed.left.message}`,
        );
      }
      return E.right({ stored: added.count, mime: inspected.mime, forwarded: E.isRight(handed) });
    };
  }
}
