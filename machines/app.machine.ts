import { assign, fromCallback, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import { AVAILABLE_STORES, STORE_CONFIG, storeSwitcherShown, type AvailableStore, type ShellStoreConfig } from '../src/domain/store-config';
import { createToast, OFFLINE_TOAST, ONLINE_TOAST, unexpectedErrorToast, type ToastInput } from '../src/domain/toast';
import { cartMachine } from './cart.machine';
import { categoryTreeMachine } from './category-tree.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { megaMenuMachine } from './mega-menu.machine';
import { navDrawerMachine } from './nav-drawer.machine';
import { routerMachine, type Location } from './router.machine';
import { searchSuggestionsMachine } from './search-suggestions.machine';
import { toastsMachine } from './toasts.machine';

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
  | { type: 'route.changed'; path: string; search: string }
  | { type: 'page.loading' }
  | { type: 'page.loaded' }
  | { type: 'root.next'; component: string }
  | { type: 'root.clear' }
  | NetworkEvent
  | UnhandledErrorEvent;

export interface AppInput {
  /** Where the shop was opened; the router takes over from there. */
  location: Location;
  /** The store configuration the page was served with; the built-in copy when absent. */
  storeConfig?: ShellStoreConfig;
  /** The store views the page was served with; the built-in one when absent. */
  availableStores?: AvailableStore[];
}

export interface AppContext {
  startLocation: Location;
  storeConfig: ShellStoreConfig;
  availableStores: AvailableStore[];
  hasBeenOffline: boolean;
  /** The root screen the route resolver is preparing, shown once it is ready (spec §3). */
  nextRootComponent: string | null;
}

/**
 * The application shell (spec §3 "Application state", §4 "App"): the modal panel (navigation drawer or mini
 * cart, with the overlay), the search panel, online/offline, page loading and the next root component. It owns
 * the router (which owns the page's machine), the toasts, the cart, the loading bar, the category tree and the mega menu;
 * the drawer's machine runs while the drawer is open, the search suggestions while the search panel is. A modal
 * panel covers the header, so the search toggle waits for it to close.
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
      loadingBar: 'loadingBar';
      router: 'router';
      categoryTree: 'categoryTree';
      megaMenu: 'megaMenu';
      navDrawer: 'navDrawer';
      searchSuggestions: 'searchSuggestions';
      network: 'network';
      unhandledErrors: 'unhandledErrors';
    },
  },
  actors: {
    router: routerMachine,
    toasts: toastsMachine,
    cart: cartMachine,
    loadingBar: loadingBarMachine,
    categoryTree: categoryTreeMachine,
    megaMenu: megaMenuMachine,
    navDrawer: navDrawerMachine,
    searchSuggestions: searchSuggestionsMachine,
    network: fromCallback(() => undefined),
    unhandledErrors: fromCallback(() => undefined),
  },
  actions: {
    markBeenOffline: assign({ hasBeenOffline: true }),
    setNextRoot: assign({
      nextRootComponent: ({ event }) => (event.type === 'root.next' ? event.component : null),
    }),
    clearNextRoot: assign({ nextRootComponent: null }),
    notify: sendTo('toasts', (_, params: { toast: ToastInput }) => ({
      type: 'toast.add' as const,
      toast: createToast(params.toast, toastId(params.toast), Date.now()),
    })),
    notifyUnexpectedError: sendTo('toasts', ({ event }) => {
      const input = unexpectedErrorToast(event.type === 'error.unhandled' ? event.errorId : '');
      return { type: 'toast.add' as const, toast: createToast(input, toastId(input), Date.now()) };
    }),
    forwardLocation: sendTo('router', ({ event }) =>
      event.type === 'route.changed'
        ? { type: 'location.changed' as const, path: event.path, search: event.search }
        : { type: 'location.changed' as const, path: '/', search: '' },
    ),
    startLoadingBar: sendTo('loadingBar', { type: 'loading.start' }),
    finishLoadingBar: sendTo('loadingBar', { type: 'loading.finish' }),
    closeMegaMenu: sendTo('megaMenu', { type: 'menu.close' }),
    /** The mini cart shows the cart as it is now (prices, stock), not as it was last read. */
    refreshCart: sendTo('cart', { type: 'cart.refresh' }),
  },
  guards: {
    noModalPanel: stateIn({ panel: 'none' }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    startLocation: input.location,
    storeConfig: input.storeConfig ?? STORE_CONFIG,
    availableStores: input.availableStores ?? AVAILABLE_STORES,
    hasBeenOffline: false,
    nextRootComponent: null,
  }),
  invoke: [
    { id: 'router', systemId: 'router', src: 'router', input: ({ context }) => context.startLocation },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    { id: 'cart', systemId: 'cart', src: 'cart' },
    { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
    {
      id: 'categoryTree',
      systemId: 'categoryTree',
      src: 'categoryTree',
      input: ({ context }) => ({ urlSuffix: context.storeConfig.category_url_suffix }),
    },
    { id: 'megaMenu', systemId: 'megaMenu', src: 'megaMenu' },
    { id: 'network', src: 'network' },
    { id: 'unhandledErrors', src: 'unhandledErrors' },
  ],
  on: {
    'root.next': { actions: 'setNextRoot' },
    'root.clear': { actions: 'clearNextRoot' },
    'error.unhandled': { actions: 'notifyUnexpectedError' },
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
          invoke: { id: 'navDrawer', src: 'navDrawer', onDone: 'none' },
          on: { 'drawer.close': 'none', 'route.changed': 'none' },
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
          invoke: { id: 'searchSuggestions', src: 'searchSuggestions' },
          on: {
            'search.toggle': { guard: 'noModalPanel', target: 'closed' },
            'search.close': { guard: 'noModalPanel', target: 'closed' },
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
              actions: ['markBeenOffline', { type: 'notify', params: { toast: OFFLINE_TOAST } }],
            },
            'network.startedOffline': 'offline',
          },
        },
        offline: {
          on: {
            'network.online': { target: 'online', actions: { type: 'notify', params: { toast: ONLINE_TOAST } } },
          },
        },
      },
    },
    page: {
      // A new route also closes the mega menu's dropdown (its link was followed, or the shopper went back).
      on: { 'route.changed': { actions: ['forwardLocation', 'closeMegaMenu'] } },
      initial: 'idle',
      states: {
        idle: { on: { 'page.loading': { target: 'loading', actions: 'startLoadingBar' } } },
        loading: { on: { 'page.loaded': { target: 'idle', actions: 'finishLoadingBar' } } },
      },
    },
  },
});

