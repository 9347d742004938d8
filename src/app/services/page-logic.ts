import type { AnyActorLogic } from 'xstate';
import type { ScreenKind } from '../../../machines/pages';
import type { DataServices } from './route';
import type { BrowserEffects } from './shop-logic';

/** A screen's machine with its services provided (the browser's effects in a browser). */
export type PageLogic = (services: DataServices, browser?: BrowserEffects) => AnyActorLogic;

/**
 * The screens whose machine loads with the screen rather than with the shell, each its own chunk: a browser gets the
 * ones of the page the server rendered before it restores that page, the others on the way to them. The home page's,
 * the account forms' (the drawer has them) ship with the shell.
 */
export const PAGE_LOGIC = {
  search: () => import('./pages/listing').then((m) => m.listingLogic),
  category: () => import('./pages/listing').then((m) => m.listingLogic),
  product: () => import('./pages/product').then((m) => m.productLogic),
  pointOfSale: () => import('./pages/stores').then((m) => m.storesLogic),
  pointOfSaleList: () => import('./pages/stores').then((m) => m.storesLogic),
  cart: () => import('./pages/cart').then((m) => m.cartPageLogic),
  resetPassword: () => import('./pages/reset-password').then((m) => m.resetPasswordLogic),
  checkout: () => import('./pages/checkout').then((m) => m.checkoutLogic),
  orderHistory: () => import('./pages/orders').then((m) => m.orderHistoryLogic),
  orderDetail: () => import('./pages/orders').then((m) => m.orderDetailLogic),
  trackOrder: () => import('./pages/orders').then((m) => m.trackOrderLogic),
  savedPayments: () => import('./pages/saved-payments').then((m) => m.savedPaymentsLogic),
  wishlist: () => import('./pages/wishlist').then((m) => m.wishlistLogic),
  addressBook: () => import('./pages/address-book').then((m) => m.addressBookLogic),
  accountInformation: () => import('./pages/profile').then((m) => m.accountInformationLogic),
  communications: () => import('./pages/profile').then((m) => m.communicationsLogic),
  subscriptions: () => import('./pages/subscriptions').then((m) => m.subscriptionsLogic),
  subscriptionsAuth: () => import('./pages/subscriptions').then((m) => m.subscriptionsAuthLogic),
  contact: () => import('./pages/contact').then((m) => m.contactLogic),
} satisfies Partial<Record<ScreenKind, () => Promise<PageLogic>>>;

export type LoadedKind = keyof typeof PAGE_LOGIC;
export type LoadedPages = Partial<Record<LoadedKind, AnyActorLogic>>;

export const loadsWithScreen = (kind: string): kind is LoadedKind => kind in PAGE_LOGIC;

/** The machines of `kinds` with their services. */
export async function loadPages(kinds: readonly string[], services: DataServices, browser?: BrowserEffects): Promise<LoadedPages> {
  const wanted = [...new Set(kinds.filter(loadsWithScreen))];
  const logics = await Promise.all(wanted.map(async (kind) => [kind, (await PAGE_LOGIC[kind]())(services, browser)] as const));
  return Object.fromEntries(logics);
}

type PersistedChildren = Record<string, { src?: unknown; snapshot?: { children?: PersistedChildren } }>;

/** The screens of a persisted app snapshot: the router's pages, by the name the router spawned them with. */
export function restoredScreens(snapshot: unknown): string[] {
  const router = (snapshot as { children?: PersistedChildren }).children?.router;
  return Object.values(router?.snapshot?.children ?? {}).flatMap((child) => (typeof child.src === 'string' ? [child.src] : []));
}
