import { Container, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { mapsHref, siteAddressLine, telHref } from '../../lib/contact';
import { PhoneIcon, PinIcon } from '../icons';
import { FooterPayments } from '../payments/accepted-payments';
import { SmartLink } from '../smart-link';
import { informationLinks, legalLinks } from './footer-links';
import classes from './site-footer.module.css';

export interface SiteFooterProps {
  site: PublicSite;
}

/** The footer: the navigation's groups as link columns (spec 2 §2), contact details and every location. */
export function SiteFooter({ site }: SiteFooterProps) {
  const groups = site.navigation.filter((item) => item.children?.length);
  const information = informationLinks(site);
  const legal = legalLinks(site);
  const social = [
    { label: 'Facebook', href: site.facebook_url },
    { label: 'Instagram', href: site.instagram_url },
    { label: 'YouTube', href: site.youtube_url },
  ].filter((s): s is { label: string; href: string } => Boolean(s.href));

  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.main}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(groups.length + (information.length > 0 ? 2 : 1), 5) }} spacing="xl" verticalSpacing="xl">
          <div>
            <p className={classes.brandName}>{site.name}</p>
            <p className={classes.contactLine}>
              <PinIcon size={16} />
              <a className={classes.link} href={mapsHref(`${site.name}, ${siteAddressLine(site)}`)} target="_blank" rel="noopener noreferrer">
                {siteAddressLine(site)}
              </a>
            </p>
            <p className={classes.contactLine}>
              <PhoneIcon size={16} />
              <a className={classes.phone} href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
          </div>
          {groups.map((group) => (
            <nav key={`${group.label}-${group.href}`} aria-label={`${group.label} links`}>
              <h2 className={classes.heading}>{group.label}</h2>
              <ul className={classes.list}>
                {(group.children ?? []).map((child) => (
                  <li key={`${child.label}-${child.href}`}>
                    <SmartLink className={classes.link} href={child.href}>
                      {child.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {information.length > 0 ? (
            <nav aria-label="Information links">
              <h2 className={classes.heading}>Information</h2>
              <ul className={classes.list}>
                {information.map((link) => (
                  <li key={link.href}>
                    <Link className={classes.link} to={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </SimpleGrid>
      </Container>

      {site.locations.length > 0 ? (
        <Container size="xl" className={classes.locations}>
          <h2 className={classes.heading}>Our locations</h2>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {site.locations.map((location) => (
              <div key={location.id} className={classes.location}>
                <div className={classes.locationName}>{location.name}</div>
                <div>
                  {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
                </div>
                <a className={classes.phone} href={telHref(location.contact_detail.phone)}>
                  {location.contact_detail.phone}
                </a>
              </div>
            ))}
          </SimpleGrid>
        </Container>
      ) : null}

      {site.widgets.accepted_payments ? <FooterPayments /> : null}

      <Container size="xl" className={classes.bottom}>
        <span>
          © {site.name}. All rights reserved.
          {legal.map((link) => (
            <span key={link.href}>
              {' · '}
              <Link className={classes.link} to={link.href}>
                {link.label}
              </Link>
            </span>
          ))}
          {' · '}
          <Link className={classes.link} to="/about-us">
            About Us
          </Link>
        </span>
        {social.length > 0 ? (
          <span className={classes.social}>
            {social.map((s) => (
              <a key={s.label} className={classes.link} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            ))}
          </span>
        ) : null}
      </Container>
    </footer>
  );
}
