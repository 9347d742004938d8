import { assign, enqueueActions, fromCallback, sendTo, setup, stateIn, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { ALL_FEATURES, type BackendFeature } from '../src/domain/feature-names';
import {
  AVAILABLE_STORES, BUILT_IN_CURRENCY, currencySwitcherShown, STORE_CONFIG, storeSwitcherShown, type AvailableStore, type CurrencyChoice, type ShellStoreConfig,
} from '../src/domain/store-config';
import { createToast, NEWSLETTER_SUBSCRIBED_TOAST, SIGNED_OUT_TOAST, OFFLINE_TOAST, ONLINE_TOAST, unexpectedErrorToast, type ToastInput } from '../src/domain/toast';
import { passwordPolicyOf } from '../src/domain/validation';
import { searchLengthOf } from '../src/domain/search';
import { CHECKOUT_LINKS_BLOCK, HELLO_BAR_BLOCK, layoutOf } from '../src/domain/route-table';
import type { Cart } from '../src/domain/cart';
import { cartMachine, type CartActor, type CartReport } from './cart.machine';
import { categoryTreeMachine } from './category-tree.machine';
import type { FavoriteStoreActor } from './favorite-store.machine';
import { cmsBlockMachine, type CmsBlockActor } from './cms-block.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { megaMenuMachine } from './mega-menu.machine';
import { navDrawerMachine } from './nav-drawer.machine';
import type { NewsletterActor, NewsletterInput, NewsletterReport } from './newsletter.machine';
import { needHelpMachine } from './need-help.machine';
import { routerMachine, type Location, type RouterEvent } from './router.machine';
import { searchSuggestionsMachine } from './search-suggestions.machine';
import { sessionMachine, type SessionActor, type SessionReport } from './session.machine';
import type { ShellNews, ShellRequest } from './shell-bus';
import { toastsMachine } from './toasts.machine';
import { wishlistMachine, type WishlistActor, type WishlistReport } from './wishlist.machine';
import { leadsToScreen } from './pages';
import { WISHLIST_PATH, wishlistToast } from '../src/domain/wishlist';
import { providedByTheApp } from './provided';

/** Drawers the shell can open; the category filter modal joins with the category page. */
export type DrawerName = 'nav';

/** Events the network service sends: browser online/offline, and offline at start (no toast then). */
export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' } | { type: 'network.startedOffline' };

/** An error nobody handled, already logged by the service under this id. */
export type UnhandledErrorEvent = { type: 'error.unhandled'; errorId: string };

export type AppEvent =
  | { type: 'drawer.open'; which: DrawerName }
  | { type: 'drawer.close' }
  | { type: 'minicart.open' }
  | { type: 'minicart.close' }
  | { type: 'search.toggle' }
  | { type: 'search.close' }
  /**
   * The browser's location changed; `from` is the origin a guest was sent to sign in from (the history entry's state),
   * `traversal` tells a move back or forward in history from a link followed.
   */
  | { type: 'route.changed'; path: string; search: string; from?: string | null; traversal?: boolean }
  /** From the router: a location is being resolved and prepared; its page (or outcome) is on screen. */
  | { type: 'page.loading' }
  | { type: 'page.loaded' }
  | { type: 'accountMenu.toggle' }
  | { type: 'accountMenu.close' }
  | NetworkEvent
  | UnhandledErrorEvent
  | SessionReport
  | CartReport
  | WishlistReport
  | ShellRequest
  /** The footer's newsletter block nears the viewport or gets the focus: its form's machine loads. */
  | { type: 'newsletter.wanted' }
  | NewsletterReport;

export interface AppInput {
  /** Where the shop was opened; the router takes over from there. */
  location: Location;
  /** The store configuration the page was served with; the built-in copy when absent. */
  storeConfig?: ShellStoreConfig;
  /** The store views the page was served with; the built-in one when absent. */
  availableStores?: AvailableStore[];
  /** The currencies offered and the one shown (the stored choice); the built-in EUR when absent. */
  currency?: CurrencyChoice;
  /** The backend's features that are on (src/domain/backend-features.ts); every one when absent. */
  features?: readonly BackendFeature[];
}

export interface AppContext {
  startLocation: Location;
  storeConfig: ShellStoreConfig;
  availableStores: AvailableStore[];
  currency: CurrencyChoice;
  /** What the shop shows of the features its backend may lack: those off are hidden, their routes not found. */
  features: readonly BackendFeature[];
  hasBeenOffline: boolean;
  /** Who the shopper is, as the session last said. */
  signedIn: boolean;
  cart: CartActor;
  session: SessionActor;
  /** Which products the customer's wishlist holds, for the hearts. */
  wishlist: WishlistActor;
  /** The checkout footer's CMS block: made when the shopper first reaches a checkout path, then kept. */
  checkoutLinks: CmsBlockActor | null;
  /** The header's hello bar (the top-banner block): made when the shopper first reaches a default-layout page, then kept. */
  helloBar: CmsBlockActor | null;
  /**
   * The shopper's favourite store, when the store enables the feature (spec §4): its machine loads in its own chunk
   * on the session's first news (a browser's; a server renders no favourite), then hears who the shopper is.
   */
  favoriteStore: FavoriteStoreActor | null;
  favoriteStoreWanted: boolean;
  /** The footer's newsletter form: its machine loads in its own chunk once wanted (it is not in the first load). */
  newsletter: NewsletterActor | null;
  newsletterWanted: boolean;
}

/** Where the browser is now, as a change of route tells it. */
type Route = { path: string; search: string; from: string | null; traversal: boolean };
const routeParams = ({ event }: { event: Extract<AppEvent, { type: 'route.changed' }> }): Route => ({
  path: event.path,
  search: event.search,
  from: event.from ?? null,
  traversal: event.traversal ?? false,
});

/** Same toast, same id: a repeated offline toast replaces the shown one instead of stacking. */
const toastOf = (toast: ToastInput) => ({ toast, id: [toast.type, toast.message, toast.debug ?? ''].join(':') });

type ToastParams = { toast: ToastInput; id: string };

/** The toast area's event for a toast added at `now` (spec §3: a toast has a timestamp). */
const toastAdd = (params: ToastParams, now: number) => ({ type: 'toast.add' as const, toast: createToast(params.toast, params.id, now) });

/**
 * The app's `addToast`, stamped by its clock. The chart's own clock stands still: a path gives the same toasts
 * every time it runs.
 */
export const addToastAt = (now: () => number) =>
  sendTo<AppContext, AppEvent, ToastParams, ActorRefFrom<typeof toastsMachine>, AppEvent>('toasts', (_, params) => toastAdd(params, now()));

/**
 * The application shell (spec §3 "Application state", §4 "App"): the modal panel (navigation drawer or mini
 * cart, with the overlay), the search panel, the account menu, online/offline and page loading. It owns the
 * router (which owns the page's machine and prepares the next one, spec's "next root component"), the toasts,
 * the cart, the session, the wishlist, the loading bar, the category tree, the mega menu, the store and currency switchers and the checkout header's Need Help menu
 * (and, once a page of the default layout is reached, the header's hello bar; once a checkout path is, the checkout
 * footer's block); the drawer's machine runs while
 * the drawer is open, the search suggestions while the search panel is. A modal panel covers the header, so the
 * search toggle waits for it to close.
 * The shell carries what its children tell each other, so that every such event shows in this chart: the
 * session's changes go to the router, the drawer, the cart and the wishlist (a sign-in brings the customer's cart, the end of a
 * sign-out removes the cart); a customer's cart refused signs the shopper out; the cart's and the wishlist's notices become toasts;
 * the pages' and forms' requests (the shell's bus, machines/shell-bus.ts) go to the cart and the session, and the
 * cart, each time it settles, goes down to the router's pages.
 * The network and unhandled-error sources are browser services: declared here as silent actors (as on a
 * server), provided by the app.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      toasts: 'toasts';
      cart: 'cart';
      session: 'session';
      wishlist: 'wishlist';
      loadingBar: 'loadingBar';
      router: 'router';
      categoryTree: 'categoryTree';
      megaMenu: 'megaMenu';
      needHelp: 'needHelp';
      checkoutLinks: 'cmsBlock';
      helloBar: 'cmsBlock';
      navDrawer: 'navDrawer';
      searchSuggestions: 'searchSuggestions';
      switchers: 'switchers';
      network: 'network';
      unhandledErrors: 'unhandledErrors';
      newsletterLogic: 'newsletterLogic';
      favoriteStoreLogic: 'favoriteStoreLogic';
    },
  },
  actors: {
    router: routerMachine,
    toasts: toastsMachine,
    cart: cartMachine,
    session: sessionMachine,
    wishlist: wishlistMachine,
    loadingBar: loadingBarMachine,
    categoryTree: categoryTreeMachine,
    megaMenu: megaMenuMachine,
    needHelp: needHelpMachine,
    cmsBlock: cmsBlockMachine,
    navDrawer: navDrawerMachine,
    searchSuggestions: searchSuggestionsMachine,
    // The store and currency switchers (switchers.machine.ts): loaded and provided by the app only when there is a choice to offer.
    switchers: fromCallback(() => undefined),
    network: fromCallback(() => undefined),
    unhandledErrors: fromCallback(() => undefined),
    /** The newsletter form's machine with its services, from its chunk. */
    newsletterLogic: providedByTheApp<AnyActorLogic>('newsletterLogic'),
    /** The favourite store's machine with its services, from its chunk. */
    favoriteStoreLogic: providedByTheApp<AnyActorLogic>('favoriteStoreLogic'),
  },
  actions: {
    markBeenOffline: assign({ hasBeenOffline: true }),
    keepSignedIn: assign({ signedIn: (_, params: { signedIn: boolean }) => params.signedIn }),
    /** A toast, stamped with the time it is added: the app provides its clock (`addToastAt`); the chart's stands still. */
    addToast: sendTo('toasts', (_, params: ToastParams) => toastAdd(params, 0)),
    forwardLocation: sendTo('router', (_, params: Route) => ({ type: 'location.changed' as const, ...params })),
    tellRouterSession: sendTo('router', (_, params: { signedIn: boolean }) => ({ type: 'session.changed' as const, signedIn: params.signedIn })),
    // The open drawer's account views follow who the shopper is; the open account menu closes. Done from the root's
    // handler: a region handling the event itself would keep the root's from running.
    // (`check` of a named guard: enqueueActions' types do not know the setup's guards.)
    tellPanelsSession: enqueueActions(({ enqueue, check }, params: { signedIn: boolean }) => {
      if (check('drawerOpen' as never)) enqueue.sendTo('navDrawer', { type: 'session.changed', signedIn: params.signedIn });
      if (check('accountMenuOpen' as never)) enqueue.raise({ type: 'accountMenu.close' });
    }),
    signInCart: sendTo(({ context }) => context.cart, { type: 'cart.signIn' }),
    /** The last step of the sign-out sequence (spec §4): the cart is removed. */
    removeCart: sendTo(({ context }) => context.cart, { type: 'cart.signOut' }),
    signOut: sendTo(({ context }) => context.session, { type: 'session.signOut' }),
    /** The shell's bus: a page's or a form's request, handed to the child it is for. */
    askCart: sendTo(({ context }) => context.cart, (_, params: Extract<ShellRequest, { type: 'shell.cart' }>) => params.request),
    askSession: sendTo(({ context }) => context.session, (_, params: Extract<ShellRequest, { type: 'shell.session' }>) => params.request),
    askWishlist: sendTo(({ context }) => context.wishlist, (_, params: Extract<ShellRequest, { type: 'shell.wishlist' }>) => params.request),
    /** The wishlist loads once signed in and is forgotten once signed out. */
    signInWishlist: sendTo(({ context }) => context.wishlist, { type: 'wishlist.signIn' }),
    signOutWishlist: sendTo(({ context }) => context.wishlist, { type: 'wishlist.signOut' }),
    /**
     * The favourite store starts on the session's first news (its chunk is asked for then), looks up again on a
     * sign-in and is forgotten on a sign-out.
     */
    tellFavoriteStore: enqueueActions(({ context, enqueue }, params: { signedIn: boolean }) => {
      if (context.favoriteStore) enqueue.sendTo(context.favoriteStore, { type: 'favoriteStore.session', signedIn: params.signedIn });
      else if (context.storeConfig.favorite_point_of_sale_enabled && !context.favoriteStoreWanted) {
        enqueue.assign({ favoriteStoreWanted: true });
        enqueue.spawnChild('favoriteStoreLogic', { id: 'favoriteStoreLogic' });
      }
    }),
    /** The chunk came: the favourite store is made and told who the shopper is now. */
    startFavoriteStore: enqueueActions(({ context, enqueue }, params: { logic: AnyActorLogic }) => {
      const input = favoriteStoreInput(context.storeConfig, context.availableStores);
      enqueue.assign({
        // Logic from its chunk, spawned as it is (as the newsletter's).
        favoriteStore: ({ spawn }) =>
          (spawn as (src: AnyActorLogic, options: { id: string; input: unknown }) => AnyActorRef)(params.logic, { id: 'favoriteStore', input }) as unknown as FavoriteStoreActor,
      });
      enqueue.sendTo('favoriteStore', { type: 'favoriteStore.session', signedIn: context.signedIn });
    }),
    /** A failed chunk: the session's next news tries again. */
    forgetFavoriteStoreWanted: assign({ favoriteStoreWanted: false }),
    tellRouterConnectionBack: sendTo('router', { type: 'connection.back' } satisfies RouterEvent),
    tellRouterCart: sendTo('router', (_, params: { cart: Cart | null }) => ({ type: 'cart.settled', cart: params.cart }) satisfies ShellNews),
    startLoadingBar: sendTo('loadingBar', { type: 'loading.start' }),
    finishLoadingBar: sendTo('loadingBar', { type: 'loading.finish' }),
    closeMegaMenu: sendTo('megaMenu', { type: 'menu.close' }),
    closeNeedHelp: sendTo('needHelp', { type: 'close' }),
    /**
     * A checkout path (spec §2, reduced layout) needs the checkout footer's block: made on the first one, asked
     * again on the next ones if it failed (a block that loaded ignores it).
     */
    wantCheckoutLinks: enqueueActions(({ context, enqueue }, params: Route) => {
      if (layoutOf(params.path) !== 'checkout') return;
      if (context.checkoutLinks) enqueue.sendTo(context.checkoutLinks, { type: 'retry' });
      else enqueue.assign({ checkoutLinks: ({ spawn }) => spawn('cmsBlock', { id: 'checkoutLinks', input: { identifier: CHECKOUT_LINKS_BLOCK } }) });
    }),
    /** The default layout's header shows the hello bar (spec §2): made on the first page in that layout, retried after a failure. */
    wantHelloBar: enqueueActions(({ context, enqueue }, params: Route) => {
      if (layoutOf(params.path) !== 'default') return;
      if (context.helloBar) enqueue.sendTo(context.helloBar, { type: 'retry' });
      else enqueue.assign({ helloBar: ({ spawn }) => spawn('cmsBlock', { id: 'helloBar', input: { identifier: HELLO_BAR_BLOCK } }) });
    }),
    loadNewsletter: enqueueActions(({ enqueue }) => {
      enqueue.assign({ newsletterWanted: true });
      enqueue.spawnChild('newsletterLogic', { id: 'newsletterLogic' });
    }),
    startNewsletter: assign({
      // Logic from its chunk, so not one of the setup's: spawned as it is, as the router spawns a screen's machine.
      newsletter: ({ context, spawn }, params: { logic: AnyActorLogic }) =>
        (spawn as (src: AnyActorLogic, options: { id: string; input: NewsletterInput }) => AnyActorRef)(params.logic, {
          id: 'newsletter', input: { asksConsent: context.features.includes('newsletterConsent') },
        }) as unknown as NewsletterActor,
    }),
    /** A chunk that failed other than by the connection (a broken release): the next approach of the block tries again. */
    forgetNewsletterWanted: assign({ newsletterWanted: false }),
    /** A change of route clears the newsletter form's refusal (spec §8). */
    tellNewsletterRoute: enqueueActions(({ context, enqueue }) => {
      if (context.newsletter) enqueue.sendTo(context.newsletter, { type: 'route.changed' });
    }),
    /** The mini cart shows the cart as it is now (prices, stock), not as it was last read. */
    refreshCart: sendTo(({ context }) => context.cart, { type: 'cart.refresh' }),
  },
  guards: {
    noModalPanel: stateIn({ panel: 'none' }),
    drawerOpen: stateIn({ panel: 'nav' }),
    accountMenuOpen: stateIn({ accountMenu: 'open' }),
    signsIn: (_, params: { signedIn: boolean }) => params.signedIn,
    isSignedIn: ({ context }) => context.signedIn,
    nothingQueued: (_, params: { queued: number }) => params.queued === 0,
    newsletterNotWanted: ({ context }) => !context.newsletterWanted,
  },
}).createMachine({
  id: 'app',
  // The cart and the session are made with the shell, as its own children.
  context: ({ input, spawn }) => {
    const storeConfig: ShellStoreConfig = input.storeConfig ?? STORE_CONFIG;
    return {
      startLocation: input.location,
      storeConfig,
      availableStores: input.availableStores ?? AVAILABLE_STORES,
      currency: input.currency ?? BUILT_IN_CURRENCY,
      features: input.features ?? ALL_FEATURES,
      hasBeenOffline: false,
      signedIn: false,
      cart: spawn('cart', { id: 'cart' }),
      session: spawn('session', { id: 'session', input: { tokenLifetimeS: storeConfig.customer_token_expiration_time ?? null } }),
      wishlist: spawn('wishlist', { id: 'wishlist' }),
      checkoutLinks:
        layoutOf(input.location.path) === 'checkout' ? spawn('cmsBlock', { id: 'checkoutLinks', input: { identifier: CHECKOUT_LINKS_BLOCK } }) : null,
      helloBar: layoutOf(input.location.path) === 'default' ? spawn('cmsBlock', { id: 'helloBar', input: { identifier: HELLO_BAR_BLOCK } }) : null,
      favoriteStore: null,
      favoriteStoreWanted: false,
      newsletter: null,
      newsletterWanted: false,
    };
  },
  invoke: [
    {
      id: 'router',
      src: 'router',
      input: ({ context }) => ({
        location: context.startLocation,
        shell: { policy: passwordPolicyOf(context.storeConfig), searchLength: searchLengthOf(context.storeConfig), features: context.features },
      }),
    },
    { id: 'toasts', src: 'toasts' },
    { id: 'loadingBar', src: 'loadingBar' },
    { id: 'categoryTree', src: 'categoryTree', input: ({ context }) => ({ urlSuffix: context.storeConfig.category_url_suffix }) },
    { id: 'megaMenu', src: 'megaMenu' },
    { id: 'needHelp', src: 'needHelp' },
    {
      id: 'switchers',
      src: 'switchers',
      input: ({ context }) => ({ stores: context.availableStores, storeCode: context.storeConfig.store_code, currency: context.currency }),
    },
    { id: 'network', src: 'network' },
    { id: 'unhandledErrors', src: 'unhandledErrors' },
  ],
  on: {
    'error.unhandled': { actions: { type: 'addToast', params: ({ event }) => toastOf(unexpectedErrorToast(event.errorId)) } },
    'session.changed': [
      {
        guard: { type: 'signsIn', params: ({ event }) => event },
        actions: [
          { type: 'keepSignedIn', params: ({ event }) => event },
          { type: 'tellRouterSession', params: ({ event }) => event },
          { type: 'tellPanelsSession', params: ({ event }) => event },
          'signInCart',
          'signInWishlist',
          { type: 'tellFavoriteStore', params: ({ event }) => event },
        ],
      },
      {
        actions: [
          { type: 'keepSignedIn', params: ({ event }) => event },
          { type: 'tellRouterSession', params: ({ event }) => event },
          { type: 'tellPanelsSession', params: ({ event }) => event },
          'signOutWishlist',
          { type: 'tellFavoriteStore', params: ({ event }) => event },
        ],
      },
    ],
    'session.ended': { actions: 'removeCart' },
    // The cart's notices (an add, lines out of stock), under the cart's own ids.
    'cart.notice': { actions: { type: 'addToast', params: ({ event }) => ({ toast: event.toast, id: `cart:${event.toast.message}` }) } },
    'cart.customerRefused': { actions: 'signOut' },
    // A heart's change, linking to the wishlist page when the shop has it.
    'wishlist.notice': {
      actions: {
        type: 'addToast',
        params: ({ context, event }) => ({ toast: wishlistToast(event.change, event.name, leadsToScreen(WISHLIST_PATH, context.features)), id: 'wishlist' }),
      },
    },
    'shell.cart': { actions: { type: 'askCart', params: ({ event }) => event } },
    'shell.session': { actions: { type: 'askSession', params: ({ event }) => event } },
    'shell.wishlist': { actions: { type: 'askWishlist', params: ({ event }) => event } },
    'shell.notify': { actions: { type: 'addToast', params: ({ event }) => toastOf(event.toast) } },
    'session.signedOut': { actions: { type: 'addToast', params: toastOf(SIGNED_OUT_TOAST) } },
    // The cart back in idle with nothing waiting has settled: the router's pages hear it.
    'cart.idle': { guard: { type: 'nothingQueued', params: ({ event }) => event }, actions: { type: 'tellRouterCart', params: ({ event }) => event } },
    'newsletter.wanted': { guard: 'newsletterNotWanted', actions: 'loadNewsletter' },
    'xstate.done.actor.newsletterLogic': { actions: { type: 'startNewsletter', params: ({ event }: { event: { output: AnyActorLogic } }) => ({ logic: event.output }) } },
    'xstate.error.actor.newsletterLogic': { actions: 'forgetNewsletterWanted' },
    'newsletter.subscribed': { actions: { type: 'addToast', params: toastOf(NEWSLETTER_SUBSCRIBED_TOAST) } },
    'xstate.done.actor.favoriteStoreLogic': {
      actions: { type: 'startFavoriteStore', params: ({ event }: { event: { output: AnyActorLogic } }) => ({ logic: event.output }) },
    },
    'xstate.error.actor.favoriteStoreLogic': { actions: 'forgetFavoriteStoreWanted' },
  },
  type: 'parallel',
  states: {
    panel: {
      initial: 'none',
      states: {
        none: {
          on: { 'drawer.open': 'nav', 'minicart.open': { target: 'minicart', actions: 'refreshCart' } },
        },
        nav: {
          // Back at the drawer's root closes it: its machine finishes.
          invoke: {
            id: 'navDrawer',
            src: 'navDrawer',
            input: ({ context }) => ({ signedIn: context.signedIn, policy: passwordPolicyOf(context.storeConfig), asksConsent: context.features.includes('consents') }),
            onDone: 'none',
          },
          on: {
            'drawer.close': 'none',
            'route.changed': 'none',
          },
        },
        minicart: {
          on: { 'minicart.close': 'none', 'route.changed': 'none' },
        },
      },
    },
    search: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'search.toggle': { guard: 'noModalPanel', target: 'open' } },
        },
        open: {
          invoke: { id: 'searchSuggestions', src: 'searchSuggestions', input: ({ context }) => ({ length: searchLengthOf(context.storeConfig) }) },
          on: {
            'search.toggle': { guard: 'noModalPanel', target: 'closed' },
            'search.close': { guard: 'noModalPanel', target: 'closed' },
            'route.changed': 'closed',
          },
        },
      },
    },
    /** The header's account menu (a signed-in customer's): its links and Sign Out. */
    accountMenu: {
      initial: 'closed',
      states: {
        closed: { on: { 'accountMenu.toggle': { guard: 'isSignedIn', target: 'open' } } },
        open: {
          on: {
            // The trigger again, or the menu's own dismissal (Escape, a click outside, a choice).
            'accountMenu.toggle': 'closed',
            'accountMenu.close': 'closed',
            'route.changed': 'closed',
          },
        },
      },
    },
    network: {
      initial: 'online',
      states: {
        online: {
          on: {
            'network.offline': {
              target: 'offline',
              actions: ['markBeenOffline', { type: 'addToast', params: toastOf(OFFLINE_TOAST) }],
            },
            'network.startedOffline': 'offline',
          },
        },
        offline: {
          on: {
            'network.online': { target: 'online', actions: [{ type: 'addToast', params: toastOf(ONLINE_TOAST) }, 'tellRouterConnectionBack'] },
          },
        },
      },
    },
    page: {
      // A new route also closes the mega menu's dropdown and the Need Help menu (a link was followed, or the shopper
      // went back), and a checkout path brings the checkout footer's block.
      on: {
        'route.changed': {
          actions: [
            { type: 'forwardLocation', params: routeParams },
            'closeMegaMenu',
            'closeNeedHelp',
            { type: 'wantCheckoutLinks', params: routeParams },
            { type: 'wantHelloBar', params: routeParams },
            'tellNewsletterRoute',
          ],
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'page.loading': { target: 'loading', actions: 'startLoadingBar' } } },
        loading: { on: { 'page.loaded': { target: 'idle', actions: 'finishLoadingBar' } } },
      },
    },
  },
});

