import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MoveAnswer, MoveProblem, Wishlist } from '../src/domain/wishlist';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type WishlistPageEvent =
  | { type: 'item.remove'; id: string }
  | { type: 'item.moveToCart'; id: string }
  /** Try loading again after a failure. */
  | { type: 'retry' };

export interface WishlistPageContext {
  wishlist: Wishlist | null;
  /** The item the last request was for: its progress and its problem show there. */
  target: string | null;
  /** Why the target did not move to the cart or leave the wishlist; null when it did. */
  problem: MoveProblem | null;
}

type ItemEvent = Extract<WishlistPageEvent, { type: 'item.remove' | 'item.moveToCart' }>;

/** The shell hears of each change: the hearts follow the wishlist, and the cart shows what moved into it. */
const tellWishlist = (wishlist: Wishlist): ShellRequest => ({ type: 'shell.wishlist', request: { type: 'wishlist.changed', wishlist } });
const REFRESH_CART: ShellRequest = { type: 'shell.cart', request: { type: 'cart.refresh' } };

/** A removal or a move that failed or got no answer: the item stays, with the problem beside it; trying again is the shopper's. */
const itemFailed = { target: 'ready', actions: { type: 'keepProblem' as const, params: { problem: 'failed' as const } } };

/**
 * The wishlist page (spec §2 /wishlist): the customer's items with price, stock and options; each can be removed or
 * moved to the cart (Magento adds it to the customer's cart, then takes it out of the wishlist; an item the cart
 * refuses stays, with the reason). One request at a time; after each, the shell's wishlist takes the new contents
 * and, after a move, the shell's cart reloads. Loading fails with a retry. The states after loading carry `settled`:
 * the router shows the page once it has its wishlist or its failure.
 */
export const wishlistPageMachine = setup({
  types: {
    context: {} as WishlistPageContext,
    events: {} as WishlistPageEvent,
    children: {} as { loadWishlist: 'loadWishlist'; removeFromWishlist: 'removeFromWishlist'; moveToCart: 'moveToCart' },
  },
  actors: {
    loadWishlist: providedByTheApp<Wishlist>('loadWishlist'),
    removeFromWishlist: providedByTheApp<Wishlist, { wishlistId: string; itemId: string }>('removeFromWishlist'),
    moveToCart: providedByTheApp<MoveAnswer, { wishlistId: string; itemId: string }>('moveToCart'),
  },
  actions: {
    keepWishlist: assign({ wishlist: (_, params: { wishlist: Wishlist }) => params.wishlist }),
    target: assign({ target: (_, params: ItemEvent) => params.id, problem: null }),
    keepProblem: assign({ problem: (_, params: { problem: MoveProblem | null }) => params.problem }),
    tellShellWishlist: sendParent((_, params: { wishlist: Wishlist }) => tellWishlist(params.wishlist)),
    refreshCart: sendParent(REFRESH_CART),
  },
  guards: {
    moved: (_, params: { answer: MoveAnswer }) => params.answer.problem === null,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'wishlistPage',
  context: { wishlist: null, target: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWishlist',
        src: 'loadWishlist',
        onDone: { target: 'ready', actions: { type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: { tags: 'settled', on: { retry: 'loading' } },
    ready: {
      tags: 'settled',
      on: {
        'item.remove': { target: 'removing', actions: { type: 'target', params: ({ event }) => event } },
        'item.moveToCart': { target: 'moving', actions: { type: 'target', params: ({ event }) => event } },
      },
    },
    removing: {
      tags: 'settled',
      invoke: {
        id: 'removeFromWishlist',
        src: 'removeFromWishlist',
        input: ({ context }) => ({ wishlistId: context.wishlist!.id, itemId: context.target! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) },
            { type: 'tellShellWishlist', params: ({ event }) => ({ wishlist: event.output }) },
          ],
        },
        onError: itemFailed,
      },
      after: { requestTimeout: itemFailed },
    },
    moving: {
      tags: 'settled',
      invoke: {
        id: 'moveToCart',
        src: 'moveToCart',
        input: ({ context }) => ({ wishlistId: context.wishlist!.id, itemId: context.target! }),
        onDone: [
          {
            guard: { type: 'moved', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: [
              { type: 'keepWishlist', params: ({ event }) => event.output },
              { type: 'tellShellWishlist', params: ({ event }) => event.output },
              'refreshCart',
            ],
          },
          { target: 'ready', actions: { type: 'keepProblem', params: ({ event }) => event.output } },
        ],
        onError: itemFailed,
      },
      after: { requestTimeout: itemFailed },
    },
  },
});

export type WishlistPageSnapshot = SnapshotFrom<typeof wishlistPageMachine>;
export type WishlistPageActor = ActorRefFrom<typeof wishlistPageMachine>;

// Selectors: what the wishlist page shows.
export type WishlistPageView = 'loading' | 'failed' | 'empty' | 'list';
export const selectWishlistPageView = (s: WishlistPageSnapshot): WishlistPageView => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return s.context.wishlist!.items.length > 0 ? 'list' : 'empty';
};
export const selectItems = (s: WishlistPageSnapshot) => s.context.wishlist?.items ?? [];
/** The item a request is under way for, or null: every item's buttons wait meanwhile. */
export const selectBusyItem = (s: WishlistPageSnapshot) => (s.matches('removing') || s.matches('moving') ? s.context.target : null);
export const selectBusyAction = (s: WishlistPageSnapshot): 'remove' | 'move' | null =>
  (s.matches('removing') ? 'remove' : s.matches('moving') ? 'move' : null);
/** The problem of an item, shown beside it. */
export const selectProblemFor = (id: string) => (s: WishlistPageSnapshot) => (s.context.target === id && s.matches('ready') ? s.context.problem : null);
