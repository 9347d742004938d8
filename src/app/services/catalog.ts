import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type { Client } from '@urql/core';
import type { Facet, Listing, ListingInput, ListingProduct, ListingSource } from '../../../machines/catalog-listing.machine';
import { CATALOG_PAGE_SIZE } from '../../domain/constants';
import {
  activeSort,
  hasFilters,
  layeredFilters,
  LISTING_SORTS,
  parseListingQuery,
  priceBounds,
  SORT_FIELDS,
  type FilterCode,
  type FilterTypes,
  type ListingFilters,
  type ListingQuery,
} from '../../domain/listing-query';
import { productRating } from '../../domain/review-stars';
import { DEFAULT_SEARCH_LENGTH, wantsSuggestions } from '../../domain/search';
import { URL_SUFFIX } from '../../domain/store';
import { CATEGORY_LISTING, LISTING_FILTER_TYPES, SEARCH_LISTING, type LISTING_FACETS, type LISTING_PRODUCT } from '../graphql/catalog';
import type { ProductAttributeFilterInput } from '../graphql/generated/graphql';
import { catalogueContent } from '../pagebuilder/parse';
import { image, shownPrice } from './fragments';
import { queryData } from './graphql/request';
import { loadStarScale } from './rating-scale';
import type { DataServices } from './route';

/** A search results page has no category. */
type ListingAnswer = ResultOf<typeof CATEGORY_LISTING> | (ResultOf<typeof SEARCH_LISTING> & { categories?: undefined });
/** Everything but the category's uid or the search's words: the same in both listing documents. */
type SharedVariables = Omit<VariablesOf<typeof SEARCH_LISTING>, 'search'>;

/**
 * The aliases that count a ticked filter's values as if they were not ticked, for the first four filters with
 * ticked values (past that, a filter's values are counted with every filter applied).
 */
const FACET_SLOTS = [
  { alias: 'facet0', flag: 'withFacet0' },
  { alias: 'facet1', flag: 'withFacet1' },
  { alias: 'facet2', flag: 'withFacet2' },
  { alias: 'facet3', flag: 'withFacet3' },
] as const;

/** The filters the backend offers, from its filter input's fields (asked once; then the cache answers). */
export async function loadFilterTypes(client: Client): Promise<FilterTypes> {
  const answer = await queryData(client, LISTING_FILTER_TYPES, {});
  return layeredFilters((answer.__type?.inputFields ?? []).map((field) => ({ name: field.name, type: field.type.name ?? null })));
}

/** Magento's `ProductAttributeFilterInput`: the ticked values as each field's type takes them, within the page's category. */
function filterInput(source: ListingSource, filters: ListingFilters, types: FilterTypes): ProductAttributeFilterInput {
  const input: Record<string, unknown> = {};
  // Ticked subcategories narrow the page's category (they are its children, from its own facet).
  if (filters.category_uid) input.category_uid = { in: [...filters.category_uid] };
  else if (source.kind === 'category') input.category_uid = { eq: source.uid };
  for (const [code, values] of Object.entries(filters)) {
    if (code === 'category_uid' || values.length === 0) continue;
    if (types[code] === 'range') {
      const { from, to } = priceBounds(values[0]!);
      input[code] = { ...(from !== null && { from: String(from) }), ...(to !== null && { to: String(to) }) };
    } else if (types[code] === 'match') input[code] = { match: values[0] };
    else input[code] = { in: [...values] };
  }
  return input as ProductAttributeFilterInput;
}

/** The ticked filters that have their own counts, each with its alias. */
const slotted = (query: ListingQuery) =>
  Object.keys(query.filters)
    .filter((code) => (query.filters[code]?.length ?? 0) > 0)
    .slice(0, FACET_SLOTS.length)
    .map((code, i) => ({ code, ...FACET_SLOTS[i]! }));

/**
 * The variables of a listing state, from its parsed query string and the backend's filters: the page and the
 * prefetch of a link build them here, so that they always ask the very same request (and the second one is
 * answered by the cache).
 */
