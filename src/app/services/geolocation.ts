import { fromPromise } from 'xstate';
import type { Origin } from '../../domain/favorite-store';

/** How long the device may take to locate the shopper, and how old a position it may answer with. */
const LOCATE_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 600_000;

/**
 * The device's location (spec §4 "Favourite store"): a coarse position is enough to find the nearest store. A
 * refusal, a failure or a browser without geolocation logs a warning and yields null.
 */
export const locate = fromPromise<Origin | null>(
  () =>
    new Promise((resolve) => {
      const warn = (reason: string) => {
        console.warn(`The nearest store cannot be found: ${reason}`);
        resolve(null);
      };
      if (!('geolocation' in navigator)) {
        warn('this browser cannot locate the device.');
        return;
      }
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => warn(error.message || 'the location was refused.'),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
      );
    }),
);
