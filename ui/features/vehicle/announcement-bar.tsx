import { CloseButton } from '@mantine/core';
import type { Car } from '../../../domain/vehicle/car';
import { InfoIcon } from './vehicle-icons';
import classes from './vehicle.module.css';

/** spec 1 §4: the dismissible announcement bar, shown only when the car is away from the primary location's city. */
export function AnnouncementBar({ car, onDismiss }: { car: Car; onDismiss: () => void }) {
  const location = car.location;
  const city = car.city ?? location?.address.city ?? '';
  return (
    <div className={classes.announcement} role="region" aria-label="Announcement">
      <div className={classes.announcementInner}>
        <InfoIcon size={18} />
        <p>
          This vehicle is located at <strong>{location?.name ?? city}</strong> in {city}
          {location ? ` ${location.address.state}` : ''}.{/* on a phone the bar keeps to where the car is, so the gallery stays near the top. */}
          <span className={classes.announcementMore}> Ask us about an inspection there, or delivery to your door.</span>
        </p>
        <CloseButton aria-label="Dismiss announcement" onClick={onDismiss} size="md" className={classes.announcementClose} />
      </div>
    </div>
  );
}
