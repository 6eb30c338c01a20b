import { Popover } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import { AUSTRALIA_PATH } from './australia-outline';
import { clusterPins, pinsOverlap, project, viewAround, type MapPoint, type ViewBox } from './map-projection';
import classes from './location-map.module.css';

export interface MapLocation {
  readonly location: Pick<PublicLocation, 'id' | 'slug' | 'name' | 'address'>;
  /** Where the pin goes: the location's page (or, on that page, directions to it). */
  readonly href: string;
  /** The pin opens another site (directions) in a new tab. */
  readonly external?: boolean;
}

/** The map's width before the browser measures it: a phone's, the narrowest (so pins never overlap on the server's HTML). */
const ASSUMED_MAP_PX = 340;
/** A marker's size on screen (the pin shape; a group's marker is the same pin with its count). */
const PIN_WIDTH_PX = 28;
const PIN_HEIGHT_PX = 36;

/** The shopper's place (a postcode search): drawn as a dot, not a link. */
export interface MapOrigin {
  readonly lat: number;
  readonly long: number;
  /** 'Your postcode: 4217 Benowa QLD'. */
  readonly label: string;
}

/** Capital cities, named faintly on the map so a shopper knows where the pins are. */
const CAPITALS: readonly { name: string; lat: number; long: number }[] = [
  { name: 'Brisbane', lat: -27.47, long: 153.03 },
  { name: 'Sydney', lat: -33.87, long: 151.21 },
  { name: 'Canberra', lat: -35.28, long: 149.13 },
  { name: 'Melbourne', lat: -37.81, long: 144.96 },
  { name: 'Hobart', lat: -42.88, long: 147.33 },
  { name: 'Adelaide', lat: -34.93, long: 138.6 },
  { name: 'Perth', lat: -31.95, long: 115.86 },
  { name: 'Darwin', lat: -12.46, long: 130.84 },
];

const pointOf = (item: MapLocation): MapPoint => project(item.location.address.lat, item.location.address.long);

/** Left and top of a point inside the view, as percentages of the map's box. */
function placeOf(point: MapPoint, view: ViewBox): { left: string; top: string } {
  return { left: `${(((point.x - view.x) / view.width) * 100).toFixed(3)}%`, top: `${(((point.y - view.y) / view.height) * 100).toFixed(3)}%` };
}

/**
 * The offline map (issue 13 'The map'): Australia from the bundled outline, framed around the
 * locations, with a pin per location at its latitude and longitude — no tiles, no network, the
 * same on the server and in the browser. Each pin is a link to the location's page, named by
 * the location; pins that would overlap are one numbered marker listing its locations.
 */
export function OfflineMap({ items, label, origin }: { items: readonly MapLocation[]; label: string; origin?: MapOrigin | null }) {
  const originPoint = origin ? project(origin.lat, origin.long) : null;
  // Framed around the locations; after a postcode search (items nearest first), around the
  // shopper's place and the three nearest — the ones they are choosing between.
  const framed = originPoint ? [originPoint, ...items.slice(0, 3).map(pointOf)] : items.map(pointOf);
  const view = viewAround(framed);
  // Only pins in the frame: one outside it would be a link no one can see. Pins closer than a
  // pin's size on screen gather in one marker, so no two targets overlap (WCAG 2.2 target size):
  // the server assumes a phone's map; the browser measures the real one after hydration.
  const frame = useRef<HTMLDivElement>(null);
  const [framePx, setFramePx] = useState(ASSUMED_MAP_PX);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setFramePx(el.clientWidth || ASSUMED_MAP_PX);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  const inView = (p: MapPoint) => p.x >= view.x && p.x <= view.x + view.width && p.y >= view.y && p.y <= view.y + view.height;
  const clusters = clusterPins(
    items.filter((item) => inView(pointOf(item))),
    pointOf,
    pinsOverlap(PIN_WIDTH_PX + 4, PIN_HEIGHT_PX + 4, view.width / framePx),
  );
  return (
    <div className={classes.map} role="region" aria-label={label}>
      <div ref={frame} className={classes.frame} style={{ aspectRatio: `${view.width} / ${view.height}` }}>
        <svg
          className={classes.svg}
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect x={view.x} y={view.y} width={view.width} height={view.height} className={classes.sea} />
          <path d={AUSTRALIA_PATH} className={classes.land} vectorEffect="non-scaling-stroke" />
        </svg>
        {CAPITALS.map((city) => {
          const point = project(city.lat, city.long);
          const inside = point.x > view.x && point.x < view.x + view.width && point.y > view.y && point.y < view.y + view.height;
          // A pin on the city names the place better than its label under the pin would.
          const covered = clusters.some((c) => Math.hypot(c.point.x - point.x, c.point.y - point.y) < view.width * 0.06);
          return inside && !covered ? (
            <span key={city.name} className={classes.city} style={placeOf(point, view)} aria-hidden="true">
              {city.name}
            </span>
          ) : null;
        })}
        {originPoint && origin ? (
          <span className={classes.origin} style={placeOf(originPoint, view)} role="img" aria-label={origin.label}>
            <span className={classes.pinLabel} aria-hidden="true">
              {origin.label}
            </span>
          </span>
        ) : null}
        {clusters.map((cluster) => {
          const place = placeOf(cluster.point, view);
          const first = cluster.items[0];
          if (!first) return null;
          if (cluster.items.length === 1) {
            const pin = (
              <>
                <PinShape />
                <span className={classes.pinLabel} aria-hidden="true">
                  {first.location.name}
                </span>
              </>
            );
            return first.external ? (
              <a
                key={first.location.id}
                href={first.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.pin}
                style={place}
                aria-label={`Get directions to ${first.location.name}, ${first.location.address.city} (opens in a new tab)`}
              >
                {pin}
              </a>
            ) : (
              <Link
                key={first.location.id}
                to={first.href}
                className={classes.pin}
                style={place}
                aria-label={`${first.location.name}, ${first.location.address.city}`}
              >
                {pin}
              </Link>
            );
          }
          const names = cluster.items.map((i) => i.location.name);
          return (
            <Popover key={first.location.id} position="top" withArrow shadow="md" withinPortal={false} trapFocus={false} returnFocus>
              <Popover.Target>
                <button
                  type="button"
                  className={classes.cluster}
                  style={place}
                  aria-label={`${cluster.items.length} locations near ${first.location.address.city}: ${names.join(', ')}`}
                >
                  <PinShape />
                  <span className={classes.clusterCount} aria-hidden="true">
                    {cluster.items.length}
                  </span>
                </button>
              </Popover.Target>
              <Popover.Dropdown className={classes.clusterList}>
                <ul>
                  {cluster.items.map((item) => (
                    <li key={item.location.id}>
                      <Link to={item.href}>{item.location.name}</Link>
                      <span className={classes.clusterCity}>{item.location.address.city}</span>
                    </li>
                  ))}
                </ul>
              </Popover.Dropdown>
            </Popover>
          );
        })}
      </div>
    </div>
  );
}

function PinShape() {
  return (
    <svg className={classes.pinShape} width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false">
      <path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1z" />
      <circle cx="14" cy="13.5" r="5" />
    </svg>
  );
}
