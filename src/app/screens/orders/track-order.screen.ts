import { defineScreen } from '../screen';

export const trackOrderScreen = defineScreen({
  kind: 'trackOrder',
  chart: 'trackOrder',
  view: () => import('./track-order-page').then((m) => m.TrackOrderPage),
  logic: () => import('../../services/pages/orders').then((m) => m.trackOrderLogic),
  messages: 'accountArea',
});
