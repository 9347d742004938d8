import { defineScreen } from '../screen';

export const homeScreen = defineScreen({
  kind: 'home',
  chart: 'cmsPage',
  view: () => import('./home').then((m) => m.Home),
  logic: 'shell',
});
