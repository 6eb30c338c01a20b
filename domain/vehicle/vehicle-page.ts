/**
 * Rules of the vehicle detail page that are not about price or availability (spec 1 §2
 * 'Vehicle detail page', 'Sidebar buttons', §4, §9): the gallery's slides, thumbnails and
 * preloading, the 360° viewer's views, drag and hotspots, the show-more lists, the scroll
 * thresholds, share and copy timings and the announcement bar. Pure; the UI only draws them.
 */
import type { CardButton } from '../dealer-site/dealer-site';
import { isAvailable } from './availability';
import type { Car, CarImage, Hotspot, ItemType } from './car';
import { isPlaceholderImageUrl } from './images';
import { modelDisplayName, normaliseMake } from './labels';

/** The car's title line: year, make and model as the site writes them (spec 1 §9 label rewrites). */
export function vehicleTitle(car: Pick<Car, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${normaliseMake(car.make)} ${modelDisplayName(car.make, car.model)}`;
}

/** The title with the badge: '2026 Mazda BT-50 XTR'. */
export function vehicleFullTitle(car: Pick<Car, 'year' | 'make' | 'model'> & Partial<Pick<Car, 'badge'>>): string {
  const badge = car.badge?.trim();
  return badge ? `${vehicleTitle(car)} ${badge}` : vehicleTitle(car);
}

// ---------------------------------------------------------------------------------------
// Gallery (spec 1 §2, §9)

/** spec 1 §2, §9: thumbnails only when the gallery has more than 3 images. */
export const GALLERY_THUMBNAILS_ABOVE = 3;
/** spec 1 §9: the slider preloads 2 images; the rest load when they come near. */
export const GALLERY_PRELOADED_SLIDES = 2;
/**
 * spec 1 §2: "a video-sharing embed when the URL begins with that service's embed prefix,
 * otherwise a native player". The service is YouTube; its embed URLs start with this.
 */
export const VIDEO_EMBED_PREFIX = 'https://www.youtube.com/embed/';

export type VideoPlayer = 'embed' | 'native';

export type GallerySlide =
  | { readonly kind: 'image'; readonly url: string; readonly thumbUrl: string }
  | { readonly kind: 'video'; readonly url: string; readonly player: VideoPlayer; readonly thumbUrl: string | null };

/** spec 1 §2: the embed player for the video-sharing service's embed URLs, the native player otherwise. */
export function videoPlayer(url: string): VideoPlayer {
  return url.trim().startsWith(VIDEO_EMBED_PREFIX) ? 'embed' : 'native';
}

function imageSlide(image: CarImage): GallerySlide | null {
  const url = image.image.url?.trim();
  if (!url) return null;
  if (image.isVideo === true) {
    const thumb = image.image.thumb?.url?.trim();
    return { kind: 'video', url, player: videoPlayer(url), thumbUrl: thumb && !isPlaceholderImageUrl(thumb) && thumb !== url ? thumb : null };
  }
  if (isPlaceholderImageUrl(url)) return null;
  const thumb = image.image.thumb?.url?.trim();
  return { kind: 'image', url, thumbUrl: thumb || url };
}

/**
 * The slides of the gallery, in order: the car's photos (placeholders dropped, entries
 * flagged isVideo as video slides where they stand), then its own video (video_url) and
 * external video (external_video_url). Choices: the videos are placed second, right after
 * the first photo, so the first slide (the page's largest paint) stays a photo while the
 * video is one swipe away; a video already among the images is not repeated.
 */
export function gallerySlides(car: Pick<Car, 'images'> & Partial<Pick<Car, 'video_url' | 'external_video_url'>>): GallerySlide[] {
  const slides = car.images.map(imageSlide).filter((slide): slide is GallerySlide => slide !== null);
  const seen = new Set(slides.filter((s) => s.kind === 'video').map((s) => s.url));
  const videos: GallerySlide[] = [];
  for (const url of [car.video_url, car.external_video_url]) {
    const trimmed = url?.trim();
    if (!trimmed || seen.has(trimmed)) continue;
    seen.add(trimmed);
    videos.push({ kind: 'video', url: trimmed, player: videoPlayer(trimmed), thumbUrl: null });
  }
  const at = slides[0]?.kind === 'image' ? 1 : 0;
  return [...slides.slice(0, at), ...videos, ...slides.slice(at)];
}

/** spec 1 §2, §9: thumbnails show only above 3 gallery items. */
export const showsThumbnails = (slideCount: number): boolean => slideCount > GALLERY_THUMBNAILS_ABOVE;

/**
 * spec 1 §9: the first 2 slides load with the page; a later slide loads once the shopper
 * is on, or next to, it. `reached` is the furthest slide shown so far.
 */
export function isSlideLoaded(index: number, reached: number): boolean {
  return index < GALLERY_PRELOADED_SLIDES || index <= reached + 1;
}

/** The slide after a step of `delta` (±1), wrapping round at either end. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

// ---------------------------------------------------------------------------------------
// 360° viewer (spec 1 §2, §4, §9)

/** spec 1 §9: the spin moves one frame per 20 pixels of drag. */
export const SPIN_PIXELS_PER_FRAME = 20;
/** spec 1 §9: auto-rotate shows the next frame every 100 ms. */
export const SPIN_AUTO_ROTATE_MS = 100;
export const SPIN_PROMPT = 'Swipe to spin';

export type CarViewerView = 'spin' | 'images' | 'interior';
export const CAR_VIEWER_LABELS: Readonly<Record<CarViewerView, string>> = { spin: 'Spin', images: 'Images', interior: 'Interior' };

/**
 * spec 1 §2: the views of the car viewer — Spin with spin frames, Images with photos or
 * videos, Interior only when an interior image url exists. Choice: with no spin frames
 * there is no viewer (an empty list), only the gallery.
 */
export function carViewerViews(car: Partial<Pick<Car, 'spin_images' | 'spin_interior_image'>>, gallerySlideCount: number): CarViewerView[] {
  if (!car.spin_images?.some((frame) => frame.trim() !== '')) return [];
  const views: CarViewerView[] = ['spin'];
  if (gallerySlideCount > 0) views.push('images');
  if (car.spin_interior_image?.trim()) views.push('interior');
  return views;
}

/** spec 1 §2: "On one site variant it starts in gallery view". */
export function initialCarViewerView(views: readonly CarViewerView[], galleryFirst: boolean): CarViewerView | null {
  if (galleryFirst && views.includes('images')) return 'images';
  return views[0] ?? null;
}

/**
 * spec 1 §9: the frame shown after dragging `deltaX` pixels from `startFrame`: one frame per
 * 20 px, wrapping round. Choice: dragging to the left turns the car to the right (the next
 * frames), as if pushing its near side.
 */
export function spinFrameAfterDrag(startFrame: number, deltaX: number, frameCount: number): number {
  if (frameCount <= 0 || !Number.isFinite(deltaX)) return 0;
  const steps = Math.trunc(-deltaX / SPIN_PIXELS_PER_FRAME);
  return stepSlide(startFrame, steps, frameCount);
}

export interface PlacedHotspot {
  readonly hotspot: Hotspot;
  /** Position in percent of the frame. */
  readonly x: number;
  readonly y: number;
}

/**
 * spec 1 §2: hotspots (exterior and interior, with description and positions by angle):
 * those of the kind that have a position at this frame. The interior view is one image,
 * frame 0.
 */
export function hotspotsAt(hotspots: readonly Hotspot[] | null | undefined, kind: Hotspot['kind'], frame: number): PlacedHotspot[] {
  const placed: PlacedHotspot[] = [];
  for (const hotspot of hotspots ?? []) {
    if (hotspot.kind !== kind) continue;
    const at = hotspot.positions[frame];
    if (at && Number.isFinite(at.x) && Number.isFinite(at.y)) placed.push({ hotspot, x: at.x, y: at.y });
  }
  return placed;
}

// ---------------------------------------------------------------------------------------
// Lists and sections (spec 1 §2, §9)

/** spec 1 §9: the key-information grid shows 4 specs. */
export const KEY_INFO_SHOWN = 4;
/** spec 1 §9: feature lists show 8 items. */
export const FEATURE_LIST_SHOWN = 8;

export interface ShownList<T> {
  readonly items: readonly T[];
  /** The toggle's label, null when every item fits. */
  readonly toggle: string | null;
}

/**
 * The first `shown` items with a toggle, or every item when expanded. The key information
 * toggles Show More / Show Less; feature lists Show All / Hide (spec 1 §2).
 */
export function shownList<T>(items: readonly T[], shown: number, expanded: boolean, labels: readonly [more: string, less: string]): ShownList<T> {
  if (items.length <= shown) return { items, toggle: null };
  return expanded ? { items, toggle: labels[1] } : { items: items.slice(0, shown), toggle: labels[0] };
}

export const keyInformation = <T>(items: readonly T[], expanded: boolean): ShownList<T> =>
  shownList(items, KEY_INFO_SHOWN, expanded, ['Show More', 'Show Less']);

export const featureList = <T>(items: readonly T[], expanded: boolean): ShownList<T> => shownList(items, FEATURE_LIST_SHOWN, expanded, ['Show All', 'Hide']);

const VEHICLE_TYPE_NAMES: Readonly<Record<ItemType, string>> = { car: 'Car', motorcycle: 'Motorcycle', truck: 'Truck', caravan: 'Caravan' };

/** spec 1 §2: the specification list is titled with the vehicle type plus 'Details'. */
export function specificationListTitle(itemType: ItemType | null | undefined): string {
  return `${VEHICLE_TYPE_NAMES[itemType ?? 'car'] ?? 'Vehicle'} Details`;
}

// ---------------------------------------------------------------------------------------
// Scroll, share and page furniture (spec 1 §2, §4, §9)

/** spec 1 §4, §9: the sticky header shows once the page is scrolled 500 px or more. */
export const STICKY_HEADER_SCROLL_PX = 500;
/** spec 1 §9: the mobile sticky bar changes style, and the chat bubble toggles, past 900 px. */
export const MOBILE_BAR_SCROLL_PX = 900;
/** spec 1 §9: similar vehicles load 500 px before they come into view. */
export const SIMILAR_VEHICLES_LOAD_MARGIN_PX = 500;

export const isStickyHeaderShown = (scrollY: number): boolean => scrollY >= STICKY_HEADER_SCROLL_PX;
export const isPastMobileBarThreshold = (scrollY: number): boolean => scrollY > MOBILE_BAR_SCROLL_PX;

/** spec 1 §9: share windows are 550 by 400. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** spec 1 §4, §9: the copy button reads 'Copied' for 1.5 seconds. */
export const COPIED_LABEL_MS = 1_500;
export const COPIED_LABEL = 'Copied';
/** spec 1 §4, §9, spec 2 §9: the sidebar share toast shows for 3000 ms. */
export const COPY_TOAST_MS = 3_000;

/** spec 1 §4: 'Copied {car name} to your clipboard!' */
export const copyToastText = (carName: string): string => `Copied ${carName} to your clipboard!`;

/**
 * spec 1 §4: the announcement bar shows only if the vehicle's city differs from the
 * primary location's. Choice: cities compare ignoring case and spacing; without either
 * city there is nothing to announce.
 */
export function isAnnouncementShown(carCity: string | null | undefined, primaryCity: string | null | undefined): boolean {
  const norm = (city: string | null | undefined) => (city ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const car = norm(carCity);
  const primary = norm(primaryCity);
  return car !== '' && primary !== '' && car !== primary;
}

/**
 * spec 1 §2 'Online Purchase (on some dealers and cars)'. Choice: the site switch must be
 * on and the car purchasable with a payment processor to take the payment.
 */
export function isOnlinePurchaseShown(car: Pick<Car, 'status'> & Partial<Pick<Car, 'payment_processors'>>, siteEnabled: boolean): boolean {
  return siteEnabled && isAvailable(car) && (car.payment_processors?.length ?? 0) > 0;
}

/**
 * spec 1 §2 'Enquire Now or Instant Message (chat, only when the chat bot is configured and
 * allowed)', spec 1 §6 'Site configuration switches: chat widget'. Choice: configured is the
 * site's chat bot switch (features.chatBot); allowed means the car is still for sale (in stock
 * or coming soon) — a sold car has only its 'Find Me Something Similar' form. The sidebar's
 * label, the floating chat bubble and the chat widget all follow this one rule.
 */
export function isChatAllowed(car: Pick<Car, 'status'>, features: { readonly chatBot: boolean }): boolean {
  return features.chatBot && isAvailable(car);
}

/** spec 1 §2: 'Instant Message' where chat is allowed (isChatAllowed), else 'Enquire Now'. */
export function enquiryButtonLabel(car: Pick<Car, 'status'>, chatBot: boolean): 'Instant Message' | 'Enquire Now' {
  return isChatAllowed(car, { chatBot }) ? 'Instant Message' : 'Enquire Now';
}

/**
 * spec 1 §2: a site that puts a test-drive button on its cards offers the same on the car's
 * own page, for a car still for sale (in stock or coming soon); a sold or otherwise
 * unavailable car has only its 'Find Me Something Similar' form.
 */
export function isTestDriveOffered(car: Pick<Car, 'status'>, cardButtons: readonly CardButton[]): boolean {
  return cardButtons.includes('testDrive') && isAvailable(car);
}

/** The test-drive form's page with the car chosen (spec 2 §2 routes: `?car_id=` is the car's slug). */
export const testDriveFormPath = (slug: string): string => `/book-test-drive?car_id=${encodeURIComponent(slug)}`;
