export { dealerSiteSchema, postcodeBelongsToState, contrastRatio, AUSTRALIAN_STATES, MANTINE_COLOURS } from './dealer-site.schema';
export type { DealerSiteInput } from './dealer-site.schema';
export { DEFAULT_SITE, DEFAULT_NAVIGATION, RANGE_BODY_CATEGORIES } from './default-site';
export { DEFAULT_SITE_SLUG, buildDealerSite, formatIssuePath, loadDealerSites } from './load-dealer-sites';
export { mergeOverride } from './site-override';
export type { DealerSiteDefaults, DealerSiteOverride, DeepPartial, SiteIdentityKey } from './site-override';
export { DEMO_SITE_OVERRIDES } from './sites';
export { brandShades } from './brand-shades';
export { weeklyHours } from './opening-hours';
