import { Link, useLocation } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { signInHref } from '../../../domain/shoppers/sign-in';
import { useShopperSession } from '../../hooks/use-shopper-session';
import { HeartIcon, Icon, type IconProps } from '../icons';
import classes from './account-links.module.css';

const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** The favourites page (issue 14: favourites are local, no sign-in). */
export const FAVOURITES_PATH = '/favourites';

/** Every label the account link can show. */
const ACCOUNT_LABELS = ['Sign in', 'My garage', 'Watchlist'] as const;

export interface AccountLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The shopper's own link (issue 14): signed out, 'Sign in' — for the garage on sites that have
 * one, else the watchlist — coming back to this page; signed in, 'My garage' or 'Watchlist'.
 * While the session loads (and on the server, which renders every page the same for everyone)
 * the signed-out link.
 */
export function useAccountLink(site: Pick<PublicSite, 'features'>): AccountLink {
  const session = useShopperSession();
  const { pathname, search } = useLocation();
  const garage = site.features.garage;
  const home = garage ? '/my-garage' : '/watchlist';
  if (session.status === 'signed-in') return { label: garage ? 'My garage' : 'Watchlist', href: home };
  // Choice: the watchlist needs a signed-in phone on every site (spec 1 §6), so 'Sign in' shows whatever the site gates.
  return { label: 'Sign in', href: signInHref({ type: garage ? 'my-garage' : 'watchlist', redirect: home, back: `${pathname}${search}` }) };
}

/**
 * The header's account link. It keeps one size whatever its label, so nothing moves when the
 * session loads; where the bar is short of room (phones, and beside the full navigation) it
 * is an icon, its words still its accessible name (and its tooltip). Between the two it has its words.
 */
export function AccountLinks({ site }: { site: PublicSite }) {
  const account = useAccountLink(site);
  const { pathname } = useLocation();
  return (
    <Link
      to={account.href}
      className={classes.account}
      data-account-link=""
      title={account.label}
      aria-current={pathname === account.href ? 'page' : undefined}
    >
      <UserIcon size={18} />
      {/* Every label in one grid cell, only the current one visible: the link is as wide as the widest. */}
      <span className={classes.label}>
        <span>{account.label}</span>
        {ACCOUNT_LABELS.filter((label) => label !== account.label).map((label) => (
          <span key={label} className={classes.sizer} aria-hidden="true">
            {label}
          </span>
        ))}
      </span>
    </Link>
  );
}

/** Favourites in the header's top bar (the mobile menu has it below the md breakpoint, where the top bar is hidden). */
export function FavouritesLink({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <Link to={FAVOURITES_PATH} className={className} aria-current={pathname === FAVOURITES_PATH ? 'page' : undefined}>
      <HeartIcon size={14} />
      Favourites
    </Link>
  );
}
