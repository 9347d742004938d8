import { MAX_PICKUP_PLACES } from '../../../domain/pickup';
import { nearestTo, type PickupLocation } from '../../stores/pickup-locations';
import type { Context } from '../context';
import { inputError } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import type { Resolvers } from './types';

type FilterType = { eq?: string | null; in?: (string | null)[] | null } & Record<string, unknown>;

/** Magento's FilterTypeInput offers more operators; pickup locations are looked up by equality only. */
const OPERATORS = new Set(['eq', 'in']);

interface PickupLocationsArgs {
  area?: { radius: number; search_term: string } | null;
  filters?: { pickup_location_code?: FilterType | null; postcode?: FilterType | null; city?: FilterType | null } | null;
  pageSize: number;
  currentPage: number;
}

const matches = (value: string, filter: FilterType | null | undefined) =>
  !filter || ((filter.eq == null || filter.eq === value) && (filter.in == null || filter.in.includes(value)));

/** Magento's PickupLocation. */
const node = (p: PickupLocation) => ({
  pickup_location_code: p.code,
  name: p.name,
  street: p.street,
  postcode: p.postcode,
  city: p.city,
  country_id: p.countryId,
  phone: p.phone,
  latitude: p.latitude,
  longitude: p.longitude,
  description: null,
  contact_name: null,
  email: null,
  fax: null,
  region: null,
  region_id: null,
});

/**
 * InventoryInStorePickupGraphQl's `pickupLocations`: the relay points, filtered by code, postcode or city, and with
 * an area ("69003:FR", or a postcode alone) the nearest first. A page holds at most MAX_PICKUP_PLACES.
 */
export const pickupLocationResolvers: Resolvers = {
  fields: {
    Query: {
      pickupLocations: (_s, args: PickupLocationsArgs, context: Context) => {
        checkPaging(args.pageSize, args.currentPage);
        if (args.pageSize > MAX_PICKUP_PLACES) throw inputError(`pageSize value must be at most ${MAX_PICKUP_PLACES}.`);
        const { filters, area } = args;
        const refused = Object.values(filters ?? {}).flatMap((filter) => Object.keys(filter ?? {}).filter((op) => !OPERATORS.has(op) && filter![op] != null));
        if (refused.length > 0) throw inputError(`The "${refused[0]}" filter is not supported for pickup locations; use "eq" or "in".`);
        let places = context.services.pickupLocations.relays.filter((p) =>
          matches(p.code, filters?.pickup_location_code) && matches(p.postcode, filters?.postcode) && matches(p.city, filters?.city));
        if (area) {
          const [postcode = '', country = 'FR'] = area.search_term.slice(0, 64).split(':');
          if (!/^\d{5}$/.test(postcode.trim())) throw inputError('Please provide a valid postcode in the search term.');
          places = nearestTo(postcode.trim(), places.filter((p) => p.countryId === country.trim().toUpperCase()));
        }
        context.cache.tag('pickup');
        return { total_count: places.length, page_info: pageInfo(places.length, args.pageSize, args.currentPage), items: pageSlice(places, args.pageSize, args.currentPage).map(node) };
      },
    },
  },
};
