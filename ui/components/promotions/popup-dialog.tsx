import { CloseButton } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { Popup } from '../../../domain/promotions';
import { ArrowRightIcon } from '../icons';
import { SmartLink } from '../smart-link';
import classes from './popup-dialog.module.css';

export interface PopupDialogProps {
  popup: Popup;
  /** Dismissed: the close button, Escape, or a click on the popup's link. */
  onClose: () => void;
}

/**
 * The popup itself (loaded on demand by SitePopup). Choice: a non-modal dialog in a corner of
 * the page rather than a full-screen interstitial, so the page stays usable around it. It takes
 * focus when it opens only if the shopper has not started using the page (focus would
 * otherwise be stolen from what they are doing); Escape closes it while focus is in it or
 * nowhere in particular.
 */
export default function PopupDialog({ popup, onClose }: PopupDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const idle = document.activeElement === null || document.activeElement === document.body;
    if (idle) dialog.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focus = document.activeElement;
      if (focus === null || focus === document.body || dialog.contains(focus)) {
        event.preventDefault();
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div ref={ref} className={classes.popup} role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      {popup.image ? <img className={classes.image} src={popup.image} alt="" width={800} height={500} decoding="async" /> : null}
      <div className={classes.body}>
        <p id={titleId} className={classes.title}>
          {popup.title}
        </p>
        <p id={textId} className={classes.text}>
          {popup.text}
        </p>
        <SmartLink href={popup.link_url} className={classes.cta} onClick={onClose}>
          {popup.link_label}
          <ArrowRightIcon size={16} />
        </SmartLink>
      </div>
      <CloseButton className={classes.close} onClick={onClose} aria-label="Close offer" size="lg" radius="xl" />
    </div>
  );
}
