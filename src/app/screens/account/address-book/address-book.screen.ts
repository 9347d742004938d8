import { defineScreen } from '../../screen';

export const addressBookScreen = defineScreen({
  kind: 'addressBook',
  chart: 'addressBook',
  view: () => import('./address-book-page').then((m) => m.AddressBookPage),
  logic: () => import('../../../services/pages/address-book').then((m) => m.addressBookLogic),
  messages: 'accountArea',
});
