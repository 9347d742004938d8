import { defineScreen } from '../screen';

export const subscriptionsAuthScreen = defineScreen({
  kind: 'subscriptionsAuth',
  chart: 'subscriptionsAuth',
  view: () => import('./subscriptions-auth-page').then((m) => m.SubscriptionsAuthPage),
  logic: () => import('../../services/pages/subscriptions').then((m) => m.subscriptionsAuthLogic),
  messages: 'accountArea',
});
