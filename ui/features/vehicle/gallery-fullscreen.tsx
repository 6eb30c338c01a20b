import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { responsiveImage } from '../../../domain/media/image-variants';
import { stepSlide, type GallerySlide } from '../../../domain/vehicle/vehicle-page';
import { SLIDE_HEIGHT, SLIDE_WIDTH, VideoSlide } from './gallery';
import { ChevronLeftIcon, ChevronRightIcon } from './vehicle-icons';
import classes from './gallery-fullscreen.module.css';

export interface GalleryFullscreenProps {
  slides: readonly GallerySlide[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  opened: boolean;
  onClose: () => void;
}

/** spec 1 §2, §4: the gallery's fullscreen view (open or closed), with the arrow keys and thumbnails. */
export default function GalleryFullscreen({ slides, title, index, onIndexChange, opened, onClose }: GalleryFullscreenProps) {
  const count = slides.length;
  const slide = slides[index];

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndexChange(stepSlide(index, event.key === 'ArrowRight' ? 1 : -1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, index, count, onIndexChange]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={`${title} — ${index + 1} / ${count}`}
      classNames={{ content: classes.content, header: classes.header, body: classes.body, title: classes.title, close: classes.close }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <div className={classes.stage}>
        {slide ? (
          slide.kind === 'image' ? (
            <img
              key={slide.url}
              className={classes.image}
              {...responsiveImage(slide.url, '100vw', 1920)}
              alt={`${title}, photo ${index + 1}`}
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
            />
          ) : (
            <div className={classes.videoWrap}>
              <VideoSlide slide={slide} title={title} load />
            </div>
          )
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${classes.arrow} ${classes.prev}`}
              aria-label="Previous photo"
              onClick={() => onIndexChange(stepSlide(index, -1, count))}
            >
              <ChevronLeftIcon size={28} />
            </button>
            <button
              type="button"
              className={`${classes.arrow} ${classes.next}`}
              aria-label="Next photo"
              onClick={() => onIndexChange(stepSlide(index, 1, count))}
            >
              <ChevronRightIcon size={28} />
            </button>
          </>
        ) : null}
      </div>
      <div className={classes.thumbs} role="group" aria-label="Choose a photo">
        {slides.map((s, i) => (
          <button
            key={`${s.url}-${i}`}
            type="button"
            className={classes.thumb}
            aria-current={i === index || undefined}
            aria-label={`Show ${s.kind === 'video' ? 'video' : 'photo'} ${i + 1}`}
            onClick={() => onIndexChange(i)}
          >
            {s.thumbUrl ? <img src={s.thumbUrl} alt="" width={96} height={60} loading="lazy" /> : <span className={classes.thumbVideo}>▶</span>}
          </button>
        ))}
      </div>
    </Modal>
  );
}
