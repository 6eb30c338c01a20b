import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { responsiveImage } from '../../../domain/media/image-variants';
import { isSlideLoaded, showsThumbnails, stepSlide, type GallerySlide } from '../../../domain/vehicle/vehicle-page';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, PlayIcon } from './vehicle-icons';
import classes from './vehicle.module.css';

/** Width and height of every slide (the photos are 16:10), so nothing shifts as they load. */
export const SLIDE_WIDTH = 800;
export const SLIDE_HEIGHT = 500;
/** The stage's width (vehicle.module.css .layout): the main column beside the sidebar, the whole screen below lg. */
export const SLIDE_SIZES = '(min-width: 75em) 860px, 100vw';

export interface GalleryProps {
  slides: readonly GallerySlide[];
  /** What the photos show, for their alternative text ('2026 Mazda BT-50 XTR'). */
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the fullscreen view at a slide. */
  onFullscreen: (index: number) => void;
  /** Drawn over the slides (the tag banner). */
  overlay?: ReactNode;
  /** While the fullscreen view is open the track is not the shopper's: its scroll is ignored. */
  paused?: boolean;
}

/** spec 1 §2: a native player for own videos, the video-sharing embed for its embed URLs. */
export function VideoSlide({ slide, title, load }: { slide: Extract<GallerySlide, { kind: 'video' }>; title: string; load: boolean }) {
  if (!load) {
    return (
      <div className={classes.videoPoster} aria-hidden="true">
        <PlayIcon size={40} />
      </div>
    );
  }
  if (slide.player === 'embed') {
    return (
      <iframe
        className={classes.video}
        src={slide.url}
        title={`Video of the ${title}`}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video
      className={classes.video}
      src={slide.url}
      controls
      playsInline
      preload="metadata"
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      aria-label={`Video of the ${title}`}
    />
  );
}

/**
 * The photo slider of spec 1 §2: a CSS scroll-snap track (swipe on touch screens), previous
 * and next buttons, left and right arrow keys, a counter, thumbnails above 3 slides and a
 * fullscreen button. The first 2 slides load with the page; each later one when the shopper
 * reaches the slide before it (spec 1 §9).
 */
export function Gallery({ slides, title, index, onIndexChange, onFullscreen, overlay, paused = false }: GalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(0);
  const count = slides.length;
  const current = useRef({ index, paused, onIndexChange });
  current.current = { index, paused, onIndexChange };

  useEffect(() => setReached((r) => Math.max(r, index)), [index]);

  // Keep the track and the thumbnail strip on the current slide when it changes from outside.
  useEffect(() => {
    const el = track.current;
    if (el && Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) !== index) {
      el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
    }
    const strip = thumbs.current;
    const thumb = strip?.children[index] as HTMLElement | undefined;
    if (strip && thumb) {
      const left = thumb.offsetLeft - (strip.clientWidth - thumb.clientWidth) / 2;
      strip.scrollTo({ left, behavior: 'smooth' });
    }
  }, [index]);

  const go = useCallback((next: number) => onIndexChange(stepSlide(next, 0, count)), [count, onIndexChange]);

  // A swipe or trackpad scroll moves the track: once it comes to rest, the slide in view becomes
  // the current one (read at rest, so a smooth scroll between slides never fights the buttons).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const settle = () => {
      const { index: shown, paused: ignored, onIndexChange: change } = current.current;
      if (ignored) return;
      const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
      if (at !== shown && at >= 0 && at < count) change(at);
    };
    if ('onscrollend' in window) {
      el.addEventListener('scrollend', settle);
      return () => el.removeEventListener('scrollend', settle);
    }
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 150);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(stepSlide(index, event.key === 'ArrowRight' ? 1 : -1, count));
    }
  };

  return (
    <section className={classes.gallery} aria-roledescription="carousel" aria-label={`Photos of the ${title}`} onKeyDown={onKeyDown}>
      <div className={classes.stage}>
        <div
          ref={track}
          className={classes.track}
          tabIndex={0}
          aria-label={`Photo ${index + 1} of ${count}. Use the left and right arrow keys to move between photos.`}
          data-testid="gallery-track"
        >
          {slides.map((slide, i) => {
            const load = isSlideLoaded(i, reached);
            return (
              <div
                key={`${slide.url}-${i}`}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                // Off-screen slides keep their players out of the tab order until shown.
                inert={i !== index}
                data-loaded={load || undefined}
              >
                {slide.kind === 'image' ? (
                  <img
                    className={classes.slideImage}
                    // issue 16: a pipeline photo comes in the widths the screen needs (srcset); other URLs as they are.
                    {...(load ? responsiveImage(slide.url, SLIDE_SIZES) : {})}
                    alt={`${title}, photo ${i + 1}`}
                    width={SLIDE_WIDTH}
                    height={SLIDE_HEIGHT}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                    onClick={() => onFullscreen(i)}
                  />
                ) : (
                  <VideoSlide slide={slide} title={title} load={load && Math.abs(i - index) <= 1} />
                )}
              </div>
            );
          })}
        </div>
        {overlay}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${classes.arrow} ${classes.arrowPrev}`}
              aria-label="Previous photo"
              onClick={() => go(stepSlide(index, -1, count))}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button type="button" className={`${classes.arrow} ${classes.arrowNext}`} aria-label="Next photo" onClick={() => go(stepSlide(index, 1, count))}>
              <ChevronRightIcon size={22} />
            </button>
          </>
        ) : null}
        <div className={classes.stageBar}>
          <span className={classes.counter} aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className={classes.fullscreenButton} onClick={() => onFullscreen(index)} aria-label="View photos full screen">
            <ExpandIcon size={16} />
            <span>Full screen</span>
          </button>
        </div>
      </div>
      {showsThumbnails(count) ? (
        <div ref={thumbs} className={classes.thumbs} role="group" aria-label="Choose a photo">
          {slides.map((slide, i) => (
            <button
              key={`${slide.url}-${i}`}
              type="button"
              className={classes.thumb}
              aria-label={`Show ${slide.kind === 'video' ? 'video' : 'photo'} ${i + 1}`}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
            >
              {slide.kind === 'image' || slide.thumbUrl ? (
                <img
                  {...(slide.thumbUrl ? responsiveImage(slide.thumbUrl, '120px', 160) : {})}
                  alt=""
                  width={120}
                  height={75}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              ) : (
                <span className={classes.thumbVideo}>
                  <PlayIcon size={18} />
                </span>
              )}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
