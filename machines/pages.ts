import { ACCOUNT_PAGES } from '../src/domain/account-pages';
import type { BackendFeature } from '../src/domain/feature-names';
import { routeOf } from '../src/domain/route-table';
import { HOME_PAGE_IDENTIFIER, type Page, type PageKind } from '../src/domain/routes';
import type { SearchLength } from '../src/domain/search';
import { gdprLinkOf } from '../src/domain/gdpr-link';
import type { PasswordPolicy } from '../src/domain/validation';
/** The screens that exist, by page kind: a route of the table whose screen is not here yet shows the not-found view (and nothing links to it). */
export const SCREEN_KINDS = [
  'home',
  'search',
  'category',
  'product',
  'cms',
  'pointOfSale',
  'pointOfSaleList',
  'cart',
  'signIn',
  'createAccount',
  'forgotPassword',
  'resetPassword',
  'checkout',
  'orderHistory',
  'orderDetail',
  'trackOrder',
  'savedPayments',
  'wishlist',
  'addressBook',
  'accountInformation',
  'communications',
  'subscriptions',
  'subscriptionsAuth',
  'contact',
] as const satisfies readonly PageKind[];

export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * Screens whose machine comes with their code rather than by name, unless the app says otherwise (the router's
 * `machineComesWithCode` guard): checkout's, which no server renders. A browser extends this to every screen whose
 * machine it has not loaded yet (src/app/services/page-logic.ts).
 */
export const LAZY_SCREENS = ['checkout'] as const;
export type LazyScreenKind = (typeof LAZY_SCREENS)[number];

export const hasLazyMachine = (kind: PageKind): kind is LazyScreenKind => (LAZY_SCREENS as readonly PageKind[]).includes(kind);

export const hasScreen = (kind: PageKind): kind is ScreenKind => (SCREEN_KINDS as readonly PageKind[]).includes(kind);

/** Whether the backend has what a route needs: its feature, if it names one, is on. */
export const routeServed = (feature: BackendFeature | undefined, features: readonly BackendFeature[]) => !feature || features.includes(feature);

/**
 * Whether a link to `href` (a path of the shop) leads to a screen: the backend's pages do; a route of the table only
 * once built, and while the backend has its feature.
 */
export function leadsToScreen(href: string, features: readonly BackendFeature[]): boolean {
  const { row } = routeOf(new URL(href, 'http://shop.local').pathname);
  return row.screen === 'backend' || (hasScreen(row.screen) && routeServed(row.feature, features));
}

/** The account pages shown, in the order the account menu, the drawer and the account area list them. */
export const builtAccountPages = (features: readonly BackendFeature[]) =>
  ACCOUNT_PAGES.filter((page) => hasScreen(page.screen) && routeServed('feature' in page ? page.feature : undefined, features));

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

/** A page's machine input, from its route and the location's path and query string. */
export function pageInput(page: Page, location: { path: string; search: string }, shell: PageOpening): unknown {
  const query = new URLSearchParams(location.search);
  switch (page.kind) {
    case 'home':
      return { identifier: HOME_PAGE_IDENTIFIER };
    case 'search':
      return { source: { kind: 'search' }, search: location.search, path: location.path, searchLength: shell.searchLength };
    case 'category':
      return { source: { kind: 'category', uid: page.uid }, search: location.search, path: location.path };
    case 'product':
      return { uid: page.uid, urlKey: page.urlKey };
    case 'cms':
      return { identifier: page.identifier };
    case 'pointOfSale':
      return { identifier: page.identifier };
    case 'pointOfSaleList':
      return { identifier: null };
    case 'createAccount':
      return {
        policy: shell.policy,
        asksConsent: shell.features.includes('consents'),
        prefill: { email: query.get('email') ?? '', firstname: query.get('firstName') ?? '', lastname: query.get('lastName') ?? '' },
      };
    case 'resetPassword':
      return { token: query.get('token'), email: query.get('email'), policy: shell.policy };
    case 'checkout':
      return { signedIn: shell.signedIn, asksConsent: shell.features.includes('consents') };
    case 'orderDetail':
      return { number: page.params.number };
    case 'trackOrder':
      return { asksPostcode: shell.features.includes('orderLookupByPostcode'), prefill: { number: query.get('number') ?? '', email: query.get('email') ?? '' } };
    case 'subscriptions':
      return { portalToken: null };
    case 'subscriptionsAuth':
      return { code: query.get('code') };
    // The GDPR request link's route gives its type and code; the other two paths neither.
    case 'accountInformation':
      return { policy: shell.policy, link: gdprLinkOf(page.params) };
    case 'contact':
      return { asksDetails: shell.features.includes('contactDetails') };
    // The cart page, the sign-in and forgot-password forms and the communications page start from nothing.
    default:
      return {};
  }
}
