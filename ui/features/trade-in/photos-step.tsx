import { Alert, Button, CloseButton, FileButton } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TradeInImage } from '../../../application/tradein/trade-in.machine';
import { imagePreview, MAX_IMAGES } from '../../../domain/tradein/trade-in-images';
import { SKIP_IMAGES_NOTE } from '../../../domain/tradein/trade-in-flow';
import { CameraIcon } from '../../components/icons';
import { STEP_TITLES, StepHeading, VehicleSummary } from './trade-in-parts';
import type { TradeInBinding } from './use-trade-in';
import classes from './trade-in.module.css';

/** spec 2 §5: the types offered in the file picker (the server decides by the bytes). */
const ACCEPT = 'image/jpeg,image/png,image/gif,image/heic,.jpg,.jpeg,.png,.gif,.heic';

/** Object URLs of the chosen files' previews, released when a file leaves the list or the step ends. */
function usePreviews(images: readonly TradeInImage[]): ReadonlyMap<number, string> {
  const urls = useRef(new Map<number, string>());
  const [, rerender] = useState(0);
  useEffect(() => {
    const live = new Set(images.map((i) => i.id));
    let changed = false;
    for (const [id, url] of urls.current) {
      if (!live.has(id)) {
        URL.revokeObjectURL(url);
        urls.current.delete(id);
        changed = true;
      }
    }
    for (const image of images) {
      if (urls.current.has(image.id) || imagePreview(image.file)._tag !== 'Thumbnail') continue;
      urls.current.set(image.id, URL.createObjectURL(image.file as unknown as Blob));
      changed = true;
    }
    if (changed) rerender((n) => n + 1);
  }, [images]);
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);
  return urls.current;
}

function statusText(image: TradeInImage): string | null {
  switch (image.status) {
    case 'uploading':
      return 'Uploading…';
    case 'uploaded':
      return 'Uploaded';
    case 'failed':
      return image.error;
    case 'ready':
      return null;
  }
}

/** spec 2 §2 Step Three: the found car, up to 10 photos with previews and a remove button each, the skip note. */
export function StepThree({ flow, headingRef }: { flow: TradeInBinding; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { vehicle, images, imageAlert, uploadProgress } = flow.snapshot.context;
  const uploading = flow.snapshot.matches({ uploadImages: 'uploading' });
  const previews = usePreviews(images);
  const resetPicker = useRef<() => void>(null);
  const [over, setOver] = useState(false);
  // A preview the browser would not show (a page policy without blob: images): the file name instead.
  const [unshown, setUnshown] = useState<ReadonlySet<number>>(new Set());
  const add = (files: File[]) => {
    if (files.length > 0) flow.send({ type: 'ADD_FILES', files });
    resetPicker.current?.();
  };
  return (
    <form
      noValidate
      aria-labelledby="trade-in-step-three"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'NEXT' });
      }}
    >
      <StepHeading headingRef={headingRef} id="trade-in-step-three">
        {STEP_TITLES.three}
      </StepHeading>
      {vehicle ? <VehicleSummary vehicle={vehicle} label="We found your car" /> : null}
      <p className={classes.stepIntro}>Photos help us firm up your offer: the front, back, both sides, the interior and the odometer are ideal.</p>

      {/* spec 2 §5, §8: the alerts of a refused selection, in an alert region (not a browser alert). */}
      <div role="alert" aria-live="assertive">
        {imageAlert ? (
          <Alert color="red" variant="light" mb="md" withCloseButton closeButtonLabel="Dismiss" onClose={() => flow.send({ type: 'DISMISS_ALERT' })}>
            {imageAlert}
          </Alert>
        ) : null}
      </div>

      <div
        className={classes.dropzone}
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!uploading) add([...event.dataTransfer.files]);
        }}
      >
        <CameraIcon size={28} aria-hidden="true" />
        <FileButton onChange={add} accept={ACCEPT} multiple resetRef={resetPicker} disabled={uploading || images.length >= MAX_IMAGES}>
          {(props) => (
            <Button {...props} variant="light">
              Add photos
            </Button>
          )}
        </FileButton>
        <p className={classes.note}>
          JPEG, PNG, GIF or HEIC, up to 10 MB each. {images.length} of {MAX_IMAGES} chosen.
        </p>
      </div>

      {images.length > 0 ? (
        <ul className={classes.thumbs} aria-label="Your photos">
          {images.map((image) => {
            const url = previews.get(image.id);
            const status = statusText(image);
            return (
              <li key={image.id} className={classes.thumb} data-status={image.status}>
                {url && !unshown.has(image.id) ? (
                  <img className={classes.thumbImage} src={url} alt={image.file.name} onError={() => setUnshown((ids) => new Set([...ids, image.id]))} />
                ) : (
                  <span className={classes.thumbName}>{image.file.name}</span>
                )}
                {image.status !== 'uploading' && image.status !== 'uploaded' ? (
                  <CloseButton
                    className={classes.thumbRemove}
                    variant="filled"
                    size="sm"
                    aria-label={`Remove ${image.file.name}`}
                    disabled={uploading}
                    onClick={() => flow.send({ type: 'REMOVE_IMAGE', id: image.id })}
                  />
                ) : null}
                {status ? (
                  <span className={`${classes.thumbStatus} ${image.status === 'failed' ? classes.thumbError : ''}`}>
                    {status}
                    {image.status === 'failed' ? (
                      <>
                        {' '}
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          onClick={() => flow.send({ type: 'RETRY_UPLOAD', id: image.id })}
                          aria-label={`Try ${image.file.name} again`}
                        >
                          Try again
                        </Button>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      <p className={classes.progress} role="status" aria-live="polite">
        {uploadProgress && uploadProgress.current > 0 ? `Uploading ${uploadProgress.current} of ${uploadProgress.total}` : ''}
      </p>

      <div className={classes.actions}>
        <Button variant="default" onClick={() => flow.send({ type: 'BACK' })} disabled={uploading}>
          Back
        </Button>
        <div className={classes.actionsEnd}>
          <Button type="submit" size="md" loading={uploading} disabled={uploading} aria-busy={uploading}>
            Next
          </Button>
        </div>
      </div>
      <p className={classes.note}>{SKIP_IMAGES_NOTE}</p>
    </form>
  );
}
