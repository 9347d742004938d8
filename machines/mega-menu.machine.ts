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
  | { type: 'menu.leave' };

/**
 * The mega menu (spec §2, large screens): at most one top-level category's dropdown is open. The keyboard opens
 * and closes it at once; the pointer leaving closes it 100 ms later (SUBMENU_CLOSE), unless it comes back first.
 */
export const megaMenuMachine = setup({
  types: {
    context: {} as { openUid: string | null },
    events: {} as MegaMenuEvent,
  },
  delays: {
    SUBMENU_CLOSE: SUBMENU_CLOSE_MS,
  },
  actions: {
    keepOpen: assign({ openUid: (_, params: { uid: string }) => params.uid }),
    forget: assign({ openUid: null }),
  },
  guards: {
    isOpen: ({ context }, params: { uid: string }) => context.openUid === params.uid,
  },
}).createMachine({
  id: 'megaMenu',
  context: { openUid: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.open': { target: 'shown', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
        'menu.toggle': { target: 'shown', actions: { type: 'keepOpen', params: ({ event }) => ({ uid: event.uid }) } },
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
export const selectOpenCategory = (s: MegaMenuSnapshot): string | null => (s.matches('closed') ? null : s.context.openUid);
