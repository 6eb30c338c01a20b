import { describe, expect, it } from 'vitest';
import { saveCarAfterSignIn, withoutSaveCarAfterSignIn, withSaveCarAfterSignIn } from '../../../domain/shoppers/sign-in';

describe('a save asked for before sign-in, carried in the redirect', () => {
  it('adds the car to the path, keeping its query and hash, and reads it back', () => {
    const path = withSaveCarAfterSignIn('/cars/2021-toyota-corolla-123?tab=specs#gallery', 123);
    expect(path).toBe('/cars/2021-toyota-corolla-123?tab=specs&save_car=123#gallery');
    expect(saveCarAfterSignIn(new URL(path, 'http://x').search)).toBe(123);
  });

  it('replaces an earlier pending save rather than adding a second', () => {
    expect(withSaveCarAfterSignIn('/cars/a?save_car=5', 7)).toBe('/cars/a?save_car=7');
  });

  it('reads only a whole number above zero', () => {
    for (const search of ['', '?save_car=', '?save_car=0', '?save_car=-3', '?save_car=1.5', '?save_car=abc', '?save_car=99999999999999999999']) {
      expect(saveCarAfterSignIn(search), search).toBeNull();
    }
    expect(saveCarAfterSignIn('?x=1&save_car=42')).toBe(42);
  });

  it('takes the save out of the path once made, leaving the rest', () => {
    expect(withoutSaveCarAfterSignIn('/cars/a?save_car=7')).toBe('/cars/a');
    expect(withoutSaveCarAfterSignIn('/cars/a?tab=specs&save_car=7#gallery')).toBe('/cars/a?tab=specs#gallery');
  });
});
