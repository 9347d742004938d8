import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type { Client } from '@urql/core';
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
import { URL_SUFFIX } from '../../domain/store';
import { CATEGORY_LISTING, SEARCH_LISTING, type LISTING_FACETS, type LISTING_PRODUCT } from '../graphql/catalog';
import type { ProductAttributeFilterInput } from '../graphql/generated/graphql';
import { catalogueContent } from '../pagebuilder/parse';
import { image, shownPrice } from './fragments';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** A search results page has no category. */
type ListingAnswer = ResultOf<typeof CATEGORY_LISTING> | (ResultOf<typeof SEARCH_LISTING> & { categories?: undefined });
/** Everything but the category's uid or the search's words: the same in both listing documents. */
type SharedVariables = Omit<VariablesOf<typeof SEARCH_LISTING>, 'search'>;

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

/** Magento's `ProductAttributeFilterInput`: the ticked values, within the category of a category page. */
function filterInput(source: ListingSource, filters: ListingFilters): ProductAttributeFilterInput {
  const input: ProductAttributeFilterInput = {};
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
export function listingVariables(
  source: ListingSource,
  query: ListingQuery,
): VariablesOf<typeof CATEGORY_LISTING> | VariablesOf<typeof SEARCH_LISTING> {
  const { field, direction } = SORT_FIELDS[activeSort(query)];
  const variables: SharedVariables = {
    filter: filterInput(source, query.filters),
    sort: { [field]: direction },
    pageSize: CATALOG_PAGE_SIZE,
    currentPage: query.page,
    withCategoryFacet: false,
    withPriceFacet: false,
    withBrandFacet: false,
    withFormFacet: false,
    withDietaryFacet: false,
    withAllValues: hasFilters(query.filters),
  };
  for (const code of FILTER_CODES) {
    if (!query.filters[code]?.length) continue;
    variables[INCLUDE_FLAGS[code]] = true;
    variables[FACET_ALIASES[code]] = filterInput(source, { ...query.filters, [code]: undefined });
  }
  if (hasFilters(query.filters)) variables.allValues = filterInput(source, {});
  return source.kind === 'category' ? { uid: source.uid, ...variables } : { search: query.term, ...variables };
}

const optionsOf = (from: ResultOf<typeof LISTING_FACETS> | null | undefined, code: FilterCode) =>
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

function productOf(item: ResultOf<typeof LISTING_PRODUCT>): ListingProduct {
  const name = item.name ?? '';
  const price = shownPrice(item.price_range.minimum_price);
  return {
    uid: item.uid,
    name,
    sku: item.sku ?? '',
    typename: item.__typename,
    href: `/${item.url_key ?? ''}${item.url_suffix ?? URL_SUFFIX}`,
    image: image(item.small_image, name),
    price,
    priceVaries: (item.price_range.maximum_price?.final_price.value ?? price.final.value) > price.final.value,
    inStock: item.stock_status !== 'OUT_OF_STOCK',
  };
}

function listingAnswer(client: Client, variables: ReturnType<typeof listingVariables>): Promise<ListingAnswer> {
  return 'uid' in variables ? queryData(client, CATEGORY_LISTING, variables) : queryData(client, SEARCH_LISTING, variables);
}

/** A page of a category's products or of search results, with the category's header, filters and sorts. */
export async function loadListing({ client }: DataServices, { source, search }: ListingInput): Promise<Listing> {
  const query = parseListingQuery(search, source.kind);
  const variables = listingVariables(source, query);
  const answer = await listingAnswer(await client(), variables);
  const category = answer.categories?.items?.[0];
  if (source.kind === 'category' && !category) throw new Error(`Category ${source.uid} is not in the catalogue.`);
  const offered = new Set((answer.products?.sort_fields?.options ?? []).map((option) => option?.value));
  return {
    category: category
      ? {
          name: category.name ?? '',
          description: catalogueContent(category.description),
          breadcrumbs: (category.breadcrumbs ?? []).flatMap((crumb) =>
            crumb ? [{ name: crumb.category_name ?? '', href: `/${crumb.category_url_path ?? ''}${URL_SUFFIX}` }] : [],
          ),
        }
      : null,
    totalCount: answer.products?.total_count ?? 0,
    totalPages: answer.products?.page_info?.total_pages ?? 0,
    products: (answer.products?.items ?? []).flatMap((item) => (item ? [productOf(item)] : [])),
    facets: facetsOf(answer, query),
    sorts: LISTING_SORTS[source.kind].filter((choice) => offered.has(SORT_FIELDS[choice].field)),
  };
}
