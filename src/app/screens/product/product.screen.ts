import { defineScreen } from '../screen';

export const productScreen = defineScreen({
  kind: 'product',
  chart: 'productPage',
  view: () => import('./product-page').then((m) => m.ProductPage),
  logic: () => import('../../services/pages/product').then((m) => m.productLogic),
  messages: 'product',
});
