import { defineScreen } from '../screen';

export const cmsScreen = defineScreen({
  kind: 'cms',
  chart: 'cmsPage',
  view: () => import('./cms-page').then((m) => m.CmsPage),
  logic: 'shell',
});
