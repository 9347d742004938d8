import type { ComponentType } from 'react';
import type { ScreenKind } from '../../machines/pages';
import type { CatalogueScreen } from './i18n/screen-messages';
import { lazyWithPreload } from './ui/lazy';

const screen = (load: () => Promise<ComponentType<object>>) => lazyWithPreload(load);

// The screens of spec §2 by page kind, each its own chunk: the route table (src/domain/route-table.ts) says which
// path shows which, machines/pages.ts which machine runs it.
export const screens: Record<ScreenKind, ReturnType<typeof lazyWithPreload<object>>> = {
  home: screen(() => import('./screens/home/home').then((m) => m.Home)),
  search: screen(() => import('./screens/search/search-page').then((m) => m.SearchPage)),
  category: screen(() => import('./screens/category/category-page').then((m) => m.CategoryPage)),
  product: screen(() => import('./screens/product/product-page').then((m) => m.ProductPage)),
  cms: screen(() => import('./screens/cms/cms-page').then((m) => m.CmsPage)),
  pointOfSale: screen(() => import('./screens/stores/point-of-sale').then((m) => m.PointOfSale)),
  pointOfSaleList: screen(() => import('./screens/stores/point-of-sale-list').then((m) => m.PointOfSaleList)),
  cart: screen(() => import('./screens/cart/cart-page').then((m) => m.CartPage)),
  signIn: screen(() => import('./screens/account/sign-in-page').then((m) => m.SignInPage)),
  createAccount: screen(() => import('./screens/account/create-account-page').then((m) => m.CreateAccountPage)),
  forgotPassword: screen(() => import('./screens/account/forgot-password-page').then((m) => m.ForgotPasswordPage)),
  resetPassword: screen(() => import('./screens/account/reset-password-page').then((m) => m.ResetPasswordPage)),
  checkout: screen(() => import('./screens/checkout/checkout-page').then((m) => m.CheckoutPage)),
  orderHistory: screen(() => import('./screens/orders/order-history-page').then((m) => m.OrderHistoryPage)),
  orderDetail: screen(() => import('./screens/orders/order-detail-page').then((m) => m.OrderDetailPage)),
  trackOrder: screen(() => import('./screens/orders/track-order-page').then((m) => m.TrackOrderPage)),
  savedPayments: screen(() => import('./screens/account/saved-payments-page').then((m) => m.SavedPaymentsPage)),
  wishlist: screen(() => import('./screens/account/wishlist-page').then((m) => m.WishlistPage)),
  addressBook: screen(() => import('./screens/account/address-book/address-book-page').then((m) => m.AddressBookPage)),
  accountInformation: screen(() => import('./screens/account/account-information-page').then((m) => m.AccountInformationPage)),
  communications: screen(() => import('./screens/account/communications-page').then((m) => m.CommunicationsPage)),
  subscriptions: screen(() => import('./screens/subscriptions/subscriptions-page').then((m) => m.SubscriptionsPage)),
  subscriptionsAuth: screen(() => import('./screens/subscriptions/subscriptions-auth-page').then((m) => m.SubscriptionsAuthPage)),
  contact: screen(() => import('./screens/contact/contact-page').then((m) => m.ContactPage)),
};

/**
 * The screens that render inside messages of their own (`withScreenMessages`): a navigation waits for them with the
 * screen's code, so that the current page stays on screen until the next one can show whole.
 */
export const screenCatalogues: Partial<Record<ScreenKind, CatalogueScreen>> = {
  search: 'listing',
  category: 'listing',
  pointOfSale: 'stores',
  pointOfSaleList: 'stores',
  cart: 'checkout',
  checkout: 'checkout',
  resetPassword: 'accountArea',
  trackOrder: 'accountArea',
  orderHistory: 'accountArea',
  orderDetail: 'accountArea',
  savedPayments: 'accountArea',
  wishlist: 'accountArea',
  addressBook: 'accountArea',
  accountInformation: 'accountArea',
  communications: 'accountArea',
  subscriptions: 'accountArea',
  subscriptionsAuth: 'accountArea',
  contact: 'contact',
};
