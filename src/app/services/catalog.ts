import type { Facet, Listing, ListingInput, ListingProduct, ListingSource } from '../../../machines/catalog-listing.machine';
import { CATALOG_PAGE_SIZE } from '../../domain/constants';
import {
  activeSort,
  FILTER_CODES,
  hasFilters,
  LISTING_SORTS,
  parseListingQuery,
  priceBounds,
  SORT_FIELDS,
  type FilterCode,
  type ListingFilters,
  type ListingQuery,
} from '../../domain/listing-query';
import type { ProductPrice } from '../../domain/product';
import { STORE_CURRENCY, URL_SUFFIX } from '../../domain/store';
import { CATEGORY_LISTING, SEARCH_LISTING } from '../graphql/catalog';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

// The answers of CATEGORY_LISTING and SEARCH_LISTING, as far as the listing reads them.
interface MoneyAnswer {
  value: number | null;
  currency: string | null;
}
interface AggregationAnswer {
  attribute_code: string;
  label: string | null;
  options: ({ label: string | null; value: string; count: number | null } | null)[] | null;
}
interface ItemAnswer {
  __typename: string;
  uid: string;
  name: string;
  sku: string;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: { regular_price: MoneyAnswer; final_price: MoneyAnswer; discount: { percent_off: number | null } | null };
    maximum_price: { final_price: MoneyAnswer } | null;
  };
}
interface FacetsAnswer {
  aggregations: (AggregationAnswer | null)[] | null;
}
interface ListingAnswer {
  categories?: {
    items: ({
      name: string | null;
      description: string | null;
      breadcrumbs: { category_name: string | null; category_url_path: string | null }[] | null;
    } | null)[] | null;
  } | null;
  products: FacetsAnswer & {
    total_count: number | null;
    page_info: { total_pages: number | null } | null;
    sort_fields: { options: ({ value: string | null } | null)[] | null } | null;
    items: (ItemAnswer | null)[] | null;
  };
  categoryFacet?: FacetsAnswer | null;
  priceFacet?: FacetsAnswer | null;
  brandFacet?: FacetsAnswer | null;
  formFacet?: FacetsAnswer | null;
  dietaryFacet?: FacetsAnswer | null;
  allValues?: FacetsAnswer | null;
}

/** The alias of each filter's own counts in the listing documents. */
const FACET_ALIASES = {
  category_uid: 'categoryFacet',
  price: 'priceFacet',
  brand: 'brandFacet',
  form: 'formFacet',
  dietary: 'dietaryFacet',
} as const satisfies Record<FilterCode, string>;

const INCLUDE_FLAGS = {
  category_uid: 'withCategoryFacet',
  price: 'withPriceFacet',
  brand: 'withBrandFacet',
  form: 'withFormFacet',
  dietary: 'withDietaryFacet',
} as const satisfies Record<FilterCode, string>;

type FilterInput = Record<string, { eq?: string; in?: string[]; from?: string; to?: string }>;

/** Magento's `ProductAttributeFilterInput`: the ticked values, within the category of a category page. */
function filterInput(source: ListingSource, filters: ListingFilters): FilterInput {
  const input: FilterInput = {};
  // Ticked subcategories narrow the page's category (they are its children, from its own facet).
  if (filters.category_uid) input.category_uid = { in: [...filters.category_uid] };
  else if (source.kind === 'category') input.category_uid = { eq: source.uid };
  const price = filters.price?.[0];
  if (price) {
    const { from, to } = priceBounds(price);
    input.price = { ...(from !== null && { from: String(from) }), ...(to !== null && { to: String(to) }) };
  }
  for (const code of ['brand', 'form', 'dietary'] as const) {
    const values = filters[code];
    if (values) input[code] = { in: [...values] };
  }
  return input;
}

/**
 * The variables of a listing state, from its parsed query string: the page and the prefetch of a link build
 * them here, so that they always ask the very same request (and the second one is answered by the cache).
 */
