export { dealerSiteSchema, postcodeBelongsToState, contrastRatio } from './dealer-site.schema';
export { DEFAULT_SITE } from './default-site';
export { DEFAULT_SITE_SLUG, buildDealerSite, loadDealerSites } from './load-dealer-sites';
export { mergeOverride } from './site-override';
export type { DealerSiteOverride } from './site-override';
export { DEMO_SITE_OVERRIDES } from './sites';
export { brandShades } from './brand-shades';
