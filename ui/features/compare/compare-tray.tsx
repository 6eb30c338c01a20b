import { ActionIcon, Button, Container } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MAX_COMPARE } from '../../../domain/vehicle/compare';
import { CarIcon, CloseIcon, CompareIcon } from '../../components/icons';
import { useCompareNotice, useSavedCars } from '../../hooks/use-saved-cars';
import classes from './compare.module.css';

/** A vehicle detail page, where phones show the call-to-action bar at the bottom: the tray sits above it. */
const isVehiclePage = (pathname: string): boolean => /^\/cars\/(?!trade-in\/?$)[^/]+\/?$/i.test(pathname);

/**
 * The compare tray (issue 14): fixed at the bottom of every page while the compare list holds
 * a car — 'Compare (n/4)', the cars with a remove button each, 'Compare now' and 'Clear'. A
 * fifth car is refused with a message in the tray's alert. The page gets room underneath so
 * nothing hides behind it; on a phone it is one compact row.
 */
export default function CompareTray() {
  const { compare, removeCompare, clearCompare } = useSavedCars();
  const { message, dismiss } = useCompareNotice();
  const { pathname } = useLocation();
  if (compare.length === 0) return null;
  const count = `Compare (${compare.length}/${MAX_COMPARE})`;
  return (
    <aside className={classes.tray} aria-labelledby="compare-tray-title" data-raised={isVehiclePage(pathname) || undefined}>
      {/* Kept in the page so the refusal is announced when it appears (role=alert). */}
      <div role="alert" className={classes.trayAlertSlot}>
        {message ? (
          <div className={classes.trayAlert}>
            <span>{message}</span>
            <ActionIcon variant="subtle" color="dark" size="md" onClick={dismiss} aria-label="Dismiss message">
              <CloseIcon size={16} />
            </ActionIcon>
          </div>
        ) : null}
      </div>
      <Container size="xl" className={classes.trayInner}>
        <h2 id="compare-tray-title" className={classes.trayTitle}>
          <CompareIcon size={18} />
          {count}
        </h2>
        <ul className={classes.trayList} aria-label="Cars to compare">
          {compare.map((entry) => (
            <li key={entry.id} className={classes.trayItem}>
              {/* On a phone only the photo shows; the name stays the link's name. */}
              <Link to={`/cars/${entry.slug}`} className={classes.trayLink}>
                {entry.primary_image_url ? (
                  <img className={classes.trayThumb} src={entry.primary_image_url} alt="" width={56} height={42} loading="lazy" decoding="async" />
                ) : (
                  <span className={classes.trayThumb}>
                    <CarIcon size={18} />
                  </span>
                )}
                <span className={classes.trayName}>{entry.name}</span>
              </Link>
              <ActionIcon
                variant="subtle"
                color="dark"
                size="md"
                radius="xl"
                className={classes.trayRemove}
                onClick={() => removeCompare(entry.id)}
                aria-label={`Remove ${entry.name} from compare`}
              >
                <CloseIcon size={14} />
              </ActionIcon>
            </li>
          ))}
        </ul>
        <div className={classes.trayActions}>
          <Button component={Link} to="/compare" size="sm" className={classes.trayButton}>
            Compare now
          </Button>
          <Button variant="subtle" color="dark" size="sm" className={classes.trayButton} onClick={clearCompare}>
            Clear
          </Button>
        </div>
      </Container>
    </aside>
  );
}
