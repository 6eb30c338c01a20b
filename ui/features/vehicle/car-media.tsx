import { SegmentedControl } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Car } from '../../../domain/vehicle/car';
import { CAR_VIEWER_LABELS, carViewerViews, initialCarViewerView, type CarViewerView, type GallerySlide } from '../../../domain/vehicle/vehicle-page';
import { CameraIcon } from '../../components/icons';
import { Gallery, SLIDE_HEIGHT, SLIDE_WIDTH } from './gallery';
import { usePageLoaded } from './use-vehicle-page';
import classes from './vehicle.module.css';

// Heavy and interactive only: loaded once the page is in the shopper's hands.
const GalleryFullscreen = lazy(() => import('./gallery-fullscreen'));
const SpinViewer = lazy(() => import('./spin-viewer'));

export interface CarMediaProps {
  car: Car;
  slides: readonly GallerySlide[];
  title: string;
  /** spec 1 §4: the spin auto-rotates where the site has it on. */
  autoRotate: boolean;
  /** spec 1 §2: on one site variant the viewer starts in gallery view. */
  galleryFirst: boolean;
  overlay?: ReactNode;
  onRequestPhotos: () => void;
}

/**
 * The top of the page (spec 1 §2): the 360° viewer's Spin / Images / Interior views when the
 * car has spin frames, otherwise the gallery; a placeholder with a request-photos option
 * when the car has no photos at all.
 */
export function CarMedia({ car, slides, title, autoRotate, galleryFirst, overlay, onRequestPhotos }: CarMediaProps) {
  // The spin's script and its 36 frames wait for the page to load (the poster frame is the first paint).
  const pageLoaded = usePageLoaded();
  const views = carViewerViews(car, slides.length);
  const [view, setView] = useState<CarViewerView | null>(() => initialCarViewerView(views, galleryFirst));
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [fullscreenLoaded, setFullscreenLoaded] = useState(false);
  const frames = car.spin_images ?? [];

  const openFullscreen = (at: number) => {
    setIndex(at);
    setFullscreenLoaded(true);
    setFullscreen(true);
  };

  const showGallery = view === null || view === 'images';
  let body: ReactNode;
  if (showGallery && slides.length === 0) {
    body = (
      <div className={classes.noPhotos}>
        <CameraIcon size={40} />
        <p>Photos coming soon</p>
        <button type="button" className={classes.requestPhotos} onClick={onRequestPhotos}>
          Request photos
        </button>
        {overlay}
      </div>
    );
  } else if (showGallery) {
    body = <Gallery slides={slides} title={title} index={index} onIndexChange={setIndex} onFullscreen={openFullscreen} overlay={overlay} paused={fullscreen} />;
  } else {
    // The spin and interior views draw on the client; the server (and the first paint) shows the poster frame.
    const poster = view === 'interior' ? (car.spin_interior_image ?? '') : (frames[0] ?? '');
    const posterImage = (
      <img
        className={classes.spinPoster}
        src={poster}
        alt={`${title}, ${view === 'interior' ? 'interior' : '360° view'}`}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        fetchPriority="high"
      />
    );
    body = (
      <div className={classes.spinStage}>
        {pageLoaded ? (
          <Suspense fallback={posterImage}>
            <SpinViewer
              key={view}
              mode={view === 'interior' ? 'interior' : 'spin'}
              frames={frames}
              interiorImage={car.spin_interior_image ?? null}
              hotspots={car.hotspots ?? null}
              autoRotate={autoRotate}
              title={title}
            />
          </Suspense>
        ) : (
          posterImage
        )}
        {overlay}
      </div>
    );
  }

  return (
    <div className={classes.media}>
      {views.length > 1 ? (
        <SegmentedControl
          className={classes.viewTabs}
          aria-label="Car viewer"
          value={view ?? 'images'}
          onChange={(value) => setView(value as CarViewerView)}
          data={views.map((v) => ({ value: v, label: CAR_VIEWER_LABELS[v] }))}
        />
      ) : null}
      {body}
      {fullscreenLoaded ? (
        <Suspense fallback={null}>
          <GalleryFullscreen slides={slides} title={title} index={index} onIndexChange={setIndex} opened={fullscreen} onClose={() => setFullscreen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
