import { defineScreen } from '../screen';

export const pointOfSaleListScreen = defineScreen({
  kind: 'pointOfSaleList',
  chart: 'pointsOfSale',
  view: () => import('./point-of-sale-list').then((m) => m.PointOfSaleList),
  logic: () => import('../../services/pages/stores').then((m) => m.storesLogic),
  messages: 'stores',
});
