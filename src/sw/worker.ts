// The shop's service worker, served at /sw.js: the build bundles it and writes the precache manifest into it
// (src/tools/build/service-worker.ts). What it keeps and how it answers: rules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, PrecacheFallbackPlugin, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy as WorkboxStrategy } from 'workbox-strategies';
import {
  ASSETS_CACHE, CACHE_LIMITS, GRAPHQL_CACHE, IMAGES_CACHE, keepsPage, mayTakeOver, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE, PAGES_CACHE, prefetchableImages, strategyFor,
  type Strategy, type WorkerMessage,
} from './rules';

/** What this file uses of the worker's global scope (the project's types are the page's). */
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ url: string }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage> & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;

// The shell (the code and styles every first page loads, its parts' and panels' chunks), the offline page and its
// stylesheet, the logo and icons: the list the build writes in. A screen's own code is kept when the screen is first
// opened (ASSETS_CACHE).
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open pages at once, so that they work offline; a new version waits (see SKIP_WAITING).
clientsClaim();

const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });
const publicOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (keepsPage(response.headers.get('Cache-Control')) ? response : null) };
const offlinePage = new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE });

const strategies: Record<Strategy, WorkboxStrategy> = {
  images: new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS[IMAGES_CACHE])],
    // The image service answers by Accept (Vary: Accept, WebP when accepted): a prefetch, which cannot send an
    // image element's Accept, must still serve the element; whatever the service chose, this browser shows.
    matchOptions: { ignoreVary: true },
  }),
  graphql: new NetworkFirst({
    cacheName: GRAPHQL_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS[GRAPHQL_CACHE])],
  }),
  page: new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly(), publicOnly, new ExpirationPlugin(CACHE_LIMITS[PAGES_CACHE]), offlinePage],
  }),
  privatePage: new NetworkOnly({ plugins: [offlinePage] }),
  assets: new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS[ASSETS_CACHE])] }),
};

for (const strategy of Object.keys(strategies) as Strategy[]) {
  registerRoute(
    ({ request, url }) =>
      strategyFor(
        { method: request.method, url, mode: request.mode, destination: request.destination, hasAuthorization: request.headers.has('Authorization') },
        origin,
      ) === strategy,
    strategies[strategy],
  );
}

/** A new version takes over only when no open page of the shop is in checkout: a payment never changes worker midway. */
async function skipWaitingOutsideCheckout(): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window' });
  if (mayTakeOver(windows.map((client) => client.url))) await scope.skipWaiting();
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'SKIP_WAITING') event.waitUntil(skipWaitingOutsideCheckout());
  if (message?.type === 'PRECACHES' && typeof message.url === 'string') event.ports[0]?.postMessage(getCacheKeyForURL(message.url) !== undefined);
  if (message?.type === 'PREFETCH_IMAGES' && Array.isArray(message.urls)) {
    // Kept as the images' route keeps them (same cache, same bounds); a failed image does not fail the others.
    // The answer waits for the images to be written, not only fetched.
    const done = Promise.allSettled(
      prefetchableImages(message.urls, origin).map((url) => strategies.images.handleAll({ event, request: new Request(url) })[1]),
    ).then(() => event.ports[0]?.postMessage({ type: 'PREFETCH_IMAGES', done: true }));
    event.waitUntil(done);
  }
});
