import { messageSW, Workbox } from 'workbox-window';
import { loadsOwnDocument } from '../../domain/route-table';

/** The worker's address; its scope is the whole shop. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Spec §8: what an image prefetch rejects with when no worker controls the page. */
export const NOT_REGISTERED = 'SW Not Registered';

/**
 * Registers the shop's service worker once the page has loaded (its install never competes with the first paint).
 * A failure only warns (spec §8): the shop works without it.
 *
 * A new version waits until the shopper's next navigation outside checkout (this page's own load counts when it was
 * already waiting), then takes over: a payment under way never changes worker. The worker checks the other open
 * pages too.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  let waiting = false;
  const takeOverOutsideCheckout = () => {
    if (waiting && !loadsOwnDocument(location.pathname)) workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', (event) => {
    waiting = true;
    if (event.wasWaitingBeforeRegister) takeOverOutsideCheckout();
  });
  workbox.addEventListener('activated', () => {
    waiting = false;
  });
  // The app moves with the history API (wouter announces pushState); back and forward are popstate.
  for (const type of ['pushState', 'popstate']) window.addEventListener(type, takeOverOutsideCheckout);
  workbox.register().catch((error: unknown) => console.warn('The service worker could not be registered; the shop works without it.', error));
}

/**
 * Asks the worker controlling the page to fetch and keep `urls` (the shop's images) so that they show at once, or
 * offline, later (spec §7's message channel). Resolves when it answers; rejects with "SW Not Registered" when no
 * worker controls the page.
 */
export async function prefetchImages(urls: string[]): Promise<void> {
  const worker = globalThis.navigator?.serviceWorker?.controller;
  if (!worker) throw new Error(NOT_REGISTERED);
  await messageSW(worker, { type: 'PREFETCH_IMAGES', urls });
}
