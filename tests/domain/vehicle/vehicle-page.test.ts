import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hotspot } from '../../../domain/vehicle/car';
import {
  carViewerViews,
  copyToastText,
  enquiryButtonLabel,
  featureList,
  gallerySlides,
  hotspotsAt,
  initialCarViewerView,
  isAnnouncementShown,
  isChatAllowed,
  isOnlinePurchaseShown,
  isPastMobileBarThreshold,
  isSlideLoaded,
  isStickyHeaderShown,
  isTestDriveOffered,
  keyInformation,
  showsThumbnails,
  specificationListTitle,
  spinFrameAfterDrag,
  stepSlide,
  testDriveFormPath,
  vehicleFullTitle,
  vehicleTitle,
  videoPlayer,
} from '../../../domain/vehicle/vehicle-page';

const photo = (n: number) => ({ image: { url: `/p/${n}.jpg`, thumb: { url: `/p/${n}-t.jpg` } } });

describe('gallery (spec 1 §2, §9)', () => {
  it('uses the embed player for the video-sharing embed prefix and the native player otherwise', () => {
    expect(videoPlayer('https://www.youtube.com/embed/abc123')).toBe('embed');
    expect(videoPlayer('https://www.youtube.com/watch?v=abc123')).toBe('native');
    expect(videoPlayer('/media/videos/walkaround.mp4')).toBe('native');
  });

  it('lists the photos, drops placeholders, and places own and external videos after the first photo', () => {
    const slides = gallerySlides({
      images: [photo(1), { image: { url: '/media/placeholder.svg', thumb: { url: '/media/placeholder.svg' } } }, photo(2)],
      video_url: '/media/videos/walkaround.mp4',
      external_video_url: 'https://www.youtube.com/embed/xyz',
    });
    expect(slides.map((s) => (s.kind === 'video' ? `${s.kind}:${s.player}` : s.url))).toEqual(['/p/1.jpg', 'video:native', 'video:embed', '/p/2.jpg']);
  });

  it('keeps an image flagged isVideo as a video slide where it stands, without repeating it', () => {
    const slides = gallerySlides({
      images: [photo(1), { image: { url: 'https://www.youtube.com/embed/v1', thumb: { url: '/t.jpg' } }, isVideo: true }],
      external_video_url: 'https://www.youtube.com/embed/v1',
    });
    expect(slides).toHaveLength(2);
    expect(slides[1]).toMatchObject({ kind: 'video', player: 'embed', thumbUrl: '/t.jpg' });
  });

  it('shows thumbnails only above 3 gallery items', () => {
    expect([0, 1, 2, 3, 4, 24].map(showsThumbnails)).toEqual([false, false, false, false, true, true]);
  });

  it('loads 2 slides with the page, then each slide next to the furthest reached', () => {
    expect([0, 1, 2, 3].map((i) => isSlideLoaded(i, 0))).toEqual([true, true, false, false]);
    expect([0, 1, 2, 3, 4].map((i) => isSlideLoaded(i, 2))).toEqual([true, true, true, true, false]);
  });

  it('steps round the slides at either end', () => {
    expect(stepSlide(0, -1, 5)).toBe(4);
    expect(stepSlide(4, 1, 5)).toBe(0);
    expect(stepSlide(2, 1, 5)).toBe(3);
    expect(stepSlide(3, 1, 0)).toBe(0);
  });
});

