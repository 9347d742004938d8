// The signed-in customer's pages (spec §2), in the order the account menu, the drawer's My Account view and the
// account area's navigation list them. Each shows while the backend has its feature (machines/pages.ts
// `builtAccountPages`).
import type { BackendFeature } from './feature-names';
import type { ShellScreen } from './route-table';

export interface AccountPageLink {
  screen: ShellScreen;
  path: string;
  /** The react-intl message of its name. */
  label: string;
  /** The backend's feature it needs (its route's, src/domain/route-table.ts). */
  feature?: BackendFeature;
}

export const ACCOUNT_PAGES = [
  { screen: 'accountInformation', path: '/account-information', label: 'accountPages.accountInformation' },
  { screen: 'addressBook', path: '/address-book', label: 'accountPages.addressBook' },
  { screen: 'orderHistory', path: '/order-history', label: 'accountPages.orderHistory' },
  { screen: 'wishlist', path: '/wishlist', label: 'accountPages.wishlist' },
  { screen: 'subscriptions', path: '/subscriptions', label: 'accountPages.subscriptions', feature: 'subscriptions' },
  { screen: 'savedPayments', path: '/saved-payments', label: 'accountPages.savedPayments', feature: 'adyenCard' },
  { screen: 'communications', path: '/communications', label: 'accountPages.communications' },
] as const satisfies readonly AccountPageLink[];

/**
 * The title of a customer's page while it waits for the browser's session (a server, or the browser before it has
 * read it): the page's name in the account's navigation, an order's page under its history; null for other pages.
 */
export function accountPageTitle(screen: string | null): (typeof ACCOUNT_PAGES)[number]['label'] | null {
  const page = ACCOUNT_PAGES.find((p) => p.screen === (screen === 'orderDetail' ? 'orderHistory' : screen));
  return page?.label ?? null;
}
