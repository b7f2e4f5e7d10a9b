import { describe, expect, it } from 'vitest';
import { isUsableMapsKey, mapsSearchUrl } from './maps-links';

describe('maps links', () => {
  it('opens Google Maps on the coordinates', () => {
    expect(mapsSearchUrl({ lat: -18.9213, lng: -48.2541 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-18.9213,-48.2541',
    );
  });

  it('treats the placeholder key as no key', () => {
    expect(isUsableMapsKey('replace-with-google-maps-api-key')).toBe(false);
    expect(isUsableMapsKey('')).toBe(false);
    expect(isUsableMapsKey(`AIza${'x'.repeat(35)}`)).toBe(true);
  });
});
