import { Button, Drawer, NavLink as MantineNavLink } from '@mantine/core';
import { useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { isRangeMenu } from '../../../domain/models/model-range';
import { telHref } from '../../lib/contact';
import { HeartIcon, PhoneIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { FAVOURITES_PATH, useAccountLink } from './account-links';
import { dropdownLinks, isCurrent } from './nav-links';
import { RangeDrawerGroup } from './range-drawer-group';
import classes from './site-header.module.css';

function DrawerNavItem({ item, onNavigate }: { item: NavLink; onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  if (!item.children?.length) {
    return (
      <MantineNavLink component={SmartLink} href={item.href} label={item.label} active={isCurrent(item.href, pathname, search)} onClick={onNavigate} fw={600} />
    );
  }
  return (
    // A group toggles open in place: a button, not a link without a destination.
    <MantineNavLink component="button" type="button" label={item.label} fw={600} childrenOffset="md">
      {dropdownLinks(item).map((child) => (
        <MantineNavLink
          key={`${child.label}-${child.href}`}
          component={SmartLink}
          href={child.href}
          label={child.label}
          active={isCurrent(child.href, pathname, search)}
          onClick={onNavigate}
        />
      ))}
    </MantineNavLink>
  );
}

export interface MobileNavDrawerProps {
  site: PublicSite;
  opened: boolean;
  onClose: () => void;
}

/**
 * The navigation below the xl breakpoint. Loaded on the first tap of the burger, so
 * desktop visitors never download the drawer (Core Web Vitals).
 */
export default function MobileNavDrawer({ site, opened, onClose }: MobileNavDrawerProps) {
  const account = useAccountLink(site);
  const { pathname } = useLocation();
  return (
    <Drawer
      id="site-drawer"
      opened={opened}
      onClose={onClose}
      title={site.name}
      position="right"
      size="min(88vw, 360px)"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile" className={classes.drawerNav}>
        {site.navigation.map((item) =>
          // spec 2 §2: the Range entry lists the models by body (an accordion, spec 2 §9).
          isRangeMenu(item) && site.range.models.length > 0 ? (
            <RangeDrawerGroup key={`${item.label}-${item.href}`} item={item} site={site} onNavigate={onClose} />
          ) : (
            <DrawerNavItem key={`${item.label}-${item.href}`} item={item} onNavigate={onClose} />
          ),
        )}
      </nav>
      <div className={classes.drawerFooter}>
        {/* issue 14: the shopper's lists (the bar shows only the account icon on phones). */}
        <nav aria-label="Your lists" className={classes.drawerNav}>
          <MantineNavLink
            component={SmartLink}
            href={FAVOURITES_PATH}
            label="Favourites"
            active={pathname === FAVOURITES_PATH}
            onClick={onClose}
            fw={600}
            leftSection={<HeartIcon size={16} />}
          />
          <MantineNavLink component={SmartLink} href={account.href} label={account.label} active={pathname === account.href} onClick={onClose} fw={600} />
        </nav>
        <Button component="a" href={telHref(site.phone)} fullWidth mt="md" leftSection={<PhoneIcon size={16} />}>
          Call {site.phone}
        </Button>
      </div>
    </Drawer>
  );
}
