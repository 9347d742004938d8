// The routes of spec §2, one row each: the router reads this table; adding a screen is one row here, one
// screen module (src/app/routes.tsx) and its machine (machines/pages.ts).
import type { BackendFeature } from './feature-names';

/** The screens the shell answers itself, without asking the backend what a path is. */
export type ShellScreen =
  | 'home'
  | 'cart'
  | 'checkout'
  | 'trackOrder'
  | 'subscriptionsAuth'
  | 'subscriptions'
  | 'accountInformation'
  | 'orderHistory'
  | 'orderDetail'
  | 'wishlist'
  | 'signIn'
  | 'search'
  | 'savedPayments'
  | 'resetPassword'
  | 'forgotPassword'
  | 'createAccount'
  | 'contact'
  | 'communications'
  | 'addressBook';

/**
 * Who may see a route: anyone; only a signed-in customer (a guest goes to /sign-in with the origin); or anyone,
 * but a signed-in customer is sent on to where they came from (the sign-in and create-account forms).
 */
export type Access = 'public' | 'signedIn' | 'guest';

/** Checkout paths take the reduced layout (spec §2). */
export type Layout = 'default' | 'checkout';

export interface RouteRow {
  /**
   * `/cart` matches that path (with or without a final slash); `/subscriptions*` any path starting so;
   * `*\/checkout*` any path containing it; `{name}` one segment, kept as a parameter; `*` alone any path.
   */
  path: string;
  /** The screen, or `backend` when the backend's `route(url)` answer decides (categories, products, CMS pages, stores). */
  screen: ShellScreen | 'backend';
  access: Access;
  layout: Layout;
  /** Rendered on the server with its data; a customer's own pages render in the browser, which holds the session. */
  serverRendered: boolean;
  /** The backend's feature the page needs: while it is off, the path is not found (and nothing links to it). */
  feature?: BackendFeature;
}

const row = (path: string, screen: RouteRow['screen'], access: Access = 'public', layout: Layout = 'default', serverRendered = access !== 'signedIn'): RouteRow => ({
  path,
  screen,
  access,
  layout,
  serverRendered,
});
const needing = (feature: BackendFeature, route: RouteRow): RouteRow => ({ ...route, feature });

/** First match wins: the longer paths come before the prefixes they start with. */
export const ROUTE_TABLE: readonly RouteRow[] = [
  row('/', 'home'),
  row('/cart', 'cart'),
  // Checkout is the browser's: the cart and the steps saved are in its storage.
  row('*/checkout*', 'checkout', 'public', 'checkout', false),
  row('/track-my-order', 'trackOrder'),
  // The browser's: its link's code is used once, and what it opens (a sign-in) belongs to the browser's session.
  needing('subscriptions', row('/subscriptions-auth', 'subscriptionsAuth', 'public', 'default', false)),
  needing('subscriptions', row('/subscriptions*', 'subscriptions', 'signedIn')),
  row('/customer/account/edit', 'accountInformation', 'signedIn'),
  needing('dataRequests', row('/gdpr-request/type/{type}/code/{code}', 'accountInformation', 'signedIn')),
  row('/customer/account/createPassword', 'resetPassword'),
  // Magento's account URL opens the order history.
  row('/customer/account', 'orderHistory', 'signedIn'),
  row('/order-history/{number}', 'orderDetail', 'signedIn'),
  row('/order-history', 'orderHistory', 'signedIn'),
  row('/wishlist', 'wishlist', 'signedIn'),
  row('/sign-in', 'signIn', 'guest'),
  row('/search.html', 'search'),
  // Saved cards are Adyen's (its vault).
  needing('adyenCard', row('/saved-payments', 'savedPayments', 'signedIn')),
  row('/forgot-password', 'forgotPassword', 'guest'),
  // After an order it takes email, firstName and lastName from the query string.
  row('/create-account', 'createAccount', 'guest'),
  row('/contact-us', 'contact'),
  row('/communications', 'communications', 'signedIn'),
  row('/address-book', 'addressBook', 'signedIn'),
  row('/account-information', 'accountInformation', 'signedIn'),
  // Footer pages and the data-protection page are CMS pages; categories are url_path + ".html"; products and
  // stores ("stores" front name) likewise: the backend says what each is.
  row('/customer-service', 'backend'),
  row('/about-us', 'backend'),
  row('/donnees-personnelles', 'backend'),
  row('*', 'backend'),
];

export interface RouteMatch {
  row: RouteRow;
  /** The `{name}` segments of the path. */
  params: Record<string, string>;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function matches(pattern: string, path: string): Record<string, string> | null {
  if (pattern === '*') return {};
  if (pattern.startsWith('*') && pattern.endsWith('*')) return path.includes(pattern.slice(1, -1)) ? {} : null;
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1)) ? {} : null;
  const wanted = trimSlash(pattern).split('/');
  const given = trimSlash(path).split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const value = given[i]!;
    const param = /^\{(\w+)\}$/.exec(segment);
    if (param) {
      if (!value) return null;
      params[param[1]!] = decoded(value);
    } else if (segment !== value) return null;
  }
  return params;
}

/** The row a path falls under, with its parameters (the catch-all row answers any path). */
export function routeOf(path: string): RouteMatch {
  let match = routes.get(path);
  if (!match) {
    if (routes.size >= 1000) routes.clear();
    match = matchRoute(path);
    routes.set(path, match);
  }
  return match;
}

/** routeOf's answers, frozen: every link of a page asks where it leads, and a server renders the same links again and again. */
const routes = new Map<string, Readonly<RouteMatch>>();

function matchRoute(path: string): RouteMatch {
  for (const candidate of ROUTE_TABLE) {
    const params = matches(candidate.path, path);
    if (params) return Object.freeze({ row: candidate, params: Object.freeze(params) });
  }
  throw new Error('The route table has no catch-all row.');
}

/** The layout around a path's page (spec §2): the reduced checkout layout on any path holding `/checkout`. */
export function layoutOf(path: string): Layout {
  return routeOf(path).row.layout;
}

/** Screens whose pages are the same for every shopper: home, the backend's pages, search and contact. */
const PUBLIC_PAGE_SCREENS: readonly RouteRow['screen'][] = ['home', 'backend', 'search', 'contact'];

/**
 * Whether a path's page may be kept by a cache shared by shoppers or kept for later: public, rendered on the server
 * in the default layout, and none of the cart's, checkout's, account's or password pages (whose URL may carry a token).
 */
export function isPublicPage(pathname: string): boolean {
  const { row } = routeOf(pathname);
  return row.access === 'public' && row.serverRendered && row.layout === 'default' && PUBLIC_PAGE_SCREENS.includes(row.screen);
}

/** The CMS block the checkout layout's footer shows under the copyright (spec §2). */
export const CHECKOUT_LINKS_BLOCK = 'footer-checkout-links-block';

/** The CMS block the default layout's header shows on top, the hello bar (spec §2 "top banner block"). */
export const HELLO_BAR_BLOCK = 'top-banner';

/**
 * Checkout's pages load as their own document: their Content-Security-Policy (the payment provider's 3-D Secure
 * frame) is the document's, set when it loads, so a link into checkout is not followed in the app.
 */
export function loadsOwnDocument(path: string): boolean {
  return routeOf(new URL(path, 'http://shop.local').pathname).row.layout === 'checkout';
}
