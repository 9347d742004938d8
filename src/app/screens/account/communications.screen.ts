import { defineScreen } from '../screen';

export const communicationsScreen = defineScreen({
  kind: 'communications',
  chart: 'communications',
  view: () => import('./communications-page').then((m) => m.CommunicationsPage),
  logic: () => import('../../services/pages/profile').then((m) => m.communicationsLogic),
  messages: 'accountArea',
});
