import { defineScreen } from '../screen';

export const checkoutScreen = defineScreen({
  kind: 'checkout',
  chart: 'checkout',
  view: () => import('./checkout-page').then((m) => m.CheckoutPage),
  logic: () => import('../../services/pages/checkout').then((m) => m.checkoutLogic),
  messages: 'checkout',
});
