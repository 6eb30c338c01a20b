export type {
  CardButton,
  DealerSite,
  Dealership,
  FeatureFlags,
  FinanceProviderName,
  GroupTile,
  LeadDeliverySettings,
  LocationFilter,
  LocationsPageSettings,
  BlockedTime,
  ServiceBookingSettings,
  ServiceOption,
  WorkshopSettings,
  NavLink,
  OpeningHour,
  SearchFilter,
  SiteAddress,
  SiteLabels,
  SiteLocation,
  SiteTemplate,
  SiteTheme,
  SpecialHour,
  StatisticBanner,
  StockFilter,
} from './dealer-site';
export { hostnameOf, resolveSiteSlug } from './tenancy';
export type { TenantSite } from './tenancy';
export { MASK_KEEP, formatPhone, locationPhone, maskPhone, phoneForCar, phoneForCarType, phoneHref, type CarPhone, type PhoneSource } from './phone';
