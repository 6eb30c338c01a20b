import { Button } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { CallPlacement } from '../../../domain/analytics';
import { phoneHref } from '../../../domain/dealer-site';
import { FIND_SIMILAR_LABEL } from '../../../domain/vehicle';
import { isPastMobileBarThreshold, isStickyHeaderShown } from '../../../domain/vehicle/vehicle-page';
import { PhoneIcon } from '../../components/icons';
import type { FinanceEstimate } from './vehicle-finance';
import { ChatIcon } from './vehicle-icons';
import classes from './vehicle.module.css';

/**
 * The site header stays at the top where the site has a sticky header; the vehicle's bar
 * slides in just under it, so neither hides the other.
 */
function useSiteHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || getComputedStyle(header).position !== 'sticky') return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

export interface StickyHeaderProps {
  title: string;
  subtitle: string;
  /** The price as shown (null for a sold car: the SOLD headline shows instead). */
  price: string | null;
  estimate: FinanceEstimate | null;
  image: string | null;
  enquireLabel: string;
  onEnquire: () => void;
  phone: string | null;
  /** spec 1 §7: tracks a click on a Call control (the tel: link still opens). */
  onCall: (placement: CallPlacement) => void;
}

/**
 * spec 1 §2, §4, §9: the sticky header bar, shown once the page has scrolled 500 px, with
 * the finance estimate per week at the lender's sample rate. Sites can turn it off.
 */
export function StickyHeader({ title, subtitle, price, estimate, image, enquireLabel, onEnquire, phone, onCall }: StickyHeaderProps) {
  const [scroll] = useWindowScroll();
  const shown = isStickyHeaderShown(scroll.y);
  const top = useSiteHeaderHeight();
  return (
    <div className={classes.stickyHeader} data-shown={shown || undefined} inert={!shown} style={{ top }} data-testid="sticky-header">
      <div className={classes.stickyInner}>
        {image ? <img src={image} alt="" width={80} height={50} className={classes.stickyImage} loading="lazy" /> : null}
        <div className={classes.stickyTitle}>
          <strong>{title}</strong>
          <span>{subtitle}</span>
        </div>
        <div className={classes.stickyPrice}>
          <strong>{price ?? 'SOLD'}</strong>
          {estimate ? (
            <span>
              {estimate.weeklyText}/wk at {estimate.interestRate}% p.a.*
            </span>
          ) : null}
        </div>
        <div className={classes.stickyActions}>
          <Button size="sm" onClick={onEnquire}>
            {enquireLabel}
          </Button>
          {phone ? (
            <Button
              size="sm"
              variant="outline"
              component="a"
              href={phoneHref(phone)}
              className={classes.desktopOnly}
              leftSection={<PhoneIcon size={16} />}
              onClick={() => onCall('sticky_header')}
            >
              Call
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The mobile bar's room is short: shorter words for the same actions (shorter still once restyled). */
function shortLabel(label: string, past: boolean): string {
  if (label === 'Instant Message') return past ? 'Message' : 'Message Us';
  if (label === FIND_SIMILAR_LABEL) return 'Find Similar';
  return past ? 'Enquire' : label;
}

export interface MobileBarProps {
  price: string | null;
  enquireLabel: string;
  onEnquire: () => void;
  phone: string | null;
  /** spec 1 §7: tracks a click on the Call button (the tel: link still opens). */
  onCall: (placement: CallPlacement) => void;
  /** spec 1 §2: a floating chat bubble, where the site has a chat bot. */
  chat: boolean;
}

/**
 * spec 1 §2, §9: the mobile sticky bar of calls to action, restyled once the page has
 * scrolled past 900 px; the chat bubble toggles its class at the same point.
 */
export function MobileBar({ price, enquireLabel, onEnquire, phone, onCall, chat }: MobileBarProps) {
  const [scroll] = useWindowScroll();
  const past = isPastMobileBarThreshold(scroll.y);
  return (
    <>
      <div className={classes.mobileBar} data-past={past || undefined} data-testid="mobile-bar">
        {past && price ? <span className={classes.mobileBarPrice}>{price}</span> : null}
        <Button size={past ? 'sm' : 'md'} onClick={onEnquire} className={classes.mobileBarButton} variant={past ? 'white' : 'filled'}>
          {shortLabel(enquireLabel, past)}
        </Button>
        {phone ? (
          <Button
            size={past ? 'sm' : 'md'}
            component="a"
            href={phoneHref(phone)}
            variant={past ? 'white' : 'default'}
            className={classes.mobileBarButton}
            leftSection={<PhoneIcon size={16} />}
            onClick={() => onCall('mobile_bar')}
          >
            {past ? 'Call' : 'Call Now'}
          </Button>
        ) : null}
      </div>
      {chat ? (
        <button type="button" className={classes.chatBubble} data-past={past || undefined} onClick={onEnquire} aria-label="Chat with us (Instant Message)">
          <ChatIcon size={24} />
        </button>
      ) : null}
    </>
  );
}
