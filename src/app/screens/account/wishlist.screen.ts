import { defineScreen } from '../screen';

export const wishlistScreen = defineScreen({
  kind: 'wishlist',
  chart: 'wishlistPage',
  view: () => import('./wishlist-page').then((m) => m.WishlistPage),
  logic: () => import('../../services/pages/wishlist').then((m) => m.wishlistLogic),
  messages: 'accountArea',
});
