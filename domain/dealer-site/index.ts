export type { DealerSite, FeatureFlags, WorkshopSettings, NavLink, OpeningHour, SiteLabels, SiteLocation, SiteTheme, StockFilter } from './dealer-site';
export { hostnameOf, resolveSiteSlug } from './tenancy';
export { phoneForCarType, phoneHref } from './phone';