function favoriteStoreInput(storeConfig: ShellStoreConfig, stores: readonly AvailableStore[]) {
  const storeCode = storeConfig.store_code;
  return { storeCode, otherStoreCodes: stores.map((store) => store.store_code).filter((code) => code !== storeCode) };
}

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

// Selectors: what the shell shows, read from the snapshot so views hold no rules.
export const selectMinicartOpen = (s: AppSnapshot) => s.matches({ panel: 'minicart' });
export const selectDrawer = (s: AppSnapshot): DrawerName | null => (s.matches({ panel: 'nav' }) ? 'nav' : null);
export const selectSearchOpen = (s: AppSnapshot) => s.matches({ search: 'open' });
/** The connection is down, as the browser last said. */
export const selectOffline = (s: AppSnapshot) => s.matches({ network: 'offline' });
/** The offline icon shows once the shopper has been offline and is offline again (spec §2). */
export const selectOfflineIconShown = (s: AppSnapshot) => s.matches({ network: 'offline' }) && s.context.hasBeenOffline;
export const selectAccountMenuOpen = (s: AppSnapshot) => s.matches({ accountMenu: 'open' });
/** Who the shopper is, as the session told the shell: the account trigger is a link for a guest, a menu for a customer. */
export const selectSignedIn = (s: AppSnapshot) => s.context.signedIn;
export const selectAvailableStores = (s: AppSnapshot) => s.context.availableStores;
/** The store's settings (name, copyright line, currency, time zone) as the store configuration the page was served with says (spec §7). */
export const selectStoreName = (s: AppSnapshot) => s.context.storeConfig.store_name;
export const selectFeatures = (s: AppSnapshot) => s.context.features;
export const selectCopyright = (s: AppSnapshot) => s.context.storeConfig.copyright;
export const selectCurrency = (s: AppSnapshot) => s.context.storeConfig.default_display_currency_code;
export const selectTimezone = (s: AppSnapshot) => s.context.storeConfig.timezone;
/** The cart total from which delivery is free, when the backend has such a threshold. */
export const selectFreeShippingSubtotal = (s: AppSnapshot) => s.context.storeConfig.free_shipping_subtotal ?? null;
export const selectContactEnabled = (s: AppSnapshot) => s.context.storeConfig.contact_enabled !== false;
/** The header's hello bar block, in the default layout. */
export const selectHelloBar = (s: AppSnapshot) => s.context.helloBar;
/** The store enables favourites (spec §4): the header's control and the store pages' choice show. */
export const selectFavoriteStoreEnabled = (s: AppSnapshot) => s.context.storeConfig.favorite_point_of_sale_enabled === true;
/** The favourite store's actor, once its chunk came. */
export const selectFavoriteStoreActor = (s: AppSnapshot) => s.context.favoriteStore;
/** The footer's newsletter block shows when the store has the newsletter on (spec §3 newsletter_enabled). */
export const selectNewsletterEnabled = (s: AppSnapshot) => s.context.storeConfig.newsletter_enabled !== false;
export const selectNewsletter = (s: AppSnapshot) => s.context.newsletter;
export const selectStoreSwitcherShown = (s: AppSnapshot) => storeSwitcherShown(s.context.availableStores);
/** The currency switcher hides itself when there is only one currency (spec §9). */
export const selectCurrencySwitcherShown = (s: AppSnapshot) => currencySwitcherShown(s.context.currency);
/** The store or the currency switcher has a choice to offer (spec §9): the switchers' place shows them. */
export const selectSwitchersShown = (s: AppSnapshot) => storeSwitcherShown(s.context.availableStores) || currencySwitcherShown(s.context.currency);
