import type { PublicSite } from '../../../application/client/caryard-client.port';
import { PromotionBanner } from './promotion-banner';
import { SitePopup } from './site-popup';

/** The site-wide promotions of every page (spec 2 §2): the time-boxed banner at the top and the popup. */
export function SitePromotions({ site }: { site: PublicSite }) {
  return (
    <>
      <PromotionBanner site={site} />
      <SitePopup site={site} />
    </>
  );
}
