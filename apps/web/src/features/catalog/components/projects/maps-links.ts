import type { Location } from '@estadia/domain';

/** Google Maps' search link for a point (opens the app on phones, the site elsewhere). */
export function mapsSearchUrl(location: Location): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

/**
 * Whether a maps key can work at all: Google's browser keys are 'AIza' and 35 more characters. The
 * build's default is a placeholder, and then the address cards are shown instead of a map.
 */
export function isUsableMapsKey(key: string): boolean {
  return /^AIza[0-9A-Za-z_-]{35}$/.test(key.trim());
}
