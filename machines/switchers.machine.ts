import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AvailableStore, CurrencyChoice } from '../src/domain/store-config';
import { isCurrencySwitch, isStoreSwitch, storeViewChoice, type StoreViewChoice } from '../src/domain/store-switch';
import { WAIT_LIMITS } from './wait-limits';

export type SwitcherMenu = 'store' | 'currency';
/** Where a switcher sits: the header's top bar (from the small breakpoint up) or the footer. */
export type SwitcherPlace = 'header' | 'footer';

export interface SwitchersInput {
  stores: AvailableStore[];
  storeCode: string;
  currency: CurrencyChoice;
}

/** What is saved: a store view (with its currency and media URL) or a currency alone. */
export type SavedChoice = { kind: 'store'; choice: StoreViewChoice } | { kind: 'currency'; currency: string };

export interface SwitchersContext extends SwitchersInput {
  /** The open menu and the switcher it belongs to. */
  open: { menu: SwitcherMenu; place: SwitcherPlace } | null;
  /** The store view chosen, and the page being switched. */
  chosen: { storeCode: string; path: string; search: string } | null;
  /** The currency chosen. */
  chosenCurrency: string | null;
  /** Where the browser goes once the choice is saved; null: the same page again. */
  target: string | null;
  /** The last choice could not be saved (browser storage refused it). */
  failed: boolean;
}

export type SwitchersEvent =
  | { type: 'menu.toggle'; menu: SwitcherMenu; place: SwitcherPlace }
  | { type: 'menu.close' }
  /** `path` and `search`: the page shown, which the new store view shows too when it has it. */
  | { type: 'store.choose'; storeCode: string; path: string; search: string }
  | { type: 'currency.choose'; currency: string };

/**
 * The store and currency switchers (spec §2, §4, §9): each opens its menu (one menu at a time). A currency of the
 * available list other than the current one is saved, then the page loads again. Another store view: its route for
 * the page shown is looked up (home when it has none), its code, currency and media URL are saved, then the browser
 * goes there. Saving and the page load are browser services, provided by the app.
 */
