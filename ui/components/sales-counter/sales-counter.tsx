import { Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ANIMATION_MS, REFRESH_INTERVAL_MS, SALES_COUNTER_TITLE, salesThisMonth } from '../../../domain/sales-counter';
import { prefersReducedMotion } from '../promotions/browser-state';
import classes from './sales-counter.module.css';

const format = (n: number) => n.toLocaleString('en-AU');
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * spec 2 §2, §9 'Sales this Month': the value of Brisbane's clock (domain/sales-counter),
 * refreshed every 150,000 ms. It counts up from zero over 2 seconds when it first comes into
 * view, and over 2 seconds from the old value at each refresh; with reduced motion asked for it
 * changes at once. The server's HTML carries the value at render time (so the page reads right
 * without JavaScript); the browser then takes over with its own clock.
 */
export function SalesCounter() {
  // null until the browser has its own value: the server's number is kept as rendered.
  const [shown, setShown] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    let frame = 0;
    let current = 0;
    const animateTo = (value: number) => {
      cancelAnimationFrame(frame);
      setTarget(value);
      const from = current;
      if (prefersReducedMotion() || from === value) {
        current = value;
        setShown(value);
        return;
      }
      const start = performance.now();
      const tick = (time: number) => {
        const t = Math.min(1, (time - start) / ANIMATION_MS);
        current = t >= 1 ? value : Math.round(from + (value - from) * easeOut(t));
        setShown(current);
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      setShown(from);
      frame = requestAnimationFrame(tick);
    };
    const refresh = () => animateTo(salesThisMonth(new Date()));
    let observer: IntersectionObserver | null = null;
    if (el && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer?.disconnect();
        observer = null;
        refresh();
      });
      observer.observe(el);
    } else refresh();
    const timer = window.setInterval(refresh, REFRESH_INTERVAL_MS);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  const serverValue = salesThisMonth(new Date());
  return (
    <section ref={ref} className={classes.counter} aria-labelledby="sales-counter-heading">
      <Container size="xl" className={classes.inner}>
        <div>
          <h2 id="sales-counter-heading" className={classes.title}>
            {SALES_COUNTER_TITLE}
          </h2>
          <p className={classes.caption}>Since the 1st of this month, and counting.</p>
        </div>
        <p className={classes.figure}>
          {/* Screen readers get the settled number, not every step of the count. */}
          <span className={classes.visuallyHidden} key={target === null ? 'server' : 'browser'} suppressHydrationWarning>
            {format(target ?? serverValue)} sales this month
          </span>
          <span
            aria-hidden="true"
            className={classes.value}
            data-testid="sales-counter-value"
            key={shown === null ? 'server-value' : 'browser-value'}
            suppressHydrationWarning
          >
            {format(shown ?? serverValue)}
          </span>
        </p>
      </Container>
    </section>
  );
}
