import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { MapTileService } from '../../../application/dealer-site/get-site.use-case';
import { clusterPins, pinsOverlap } from './map-projection';
import type { MapLocation, MapOrigin } from './offline-map';
import classes from './location-map.module.css';

const TILE = 256;
const MIN_ZOOM = 3;
const MAX_ZOOM = 17;

interface Pixel {
  readonly x: number;
  readonly y: number;
}

/** Web Mercator (the tile services' projection): a point's pixel in the world at zoom `z`. */
export function worldPixel(lat: number, long: number, z: number): Pixel {
  const size = TILE * 2 ** z;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((long + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The largest zoom that shows every point inside `width` × `height` with a margin (no more than 13 for one point). */
export function fitZoom(points: readonly { lat: number; long: number }[], width: number, height: number): number {
  if (points.length <= 1) return 13;
  for (let z = MAX_ZOOM; z > MIN_ZOOM; z--) {
    const px = points.map((p) => worldPixel(p.lat, p.long, z));
    const w = Math.max(...px.map((p) => p.x)) - Math.min(...px.map((p) => p.x));
    const h = Math.max(...px.map((p) => p.y)) - Math.min(...px.map((p) => p.y));
    if (w <= width - 80 && h <= height - 90) return z;
  }
  return MIN_ZOOM;
}

export interface TileMapProps {
  tiles: MapTileService;
  items: readonly MapLocation[];
  origin?: MapOrigin | null;
  label: string;
}

/**
 * The interactive map (issue 13), where the deployment configures a tile service (settings
 * MAP_TILE_URL): the provider's raster tiles as plain images under the same pins as the offline
 * map — drag or use the arrow keys to move, the buttons or +/− to zoom. Written here in a few
 * dozen lines rather than a map library: it only places tiles and pins, and loads only on sites
 * that have tiles (ui/features/locations/locations-map.tsx).
 */
export default function TileMap({ tiles, items, origin, label }: TileMapProps) {
  const box = useRef<HTMLDivElement>(null);
  // Nothing is fetched until the map's size is known: tiles asked for a guessed size would be wasted.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const points = useMemo(
    () => [...items.map((i) => ({ lat: i.location.address.lat, long: i.location.address.long })), ...(origin ? [origin] : [])],
    [items, origin],
  );
  const [zoom, setZoom] = useState(() => fitZoom(points, 640, 480));
  const [center, setCenter] = useState(() => {
    const lats = points.map((p) => p.lat);
    const longs = points.map((p) => p.long);
    return points.length === 0
      ? { lat: -25.3, long: 133.8 }
      : { lat: (Math.min(...lats) + Math.max(...lats)) / 2, long: (Math.min(...longs) + Math.max(...longs)) / 2 };
  });
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  // Measured once mounted and on resize; the first fit follows the real size.
  const fitted = useRef(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const next = { width: el.clientWidth || 640, height: el.clientHeight || 480 };
      setSize(next);
      if (!fitted.current) {
        fitted.current = true;
        setZoom(fitZoom(points, next.width, next.height));
      }
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [points]);

  const view = size ?? { width: 0, height: 0 };
  const centerPx = worldPixel(center.lat, center.long, zoom);
  const topLeft = { x: centerPx.x - view.width / 2, y: centerPx.y - view.height / 2 };
  const count = 2 ** zoom;

  const panBy = useCallback(
    (dx: number, dy: number) => {
      setCenter((c) => {
        const px = worldPixel(c.lat, c.long, zoom);
        const x = px.x + dx;
        const y = Math.min(Math.max(px.y + dy, 0), TILE * 2 ** zoom);
        const long = (x / (TILE * 2 ** zoom)) * 360 - 180;
        const n = Math.PI - (2 * Math.PI * y) / (TILE * 2 ** zoom);
        const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
        return { lat, long };
      });
    },
    [zoom],
  );

  const tileImages = [];
  for (let tx = Math.floor(topLeft.x / TILE); size && tx <= Math.floor((topLeft.x + size.width) / TILE); tx++) {
    for (let ty = Math.floor(topLeft.y / TILE); ty <= Math.floor((topLeft.y + size.height) / TILE); ty++) {
      if (ty < 0 || ty >= count) continue;
      const wrapped = ((tx % count) + count) % count;
      const src = tiles.url.replaceAll('{z}', String(zoom)).replaceAll('{x}', String(wrapped)).replaceAll('{y}', String(ty));
      tileImages.push(
        <img
          key={`${zoom}/${tx}/${ty}`}
          className={classes.tile}
          src={src}
          alt=""
          draggable={false}
          style={{ left: tx * TILE - topLeft.x, top: ty * TILE - topLeft.y }}
          // A tile the service cannot give leaves the map's plain background, not a broken-image icon.
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />,
      );
    }
  }

  const place = (lat: number, long: number) => {
    const p = worldPixel(lat, long, zoom);
    return { left: p.x - topLeft.x, top: p.y - topLeft.y };
  };
  const clusters = clusterPins(size ? items : [], (i) => worldPixel(i.location.address.lat, i.location.address.long, zoom), pinsOverlap(32, 40, 1));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    panBy(start.x - event.clientX, start.y - event.clientY);
    drag.current = { ...start, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-80, 0], ArrowRight: [80, 0], ArrowUp: [0, -80], ArrowDown: [0, 80] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      panBy(move[0], move[1]);
    } else if (event.key === '+' || event.key === '=') {
      setZoom((z) => Math.min(MAX_ZOOM, z + 1));
    } else if (event.key === '-' || event.key === '_') {
      setZoom((z) => Math.max(MIN_ZOOM, z - 1));
    }
  };

  return (
    <div className={classes.map} role="region" aria-label={label}>
      <div className={classes.frame} style={{ aspectRatio: '4 / 3' }}>
        <div
          ref={box}
          className={classes.tiles}
          tabIndex={0}
          role="group"
          aria-label={`${label}: drag or use the arrow keys to move, plus and minus to zoom`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          onDoubleClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 1))}
        >
          {tileImages}
          {origin ? <span className={classes.origin} style={place(origin.lat, origin.long)} role="img" aria-label={origin.label} /> : null}
          {clusters.map((cluster) => {
            const first = cluster.items[0];
            if (!first) return null;
            const position = { left: cluster.point.x - topLeft.x, top: cluster.point.y - topLeft.y };
            if (cluster.items.length > 1) {
              return (
                <button
                  key={first.location.id}
                  type="button"
                  className={classes.cluster}
                  style={position}
                  aria-label={`${cluster.items.length} locations near ${first.location.address.city}: zoom in`}
                  onClick={() => {
                    setCenter({ lat: first.location.address.lat, long: first.location.address.long });
                    setZoom((z) => Math.min(MAX_ZOOM, z + 2));
                  }}
                >
                  <svg className={classes.pinShape} width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false">
                    <path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1z" />
                  </svg>
                  <span className={classes.clusterCount} aria-hidden="true">
                    {cluster.items.length}
                  </span>
                </button>
              );
            }
            const name = `${first.location.name}, ${first.location.address.city}`;
            const pin = (
              <>
                <svg className={classes.pinShape} width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false">
                  <path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1z" />
                  <circle cx="14" cy="13.5" r="5" />
                </svg>
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
                style={position}
                aria-label={`Get directions to ${name} (opens in a new tab)`}
              >
                {pin}
              </a>
            ) : (
              <Link key={first.location.id} to={first.href} className={classes.pin} style={position} aria-label={name}>
                {pin}
              </Link>
            );
          })}
        </div>
        <div className={classes.zoom}>
          <button type="button" onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 1))} disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
            +
          </button>
          <button type="button" onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - 1))} disabled={zoom <= MIN_ZOOM} aria-label="Zoom out">
            −
          </button>
        </div>
        <p className={classes.attribution}>{tiles.attribution}</p>
      </div>
    </div>
  );
}
