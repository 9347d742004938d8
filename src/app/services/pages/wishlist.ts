import { wishlistPageMachine } from '../../../../machines/wishlist-page.machine';
import type { MoveAnswer, Wishlist } from '../../../domain/wishlist';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

/** The wishlist page's calls (services/wishlist.ts). */
export const wishlistLogic: PageLogic = (services) =>
  wishlistPageMachine.provide({
    actors: {
      loadWishlist: load<Wishlist>((d) => d.loadWishlist(services)),
      removeFromWishlist: load<Wishlist, { wishlistId: string; itemId: string }>((d, input) => d.removeFromWishlist(services, input)),
      moveToCart: load<MoveAnswer, { wishlistId: string; itemId: string }>((d, input) => d.moveToCart(services, input)),
    },
  });
