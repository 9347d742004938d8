import { defineScreen } from '../screen';

export const searchScreen = defineScreen({
  kind: 'search',
  chart: 'catalogListing',
  view: () => import('./search-page').then((m) => m.SearchPage),
  logic: () => import('../../services/pages/listing').then((m) => m.listingLogic),
  messages: 'listing',
});
