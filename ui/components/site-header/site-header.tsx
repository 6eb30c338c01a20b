import { Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { isRangeMenu } from '../../../domain/models/model-range';
import { siteAddressLine, telHref } from '../../lib/contact';
import { PhoneIcon, PinIcon, WrenchIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { AccountLinks, FavouritesLink } from './account-links';
import { NavDropdown } from './nav-dropdown';
import dropdown from './nav-dropdown.module.css';
import { dropdownLinks, isCurrent } from './nav-links';
import { RangeMenu } from './range-menu';
import classes from './site-header.module.css';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export interface SiteHeaderProps {
  site: PublicSite;
}

function DesktopNavItem({ item, hover, onOpenChange }: { item: NavLink; hover: boolean; onOpenChange: (open: boolean) => void }) {
  const { pathname, search } = useLocation();
  if (!item.children?.length) {
    return (
      <SmartLink href={item.href} className={classes.navLink} aria-current={isCurrent(item.href, pathname, search) ? 'page' : undefined}>
        {item.label}
      </SmartLink>
    );
  }
  return (
    // spec 2 §2: dropdowns open on click, and on hover too on the sites that say so.
    <NavDropdown label={item.label} hover={hover} onOpenChange={onOpenChange}>
      <ul className={dropdown.list}>
        {dropdownLinks(item).map((child) => (
          <li key={`${child.label}-${child.href}`}>
            <SmartLink href={child.href} className={dropdown.item} aria-current={isCurrent(child.href, pathname, search) ? 'page' : undefined}>
              {child.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </NavDropdown>
  );
}

/**
 * The site header (spec 2 §2 "Models range, navigation"): logo and name, the main
 * navigation with dropdowns (click or hover), a call button, and a burger with a
 * drawer below the xl breakpoint. While a dropdown is open the header carries
 * `data-menu-open` (spec 2 §2: "a dropdown open state puts a marker on the header").
 */
export function SiteHeader({ site }: SiteHeaderProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code is fetched on the first tap of the burger and kept afterwards.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [openMenus, setOpenMenus] = useState(0);
  const onMenuChange = useCallback((open: boolean) => setOpenMenus((n) => Math.max(0, n + (open ? 1 : -1))), []);

  return (
    <header className={`${classes.header} ${site.features.stickyHeader ? classes.sticky : ''}`} data-menu-open={openMenus > 0 ? 'true' : undefined}>
      <div className={classes.topbar}>
        <Container size="xl" className={classes.topbarInner}>
          <span className={classes.topbarLink}>
            <PinIcon size={14} />
            {siteAddressLine(site)}
          </span>
          <span className={classes.topbarInner}>
            {/* issue 14: the favourites page (local, no sign-in); in the mobile menu where this bar is hidden. */}
            <FavouritesLink className={classes.topbarLink} />
            {/* spec 2 §2 '/service … one site variant goes to an external booking page': the site's configured booking URL when it has one. */}
            <SmartLink href={site.xtime_url ?? '/book-a-service'} className={classes.topbarLink}>
              <WrenchIcon size={14} />
              Book a Service
            </SmartLink>
            <a href={telHref(site.phone)} className={classes.topbarLink}>
              <PhoneIcon size={14} />
              Call {site.phone}
            </a>
          </span>
        </Container>
      </div>
      <Container size="xl" className={classes.bar}>
        <Link to="/" className={classes.brand} aria-label={`${site.name} home`}>
          {site.logo_url ? <img src={site.logo_url} alt="" className={classes.logo} width={44} height={44} /> : null}
          <span className={classes.brandName}>{site.name}</span>
        </Link>

        <nav aria-label="Main" className={classes.nav}>
          {site.navigation.map((item) =>
            // spec 2 §2: the Range entry is the models dropdown grouped by body (when the site has a range).
            isRangeMenu(item) && site.range.models.length > 0 ? (
              <RangeMenu key={`${item.label}-${item.href}`} item={item} site={site} onOpenChange={onMenuChange} />
            ) : (
              <DesktopNavItem key={`${item.label}-${item.href}`} item={item} hover={site.features.hoverMenus} onOpenChange={onMenuChange} />
            ),
          )}
        </nav>

        <div className={classes.actions}>
          {/* issue 14: the shopper's own link (sign in, or the garage / watchlist). */}
          <AccountLinks site={site} />
          <Button component="a" href={telHref(site.phone)} className={classes.callButton} leftSection={<PhoneIcon size={16} />} radius="xl">
            {site.phone}
          </Button>
          <a href={telHref(site.phone)} className={classes.callIcon} aria-label={`Call ${site.name} on ${site.phone}`}>
            <PhoneIcon size={18} />
          </a>
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerLoaded(true);
              drawer.toggle();
            }}
            className={classes.burger}
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={drawerOpened}
            aria-controls={drawerLoaded ? 'site-drawer' : undefined}
          />
        </div>
      </Container>

      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer site={site} opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </header>
  );
}
