import type { Listing, ListingInput } from '../../../machines/catalog-listing.machine';
import { CATALOG_FIRST_PAGE, CATALOG_PAGE_SIZE } from '../../domain/constants';
import { CATEGORY_LISTING, SEARCH_LISTING } from '../graphql/catalog';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

interface ListingData {
  categories?: { items: { uid: string; name: string }[] };
  products: { total_count: number; items: { uid: string; name: string; url_key: string }[] };
}

export async function loadListing({ client }: DataServices, { source, search }: ListingInput): Promise<Listing> {
  const params = new URLSearchParams(search);
  const currentPage = Number(params.get('page') ?? CATALOG_FIRST_PAGE);
  const variables = { pageSize: CATALOG_PAGE_SIZE, currentPage };
  const data =
    source.kind === 'category'
      ? await queryData<ListingData>(await client(), CATEGORY_LISTING, { ...variables, uid: source.uid })
      : await queryData<ListingData>(await client(), SEARCH_LISTING, { ...variables, query: params.get('query') ?? '' });
  return {
    title: data.categories?.items[0]?.name ?? params.get('query') ?? '',
    totalCount: data.products.total_count,
    items: data.products.items.map((item) => ({ uid: item.uid, name: item.name, urlKey: item.url_key })),
  };
}
