import { defineScreen } from '../screen';

export const pointOfSaleScreen = defineScreen({
  kind: 'pointOfSale',
  chart: 'pointsOfSale',
  view: () => import('./point-of-sale').then((m) => m.PointOfSale),
  logic: () => import('../../services/pages/stores').then((m) => m.storesLogic),
  messages: 'stores',
});
