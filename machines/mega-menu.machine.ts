import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SUBMENU_CLOSE_MS } from '../src/domain/constants';

export type MegaMenuEvent =
  /** Pointer enters a top-level category, or ArrowDown / Space on it. */
  | { type: 'menu.open'; uid: string }
  /** Its disclosure button is pressed. */
  | { type: 'menu.toggle'; uid: string }
  /** ArrowUp, Escape, Shift+Tab, focus leaving the category, or a change of route. */
  | { type: 'menu.close' }
  /** The pointer leaves the category and its dropdown. */
  | { type: 'menu.leave' }
  /** The "More" button is pressed: the categories the row has no room for, in a menu of their own. */
  | { type: 'menu.more' }
  /** The browser measured how many top-level categories the row holds (again on every resize). */
  | { type: 'menu.measured'; fitting: number };

/**
 * The mega menu (spec §2, large screens): at most one top-level category's dropdown is open. The keyboard opens
 * and closes it at once; the pointer leaving closes it 100 ms later (SUBMENU_CLOSE), unless it comes back first.
 * Each category's name keeps to one line: those the row has no room for go to the "More" menu, open instead of
 * a dropdown. Until the browser has measured the row (`fitting` null), the row shows them all.
 */
export const megaMenuMachine = setup({
  types: {
    context: {} as { openUid: string | null; fitting: number | null },
    events: {} as MegaMenuEvent,
  },
  delays: {
    SUBMENU_CLOSE: SUBMENU_CLOSE_MS,
  },
  actions: {
    keepOpen: assign({ openUid: (_, params: { uid: string }) => params.uid }),
    forget: assign({ openUid: null }),
    fit: assign({ fitting: (_, params: { fitting: number }) => params.fitting }),
  },
  guards: {
    isOpen: ({ context }, params: { uid: string }) => context.openUid === params.uid,
  },
}).createMachine({
  id: 'megaMenu',
  context: { openUid: null, fitting: null },
  initial: 'closed',
  on: {
    'menu.measured': { actions: { type: 'fit', params: ({ event }) => ({ fitting: event.fitting }) } },
  },
  states: {
    closed: {
      on: {
        'menu.open': { target: 'shown', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
        'menu.toggle': { target: 'shown', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
        'menu.more': 'more',
      },
    },
    // The "More" menu holds the pointer and the focus until it closes.
    more: {
      on: {
        'menu.more': 'closed',
        'menu.close': 'closed',
      },
    },
    shown: {
      on: {
        'menu.open': { target: '.open', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
        'menu.toggle': [
          { guard: { type: 'isOpen', params: ({ event }) => ({ uid: event.uid }) }, target: 'closed', actions: 'forget' },
          { target: '.open', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
        ],
        'menu.close': { target: 'closed', actions: 'forget' },
        'menu.more': { target: 'more', actions: 'forget' },
      },
      initial: 'open',
      states: {
        open: {
          on: { 'menu.leave': 'closing' },
        },
        closing: {
          after: { SUBMENU_CLOSE: { target: '#megaMenu.closed', actions: 'forget' } },
        },
      },
    },
  },
});

export type MegaMenuSnapshot = SnapshotFrom<typeof megaMenuMachine>;
export type MegaMenuActor = ActorRefFrom<typeof megaMenuMachine>;

/** The top-level category whose dropdown shows, if any (it stays shown while closing). */
export const selectOpenCategory = (s: MegaMenuSnapshot): string | null => (s.matches('shown') ? s.context.openUid : null);
/** How many top-level categories show in the row; null until measured, when all do. */
export const selectFitting = (s: MegaMenuSnapshot): number | null => s.context.fitting;
export const selectMoreOpen = (s: MegaMenuSnapshot): boolean => s.matches('more');