describe('360° viewer (spec 1 §2, §4, §9)', () => {
  const frames = Array.from({ length: 36 }, (_, i) => `/spin/${i}.svg`);

  it('offers Spin and Images, and Interior only with an interior image', () => {
    expect(carViewerViews({ spin_images: frames }, 5)).toEqual(['spin', 'images']);
    expect(carViewerViews({ spin_images: frames, spin_interior_image: '/i.svg' }, 5)).toEqual(['spin', 'images', 'interior']);
    expect(carViewerViews({ spin_images: frames, spin_interior_image: '/i.svg' }, 0)).toEqual(['spin', 'interior']);
    expect(carViewerViews({ spin_images: [], spin_interior_image: '/i.svg' }, 5)).toEqual([]);
  });

  it('starts in the spin, or in gallery view on the gallery-first variant', () => {
    expect(initialCarViewerView(['spin', 'images'], false)).toBe('spin');
    expect(initialCarViewerView(['spin', 'images'], true)).toBe('images');
    expect(initialCarViewerView(['spin'], true)).toBe('spin');
    expect(initialCarViewerView([], false)).toBeNull();
  });

  it('moves one frame per 20 px of drag, wrapping round', () => {
    expect(spinFrameAfterDrag(0, -19, 36)).toBe(0);
    expect(spinFrameAfterDrag(0, -20, 36)).toBe(1);
    expect(spinFrameAfterDrag(0, -200, 36)).toBe(10);
    expect(spinFrameAfterDrag(0, 20, 36)).toBe(35);
    expect(spinFrameAfterDrag(30, -200, 36)).toBe(4);
  });

  it('a drag always lands on a frame, and dragging back returns to the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35 }), fc.integer({ min: -5000, max: 5000 }), (start, dx) => {
        const frame = spinFrameAfterDrag(start, dx, 36);
        expect(Number.isInteger(frame) && frame >= 0 && frame < 36).toBe(true);
        const steps = Math.trunc(-dx / 20);
        expect(spinFrameAfterDrag(frame, steps * 20, 36)).toBe(start);
      }),
    );
  });

  it('places the hotspots of a kind that have a position at the frame', () => {
    const hotspots: Hotspot[] = [
      { id: 'a', kind: 'exterior', title: 'Wheels', description: 'Alloys', positions: { 0: { x: 10, y: 80 }, 3: { x: 20, y: 80 } } },
      { id: 'b', kind: 'interior', title: 'Screen', description: 'Touchscreen', positions: { 0: { x: 64, y: 63 } } },
    ];
    expect(hotspotsAt(hotspots, 'exterior', 3).map((p) => [p.hotspot.id, p.x, p.y])).toEqual([['a', 20, 80]]);
    expect(hotspotsAt(hotspots, 'exterior', 1)).toEqual([]);
    expect(hotspotsAt(hotspots, 'interior', 0).map((p) => p.hotspot.id)).toEqual(['b']);
    expect(hotspotsAt(null, 'exterior', 0)).toEqual([]);
  });
});

