// The routes of spec §2, one row each: the router reads this table. A screen's rows are in its entry of the screens'
// list (screens.ts); the backend's are here.
import type { BackendFeature } from './feature-names';
import { SCREENS, type ShellScreen } from './screens';

export type { ShellScreen };

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

/** The rows the backend decides: footer pages, the data-protection page, and any path no screen has. */
const BACKEND_ROWS: readonly RouteRow[] = ['/customer-service', '/about-us', '/donnees-personnelles', '*'].map((path) => ({
  path,
  screen: 'backend',
  access: 'public',
  layout: 'default',
  serverRendered: true,
}));

/**
 * Which row a path tries first: a pattern that may appear anywhere in a path (checkout's), then whole paths and paths
 * with parameters, then prefixes (in the screens' order: a longer one first), then the catch-all.
 */
const precedence = ({ path }: RouteRow) => (path === '*' ? 3 : /^\*.*\*$/.test(path) ? 0 : path.endsWith('*') ? 2 : 1);
const byPrecedence = (a: RouteRow, b: RouteRow) => precedence(a) - precedence(b);

/** First match wins: the screens' rows and the backend's, in precedence order. */
export const ROUTE_TABLE: readonly RouteRow[] = [
  ...SCREENS.flatMap((screen) => screen.routes.map((row): RouteRow => ({ ...row, screen: screen.kind as ShellScreen }))),
  ...BACKEND_ROWS,
].sort(byPrecedence);

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
  // `*` alone holds the empty text: every path.
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

/** The route a link leads to: `href` is a path of the shop, with or without a query or a fragment. */
export function routeOfLink(href: string): RouteMatch {
  let path = linkPaths.get(href);
  if (path === undefined) {
    if (linkPaths.size >= 1000) linkPaths.clear();
    path = new URL(href, 'http://shop.local').pathname;
    linkPaths.set(href, path);
  }
  return routeOf(path);
}

/** The paths of the links asked about, their URLs parsed once: a server renders the same hundreds of links page after page. */
const linkPaths = new Map<string, string>();

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
  return routeOfLink(path).row.layout === 'checkout';
}
