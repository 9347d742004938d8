import type { Suggestions } from '../../../machines/search-suggestions.machine';
import { SEARCH_SUGGESTIONS_CATEGORIES, SEARCH_SUGGESTIONS_PRODUCTS } from '../../domain/constants';
import { SEARCH_SUGGESTIONS } from '../graphql/search';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** Products and categories for what the shopper typed; aborting `signal` cancels the request. */
export async function loadSuggestions({ client }: DataServices, { query }: { query: string }, signal?: AbortSignal): Promise<Suggestions> {
  const data = await queryData(
    await client(),
    SEARCH_SUGGESTIONS,
    { query, products: SEARCH_SUGGESTIONS_PRODUCTS, categories: SEARCH_SUGGESTIONS_CATEGORIES },
    undefined,
    signal,
  );
  return {
    query,
    products: (data.products?.items ?? []).flatMap((item) => {
      if (!item?.url_key) return [];
      const price = item.price_range.minimum_price.final_price;
      return [
        {
          uid: item.uid,
          name: item.name ?? '',
          href: `/${item.url_key}${item.url_suffix ?? ''}`,
          image: item.small_image?.url ? { url: item.small_image.url, label: item.small_image.label ?? '' } : null,
          price: price.value != null && price.currency ? { value: price.value, currency: price.currency } : null,
        },
      ];
    }),
    categories: (data.categories?.items ?? []).flatMap((item) =>
      item?.name && item.url_path
        ? [
            {
              uid: item.uid,
              name: item.name,
              href: `/${item.url_path}${item.url_suffix ?? ''}`,
              parents: (item.breadcrumbs ?? []).flatMap((crumb) => (crumb?.category_name ? [crumb.category_name] : [])),
            },
          ]
        : [],
    ),
  };
}
