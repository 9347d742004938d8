import type { CatalogListingActor, CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import { usePage, usePageState } from '../page-actor';

/** The listing machine of the page on screen, to send it the shopper's events. */
export function useListingActor(): CatalogListingActor {
  return usePage('search', 'category');
}

/** The path of the listing on screen (not of a location being prepared): links to its other pages keep it. */
export function usePagePath(): string {
  return usePageState((s: CatalogListingSnapshot) => s.context.path);
}
