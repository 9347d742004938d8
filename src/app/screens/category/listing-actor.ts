import type { CatalogListingActor } from '../../../../machines/catalog-listing.machine';
import { useRouter } from '../page-actor';

/** The listing machine of the page on screen, to send it the shopper's events. */
export function useListingActor(): CatalogListingActor {
  return useRouter((s) => s.children.page) as CatalogListingActor;
}

/** The path of the page on screen: links to its other pages keep it. */
export function usePagePath(): string {
  return useRouter((s) => s.context.location.path);
}
