import type { AnyStateMachine } from 'xstate';
import { routeOf } from '../src/domain/route-table';
import { HOME_PAGE_IDENTIFIER, type Page, type PageKind } from '../src/domain/routes';
import type { PasswordPolicy } from '../src/domain/validation';
import { cartPageMachine } from './cart-page.machine';
import { catalogListingMachine } from './catalog-listing.machine';
import { cmsPageMachine } from './cms-page.machine';
import { createAccountFormMachine } from './create-account-form.machine';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';
import { pointsOfSaleMachine } from './points-of-sale.machine';
import { productPageMachine } from './product-page.machine';
import { resetPasswordFormMachine } from './reset-password-form.machine';
import { signInFormMachine } from './sign-in-form.machine';

/**
 * The machine of each screen that exists, by page kind: the router spawns it for the page it prepares. A route of
 * the table whose screen is not here yet shows the not-found view (and nothing links to it).
 */
export const pageMachines = {
  home: cmsPageMachine,
  search: catalogListingMachine,
  category: catalogListingMachine,
  product: productPageMachine,
  cms: cmsPageMachine,
  pointOfSale: pointsOfSaleMachine,
  pointOfSaleList: pointsOfSaleMachine,
  cart: cartPageMachine,
  signIn: signInFormMachine,
  createAccount: createAccountFormMachine,
  forgotPassword: forgotPasswordFormMachine,
  resetPassword: resetPasswordFormMachine,
} satisfies Partial<Record<PageKind, AnyStateMachine>>;

/**
 * Screens whose machine comes with their code, on the first visit, rather than with the shell: only the browser
 * renders them (no server snapshot to restore), so the first load of every other page does without them.
 */
export const LAZY_SCREENS = ['checkout'] as const;
export type LazyScreenKind = (typeof LAZY_SCREENS)[number];

export type ScreenKind = keyof typeof pageMachines | LazyScreenKind;

export const hasLazyMachine = (kind: PageKind): kind is LazyScreenKind => (LAZY_SCREENS as readonly PageKind[]).includes(kind);

export const hasScreen = (kind: PageKind): kind is ScreenKind => kind in pageMachines || hasLazyMachine(kind);

/** Whether a link to `href` (a path of the shop) leads to a screen: the backend's pages do; a route of the table only once built. */
export function leadsToScreen(href: string): boolean {
  const { row } = routeOf(new URL(href, 'http://shop.local').pathname);
  return row.screen === 'backend' || hasScreen(row.screen);
}

/** What pages get from the shell: the store's password rule (they reach the cart and the session up the shell's bus). */
export interface PageShell {
  policy: PasswordPolicy;
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
      return { source: { kind: 'search' }, search: location.search, path: location.path };
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
        prefill: { email: query.get('email') ?? '', firstname: query.get('firstName') ?? '', lastname: query.get('lastName') ?? '' },
      };
    case 'resetPassword':
      return { token: query.get('token'), policy: shell.policy };
    case 'checkout':
      return { signedIn: shell.signedIn };
    // The cart page and the sign-in and forgot-password forms start from nothing.
    default:
      return {};
  }
}
