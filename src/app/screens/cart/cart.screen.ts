import { defineScreen } from '../screen';

export const cartScreen = defineScreen({
  kind: 'cart',
  chart: 'cartPage',
  view: () => import('./cart-page').then((m) => m.CartPage),
  logic: () => import('../../services/pages/cart').then((m) => m.cartPageLogic),
  messages: 'checkout',
});
