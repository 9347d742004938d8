import { fromPromise, type AnyActorLogic } from 'xstate';
import { addToastAt, appMachine } from '../../../machines/app.machine';
import { blockLinkMachine } from '../../../machines/block-link.machine';
import { cartMachine, type AddAnswer, type CartAnswer } from '../../../machines/cart.machine';
import { categoryTreeMachine, type CategoryTreeInput } from '../../../machines/category-tree.machine';
import { cmsBlockMachine, type CmsBlockInput } from '../../../machines/cms-block.machine';
import { cmsPageMachine, type CmsPageData } from '../../../machines/cms-page.machine';
import { createAccountFormMachine } from '../../../machines/create-account-form.machine';
import { forgotPasswordFormMachine } from '../../../machines/forgot-password-form.machine';
import { navDrawerMachine } from '../../../machines/nav-drawer.machine';
import { needHelpMachine } from '../../../machines/need-help.machine';
import type { ScreenKind } from '../../../machines/pages';
import { routerMachine, type Location } from '../../../machines/router.machine';
import { searchSuggestionsMachine, type Suggestions } from '../../../machines/search-suggestions.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { signInFormMachine } from '../../../machines/sign-in-form.machine';
import type { SavedChoice } from '../../../machines/switchers.machine';
import { sliderMachine } from '../../../machines/slider.machine';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import type { Cart, CartLine, ShippingEstimate } from '../../domain/cart';
import type { AccountConsentTexts, Credentials, Customer, NewAccount } from '../../domain/customer';
import type { MenuCategory } from '../../domain/navigation';
import type { NeedHelp } from '../../domain/need-help';
import type { BlockLinkInput, Content } from '../../domain/page-builder';
import type { Wishlist, WishlistAdd } from '../../domain/wishlist';
import type { Resolution } from '../../domain/routes';
import type { BrowserCart } from './cart-storage';
import { data, load } from './load-data';
import { motionPreference } from './motion';
import { loadPages, loadsWithScreen, type LoadedPages } from './page-logic';
import type { DataServices } from './route';
import type { BrowserSession } from './session-storage';
import type { BrowserStorage } from './storage';
import { untilDone } from './until-done';

/** What only a browser does: listen to the network and errors, move to another URL, keep the cart and session. */
export interface BrowserEffects {
  network: AnyActorLogic;
  unhandledErrors: AnyActorLogic;
  /** `from`: the origin a guest is sent to sign in from, kept in the history entry's state. */
  navigate: (to: string, options: { replace: boolean; from?: string }) => void;
  leave: (url: string) => void;
  reload: () => void;
  /** Puts the page at its top. */
  scrollToTop: () => void;
  /** Keeps the shopper's store view or currency (storage and cookie); throws when the browser refuses. */
  saveChoice: (saved: SavedChoice) => Promise<void>;
  /** Saves a store view named by a URL, then loads `to` in it. */
  enterStore: (storeCode: string, to: string) => Promise<void>;
  /** The stored cart id and the images remembered by sku. */
  cart: BrowserCart;
  /** The stored token, and what a sign-out clears from storage. */
  session: BrowserSession;
  /** Drops what the data client cached for the customer and the cart, with its stored copy. */
  clearCachedData: () => void;
  /** Fetches the code of a screen. */
  loadScreen: (kind: ScreenKind) => Promise<void>;
  /** The browser's storage (checkout keeps its steps there, and its calls read the token). */
  storage: BrowserStorage;
}

/**
 * The app machine with every actor of its tree provided: the data services everywhere, the browser effects
 * in a browser. A server gets the machine without them, and reads redirects from the snapshot. `pages`: the screens'
 * machines loaded already (page-logic.ts), which the router spawns by name; the others come with their screen.
 * `shell.switchers`: the store and currency switchers' logic (switchers-logic.ts), when the shop offers a choice.
 */
