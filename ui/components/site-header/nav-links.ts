import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { isInternalHref } from '../smart-link';

/** A group's own page, offered first in its dropdown when no child already links there. */
export function dropdownLinks(item: NavLink): NavLink[] {
  const children = item.children ?? [];
  const ownPageListed = children.some((child) => child.href === item.href);
  return ownPageListed ? children : [{ label: `All ${item.label}`, href: item.href }, ...children];
}

/** Whether a navigation link points at the page being shown (or a page below it). */
export function isCurrent(href: string, pathname: string): boolean {
  if (!isInternalHref(href)) return false;
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}
