/**
 * The trade-in instant offer by number plate (spec 2 §7): the registration look-up over each
 * site's valuation provider, the candidate, the seller's photos and answers, the offer the server
 * makes and records; the photos deleted after the site's retention. Routes: `/api/trade-in/*`.
 */
import { randomBytes } from 'node:crypto';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import type { RecordLeadFollowUp } from '../../application/leads/record-lead-follow-up.use-case';
import { ChooseCandidate } from '../../application/tradein/choose-candidate.use-case';
import { ExpireTradeInImages } from '../../application/tradein/expire-trade-in-images.use-case';
import { LookupRegistration } from '../../application/tradein/lookup-registration.use-case';
import { MakeTradeInOffer } from '../../application/tradein/make-trade-in-offer.use-case';
import { RecordTradeInValuation } from '../../application/tradein/record-trade-in-valuation.use-case';
import { TradeInImageSweeper } from '../../application/tradein/trade-in-image-sweeper';
import type { ImageFileStore, ImageInspector, TradeInEvaluationStore } from '../../application/tradein/trade-in-store.port';
import { UpdateEvaluation } from '../../application/tradein/update-evaluation.use-case';
import { UploadTradeInImage } from '../../application/tradein/upload-trade-in-image.use-case';
import type { ValuationProviders } from '../../application/tradein/valuation-providers';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const tradeInModule = featureModule({
  name: 'trade-in',
  async build({ clock, logger, sites, port }, _before: { readonly recordLeadFollowUp: RecordLeadFollowUp }) {
    const store = await port<TradeInEvaluationStore>(PORTS.TradeInStore);
    const files = await port<ImageFileStore>(PORTS.ImageFileStore);
    const tradeIn = { providers: await port<ValuationProviders>(PORTS.ValuationProviders), store, clock };
    // Sellers' photos are deleted after their site's trade_in.image_retention_days, hourly.
    const tradeInImageSweeper = new TradeInImageSweeper(new ExpireTradeInImages({ sites: () => sites, store, files, clock, logger }), {
      onError: (error) => logger.error({ err: error }, 'trade-in photo retention sweep failed; retrying'),
    });
    return {
      useCases: {
        lookupRegistration: new LookupRegistration(tradeIn),
        chooseCandidate: new ChooseCandidate(tradeIn),
        uploadTradeInImage: new UploadTradeInImage({ ...tradeIn, inspector: await port<ImageInspector>(PORTS.ImageInspector), files, logger }),
        updateEvaluation: new UpdateEvaluation(tradeIn),
        makeTradeInOffer: new MakeTradeInOffer({ ...tradeIn, randomBytes: (n) => new Uint8Array(randomBytes(n)) }),
        // `/api/miscellaneous` 'valuation', recorded from the offer the server made.
        recordTradeInValuation: new RecordTradeInValuation({ leads: await port<LeadRepository>(PORTS.LeadRepository), store }),
      },
      workers: { tradeInImageSweeper },
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { tradeInRoutes } = await import('../../adapters/http/routes/trade-in.routes');
    await scope.register(tradeInRoutes, {
      lookupRegistration: useCases.lookupRegistration,
      chooseCandidate: useCases.chooseCandidate,
      uploadImage: useCases.uploadTradeInImage,
      updateEvaluation: useCases.updateEvaluation,
      makeOffer: useCases.makeTradeInOffer,
      recordFollowUp: useCases.recordLeadFollowUp,
      recordValuation: useCases.recordTradeInValuation,
      ...optional('rateLimit', http.limit('tradeIn')),
      ...optional('uploadRateLimit', http.limit('tradeInUploads')),
    });
  },
  hostRoutes: null,
});
