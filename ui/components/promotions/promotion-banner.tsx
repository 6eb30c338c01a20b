import { CloseButton, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { bannerToShow, siteTimeZone } from '../../../domain/promotions';
import { ArrowRightIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { readDismissed, rememberDismissed } from './browser-state';
import classes from './promotion-banner.module.css';

const BANNER_ELEMENT_ID = 'promotion-banner';

/**
 * Whether the banner shows on the first render. The server decides with its clock; while the
 * browser hydrates it takes the server's decision from the page itself, so both render the same.
 */
function initiallyShown(site: PublicSite): boolean {
  const { banner } = site.promotions;
  if (!banner) return false;
  if (typeof document !== 'undefined') return document.getElementById(BANNER_ELEMENT_ID) !== null;
  return bannerToShow(banner, { now: new Date(), timeZone: siteTimeZone(site), dismissed: [] }) !== null;
}

/**
 * spec 2 §2: the time-boxed promotion banner, shown only between its start and expiry dates, at
 * the top of every page; spec 2 §4: it can be dismissed (remembered for this banner's id).
 * After hydration the browser checks the dates again with its own clock and the shopper's
 * dismissals.
 */
export function PromotionBanner({ site }: { site: PublicSite }) {
  const { banner } = site.promotions;
  const [shown, setShown] = useState(() => initiallyShown(site));
  useEffect(() => {
    if (banner) setShown(bannerToShow(banner, { now: new Date(), timeZone: siteTimeZone(site), dismissed: readDismissed() }) !== null);
  }, [banner, site]);
  if (!banner || !shown) return null;
  const dismiss = () => {
    rememberDismissed(banner.id);
    setShown(false);
  };
  return (
    <aside id={BANNER_ELEMENT_ID} className={classes.banner} aria-label="Announcement" data-banner-id={banner.id}>
      <Container size="xl" className={classes.inner}>
        <p className={classes.text}>
          <span>{banner.text}</span>
          {banner.link_url && banner.link_label ? (
            <SmartLink href={banner.link_url} className={classes.link}>
              {banner.link_label}
              <ArrowRightIcon size={14} />
            </SmartLink>
          ) : null}
        </p>
        <CloseButton className={classes.close} onClick={dismiss} aria-label="Dismiss announcement" size="md" variant="transparent" />
      </Container>
    </aside>
  );
}
