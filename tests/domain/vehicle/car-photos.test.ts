/** issue 16: a car's photos as URLs — which are outside the pipeline, and the photo fields kept in step. */
import { describe, expect, it } from 'vitest';
import { externalPhotoUrls, feedGallery, isExternalPhotoUrl, samePhotoUrls, withPhotoUrls } from '../../../domain/vehicle/car-photos';

const PIPELINE = `/media/img/${'a'.repeat(64)}/1600x1067`;

describe('car photos', () => {
  it('counts absolute http(s) URLs as external, never pipeline URLs or the site’s own paths', () => {
    expect(isExternalPhotoUrl('https://photos.dealer.example/1.jpg')).toBe(true);
    expect(isExternalPhotoUrl('HTTP://photos.dealer.example/1.jpg')).toBe(true);
    expect(isExternalPhotoUrl(PIPELINE)).toBe(false);
    expect(isExternalPhotoUrl(`${PIPELINE}?w=640`)).toBe(false);
    expect(isExternalPhotoUrl('/media/cars/suv-red-front.svg')).toBe(false);
    expect(isExternalPhotoUrl('ftp://photos.dealer.example/1.jpg')).toBe(false);
  });

  it('lists each external photo once, in gallery order', () => {
    const image = (url: string) => ({ image: { url, thumb: { url } } });
    const car = { images: [image('https://a.example/2.jpg'), image(PIPELINE), image('https://a.example/1.jpg'), image('https://a.example/2.jpg')] };
    expect(externalPhotoUrls(car)).toEqual(['https://a.example/2.jpg', 'https://a.example/1.jpg']);
  });

  it('keeps the gallery, thumbnails, main photo and count in step; an entry already shown keeps its thumbnail and video flag', () => {
    const video = { image: { url: 'https://a.example/tour.mp4', thumb: { url: 'https://a.example/tour.jpg' } }, isVideo: true };
    const fields = withPhotoUrls({ images: [video, { image: { url: 'https://a.example/1.jpg', thumb: { url: 'https://a.example/1.jpg' } } }] }, [
      PIPELINE,
      'https://a.example/tour.mp4',
    ]);
    expect(fields).toEqual({
      images: [{ image: { url: PIPELINE, thumb: { url: PIPELINE } } }, video],
      thumbnails: [PIPELINE, 'https://a.example/tour.jpg'],
      primary_image_url: PIPELINE,
      photos_count: 2,
    });
    expect(withPhotoUrls({ images: [] }, [])).toEqual({ images: [], thumbnails: [], primary_image_url: null, photos_count: 0 });
  });

  it('gives a feed’s URLs the photos the pipeline took in from them, so the same feed twice is the same gallery', () => {
    const taken = {
      image: { url: '/media/img/' + 'a'.repeat(64) + '/800x600', thumb: { url: '/media/img/' + 'a'.repeat(64) + '/800x600' } },
      source: 'https://dms.example.com/1.jpg',
    };
    const own = { image: { url: 'https://dms.example.com/2.jpg', thumb: { url: 'https://dms.example.com/2.jpg' } } };
    expect(feedGallery([taken, own], ['https://dms.example.com/1.jpg', 'https://dms.example.com/2.jpg'])).toEqual([taken, own]);
    expect(feedGallery([taken, own], ['https://dms.example.com/3.jpg', 'https://dms.example.com/1.jpg'])).toEqual([
      { image: { url: 'https://dms.example.com/3.jpg', thumb: { url: 'https://dms.example.com/3.jpg' } } },
      taken,
    ]);
    expect(feedGallery(undefined, [])).toEqual([]);
    // withPhotoUrls records the source of a photo taken in.
    expect(withPhotoUrls({ images: [own] }, [{ url: taken.image.url, source: 'https://dms.example.com/1.jpg' }]).images).toEqual([
      { image: { url: taken.image.url, thumb: { url: taken.image.url } }, source: 'https://dms.example.com/1.jpg' },
    ]);
  });

  it('compares photo lists by URL and order', () => {
    expect(samePhotoUrls(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(samePhotoUrls(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(samePhotoUrls(['a'], ['a', 'a'])).toBe(false);
  });
});
