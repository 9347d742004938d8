import { defineScreen } from '../screen';

export const savedPaymentsScreen = defineScreen({
  kind: 'savedPayments',
  chart: 'savedPayments',
  view: () => import('./saved-payments-page').then((m) => m.SavedPaymentsPage),
  logic: () => import('../../services/pages/saved-payments').then((m) => m.savedPaymentsLogic),
  messages: 'accountArea',
});