export const switchersMachine = setup({
  types: {
    context: {} as SwitchersContext,
    events: {} as SwitchersEvent,
    input: {} as SwitchersInput,
  },
  actors: {
    /** The new store view's URL for the page shown (spec §7 store switcher route query), with its query string. */
    storeRoute: fromPromise<string, { storeCode: string; path: string; search: string }>(async () => '/'),
    saveChoice: fromPromise<void, SavedChoice>(async () => undefined),
    /** Loads `url`, or the same page again when null. */
    leave: fromPromise<void, { url: string | null }>(async () => undefined),
  },
  actions: {
    keepOpen: assign({ open: (_, params: { menu: SwitcherMenu; place: SwitcherPlace }) => ({ menu: params.menu, place: params.place }), failed: false }),
    forgetOpen: assign({ open: null }),
    keepStore: assign({ chosen: (_, params: { storeCode: string; path: string; search: string }) => params, open: null }),
    keepCurrency: assign({ chosenCurrency: (_, params: { currency: string }) => params.currency, target: null, open: null }),
    keepTarget: assign({ target: (_, params: { target: string | null }) => params.target }),
    markFailed: assign({ failed: true, chosen: null, chosenCurrency: null, target: null }),
  },
  guards: {
    isStoreMenu: (_, params: { menu: SwitcherMenu }) => params.menu === 'store',
    sameMenu: ({ context }, params: { menu: SwitcherMenu; place: SwitcherPlace }) =>
      context.open?.menu === params.menu && context.open.place === params.place,
    isStoreSwitch: ({ context }, params: { storeCode: string }) => isStoreSwitch(context.stores, context.storeCode, params.storeCode),
    isCurrencySwitch: ({ context }, params: { currency: string }) => isCurrencySwitch(context.currency, params.currency),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'switchers',
  context: ({ input }) => ({ ...input, open: null, chosen: null, chosenCurrency: null, target: null, failed: false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': [
          { guard: { type: 'isStoreMenu', params: ({ event }) => event }, target: 'open.store', actions: { type: 'keepOpen', params: ({ event }) => event } },
          { target: 'open.currency', actions: { type: 'keepOpen', params: ({ event }) => event } },
        ],
      },
    },
    open: {
      on: {
        // The same trigger closes its menu; another one opens its own instead.
        'menu.toggle': [
          { guard: { type: 'sameMenu', params: ({ event }) => event }, target: 'closed', actions: 'forgetOpen' },
          { guard: { type: 'isStoreMenu', params: ({ event }) => event }, target: '.store', reenter: true, actions: { type: 'keepOpen', params: ({ event }) => event } },
          { target: '.currency', reenter: true, actions: { type: 'keepOpen', params: ({ event }) => event } },
        ],
        'menu.close': { target: 'closed', actions: 'forgetOpen' },
      },
      // Entered through one of its menus, never by itself.
      initial: 'store',
      states: {
        store: {
          on: {
            'store.choose': [
              {
                guard: { type: 'isStoreSwitch', params: ({ event }) => event },
                target: '#switchers.findingRoute',
                actions: { type: 'keepStore', params: ({ event }) => ({ storeCode: event.storeCode, path: event.path, search: event.search }) },
              },
              // The current store view: nothing to switch.
              { target: '#switchers.closed', actions: 'forgetOpen' },
            ],
          },
        },
        currency: {
          on: {
            'currency.choose': [
              { guard: { type: 'isCurrencySwitch', params: ({ event }) => event }, target: '#switchers.savingCurrency', actions: { type: 'keepCurrency', params: ({ event }) => event } },
              // The current currency, or one the shop does not offer (spec §5): ignored.
              { target: '#switchers.closed', actions: 'forgetOpen' },
            ],
          },
        },
      },
    },
    findingRoute: {
      tags: 'switching',
      invoke: {
        id: 'storeRoute',
        src: 'storeRoute',
        input: ({ context }) => context.chosen!,
        onDone: { target: 'savingStore', actions: { type: 'keepTarget', params: ({ event }) => ({ target: event.output }) } },
        // No route known in the new store view: its home page.
        onError: { target: 'savingStore', actions: { type: 'keepTarget', params: { target: '/' } } },
      },
      after: { requestTimeout: { target: 'savingStore', actions: { type: 'keepTarget', params: { target: '/' } } } },
    },
    savingStore: {
      tags: 'switching',
      invoke: {
        id: 'saveChoice',
        src: 'saveChoice',
        input: ({ context }) => ({ kind: 'store' as const, choice: storeViewChoice(context.stores, context.chosen!.storeCode) }),
        onDone: 'leaving',
        onError: { target: 'closed', actions: 'markFailed' },
      },
      // Saving needs its code from the network first: a chunk that never comes fails as a failed save.
      after: { requestTimeout: { target: 'closed', actions: 'markFailed' } },
    },
    savingCurrency: {
      tags: 'switching',
      invoke: {
        id: 'saveChoice',
        src: 'saveChoice',
        input: ({ context }) => ({ kind: 'currency' as const, currency: context.chosenCurrency! }),
        onDone: 'leaving',
        onError: { target: 'closed', actions: 'markFailed' },
      },
      after: { requestTimeout: { target: 'closed', actions: 'markFailed' } },
    },
    /** The browser is loading the page in the new store view or currency: the switchers stay busy until it has. */
    leaving: {
      tags: 'switching',
      invoke: { id: 'leave', src: 'leave', input: ({ context }) => ({ url: context.target }) },
    },
  },
});

export type SwitchersActor = ActorRefFrom<typeof switchersMachine>;
export type SwitchersSnapshot = SnapshotFrom<typeof switchersMachine>;

/** The menu open at `place`, if any. */
export const selectOpenMenu = (place: SwitcherPlace) => (s: SwitchersSnapshot) => (s.context.open?.place === place ? s.context.open.menu : null);
export const selectSwitching = (s: SwitchersSnapshot) => s.hasTag('switching');
export const selectSwitchFailed = (s: SwitchersSnapshot) => s.context.failed;
export const selectStores = (s: SwitchersSnapshot) => s.context.stores;
export const selectStoreCode = (s: SwitchersSnapshot) => s.context.storeCode;
export const selectCurrencyChoice = (s: SwitchersSnapshot) => s.context.currency;
