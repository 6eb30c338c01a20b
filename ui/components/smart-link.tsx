import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** Site paths navigate client-side (react-router); other URLs (tel:, https:) are plain links. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, ...props }, ref) {
  if (isInternalHref(href)) return <Link ref={ref} to={href} {...props} />;
  const external = /^https?:/i.test(href);
  return <a ref={ref} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props} />;
});