describe('lists, titles and page furniture (spec 1 §2, §4, §9)', () => {
  const items = Array.from({ length: 12 }, (_, i) => `item ${i + 1}`);

  it('shows 4 key-information specs with Show More / Show Less', () => {
    expect(keyInformation(items, false)).toEqual({ items: items.slice(0, 4), toggle: 'Show More' });
    expect(keyInformation(items, true)).toEqual({ items, toggle: 'Show Less' });
    expect(keyInformation(items.slice(0, 4), false)).toEqual({ items: items.slice(0, 4), toggle: null });
  });

  it('shows 8 features with Show All / Hide', () => {
    expect(featureList(items, false)).toEqual({ items: items.slice(0, 8), toggle: 'Show All' });
    expect(featureList(items, true)).toEqual({ items, toggle: 'Hide' });
    expect(featureList(items.slice(0, 8), true).toggle).toBeNull();
  });

  it("titles the specification list with the vehicle type plus 'Details'", () => {
    expect(specificationListTitle('car')).toBe('Car Details');
    expect(specificationListTitle('caravan')).toBe('Caravan Details');
    expect(specificationListTitle('motorcycle')).toBe('Motorcycle Details');
  });

  it('writes the title with the site’s make and model names', () => {
    expect(vehicleTitle({ year: 2024, make: 'Mazda', model: '3' })).toBe('2024 Mazda Mazda3');
    expect(vehicleFullTitle({ year: 2024, make: 'Mercedes Benz', model: 'GLC', badge: ' 300 ' })).toBe('2024 Mercedes-Benz GLC 300');
    expect(vehicleFullTitle({ year: 2024, make: 'Kia', model: 'EV6', badge: null })).toBe('2024 Kia EV6');
  });

  it('shows the sticky header from 500 px and restyles the mobile bar past 900 px', () => {
    expect([0, 499, 500, 1200].map(isStickyHeaderShown)).toEqual([false, false, true, true]);
    expect([0, 900, 901].map(isPastMobileBarThreshold)).toEqual([false, false, true]);
  });

  it("words the copy toast 'Copied {car name} to your clipboard!'", () => {
    expect(copyToastText('2024 Kia EV6 GT-Line')).toBe('Copied 2024 Kia EV6 GT-Line to your clipboard!');
  });

  it('shows the announcement bar only when the car’s city differs from the primary location’s', () => {
    expect(isAnnouncementShown('Wickham', 'Newcastle West')).toBe(true);
    expect(isAnnouncementShown(' newcastle  west ', 'Newcastle West')).toBe(false);
    expect(isAnnouncementShown(null, 'Newcastle West')).toBe(false);
    expect(isAnnouncementShown('Wickham', null)).toBe(false);
  });

  it('offers Online Purchase only where the site enables it, for a purchasable car with a payment processor', () => {
    expect(isOnlinePurchaseShown({ status: 'in_stock', payment_processors: ['stripe'] }, true)).toBe(true);
    expect(isOnlinePurchaseShown({ status: 'in_stock', payment_processors: ['stripe'] }, false)).toBe(false);
    expect(isOnlinePurchaseShown({ status: 'sold', payment_processors: ['stripe'] }, true)).toBe(false);
    expect(isOnlinePurchaseShown({ status: 'coming_soon', payment_processors: [] }, true)).toBe(false);
  });

  it('labels the enquiry button Instant Message only with a chat bot, for a car for sale', () => {
    expect(enquiryButtonLabel({ status: 'in_stock' }, true)).toBe('Instant Message');
    expect(enquiryButtonLabel({ status: 'in_stock' }, false)).toBe('Enquire Now');
    expect(enquiryButtonLabel({ status: 'sold' }, true)).toBe('Enquire Now');
  });

  it('allows the chat only where the site has a chat bot, for a car for sale (in stock or coming soon)', () => {
    expect(isChatAllowed({ status: 'in_stock' }, { chatBot: true })).toBe(true);
    expect(isChatAllowed({ status: 'coming_soon' }, { chatBot: true })).toBe(true);
    expect(isChatAllowed({ status: 'in_stock' }, { chatBot: false })).toBe(false);
    expect(isChatAllowed({ status: 'sold' }, { chatBot: true })).toBe(false);
    expect(isChatAllowed({ status: 'other' }, { chatBot: true })).toBe(false);
  });

  it('labels the enquiry button Instant Message exactly where the chat is allowed', () => {
    for (const status of ['in_stock', 'coming_soon', 'sold', 'other'] as const) {
      for (const chatBot of [true, false]) {
        expect(enquiryButtonLabel({ status }, chatBot) === 'Instant Message').toBe(isChatAllowed({ status }, { chatBot }));
      }
    }
  });
});

describe('the vehicle page offers a test drive as the cards do (spec 1 §2)', () => {
  it('where the site has a testDrive card button, for a car in stock or coming soon only', () => {
    expect(isTestDriveOffered({ status: 'in_stock' }, ['details', 'testDrive'])).toBe(true);
    expect(isTestDriveOffered({ status: 'coming_soon' }, ['testDrive'])).toBe(true);
    expect(isTestDriveOffered({ status: 'sold' }, ['details', 'testDrive'])).toBe(false);
    expect(isTestDriveOffered({ status: 'in_stock' }, ['details', 'enquire', 'finance'])).toBe(false);
  });

  it("links to the test-drive form with the car's slug", () => {
    expect(testDriveFormPath('2022-mazda-cx-5-touring')).toBe('/book-test-drive?car_id=2022-mazda-cx-5-touring');
  });
});