export function shopLogic(services: DataServices, browser?: BrowserEffects, pages: LoadedPages = {}, shell: { switchers?: AnyActorLogic } = {}) {
  // Content sliders rotate once a browser tells the shopper's motion preference.
  const slider = browser ? sliderMachine.provide({ actors: { motionPreference } }) : sliderMachine;
  const cms = cmsPageMachine.provide({
    actors: {
      loadCmsPage: load<CmsPageData, { identifier: string }>((d, input) => d.loadCmsPage(services, input)),
      slider,
      blockLink: blockLinkMachine.provide({
        actors: { loadBlock: load<Content, BlockLinkInput>((d, input) => d.loadCmsBlock(services, input)), slider },
      }),
    },
  });
  const signIn = load<string, Credentials>((d, input) => d.signIn(services, input));
  const signInForm = signInFormMachine.provide({ actors: { signIn } });
  const createAccountForm = createAccountFormMachine.provide({
    actors: {
      loadConsentTexts: load<AccountConsentTexts>((d) => d.loadAccountConsentTexts(services)),
      createAccount: load<void, NewAccount>((d, input) => d.createAccount(services, input)),
      signIn,
      recordConsent: load<void, { isConsent: boolean; token: string }>((d, input) => d.recordAccountConsent(services, input)),
    },
    actions: { logConsentError: (_: unknown, { error }: { error: unknown }) => console.error('The consent could not be recorded', error) },
  });
  const forgotPasswordForm = forgotPasswordFormMachine.provide({
    actors: { requestReset: load<void, { email: string }>((d, input) => d.requestPasswordReset(services, input)) },
  });
  // The header's search and the not-found page's. Stopping the loader (a newer query) aborts its signal, which cancels the request.
  const searchSuggestions = searchSuggestionsMachine.provide({
    actors: {
      loadSuggestions: load<Suggestions, { query: string }>((d, input, signal) => d.loadSuggestions(services, input, signal)),
    },
    ...(browser && { actions: { go: (_: unknown, { to }: { to: string }) => browser.navigate(to, { replace: false }) } }),
  });
  const router = routerMachine.provide({
    guards: {
      machineComesWithCode: (_, { resolution }: { resolution: Resolution }) => resolution.type === 'page' && loadsWithScreen(resolution.page.kind) && !(resolution.page.kind in pages),
    },
    actors: {
      resolveRoute: load<Resolution, Location>((d, input) => d.resolveLocation(services, input)),
      searchSuggestions,
      home: cms,
      cms,
      signIn: signInForm,
      createAccount: createAccountForm,
      forgotPassword: forgotPasswordForm,
      // The other screens' machines: those loaded already by name, the rest with their screen's code.
      ...pages,
      screenMachine: fromPromise<AnyActorLogic, { kind: ScreenKind }>(async ({ input }) => (await loadPages([input.kind], services, browser))[input.kind]!),
      ...(browser && { screenCode: fromPromise<void, { kind: ScreenKind }>(({ input }) => browser.loadScreen(input.kind)) }),
    },
    ...(browser && {
      actions: {
        prefetchRoute: (_: unknown, { path }: { path: string }) =>
          void data()
            .then(({ prefetchPage }) => prefetchPage(services, path))
            .then((page) => page && browser.loadScreen(page.kind as ScreenKind), () => undefined),
        // A URL with a store code saves that store view and loads the page again in it (spec §2).
        redirect: (_: unknown, { to, from, storeCode }: { to: string; from?: string; storeCode?: string }) =>
          storeCode ? void browser.enterStore(storeCode, to) : browser.navigate(to, { replace: true, ...(from && { from }) }),
        leaveShop: (_: unknown, { url }: { url: string }) => browser.leave(url),
        showFromTop: () => browser.scrollToTop(),
      },
    }),
  });
  const cart = cartMachine.provide({
    actors: {
      loadCart: load<CartAnswer, { cartId: string }>((d, input) => d.loadCart(services, input)),
      // A customer's cart is found (Magento makes one if needed); a guest's is created.
      createCart: load<string, { customer: boolean }>((d, { customer }) => (customer ? d.customerCartId(services) : d.createCart(services))),
      customerCartId: load<string>((d) => d.customerCartId(services)),
      mergeCarts: load<Cart, { source: string; destination: string }>((d, input) => d.mergeCarts(services, input)),
      addItem: load<AddAnswer, { cartId: string; line: CartLine }>((d, input) => d.addItem(services, input)),
      updateItem: load<Cart, { cartId: string; uid: string; quantity: number }>((d, input) => d.updateItem(services, input)),
      removeItems: load<Cart, { cartId: string; uids: string[] }>((d, input) => d.removeItems(services, input)),
      applyCoupon: load<Cart, { cartId: string; code: string }>((d, input) => d.applyCoupon(services, input)),
      removeCoupon: load<Cart, { cartId: string }>((d, input) => d.removeCoupon(services, input)),
      estimateShipping: load<ShippingEstimate[], { cartId: string; postcode: string }>((d, input) => d.estimateShipping(services, input)),
      ...(browser && { cartStorage: browser.cart.cartStorage, cacheImage: browser.cart.cacheImage }),
    },
    ...(browser && {
      actions: {
        storeCartId: (_: unknown, { cartId }: { cartId: string }) => browser.cart.remember(cartId),
        forgetStoredCart: browser.cart.forget,
        reloadPage: browser.reload,
      },
    }),
  });
  const session = sessionMachine.provide({
    actors: {
      // Asked again while loading (details changed), the first is stopped: its signal drops that request, whose answer,
      // shared by urql with the same query sent again, would be the older one.
      loadCustomer: load<Customer>((d, _, signal) => d.loadCustomer(services, signal)),
      revokeToken: load<void>((d) => d.revokeToken(services)),
      ...(browser && { tokenStorage: browser.session.tokenStorage, tokenCheck: browser.session.tokenCheck }),
    },
    ...(browser && {
      actions: {
        storeToken: (_: unknown, { token, ttlSeconds }: { token: string; ttlSeconds: number }) => browser.session.storeToken(token, ttlSeconds),
        storeFirstName: (_: unknown, { firstName, ttlSeconds }: { firstName: string; ttlSeconds: number }) => browser.session.storeFirstName(firstName, ttlSeconds),
        clearStoredToken: browser.session.clearStoredToken,
        clearCheckoutData: browser.session.clearCheckoutData,
        deleteAuthCookie: browser.session.deleteAuthCookie,
        clearCachedData: browser.clearCachedData,
        reloadPage: browser.reload,
        logRevokeError: (_: unknown, { error }: { error: unknown }) => browser.session.logRevokeError(error),
      },
    }),
  });
  const wishlist = wishlistMachine.provide({
    actors: {
      loadWishlist: load<Wishlist>((d) => d.loadWishlist(services)),
      addToWishlist: load<Wishlist, { wishlistId: string; add: WishlistAdd }>((d, input) => d.addToWishlist(services, input)),
      removeFromWishlist: load<Wishlist, { wishlistId: string; itemId: string }>((d, input) => d.removeFromWishlist(services, input)),
    },
    ...(browser && {
      actions: { askSignIn: (_: unknown, { from }: { from: string }) => browser.navigate('/sign-in', { replace: false, from }) },
    }),
  });
  return appMachine.provide({
    actors: {
      router,
      cart,
      session,
      wishlist,
      // The favourite store's machine and browser side in their own chunk, on the session's first news (a browser's).
      // A chunk a dropped connection held back is asked for again until it comes (untilDone), as the shell's parts are.
      favoriteStoreLogic: fromPromise<AnyActorLogic>(async () => (await untilDone(() => import('./favorite-store-logic'))).favoriteStoreLogic(services, browser)),
      navDrawer: navDrawerMachine.provide({ actors: { signInForm, createAccountForm, forgotPasswordForm } }),
      categoryTree: categoryTreeMachine.provide({
        actors: { loadCategoryTree: load<MenuCategory[], CategoryTreeInput>((d, input) => d.loadCategoryTree(services, input)) },
      }),
      // The checkout layout's header menu and footer block (spec §2).
      needHelp: needHelpMachine.provide({ actors: { loadNeedHelp: load<NeedHelp>((d) => d.loadNeedHelp(services)) } }),
      cmsBlock: cmsBlockMachine.provide({ actors: { loadBlock: load<Content, CmsBlockInput>((d, input) => d.loadCmsBlock(services, input)) } }),
      searchSuggestions,
      // The footer's newsletter form: its machine and bot protection in their own chunk, once the block is wanted.
      newsletterLogic: fromPromise<AnyActorLogic>(async () => (await untilDone(() => import('./newsletter'))).newsletterLogic(services)),
      ...(shell.switchers && { switchers: shell.switchers }),
      ...(browser && { network: browser.network, unhandledErrors: browser.unhandledErrors }),
    },
    // Toasts carry the time they were added: the chart's own clock stands still.
    actions: { addToast: addToastAt(Date.now) },
  });
}
