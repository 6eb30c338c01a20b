import type { MediaHandler } from '../../adapters/http';
import { isPlaceholderImagePath, parseCarImagePath, renderCarSvg, renderPlaceholderSvg } from '../../adapters/media/car-image-svg';

/**
 * `/media/*`: the generated car images of the demo stock (SVG, made locally, no
 * external URLs). Only paths that parse to a known body, colour and view are drawn.
 */
export const svgMediaHandler: MediaHandler = (path) => {
  if (isPlaceholderImagePath(path)) return { contentType: 'image/svg+xml', body: renderPlaceholderSvg() };
  const request = parseCarImagePath(path);
  return request ? { contentType: 'image/svg+xml', body: renderCarSvg(request) } : null;
};
