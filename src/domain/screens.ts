// The screens of spec §2, one entry each: its page kind, its rows of the route table and its machine's input. The
// route table (route-table.ts), the router's screens and their inputs (machines/pages.ts) are read from this list;
// the app's part of each screen (its view, its machine's code, its messages) is `defineScreen` in its folder
// (src/app/screens/*/*.screen.ts), listed in src/app/screens/screens.ts. docs/architecture.md "Add a screen".
import type { BackendFeature } from './feature-names';
import { gdprLinkOf } from './gdpr-link';
import type { Access, Layout } from './route-table';
import { HOME_PAGE_IDENTIFIER, type BackendPage } from './routes';
import type { SearchLength } from './search';
import type { PasswordPolicy } from './validation';

/** What pages get from the shell: the store's password rule (they reach the cart and the session up the shell's bus). */
export interface PageShell {
  policy: PasswordPolicy;
  /** The store's bounds of a search (the search page's and the not-found page's search field). */
  searchLength?: SearchLength;
  /** The backend's features that are on: a route that needs another is not found. */
  features: readonly BackendFeature[];
}

/** And who the shopper is when the page opens (known for the pages only the browser renders). */
export type PageOpening = PageShell & { signedIn: boolean };

/** A row of the route table for a screen (its screen is the entry's kind). */
export interface ScreenRoute {
  /** See RouteRow.path (route-table.ts). */
  path: string;
  access: Access;
  layout: Layout;
  serverRendered: boolean;
  feature?: BackendFeature;
}

/** A route of the screen: public, default layout, rendered on the server unless only a customer may see it. */
export const route = (path: string, access: Access = 'public', layout: Layout = 'default', serverRendered = access !== 'signedIn'): ScreenRoute => ({
  path,
  access,
  layout,
  serverRendered,
});
/** A route that is not found while the backend lacks `feature`. */
export const needing = (feature: BackendFeature, row: ScreenRoute): ScreenRoute => ({ ...row, feature });

/** The page a screen opens on: the backend's answer for its kinds, else the route's `{name}` segments. */
export type PageFor<K extends string> = K extends BackendPage['kind'] ? Extract<BackendPage, { kind: K }> : { params: Readonly<Record<string, string>> };

/** What a screen's machine input is made from. */
export interface Opening<K extends string> {
  page: PageFor<K>;
  location: { path: string; search: string };
  /** The location's query string. */
  query: URLSearchParams;
  shell: PageOpening;
}

export interface ScreenDeclaration<K extends string = string, I = NoInput> {
  kind: K;
  /** Its rows of the route table; none for the kinds the backend's `route(url)` answer names. */
  routes: readonly ScreenRoute[];
  /** Its machine's input; a machine with none starts from `{}`. */
  input?: (opening: Opening<K>) => I;
  /** Its machine comes with its code, unless the app has it already: a page no server renders (the router's `machineComesWithCode`). */
  machineComesWithCode?: true;
}

/** The input of a machine that starts from nothing. */
export type NoInput = Record<string, never>;

export const declareScreen = <const K extends string, I = NoInput>(screen: ScreenDeclaration<K, I>) => screen;

