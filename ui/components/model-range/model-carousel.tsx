import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ModelSummary } from '../../../domain/models/model-range';
import { ModelTile } from './model-tile';
import classes from './model-range.module.css';

interface ScrollState {
  readonly canPrev: boolean;
  readonly canNext: boolean;
  /** Screens of tiles (the width of the track), at least 1. */
  readonly pages: number;
  readonly page: number;
}

/** Before the browser has measured the track: at the start, more to come when there is more than one tile. */
const initialState = (count: number): ScrollState => ({ canPrev: false, canNext: count > 1, pages: 1, page: 0 });

function measure(track: HTMLElement): ScrollState {
  const { scrollLeft, scrollWidth, clientWidth } = track;
  const max = scrollWidth - clientWidth;
  // A few pixels of slack: scroll positions are fractional on zoomed and high-density screens, and snapping may rest just off an edge.
  const SLACK = 3;
  const pages = clientWidth > 0 ? Math.max(1, Math.ceil((scrollWidth - SLACK) / clientWidth)) : 1;
  const page = max <= SLACK ? 0 : scrollLeft >= max - SLACK ? pages - 1 : Math.min(pages - 1, Math.round(scrollLeft / clientWidth));
  return { canPrev: scrollLeft > SLACK, canNext: scrollLeft < max - SLACK, pages, page };
}

const reducedMotion = (): boolean => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * spec 2 §2 'model tiles or a carousel', spec 2 §4 'carousel previous/next enabled by scroll
 * ability, with dot selection': a row of tiles the shopper scrolls or swipes (CSS scroll
 * snap), Previous and Next enabled only when the row can scroll that way, and one dot per
 * screen of tiles that scrolls there. Every tile is in the server HTML; without script the
 * row still scrolls.
 */
export function ModelCarousel({ models, label }: { models: readonly ModelSummary[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<ScrollState>(() => initialState(models.length));
  const id = useId();

  const update = useCallback(() => {
    if (track.current) setState(measure(track.current));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // A new set of models (a body chosen) starts at the beginning.
    el.scrollLeft = 0;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [models, update]);

  const scrollToPage = (page: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: page * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className={classes.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} id={id} className={classes.track} tabIndex={0} aria-label={`${label}: ${models.length} models`}>
        {models.map((model) => (
          <li key={model.path} className={classes.slide}>
            <ModelTile model={model} />
          </li>
        ))}
      </ul>
      <div className={classes.carouselControls}>
        <button type="button" className={classes.arrow} onClick={() => step(-1)} disabled={!state.canPrev} aria-controls={id} aria-label="Previous models">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <div className={classes.dots}>
          {state.pages > 1
            ? Array.from({ length: state.pages }, (_, page) => (
                <button
                  key={page}
                  type="button"
                  className={classes.dot}
                  onClick={() => scrollToPage(page)}
                  aria-controls={id}
                  aria-label={`Show models, screen ${page + 1} of ${state.pages}`}
                  aria-current={page === state.page ? 'true' : undefined}
                />
              ))
            : null}
        </div>
        <button type="button" className={classes.arrow} onClick={() => step(1)} disabled={!state.canNext} aria-controls={id} aria-label="Next models">
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  );
}
