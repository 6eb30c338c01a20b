import '@mantine/core/styles/Notification.css';
import { Anchor, Notification } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { dismissToast, useToasts, type Toast } from './toasts';
import classes from './toasts.module.css';

/** Alt+T moves focus to the newest toast, so a keyboard user reaches its action in time. */
const HOTKEY = 't';

/**
 * Where toasts show (ui/components/toasts/toasts.ts). The live region is in the page from the
 * first render, so screen readers announce each toast as it arrives (role=status, polite).
 */
export function ToastRegion() {
  const shown = useToasts();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.key.toLowerCase() !== HOTKEY) return;
      const target = region.current?.querySelector<HTMLElement>('[data-toast]:last-child a, [data-toast]:last-child button');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} className={classes.region} aria-label="Notifications (Alt+T)">
      <div role="status" aria-live="polite" className={classes.stack}>
        {shown.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const item = useRef<HTMLDivElement>(null);
  const timer = useRef<number | null>(null);

  useEffect(() => {
    const node = item.current;
    const start = () => {
      stop();
      timer.current = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    };
    const stop = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
    };
    // Waits while the shopper points at it or works inside it; the clock starts again on leaving.
    const leave = () => {
      if (!node?.matches(':hover') && !node?.contains(document.activeElement)) start();
    };
    const focusOut = (event: FocusEvent) => {
      if (!node?.contains(event.relatedTarget as Node | null)) leave();
    };
    start();
    node?.addEventListener('pointerenter', stop);
    node?.addEventListener('focusin', stop);
    node?.addEventListener('pointerleave', leave);
    node?.addEventListener('focusout', focusOut);
    return () => {
      stop();
      node?.removeEventListener('pointerenter', stop);
      node?.removeEventListener('focusin', stop);
      node?.removeEventListener('pointerleave', leave);
      node?.removeEventListener('focusout', focusOut);
    };
  }, [toast.id, toast.durationMs]);

  return (
    <div ref={item} data-toast={toast.id} className={classes.toast}>
      <Notification
        role="group"
        aria-label={toast.title}
        title={toast.title}
        withBorder
        onClose={() => dismissToast(toast.id)}
        closeButtonProps={{ 'aria-label': `Dismiss: ${toast.title}` }}
        classNames={{ title: classes.title }}
      >
        <span className={classes.message}>{toast.message}</span>
        {toast.action ? (
          <Anchor component={Link} to={toast.action.href} className={classes.action} onClick={() => dismissToast(toast.id)}>
            {toast.action.label}
          </Anchor>
        ) : null}
      </Notification>
    </div>
  );
}
