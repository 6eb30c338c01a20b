/**
 * A car's photos as a list of URLs (issue 16 'Images'): what the image pipeline's ingestion and
 * the photo upload read and write. A listing carries its photos four ways at once — `images`
 * (the gallery), `thumbnails`, `primary_image_url` and `photos_count` — kept in step here, the
 * way a stock feed's photos fill them (domain/vehicle/stock-feed.ts).
 */
import { parsePipelineImageUrl } from '../media/image-variants';
import type { Car, CarImage } from './car';

/** The URLs of a car's gallery, in order (the main photo first). */
export function photoUrlsOf(car: Pick<Car, 'images'>): string[] {
  return car.images.map((image) => image.image.url);
}

/**
 * True for a photo the pipeline does not hold yet: an absolute http(s) URL (a dealer's feed
 * links its photos on its own servers). Pipeline URLs (`/media/img/{sha256}/{w}x{h}`) and the
 * site's own paths (the demo illustrations) are not.
 */
export function isExternalPhotoUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) && parsePipelineImageUrl(url) === null;
}

/** The external photos of a car, each once, in gallery order. */
export function externalPhotoUrls(car: Pick<Car, 'images'>): string[] {
  return [...new Set(photoUrlsOf(car).filter(isExternalPhotoUrl))];
}

/** True when two lists name the same photos in the same order. */
export function samePhotoUrls(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((url, i) => url === b[i]);
}

/**
 * The photo fields of a car whose gallery becomes `urls`, in that order. A URL the car already
 * shows keeps its entry (its thumbnail, a video's flag); a new one is its own thumbnail, as a
 * feed's photos are.
 */
export function withPhotoUrls(car: Pick<Car, 'images'>, urls: readonly string[]): Pick<Car, 'images' | 'thumbnails' | 'primary_image_url' | 'photos_count'> {
  const shown = new Map<string, CarImage>();
  for (const image of car.images) if (!shown.has(image.image.url)) shown.set(image.image.url, image);
  const images = urls.map((url): CarImage => shown.get(url) ?? { image: { url, thumb: { url } } });
  return {
    images,
    thumbnails: images.map((image) => image.image.thumb.url || image.image.url),
    primary_image_url: urls[0] ?? null,
    photos_count: images.length,
  };
}
