import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { ValuationProvider } from './valuation-provider.port';

/**
 * The valuation provider of a site (issue 12: 'which provider a site uses is its
 * configuration', DealerSite.trade_in.provider). The composition root builds one adapter per
 * configured provider and checks at start-up that every site's provider is available.
 */
export type ValuationProviders = (site: Pick<DealerSite, 'slug' | 'trade_in'>) => ValuationProvider;

/** The evaluation a site does not know: never started here, or started on another site. */
export interface UnknownEvaluation {
  readonly code: 'TRADE_IN.UNKNOWN_EVALUATION';
  readonly message: string;
}

export const unknownEvaluation = (evalId: string): UnknownEvaluation => ({
  code: 'TRADE_IN.UNKNOWN_EVALUATION',
  message: `No trade-in evaluation ${evalId} was started on this site. Please start again from your registration number.`,
});

/** The request breaks a rule of spec 2 §5 (field → message). */
export interface TradeInRejected {
  readonly code: 'TRADE_IN.INVALID';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}
