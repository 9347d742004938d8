import { defineScreen } from '../screen';

export const contactScreen = defineScreen({
  kind: 'contact',
  chart: 'contact',
  view: () => import('./contact-page').then((m) => m.ContactPage),
  logic: () => import('../../services/pages/contact').then((m) => m.contactLogic),
  messages: 'contact',
});
