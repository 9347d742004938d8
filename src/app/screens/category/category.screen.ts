import { defineScreen } from '../screen';

export const categoryScreen = defineScreen({
  kind: 'category',
  chart: 'catalogListing',
  view: () => import('./category-page').then((m) => m.CategoryPage),
  logic: () => import('../../services/pages/listing').then((m) => m.listingLogic),
  messages: 'listing',
});
