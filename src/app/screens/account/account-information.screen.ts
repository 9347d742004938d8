import { defineScreen } from '../screen';

export const accountInformationScreen = defineScreen({
  kind: 'accountInformation',
  chart: 'accountInformation',
  view: () => import('./account-information-page').then((m) => m.AccountInformationPage),
  logic: () => import('../../services/pages/profile').then((m) => m.accountInformationLogic),
  messages: 'accountArea',
});
