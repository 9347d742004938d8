import type { Listing, ListingInput } from '../../../../machines/catalog-listing.machine';
import { catalogListingMachine } from '../../../../machines/catalog-listing.machine';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

type Move = { path: string; search: string };

/**
 * Category and search listings: their data, and a new history entry for each filter, sort or page (back and
 * forward); a page past the last takes the place of its entry.
 */
export const listingLogic: PageLogic = (services, browser) =>
  catalogListingMachine.provide({
    actors: { loadListing: load<Listing, ListingInput>((d, input) => d.loadListing(services, input)) },
    ...(browser && {
      actions: {
        pushSearch: (_: unknown, { path, search }: Move) => browser.navigate(`${path}${search}`, { replace: false }),
        replaceSearch: (_: unknown, { path, search }: Move) => browser.navigate(`${path}${search}`, { replace: true }),
      },
    }),
  });