export function listingVariables(source: ListingSource, query: ListingQuery): Record<string, unknown> {
  const { field, direction } = SORT_FIELDS[activeSort(query)];
  const variables: Record<string, unknown> = {
    ...(source.kind === 'category' ? { uid: source.uid } : { search: query.term }),
    filter: filterInput(source, query.filters),
    sort: { [field]: direction },
    pageSize: CATALOG_PAGE_SIZE,
    currentPage: query.page,
  };
  for (const code of FILTER_CODES) {
    const ticked = (query.filters[code]?.length ?? 0) > 0;
    variables[INCLUDE_FLAGS[code]] = ticked;
    if (ticked) variables[FACET_ALIASES[code]] = filterInput(source, { ...query.filters, [code]: undefined });
  }
  variables.withAllValues = hasFilters(query.filters);
  if (hasFilters(query.filters)) variables.allValues = filterInput(source, {});
  return variables;
}

const optionsOf = (from: FacetsAnswer | null | undefined, code: FilterCode) =>
  from?.aggregations?.find((aggregation) => aggregation?.attribute_code === code) ?? null;

/**
 * Each filter's values, from its own counts when it has ticked values; a ticked value that matches nothing with the
 * other filters is still listed (count 0, named from the unfiltered values) so that it can be unticked.
 */
function facetsOf(answer: ListingAnswer, query: ListingQuery): Facet[] {
  return FILTER_CODES.flatMap((code) => {
    const ticked = query.filters[code] ?? [];
    const aggregation = optionsOf(ticked.length > 0 ? answer[FACET_ALIASES[code]] : answer.products, code);
    const names = new Map<string, string>();
    for (const option of [...(optionsOf(answer.allValues, code)?.options ?? []), ...(aggregation?.options ?? [])]) {
      if (option) names.set(option.value, option.label ?? option.value);
    }
    const options = (aggregation?.options ?? [])
      .filter((option) => option !== null)
      .map((option) => ({ value: option.value, label: option.label ?? option.value, count: option.count ?? 0 }));
    const missing = ticked.filter((value) => !options.some((option) => option.value === value) && names.has(value));
    const all = [...options, ...missing.map((value) => ({ value, label: names.get(value)!, count: 0 }))];
    const label = aggregation?.label ?? optionsOf(answer.allValues, code)?.label ?? code;
    return all.length > 0 ? [{ code, label, options: all }] : [];
  });
}

const money = (answer: MoneyAnswer, currency: string) => ({ value: answer.value ?? 0, currency: answer.currency ?? currency });

function productOf(item: ItemAnswer): ListingProduct {
  const { minimum_price: lowest, maximum_price: highest } = item.price_range;
  const currency = lowest.final_price.currency ?? lowest.regular_price.currency ?? STORE_CURRENCY;
  const price: ProductPrice = {
    regular: money(lowest.regular_price, currency),
    final: money(lowest.final_price, currency),
    percentOff: lowest.discount?.percent_off ?? 0,
  };
  return {
    uid: item.uid,
    name: item.name,
    sku: item.sku,
    typename: item.__typename,
    href: `/${item.url_key ?? ''}${item.url_suffix ?? URL_SUFFIX}`,
    image: item.small_image?.url ? { url: item.small_image.url, label: item.small_image.label || item.name } : null,
    price,
    priceVaries: (highest?.final_price.value ?? price.final.value) > price.final.value,
    inStock: item.stock_status !== 'OUT_OF_STOCK',
  };
}

/** A page of a category's products or of search results, with the category's header, filters and sorts. */
export async function loadListing({ client }: DataServices, { source, search }: ListingInput): Promise<Listing> {
  const query = parseListingQuery(search, source.kind);
  const variables = listingVariables(source, query);
  const answer = await queryData<ListingAnswer>(await client(), source.kind === 'category' ? CATEGORY_LISTING : SEARCH_LISTING, variables);
  const category = answer.categories?.items?.[0];
  if (source.kind === 'category' && !category) throw new Error(`Category ${source.uid} is not in the catalogue.`);
  const offered = new Set((answer.products.sort_fields?.options ?? []).map((option) => option?.value));
  return {
    category: category
      ? {
          name: category.name ?? '',
          description: category.description || null,
          breadcrumbs: (category.breadcrumbs ?? []).map((crumb) => ({
            name: crumb.category_name ?? '',
            href: `/${crumb.category_url_path ?? ''}${URL_SUFFIX}`,
          })),
        }
      : null,
    totalCount: answer.products.total_count ?? 0,
    totalPages: answer.products.page_info?.total_pages ?? 0,
    products: (answer.products.items ?? []).filter((item) => item !== null).map(productOf),
    facets: facetsOf(answer, query),
    sorts: LISTING_SORTS[source.kind].filter((choice) => offered.has(SORT_FIELDS[choice].field)),
  };
}
