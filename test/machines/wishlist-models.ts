import { wishlistPageMachine, type WishlistPageSnapshot } from '../../machines/wishlist-page.machine';
import { wishlistMachine, type WishlistSnapshot } from '../../machines/wishlist.machine';
import { RequestError } from '../../src/app/services/graphql/request';
import type { WishlistAdd } from '../../src/domain/wishlist';
import { defineModel } from '../harness/model';
import { EMPTY_WISHLIST, MOVED, OMEGA_ITEM, OMEGA_ONLY, OPTIONS_NEEDED, UNAVAILABLE, WISHLIST, WITHOUT_OMEGA } from '../fixtures/wishlist';

// The wishlist's machines' models: the shell's (the hearts) and the wishlist page's.

/** The heart of the Oméga-3 card: the product without options. */
export const OMEGA_ADD: WishlistAdd = { sku: OMEGA_ITEM.sku, selectedOptions: [], variantSku: null };
export const NETWORK_DOWN = new RequestError('Failed to fetch', true);
export const REFUSED = new RequestError('Could not find a product with SKU "OMG-ALGUE"', false);

/**
 * The shell's wishlist: signed in and out; the Oméga-3's heart pressed (by a guest, in or out of the wishlist);
 * the wishlist page's changes; each call answered or failing. What tells states apart: whether the Oméga-3 is in,
 * whether a product waits, and whether the last change failed.
 */
export const wishlistModel = defineModel({
  name: 'wishlist',
  machine: wishlistMachine,
  identity: (s: WishlistSnapshot) => ({
    loaded: s.context.wishlist !== null,
    omega: s.context.wishlist?.items.some((item) => item.sku === OMEGA_ITEM.sku) ?? false,
    pending: s.context.pending !== null,
    failed: s.context.failedSku,
  }),
  events: () => [
    { type: 'wishlist.toggle' as const, add: OMEGA_ADD, from: '/omega-3.html' },
    { type: 'wishlist.changed' as const, wishlist: OMEGA_ONLY },
    { type: 'xstate.done.actor.loadWishlist' as const, output: EMPTY_WISHLIST },
    { type: 'xstate.done.actor.loadWishlist' as const, output: OMEGA_ONLY },
    { type: 'xstate.error.actor.loadWishlist' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.addToWishlist' as const, output: OMEGA_ONLY },
    { type: 'xstate.error.actor.addToWishlist' as const, error: REFUSED },
    { type: 'xstate.done.actor.removeFromWishlist' as const, output: EMPTY_WISHLIST },
    { type: 'xstate.error.actor.removeFromWishlist' as const, error: NETWORK_DOWN },
  ],
});

/**
 * The wishlist page: loaded with items or empty, or failing; the first item removed or moved to the cart, each
 * answer (moved, options to choose, unavailable) or a failure. What tells states apart: the items, and the problem
 * shown.
 */
export const wishlistPageModel = defineModel({
  name: 'wishlistPage',
  machine: wishlistPageMachine,
  identity: (s: WishlistPageSnapshot) => ({ items: s.context.wishlist?.items.map((item) => item.id) ?? null, problem: s.context.problem }),
  events: (s: WishlistPageSnapshot) => {
    const first = s.context.wishlist?.items[0];
    return [
      ...(first ? [{ type: 'item.remove' as const, id: first.id }, { type: 'item.moveToCart' as const, id: first.id }] : []),
      { type: 'xstate.done.actor.loadWishlist' as const, output: WISHLIST },
      { type: 'xstate.done.actor.loadWishlist' as const, output: EMPTY_WISHLIST },
      { type: 'xstate.error.actor.loadWishlist' as const, error: NETWORK_DOWN },
      { type: 'xstate.done.actor.removeFromWishlist' as const, output: WITHOUT_OMEGA },
      { type: 'xstate.error.actor.removeFromWishlist' as const, error: NETWORK_DOWN },
      ...[MOVED, OPTIONS_NEEDED, UNAVAILABLE].map((output) => ({ type: 'xstate.done.actor.moveToCart' as const, output })),
      { type: 'xstate.error.actor.moveToCart' as const, error: NETWORK_DOWN },
    ];
  },
});
