import { defineScreen } from '../screen';

export const subscriptionsScreen = defineScreen({
  kind: 'subscriptions',
  chart: 'subscriptions',
  view: () => import('./subscriptions-page').then((m) => m.SubscriptionsPage),
  logic: () => import('../../services/pages/subscriptions').then((m) => m.subscriptionsLogic),
  messages: 'accountArea',
});