/** Every screen. Order does not matter: the route table orders its rows (route-table.ts `byPrecedence`). */
export const SCREENS = [
  declareScreen({ kind: 'home', routes: [route('/')], input: () => ({ identifier: HOME_PAGE_IDENTIFIER }) }),
  declareScreen({
    kind: 'search',
    routes: [route('/search.html')],
    input: ({ location, shell }) => ({ source: { kind: 'search' as const }, search: location.search, path: location.path, searchLength: shell.searchLength }),
  }),
  declareScreen({
    kind: 'category',
    routes: [],
    input: ({ page, location }) => ({ source: { kind: 'category' as const, uid: page.uid }, search: location.search, path: location.path }),
  }),
  declareScreen({ kind: 'product', routes: [], input: ({ page }) => ({ uid: page.uid, urlKey: page.urlKey }) }),
  declareScreen({ kind: 'cms', routes: [], input: ({ page }) => ({ identifier: page.identifier }) }),
  declareScreen({ kind: 'pointOfSale', routes: [], input: ({ page }) => ({ identifier: page.identifier }) }),
  declareScreen({ kind: 'pointOfSaleList', routes: [], input: () => ({ identifier: null }) }),
  declareScreen({ kind: 'cart', routes: [route('/cart')] }),
  declareScreen({ kind: 'signIn', routes: [route('/sign-in', 'guest')] }),
  declareScreen({
    kind: 'createAccount',
    // After an order it takes email, firstName and lastName from the query string.
    routes: [route('/create-account', 'guest')],
    input: ({ query, shell }) => ({
      policy: shell.policy,
      asksConsent: shell.features.includes('consents'),
      prefill: { email: query.get('email') ?? '', firstname: query.get('firstName') ?? '', lastname: query.get('lastName') ?? '' },
    }),
  }),
  declareScreen({ kind: 'forgotPassword', routes: [route('/forgot-password', 'guest')] }),
  declareScreen({
    kind: 'resetPassword',
    routes: [route('/customer/account/createPassword')],
    input: ({ query, shell }) => ({ token: query.get('token'), email: query.get('email'), policy: shell.policy }),
  }),
  declareScreen({
    kind: 'checkout',
    // Checkout is the browser's: the cart and the steps saved are in its storage.
    routes: [route('*/checkout*', 'public', 'checkout', false)],
    input: ({ shell }) => ({ signedIn: shell.signedIn, asksConsent: shell.features.includes('consents') }),
    machineComesWithCode: true,
  }),
  // Magento's account URL opens the order history.
  declareScreen({ kind: 'orderHistory', routes: [route('/customer/account', 'signedIn'), route('/order-history', 'signedIn')] }),
  declareScreen({ kind: 'orderDetail', routes: [route('/order-history/{number}', 'signedIn')], input: ({ page }) => ({ number: page.params.number! }) }),
  declareScreen({
    kind: 'trackOrder',
    routes: [route('/track-my-order')],
    input: ({ query, shell }) => ({
      asksPostcode: shell.features.includes('orderLookupByPostcode'),
      prefill: { number: query.get('number') ?? '', email: query.get('email') ?? '' },
    }),
  }),
  // Saved cards are Adyen's (its vault).
  declareScreen({ kind: 'savedPayments', routes: [needing('adyenCard', route('/saved-payments', 'signedIn'))] }),
  declareScreen({ kind: 'wishlist', routes: [route('/wishlist', 'signedIn')] }),
  declareScreen({ kind: 'addressBook', routes: [route('/address-book', 'signedIn')] }),
  declareScreen({
    kind: 'accountInformation',
    routes: [
      route('/customer/account/edit', 'signedIn'),
      needing('dataRequests', route('/gdpr-request/type/{type}/code/{code}', 'signedIn')),
      route('/account-information', 'signedIn'),
    ],
    // The GDPR request link's route gives its type and code; the other two paths neither.
    input: ({ page, shell }) => ({ policy: shell.policy, link: gdprLinkOf(page.params) }),
  }),
  declareScreen({ kind: 'communications', routes: [route('/communications', 'signedIn')] }),
  declareScreen({ kind: 'subscriptions', routes: [needing('subscriptions', route('/subscriptions*', 'signedIn'))], input: () => ({ portalToken: null }) }),
  declareScreen({
    kind: 'subscriptionsAuth',
    // The browser's: its link's code is used once, and what it opens (a sign-in) belongs to the browser's session.
    routes: [needing('subscriptions', route('/subscriptions-auth', 'public', 'default', false))],
    input: ({ query }) => ({ code: query.get('code') }),
  }),
  declareScreen({ kind: 'contact', routes: [route('/contact-us')], input: ({ shell }) => ({ asksDetails: shell.features.includes('contactDetails') }) }),
] as const;

export type Screen = (typeof SCREENS)[number];
export type ScreenKind = Screen['kind'];
/** The screens the shell answers itself, without asking the backend what a path is. */
export type ShellScreen = Exclude<ScreenKind, BackendPage['kind']>;
/** A screen's machine input, as its entry makes it. */
export type ScreenInput<K extends ScreenKind> = ReturnType<NonNullable<Extract<Screen, { kind: K }>['input']>>;

export const SCREEN_KINDS = SCREENS.map((screen) => screen.kind);