/** Same toast, same id: a repeated offline toast replaces the shown one instead of stacking. */
function toastId(toast: ToastInput): string {
  return [toast.type, toast.message, toast.debug ?? ''].join(':');
}

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

// Selectors: what the shell shows, read from the snapshot so views hold no rules.
export const selectMinicartOpen = (s: AppSnapshot) => s.matches({ panel: 'minicart' });
export const selectDrawer = (s: AppSnapshot): DrawerName | null => (s.matches({ panel: 'nav' }) ? 'nav' : null);
/** The mask over the page shows while a modal panel is open (spec §3 "overlay"). */
export const selectOverlay = (s: AppSnapshot) => !s.matches({ panel: 'none' });
export const selectSearchOpen = (s: AppSnapshot) => s.matches({ search: 'open' });
export const selectIsOnline = (s: AppSnapshot) => s.matches({ network: 'online' });
/** The offline icon shows once the shopper has been offline and is offline again (spec §2). */
export const selectOfflineIconShown = (s: AppSnapshot) => s.matches({ network: 'offline' }) && s.context.hasBeenOffline;
export const selectIsPageLoading = (s: AppSnapshot) => s.matches({ page: 'loading' });
export const selectAvailableStores = (s: AppSnapshot) => s.context.availableStores;
/** The store switcher hides itself when there is only one store view (spec §9). */
export const selectStoreSwitcherShown = (s: AppSnapshot) => storeSwitcherShown(s.context.availableStores);
