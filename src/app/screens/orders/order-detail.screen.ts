import { defineScreen } from '../screen';

export const orderDetailScreen = defineScreen({
  kind: 'orderDetail',
  chart: 'orderDetail',
  view: () => import('./order-detail-page').then((m) => m.OrderDetailPage),
  logic: () => import('../../services/pages/orders').then((m) => m.orderDetailLogic),
  messages: 'accountArea',
});
