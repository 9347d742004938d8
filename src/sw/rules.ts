import { isPublicPage, loadsOwnDocument } from '../domain/route-table';

// What the service worker keeps, and how it answers each request: pure, so that a test reads the rules without a
// worker. Nothing personal is ever kept: a request carrying Authorization, a POST, the checkout, the cart and the
// account's pages only ever go to the network.

export const IMAGES_CACHE = 'vitrine-images';
export const GRAPHQL_CACHE = 'vitrine-graphql';
export const PAGES_CACHE = 'vitrine-pages';
/**
 * The screens of the pages the worker keeps (public pages, see `strategyFor`): their code is precached with the shell,
 * so that a kept page hydrates offline even if its screen was first loaded before the worker took the page.
 */
export const OFFLINE_SCREENS = ['home', 'search', 'category', 'product', 'cms', 'pointOfSale', 'pointOfSaleList', 'contact'] as const;

/** The app's other hashed files (the other screens' code), kept as the screens that need them are first opened. */
export const ASSETS_CACHE = 'vitrine-assets';
/** Where a failed navigation lands, precached with the shop's code. */
export const OFFLINE_PAGE = '/offline.html';

const DAY_SECONDS = 24 * 60 * 60;

/** Caches of runtime answers and their bounds: the oldest entries go first once one is full or too old. */
export const CACHE_LIMITS = {
  [IMAGES_CACHE]: { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS },
  [GRAPHQL_CACHE]: { maxEntries: 100, maxAgeSeconds: DAY_SECONDS },
  [PAGES_CACHE]: { maxEntries: 20 },
  [ASSETS_CACHE]: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

/** How long a page or a query may wait for the network before the kept copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * - `images`: stale-while-revalidate into IMAGES_CACHE;
 * - `graphql`: network first, GRAPHQL_CACHE's copy when the network fails or is slower than NETWORK_TIMEOUT_SECONDS;
 * - `page`: a public page, network first, the last good copy from PAGES_CACHE, else the offline page;
 * - `privatePage`: any other navigation of a tab, network only, else the offline page;
 * - `assets`: a hashed file of the app the precache does not hold (a screen's code), cache first into ASSETS_CACHE: its
 *   name is its version, so a kept copy is always right;
 * - null: the worker stays out of the way (the network answers, nothing is kept).
 */
export type Strategy = 'images' | 'graphql' | 'page' | 'privatePage' | 'assets';

export interface RequestFacts {
  method: string;
  url: URL;
  /** The request's mode: `navigate` for a document. */
  mode: string;
  /** What asks: `document` for a tab's page, `iframe` for a framed one. */
  destination: string;
  hasAuthorization: boolean;
}

/** The strategy for a request to `origin` (the shop's own), or null when the worker should not answer it. */
export function strategyFor({ method, url, mode, destination, hasAuthorization }: RequestFacts, origin: string): Strategy | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  // A framed page (the admin's preview, the card issuer's 3-D Secure pages) is the browser's own to fetch: never kept,
  // as the server's cache does, and never fetched again by the worker, whose request reached the server as no frame's
  // (the server allows framing only to a request with Sec-Fetch-Dest: iframe, so the admin's preview was refused).
  if (mode === 'navigate' && destination !== 'document') return null;
  if (mode === 'navigate') return isPublicPage(url.pathname) ? 'page' : 'privatePage';
  if (hasAuthorization) return null;
  // The image service's URLs (spec §7): every image the shop shows is under /media/, on its own origin.
  if (url.pathname.startsWith('/media/')) return 'images';
  // Queries go as GET; public ones carry no token (the client sends it only with private fields and mutations).
  if (url.pathname === '/graphql') return 'graphql';
  if (url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map')) return 'assets';
  return null;
}

/**
 * The worker's messages: an image prefetch and whether the precache holds a file (each answered on the port it came
 * with), and the app's go-ahead to update.
 */
export type WorkerMessage =
  | { type: 'PREFETCH_IMAGES'; urls: string[] }
  | { type: 'SKIP_WAITING' }
  /** Whether the precache holds `url` (a page's own file): the page then asks for its parts' code offline. */
  | { type: 'PRECACHES'; url: string };

/** The URLs of a prefetch the worker keeps: the shop's own images only. */
export function prefetchableImages(urls: readonly unknown[], origin: string): string[] {
  return urls.flatMap((url) => {
    if (typeof url !== 'string') return [];
    try {
      const parsed = new URL(url, origin);
      return strategyFor({ method: 'GET', url: parsed, mode: 'no-cors', destination: 'image', hasAuthorization: false }, origin) === 'images' ? [parsed.href] : [];
    } catch {
      return [];
    }
  });
}

/** Whether a waiting version may take over, given the addresses of the shop's open pages: not while one is in checkout. */
export const mayTakeOver = (openPages: readonly string[]) => !openPages.some((url) => loadsOwnDocument(url));

/**
 * Whether a page's answer may be kept: only one the server itself says is public (its full-page cache's pages). The
 * path alone cannot tell the shop's pages from the backend's own (the payment simulator, the admin's preview page),
 * nor a page rendered whole from one whose data came late.
 */
export const keepsPage = (cacheControl: string | null) => /(?:^|[\s,])public(?:$|[\s,])/i.test(cacheControl ?? '');
