import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconProps } from '../icons';
import { prefersReducedMotion } from './browser-state';
import classes from './carousel.module.css';

const ChevronLeft = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
const ChevronRight = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export interface CarouselProps {
  /** The carousel's accessible name ('Promotions', 'Customer reviews'). */
  label: string;
  /** What one item is called in the controls: 'slide' → 'Next slide', 'Go to slide 2 of 3'. */
  itemName: string;
  items: readonly ReactNode[];
  /** Keys of the items, in order. */
  keys: readonly (string | number)[];
  /** How wide one item is, as CSS (default the whole track). */
  itemWidth?: string;
  /** The track takes focus for keyboard scrolling when its items hold nothing focusable. */
  focusableTrack?: boolean;
  className?: string;
  /** Controls over the items (a hero slider) or under them (a row of cards). */
  controls?: 'overlay' | 'below';
}

interface ScrollState {
  canPrev: boolean;
  canNext: boolean;
  /** Snap pages (one item per page for a full-width slider; several items per page for cards). */
  pages: number;
  active: number;
}

/**
 * A scroll-snap carousel (spec 2 §4: "carousel previous/next enabled by scroll ability, with
 * dot selection"). The browser scrolls and snaps; this only reads where the track is, so
 * touch, trackpad and keyboard scrolling all work and no carousel library is loaded. Before
 * hydration it renders as if at the start, with one page per item when an item fills the track.
 */
export function Carousel({ label, itemName, items, keys, itemWidth, focusableTrack = false, className, controls = 'below' }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const fullWidth = itemWidth === undefined;
  const [state, setState] = useState<ScrollState>({ canPrev: false, canNext: items.length > 1, pages: fullWidth ? items.length : 0, active: 0 });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const page = el.clientWidth || 1;
    const pages = max <= 1 ? 1 : Math.ceil(max / page - 0.05) + 1;
    const active = max - el.scrollLeft <= 1 ? pages - 1 : Math.min(pages - 1, Math.round(el.scrollLeft / page));
    const next = { canPrev: el.scrollLeft > 1, canNext: el.scrollLeft < max - 1, pages, active };
    setState((prev) =>
      prev.canPrev === next.canPrev && prev.canNext === next.canNext && prev.pages === next.pages && prev.active === next.active ? prev : next,
    );
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    resize?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [measure]);

  const scrollToPage = (page: number) => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    el.scrollTo({ left: Math.max(0, Math.min(max, page * el.clientWidth)), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  const step = (direction: 1 | -1) => scrollToPage(state.active + direction);

  const scrollable = state.canPrev || state.canNext;
  const dots = state.pages > 1 ? Array.from({ length: state.pages }, (_, i) => i) : [];
  const pageName = fullWidth ? itemName : 'page';
  return (
    <div
      className={`${classes.carousel} ${controls === 'overlay' ? classes.overlayControls : ''} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className={classes.track}
        style={itemWidth ? { gridAutoColumns: itemWidth } : undefined}
        {...(focusableTrack ? { tabIndex: 0, role: 'group', 'aria-label': `${label}: use the arrow keys to scroll` } : {})}
      >
        {items.map((item, i) => (
          <div key={keys[i] ?? i} className={classes.item} role="group" aria-roledescription={itemName} aria-label={`${i + 1} of ${items.length}`}>
            {item}
          </div>
        ))}
      </div>
      {scrollable || dots.length > 0 ? (
        <div className={classes.controls}>
          <button type="button" className={classes.arrow} onClick={() => step(-1)} disabled={!state.canPrev} aria-label={`Previous ${itemName}`}>
            <ChevronLeft size={20} />
          </button>
          {dots.length > 0 ? (
            <div className={classes.dots}>
              {dots.map((i) => (
                <button
                  key={i}
                  type="button"
                  className={classes.dot}
                  onClick={() => scrollToPage(i)}
                  aria-label={`Go to ${pageName} ${i + 1} of ${dots.length}`}
                  aria-current={i === state.active ? 'true' : undefined}
                />
              ))}
            </div>
          ) : null}
          <button type="button" className={classes.arrow} onClick={() => step(1)} disabled={!state.canNext} aria-label={`Next ${itemName}`}>
            <ChevronRight size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
