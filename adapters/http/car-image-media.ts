import {
  isPlaceholderImagePath,
  parseCarImagePath,
  renderCarSvg,
  renderPlaceholderSvg,
} from '../media/car-image-svg';
import type { MediaFile, MediaHandler } from './routes/media.routes';

const SVG = 'image/svg+xml; charset=utf-8';

function widthOf(pathWithQuery: string): number | undefined {
  const match = /[?&]w=(\d+)$/.exec(pathWithQuery);
  return match ? Number(match[1]) : undefined;
}

/**
 * The `/media/*` files Caryard draws itself: vehicle illustrations
 * (`/media/cars/{body}/{colour}/{view}.svg[?w=N]`) and the 'Photos coming soon' panel.
 */
export const carImageMediaHandler: MediaHandler = (pathWithQuery): MediaFile | null => {
  if (isPlaceholderImagePath(pathWithQuery)) return { contentType: SVG, body: renderPlaceholderSvg(widthOf(pathWithQuery)) };
  const request = parseCarImagePath(pathWithQuery);
  if (!request) return null;
  return {
    contentType: SVG,
    body: renderCarSvg({
      body: request.body,
      colour: request.colour,
      view: request.view,
      kind: request.kind,
      ...(request.width !== undefined ? { width: request.width } : {}),
    }),
  };
};
