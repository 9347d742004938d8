import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { hasProduct, wishlistItemFor, type Wishlist, type WishlistAdd, type WishlistChange } from '../src/domain/wishlist';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type WishlistEvent =
  /** From the app: the session's news. A sign-in loads the wishlist, a sign-out forgets it. */
  | { type: 'wishlist.signIn' }
  | { type: 'wishlist.signOut' }
  /**
   * A heart pressed (a product page's or a listing card's): the product goes in, or out if it is there. A guest is
   * sent to sign in from `from` and comes back there; the product is added once signed in.
   */
  | { type: 'wishlist.toggle'; add: WishlistAdd; from: string }
  /** The wishlist page changed the wishlist (the shell's bus): its contents as they are now. */
  | { type: 'wishlist.changed'; wishlist: Wishlist };

/** What the wishlist tells its parent: a heart's change is done, for the shopper to hear of it. */
export type WishlistReport = { type: 'wishlist.notice'; change: WishlistChange; name: string };

export interface WishlistContext {
  wishlist: Wishlist | null;
  /** The product a heart asked for while the shopper was a guest or the wishlist loading: added once it can be. */
  pending: WishlistAdd | null;
  /** The SKU of the product whose last change failed: its heart says so. */
  failedSku: string | null;
}

type Toggle = Extract<WishlistEvent, { type: 'wishlist.toggle' }>;

/** A wishlist that could not be read (failed, or no answer): a heart pressed tries again, its product waiting. */
const loadFailed = { target: 'failed', actions: { type: 'markFailed' as const, params: ({ context }: { context: WishlistContext }) => ({ sku: context.pending?.sku ?? null }) } };

/** A heart's change that failed or got no answer: its heart says so; pressing again is the shopper's to do. */
const changeFailed = { target: 'idle', actions: [{ type: 'markFailed' as const, params: ({ context }: { context: WishlistContext }) => ({ sku: context.pending!.sku }) }, 'clearPending' as const] };

