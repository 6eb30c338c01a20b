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

/** A photo of a gallery: its URL, or the pipeline's URL with the feed URL it was taken in from. */
export type PhotoRef = string | { readonly url: string; readonly source: string };

const urlOf = (ref: PhotoRef): string => (typeof ref === 'string' ? ref : ref.url);

/**
 * The gallery a stock feed's photo URLs give a car that has `existing` photos: a URL the car shows,
 * or one the pipeline took a photo in from (`source`), keeps that photo as it is; any other is a
 * new photo, its own thumbnail. So the same feed twice gives the same gallery (issue 16).
 */
export function feedGallery(existing: readonly CarImage[] | undefined, urls: readonly string[]): CarImage[] {
  const kept = new Map<string, CarImage>();
  for (const image of existing ?? []) {
    if (image.source !== undefined && !kept.has(image.source)) kept.set(image.source, image);
    if (!kept.has(image.image.url)) kept.set(image.image.url, image);
  }
  return urls.map((url) => kept.get(url) ?? { image: { url, thumb: { url } } });
}

/** True when two lists name the same photos in the same order. */
export function samePhotoUrls(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((url, i) => url === b[i]);
}

/**
 * The photo fields of a car whose gallery becomes `refs`, in that order. A URL the car already
 * shows keeps its entry (its thumbnail, a video's flag); a new one is its own thumbnail, as a
 * feed's photos are. A ref with a `source` (a feed photo the pipeline took in) records it.
 */
export function withPhotoUrls(car: Pick<Car, 'images'>, refs: readonly PhotoRef[]): Pick<Car, 'images' | 'thumbnails' | 'primary_image_url' | 'photos_count'> {
  const shown = new Map<string, CarImage>();
  for (const image of car.images) if (!shown.has(image.image.url)) shown.set(image.image.url, image);
  const images = refs.map((ref): CarImage => {
    const url = urlOf(ref);
    const image = shown.get(url) ?? { image: { url, thumb: { url } } };
    return typeof ref === 'string' || image.source === ref.source ? image : { ...image, source: ref.source };
  });
  return {
    images,
    thumbnails: images.map((image) => image.image.thumb.url || image.image.url),
    primary_image_url: refs[0] === undefined ? null : urlOf(refs[0]),
    photos_count: images.length,
  };
}
