import type { DeviceLocation } from '../../../machines/points-of-sale.machine';

// The device's location, as the browser's geolocation gives it: the store finder's "Autour de moi" and the
// favourite store's nearest store ask for it.

/** How long the device may take to locate the shopper, and how old a position it may answer with. */
const LOCATE_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 600_000;

/** Where the device is (a coarse position is enough to rank stores), or whether the shopper refused to say. */
export function locateDevice(): Promise<DeviceLocation> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