/**
 * The customer's wishlist as the shell knows it (spec §2 /wishlist): which products are in it, for the hearts of
 * product pages and listing cards. It runs for the app's whole life: a guest's heart sends them to sign in (and the
 * product waits); a sign-in loads the wishlist, then adds what waited; a heart toggles its product, one change at a
 * time, and each change done is reported to the shell (a toast); the wishlist page's changes come through the
 * shell's bus; a sign-out forgets it all.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    children: {} as { loadWishlist: 'loadWishlist'; addToWishlist: 'addToWishlist'; removeFromWishlist: 'removeFromWishlist' },
  },
  actors: {
    loadWishlist: providedByTheApp<Wishlist>('loadWishlist'),
    addToWishlist: providedByTheApp<Wishlist, { wishlistId: string; add: WishlistAdd }>('addToWishlist'),
    removeFromWishlist: providedByTheApp<Wishlist, { wishlistId: string; itemId: string }>('removeFromWishlist'),
  },
  actions: {
    keepWishlist: assign({ wishlist: (_, params: { wishlist: Wishlist }) => params.wishlist, failedSku: null }),
    keepPending: assign({ pending: (_, params: Toggle) => params.add }),
    clearPending: assign({ pending: null }),
    markFailed: assign({ failedSku: ({ context }, params: { sku: string | null }) => params.sku ?? context.failedSku }),
    forget: assign({ wishlist: null, pending: null, failedSku: null }),
    /** The product the heart changed, named as the wishlist holds it. */
    report: sendParent((_, params: { change: WishlistChange; wishlist: Wishlist | null; add: WishlistAdd }) => ({
      type: 'wishlist.notice',
      change: params.change,
      name: wishlistItemFor(params.wishlist, params.add)?.name ?? '',
    }) satisfies WishlistReport),
    /** A browser effect, provided by the app: to the sign-in page, the origin kept in the history entry. */
    askSignIn: (_: unknown, _params: { from: string }) => undefined,
  },
  guards: {
    waitsToBeAdded: ({ context }, params: { wishlist: Wishlist }) =>
      context.pending !== null && wishlistItemFor(params.wishlist, context.pending) === undefined,
    isInWishlist: ({ context }, params: Toggle) => wishlistItemFor(context.wishlist, params.add) !== undefined,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'wishlist',
  context: { wishlist: null, pending: null, failedSku: null },
  initial: 'guest',
  states: {
    guest: {
      on: {
        'wishlist.signIn': 'signedIn',
        'wishlist.toggle': {
          actions: [
            { type: 'keepPending', params: ({ event }) => event },
            { type: 'askSignIn', params: ({ event }) => ({ from: event.from }) },
          ],
        },
      },
    },
    signedIn: {
      initial: 'loading',
      on: {
        'wishlist.signOut': { target: 'guest', actions: 'forget' },
        'wishlist.changed': { actions: { type: 'keepWishlist', params: ({ event }) => event } },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadWishlist',
            src: 'loadWishlist',
            // What waited is added, unless the wishlist has it already.
            onDone: [
              {
                guard: { type: 'waitsToBeAdded', params: ({ event }) => ({ wishlist: event.output }) },
                target: 'adding',
                actions: { type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) },
              },
              { target: 'idle', actions: [{ type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) }, 'clearPending'] },
            ],
            onError: loadFailed,
          },
          after: { requestTimeout: loadFailed },
        },
        /** The wishlist could not be read: a heart pressed tries again, its product waiting. */
        failed: {
          on: {
            'wishlist.toggle': { target: 'loading', actions: { type: 'keepPending', params: ({ event }) => event } },
          },
        },
        idle: {
          on: {
            'wishlist.toggle': [
              { guard: { type: 'isInWishlist', params: ({ event }) => event }, target: 'removing', actions: { type: 'keepPending', params: ({ event }) => event } },
              { target: 'adding', actions: { type: 'keepPending', params: ({ event }) => event } },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addToWishlist',
            src: 'addToWishlist',
            input: ({ context }) => ({ wishlistId: context.wishlist!.id, add: context.pending! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) },
                { type: 'report', params: ({ context, event }) => ({ change: 'added', wishlist: event.output, add: context.pending! }) },
                'clearPending',
              ],
            },
            onError: changeFailed,
          },
          after: { requestTimeout: changeFailed },
        },
        removing: {
          invoke: {
            id: 'removeFromWishlist',
            src: 'removeFromWishlist',
            input: ({ context }) => ({ wishlistId: context.wishlist!.id, itemId: wishlistItemFor(context.wishlist, context.pending!)!.id }),
            // Named from the wishlist it was removed from.
            onDone: {
              target: 'idle',
              actions: [
                { type: 'report', params: ({ context }) => ({ change: 'removed', wishlist: context.wishlist, add: context.pending! }) },
                { type: 'keepWishlist', params: ({ event }) => ({ wishlist: event.output }) },
                'clearPending',
              ],
            },
            onError: changeFailed,
          },
          after: { requestTimeout: changeFailed },
        },
      },
    },
  },
});

export type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;
export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

// Selectors: what a heart shows.
/** A product page's heart: pressed when this product, with these options, is in the wishlist. */
export const selectHasItem = (add: Pick<WishlistAdd, 'sku' | 'variantSku'>) => (s: WishlistSnapshot) =>
  wishlistItemFor(s.context.wishlist, add) !== undefined;
/** A listing card's heart: pressed when the product is in the wishlist, whatever its options. */
export const selectHasProduct = (sku: string) => (s: WishlistSnapshot) => hasProduct(s.context.wishlist, sku);
/** A change is under way: hearts take no press until it is done. */
export const selectIsBusy = (s: WishlistSnapshot) =>
  s.matches({ signedIn: 'loading' }) || s.matches({ signedIn: 'adding' }) || s.matches({ signedIn: 'removing' });
/** The last change of this product failed: its heart says so. */
export const selectFailedFor = (sku: string) => (s: WishlistSnapshot) => s.context.failedSku === sku;
