/**
 * issue 12: the settings of the outside providers (docs/operations.md "Configuration") and the valuation
 * provider each site chooses (config/valuation-providers.ts): a half-configured provider, or a
 * site choosing one the settings lack, stops start-up naming what is missing.
 */
import { describe, expect, it } from 'vitest';
import { AutoGrabHttpProvider } from '../../../adapters/valuation/autograb-http-provider';
import { EvalExpertHttpProvider } from '../../../adapters/valuation/eval-expert-http-provider';
import { SimulatedValuationProvider } from '../../../adapters/valuation/simulated-valuation-provider';
import { systemClock } from '../../../application/shared/clock.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import { InvalidSettingsError, loadSettings } from '../../../config/runtime/settings';
import { valuationProviders } from '../../../config/valuation-providers';

describe('valuation and geocoding provider settings (issue 12)', () => {
  it('reads each HTTP provider from its URL and key, and none by default', () => {
    expect(loadSettings({})).not.toHaveProperty('evalExpert');
    expect(loadSettings({})).not.toHaveProperty('autograb');
    const settings = loadSettings({
      EVAL_EXPERT_URL: 'https://eval.example.com/api',
      EVAL_EXPERT_API_KEY: 'eval-key-123',
      AUTOGRAB_URL: 'https://api.autograb.example',
      AUTOGRAB_API_KEY: 'ag-key-4567',
    });
    expect(settings.evalExpert).toEqual({ url: 'https://eval.example.com/api', apiKey: 'eval-key-123' });
    expect(settings.autograb).toEqual({ url: 'https://api.autograb.example', apiKey: 'ag-key-4567' });
  });

  it('refuses a provider URL without its key, the reverse, and a URL that is not http(s)', () => {
    expect(() => loadSettings({ EVAL_EXPERT_URL: 'https://eval.example.com' })).toThrow(/EVAL_EXPERT_API_KEY: is required with EVAL_EXPERT_URL/);
    expect(() => loadSettings({ AUTOGRAB_API_KEY: 'ag-key-4567' })).toThrow(/AUTOGRAB_URL: is required with AUTOGRAB_API_KEY/);
    expect(() => loadSettings({ AUTOGRAB_URL: 'ftp://x.example', AUTOGRAB_API_KEY: 'ag-key-4567' })).toThrow(InvalidSettingsError);
  });

  it('gives every demo site the simulated provider, and an HTTP provider to a site that chooses it', () => {
    const sites = loadDealerSites();
    const providers = valuationProviders({}, sites, systemClock);
    for (const site of sites) expect(providers(site)).toBeInstanceOf(SimulatedValuationProvider);
    const [first, second] = sites;
    const chosen = [
      { ...first!, trade_in: { ...first!.trade_in, provider: 'eval_expert' as const } },
      { ...second!, trade_in: { ...second!.trade_in, provider: 'autograb' as const } },
    ];
    const configured = valuationProviders(
      { evalExpert: { url: 'https://eval.example.com', apiKey: 'eval-key-123' }, autograb: { url: 'https://api.autograb.example', apiKey: 'ag-key-4567' } },
      chosen,
      systemClock,
    );
    expect(configured(chosen[0]!)).toBeInstanceOf(EvalExpertHttpProvider);
    expect(configured(chosen[1]!)).toBeInstanceOf(AutoGrabHttpProvider);
  });

  it('stops start-up when a site chooses a provider the settings do not configure, naming the site and the settings', () => {
    const [site] = loadDealerSites();
    const chosen = { ...site!, trade_in: { ...site!.trade_in, provider: 'autograb' as const } };
    expect(() => valuationProviders({}, [chosen], systemClock)).toThrow(
      new RegExp(`${chosen.slug}: trade_in.provider 'autograb' needs AUTOGRAB_URL and AUTOGRAB_API_KEY`),
    );
  });
});
