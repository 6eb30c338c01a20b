/**
 * issue 12: the valuation provider of each site (DealerSite.trade_in.provider) — the offline
 * simulated one always, Eval Expert and AutoGrab when settings give their URL and key. One
 * adapter per provider, shared by the sites that choose it. A site that chooses a provider
 * the settings do not configure stops start-up, naming the site and the settings it needs.
 */
import { AutoGrabHttpProvider } from '../adapters/valuation/autograb-http-provider';
import { EvalExpertHttpProvider } from '../adapters/valuation/eval-expert-http-provider';
import { SimulatedValuationProvider } from '../adapters/valuation/simulated-valuation-provider';
import type { Clock } from '../application/shared/clock.port';
import type { ValuationProvider, ValuationProviderName } from '../application/tradein/valuation-provider.port';
import type { ValuationProviders } from '../application/tradein/valuation-providers';
import type { DealerSite } from '../domain/dealer-site';
import { InvalidSettingsError, type Settings } from './runtime/settings';

const NEEDS: Readonly<Record<Exclude<ValuationProviderName, 'simulated'>, string>> = {
  eval_expert: 'EVAL_EXPERT_URL and EVAL_EXPERT_API_KEY',
  autograb: 'AUTOGRAB_URL and AUTOGRAB_API_KEY',
};

export function valuationProviders(settings: Pick<Settings, 'evalExpert' | 'autograb'>, sites: readonly DealerSite[], clock: Clock): ValuationProviders {
  const providers: Partial<Record<ValuationProviderName, ValuationProvider>> = {
    simulated: new SimulatedValuationProvider({ clock, uniqueEvaluations: true }),
    ...(settings.evalExpert ? { eval_expert: new EvalExpertHttpProvider({ baseUrl: settings.evalExpert.url, apiKey: settings.evalExpert.apiKey }) } : {}),
    ...(settings.autograb ? { autograb: new AutoGrabHttpProvider({ baseUrl: settings.autograb.url, apiKey: settings.autograb.apiKey }) } : {}),
  };
  const missing = sites.filter((site) => providers[site.trade_in.provider] === undefined);
  if (missing.length > 0) {
    throw new InvalidSettingsError(
      `Invalid settings:\n${missing.map((site) => `  ${site.slug}: trade_in.provider '${site.trade_in.provider}' needs ${NEEDS[site.trade_in.provider as keyof typeof NEEDS]}`).join('\n')}`,
    );
  }
  return (site) => {
    const provider = providers[site.trade_in.provider];
    if (!provider) throw new Error(`no valuation provider '${site.trade_in.provider}' for site ${site.slug}`);
    return provider;
  };
}
