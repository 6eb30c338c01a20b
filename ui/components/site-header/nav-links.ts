import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import { isInternalHref } from '../smart-link';

/** A group's own page, offered first in its dropdown when no child already links there. */
export function dropdownLinks(item: NavLink): NavLink[] {
  const children = item.children ?? [];
  const ownPageListed = children.some((child) => child.href === item.href);
  return ownPageListed ? children : [{ label: `All ${item.label}`, href: item.href }, ...children];
}

/**
 * Whether a navigation link points at the page being shown (or a page below it). A link
 * with a query (a filtered search: '/search?refinementList[item_type][0]=truck') is current
 * only on its own path with each of its parameters in the page's query.
 */
export function isCurrent(href: string, pathname: string, search = ''): boolean {
  if (!isInternalHref(href)) return false;
  const [path = href, query = ''] = (href.split('#', 1)[0] ?? href).split('?', 2);
  if (query !== '') {
    const current = new URLSearchParams(search);
    return pathname === path && [...new URLSearchParams(query)].every(([key, value]) => current.getAll(key).includes(value));
  }
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}
