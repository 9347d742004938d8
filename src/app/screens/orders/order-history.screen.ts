import { defineScreen } from '../screen';

export const orderHistoryScreen = defineScreen({
  kind: 'orderHistory',
  chart: 'orderHistory',
  view: () => import('./order-history-page').then((m) => m.OrderHistoryPage),
  logic: () => import('../../services/pages/orders').then((m) => m.orderHistoryLogic),
  messages: 'accountArea',
});
