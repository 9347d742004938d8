import { defineScreen } from '../screen';

export const createAccountScreen = defineScreen({
  kind: 'createAccount',
  chart: 'createAccountForm',
  view: () => import('./create-account-page').then((m) => m.CreateAccountPage),
  logic: 'shell',
});