export function listingVariables(
  source: ListingSource,
  query: ListingQuery,
  types: FilterTypes,
): VariablesOf<typeof CATEGORY_LISTING> | VariablesOf<typeof SEARCH_LISTING> {
  const { field, direction } = SORT_FIELDS[activeSort(query)];
  const variables: SharedVariables = {
    filter: filterInput(source, query.filters, types),
    sort: { [field]: direction },
    pageSize: CATALOG_PAGE_SIZE,
    currentPage: query.page,
    withFacet0: false,
    withFacet1: false,
    withFacet2: false,
    withFacet3: false,
    withAllValues: hasFilters(query.filters),
  };
  for (const { code, alias, flag } of slotted(query)) {
    variables[flag] = true;
    variables[alias] = filterInput(source, { ...query.filters, [code]: [] }, types);
  }
  if (hasFilters(query.filters)) variables.allValues = filterInput(source, {}, types);
  return source.kind === 'category' ? { uid: source.uid, ...variables } : { search: query.term, ...variables };
}

const optionsOf = (from: ResultOf<typeof LISTING_FACETS> | null | undefined, code: FilterCode) =>
  from?.aggregations?.find((aggregation) => aggregation?.attribute_code === code) ?? null;

/**
 * The filters: the answer's aggregations the backend can filter on, in its order, each from its own counts when
 * it has ticked values; a ticked value that matches nothing with the other filters is still listed (count 0,
 * named from the unfiltered values) so that it can be unticked.
 */
function facetsOf(answer: ListingAnswer, query: ListingQuery, types: FilterTypes): Facet[] {
  const own = new Map(slotted(query).map(({ code, alias }) => [code, answer[alias]]));
  const offered = (answer.products?.aggregations ?? []).flatMap((aggregation) => (aggregation ? [aggregation.attribute_code] : []));
  const codes = [...new Set([...offered, ...Object.keys(query.filters)])].filter((code) => code in types);
  return codes.flatMap((code) => {
    const ticked = query.filters[code] ?? [];
    const aggregation = optionsOf(own.get(code) ?? answer.products, code);
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

/** A product's card, from the listing's fragment (any list of products reads it so). */
export function listingProductOf(item: ResultOf<typeof LISTING_PRODUCT>, scale: number | null): ListingProduct {
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
    rating: productRating(item.rating_summary, item.review_count, scale),
  };
}

function listingAnswer(client: Client, variables: ReturnType<typeof listingVariables>): Promise<ListingAnswer> {
  return 'uid' in variables ? queryData(client, CATEGORY_LISTING, variables) : queryData(client, SEARCH_LISTING, variables);
}

/** A page of a category's products or of search results, with the category's header, filters and sorts. */
export async function loadListing({ client }: DataServices, { source, search, searchLength = DEFAULT_SEARCH_LENGTH }: ListingInput): Promise<Listing> {
  const graphql = await client();
  const filterTypes = await loadFilterTypes(graphql);
  const query = parseListingQuery(search, source.kind, filterTypes, searchLength.max);
  // A term shorter than the store's minimum is not sent: Magento would find nothing for it.
  if (source.kind === 'search' && query.term && !wantsSuggestions(query.term, searchLength)) {
    return { category: null, totalCount: 0, totalPages: 0, products: [], facets: [], sorts: [...LISTING_SORTS.search], filterTypes };
  }
  const [answer, scale] = await Promise.all([listingAnswer(graphql, listingVariables(source, query, filterTypes)), loadStarScale(graphql)]);
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
    products: (answer.products?.items ?? []).flatMap((item) => (item ? [listingProductOf(item, scale)] : [])),
    facets: facetsOf(answer, query, filterTypes),
    sorts: LISTING_SORTS[source.kind].filter((choice) => offered.has(SORT_FIELDS[choice].field)),
    filterTypes,
  };
}
