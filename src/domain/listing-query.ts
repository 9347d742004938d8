// Filters, sort and page of a product listing as they live in its URL (spec §2 category page and search
// results, §9 first page 1): parsed from the query string and written back to it, so that a listing can be
// shared, bookmarked, crawled, and walked with back and forward.

import { CATALOG_FIRST_PAGE } from './constants';
import { DEFAULT_SEARCH_LENGTH } from './search';

export type ListingKind = 'category' | 'search';

const PARAMS = { term: 'query', sort: 'sort', page: 'page' } as const;

/**
 * A filter's attribute code, as Magento's layered navigation names it (`category_uid`, `price`, `brand`…): the
 * backend says which attributes it filters on, and how (an installation has its own).
 */
export type FilterCode = string;

/** How the backend filters on an attribute: `ProductAttributeFilterInput`'s field types. */
export type FilterKind = 'equal' | 'range' | 'match';

/** The attributes the backend filters on, with how; null until the backend has said. */
export type FilterTypes = Readonly<Record<FilterCode, FilterKind>>;

/** The input types of `ProductAttributeFilterInput`'s fields, as kinds. */
export const FILTER_INPUT_KINDS: Record<string, FilterKind> = {
  FilterEqualTypeInput: 'equal',
  FilterRangeTypeInput: 'range',
  FilterMatchTypeInput: 'match',
};

/**
 * Fields of Magento's filter input that find products rather than narrow a listing: never read from a listing's
 * URL, whatever an installation's layered navigation offers.
 */
const NOT_LAYERED = new Set(['category_id', 'category_url_path', 'url_key', 'sku', 'name', 'description', 'short_description']);

/** The filters of the backend's filter input that a listing's URL may carry. */
export function layeredFilters(fields: readonly { name: string; type: string | null }[]): FilterTypes {
  return Object.fromEntries(
    fields.flatMap(({ name, type }) => {
      const kind = type ? FILTER_INPUT_KINDS[type] : undefined;
      return kind && !NOT_LAYERED.has(name) ? [[name, kind]] : [];
    }),
  );
}

interface FilterRule {
  /** Its name in the query string. */
  param: string;
  /** Several values at once, any of which matches; or one, which another choice replaces. */
  multiple: boolean;
  /** What a value looks like; anything else in a URL is dropped. */
  valid: RegExp;
}

const CATEGORY_RULE: FilterRule = { param: 'category', multiple: true, valid: /^[A-Za-z0-9+/]+={0,2}$/ };
/** Ranges are Magento's buckets `from_to`, either end open (`*` or nothing). */
const RANGE_VALUE = /^(?=.*\d)(\d+(\.\d+)?|\*)?_(\d+(\.\d+)?|\*)?$/;
/** An attribute code as Magento allows it. */
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,59}$/;

/**
 * A filter's rule: categories, and any attribute filtered on equal values (brands, forms, labels: option ids),
 * combine (any of the ticked values matches); the backend takes one range, and one text, so another choice
 * replaces it. Before the backend has said, `price` is a range and any other attribute takes option ids.
 */
export function filterRule(code: FilterCode, types: FilterTypes | null): FilterRule {
  if (code === 'category_uid') return CATEGORY_RULE;
  const kind = types?.[code] ?? (code === 'price' ? 'range' : 'equal');
  if (kind === 'range') return { param: code, multiple: false, valid: RANGE_VALUE };
  if (kind === 'match') return { param: code, multiple: false, valid: /\S/ };
  return { param: code, multiple: true, valid: /^[^,\s]+$/ };
}

/** The filter a query-string parameter names, if it may name one. */
function codeOfParam(param: string, types: FilterTypes | null): FilterCode | null {
  if (param === CATEGORY_RULE.param) return 'category_uid';
  if (param === 'category_uid' || NOT_LAYERED.has(param) || Object.values(PARAMS).includes(param as never)) return null;
  if (types) return param in types ? param : null;
  return ATTRIBUTE_CODE.test(param) ? param : null;
}

/** The order of the filters in a URL: categories, price, then the attributes by code. */
function compareCodes(a: FilterCode, b: FilterCode): number {
  const rank = (code: FilterCode) => (code === 'category_uid' ? 0 : code === 'price' ? 1 : 2);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The ticked values of each filter; a filter with no value is absent. */
export type ListingFilters = Readonly<Record<FilterCode, readonly string[]>>;

export const SORT_CHOICES = ['relevance', 'position', 'name', 'price-asc', 'price-desc'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/** The sorts a shopper may pick for each kind of listing; the first one is the default (spec §2). */
export const LISTING_SORTS: Record<ListingKind, readonly SortChoice[]> = {
  category: ['position', 'name', 'price-asc', 'price-desc'],
  search: ['relevance', 'name', 'price-asc', 'price-desc'],
};

/** Each sort as Magento's `ProductAttributeSortInput` field and direction. */
export const SORT_FIELDS: Record<SortChoice, { field: 'relevance' | 'position' | 'name' | 'price'; direction: 'ASC' | 'DESC' }> = {
  relevance: { field: 'relevance', direction: 'DESC' },
  position: { field: 'position', direction: 'ASC' },
  name: { field: 'name', direction: 'ASC' },
  'price-asc': { field: 'price', direction: 'ASC' },
  'price-desc': { field: 'price', direction: 'DESC' },
};

/** Past this a page number is a typo or an attack; the backend answers pages past the last with its own error. */
export const LISTING_MAX_PAGE = 10_000;

export interface ListingQuery {
  kind: ListingKind;
  /** The filters the backend offers, once it has said; until then the URL's are taken as they look. */
  types: FilterTypes | null;
  /** What the shopper searched for (search results only; empty on a category). */
  term: string;
  filters: ListingFilters;
  /** Null: the kind's default sort. */
  sort: SortChoice | null;
  page: number;
}


/** Numbers in numeric order, anything else in code-point order: the same filters always give the same URL. */
function compareValues(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The filters in their one canonical form: known filters and valid values only, no duplicates, sorted, empty filters dropped. */
export function normalizeFilters(filters: ListingFilters, types: FilterTypes | null = null): ListingFilters {
  const out: Record<FilterCode, readonly string[]> = {};
  for (const code of Object.keys(filters).sort(compareCodes)) {
    if (code !== 'category_uid' && codeOfParam(code, types) !== code) continue;
    const rule = filterRule(code, types);
    const values = [...new Set((filters[code] ?? []).filter((v) => rule.valid.test(v)))].sort(compareValues);
    const kept = rule.multiple ? values : values.slice(0, 1);
    if (kept.length > 0) out[code] = kept;
  }
  return out;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*-?\d+(\.\d*)?\s*$/.test(raw)) return CATALOG_FIRST_PAGE;
  return Math.min(LISTING_MAX_PAGE, Math.max(CATALOG_FIRST_PAGE, Math.floor(Number(raw))));
}

function parseSort(raw: string | null, kind: ListingKind): SortChoice | null {
  const offered = LISTING_SORTS[kind];
  const sort = offered.find((choice) => choice === raw);
  return sort && sort !== offered[0] ? sort : null;
}

/**
 * A listing's state from its query string: unknown parameters and invalid values are ignored, a bad page
 * number becomes the nearest valid one, the default sort is no sort. The search term is cut at the store's longest
 * (catalog/search/max_query_length).
 */
export function parseListingQuery(
  search: string,
  kind: ListingKind,
  types: FilterTypes | null = null,
  maxTermLength = DEFAULT_SEARCH_LENGTH.max,
): ListingQuery {
  const params = new URLSearchParams(search);
  const filters: Record<FilterCode, string[]> = {};
  for (const [param, value] of params) {
    const code = codeOfParam(param, types);
    if (code) filters[code] = [...(filters[code] ?? []), ...value.split(',').map((v) => v.trim())];
  }
  return {
    kind,
    types,
    term: kind === 'search' ? (params.get(PARAMS.term) ?? '').trim().slice(0, maxTermLength) : '',
    filters: normalizeFilters(filters, types),
    sort: parseSort(params.get(PARAMS.sort), kind),
    page: parsePage(params.get(PARAMS.page)),
  };
}

/** The same state once the backend has said what it filters on: filters it does not offer are dropped. */
export const withFilterTypes = (query: ListingQuery, types: FilterTypes): ListingQuery => ({
  ...query,
  types,
  filters: normalizeFilters(query.filters, types),
});

// Percent-encoding, with "=" and "," kept readable (category uids end in "=", values are listed with ",").
const encode = (value: string) => encodeURIComponent(value).replace(/%3D/g, '=').replace(/%2C/g, ',');

/**
 * The query string of a listing state, "?…" or empty: parameters in a fixed order, values sorted, the default
 * sort and the first page left out. Parsing it gives the same state back.
 */
export function serializeListingQuery(query: ListingQuery): string {
  const parts: string[] = [];
  if (query.kind === 'search' && query.term) parts.push(`${PARAMS.term}=${encode(query.term)}`);
  const filters = normalizeFilters(query.filters, query.types);
  for (const [code, values] of Object.entries(filters)) parts.push(`${filterRule(code, query.types).param}=${values.map(encode).join(',')}`);
  const sort = parseSort(query.sort, query.kind);
  if (sort) parts.push(`${PARAMS.sort}=${sort}`);
  if (query.page > CATALOG_FIRST_PAGE) parts.push(`${PARAMS.page}=${query.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Two states that show the same listing (however their URLs were written). */
export const sameListingQuery = (a: ListingQuery, b: ListingQuery): boolean =>
  a.kind === b.kind && serializeListingQuery(a) === serializeListingQuery(b);

export const isFilterSelected = (filters: ListingFilters, code: FilterCode, value: string): boolean =>
  (filters[code] ?? []).includes(value);

export const hasFilters = (filters: ListingFilters): boolean => Object.values(filters).some((values) => values.length > 0);

/** Ticks or unticks a value; a single-value filter replaces its value. */
export function toggleFilterValue(filters: ListingFilters, code: FilterCode, value: string, types: FilterTypes | null = null): ListingFilters {
  const current = filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : filterRule(code, types).multiple ? [...current, value] : [value];
  return normalizeFilters({ ...filters, [code]: next }, types);
}

// Every change of filters or sort starts again from the first page: the old page number may not exist any more.

export const withFilters = (query: ListingQuery, filters: ListingFilters): ListingQuery => ({
  ...query,
  filters: normalizeFilters(filters, query.types),
  page: CATALOG_FIRST_PAGE,
});

export const toggleFilter = (query: ListingQuery, code: FilterCode, value: string): ListingQuery =>
  withFilters(query, toggleFilterValue(query.filters, code, value, query.types));

export const removeFilter = (query: ListingQuery, code: FilterCode, value: string): ListingQuery =>
  withFilters(query, { ...query.filters, [code]: (query.filters[code] ?? []).filter((v) => v !== value) });

export const clearFilters = (query: ListingQuery): ListingQuery => withFilters(query, {});

export const withSort = (query: ListingQuery, sort: SortChoice): ListingQuery => ({
  ...query,
  sort: parseSort(sort, query.kind),
  page: CATALOG_FIRST_PAGE,
});

export const withPage = (query: ListingQuery, page: number): ListingQuery => ({ ...query, page: parsePage(String(page)) });

/** The sort in force: the chosen one, or the kind's default. */
export const activeSort = (query: ListingQuery): SortChoice => query.sort ?? LISTING_SORTS[query.kind][0]!;

/** A price bucket `10_20` as bounds; `*` or nothing means open-ended. */
export function priceBounds(value: string): { from: number | null; to: number | null } {
  const [from = '', to = ''] = value.split('_');
  const bound = (raw: string) => (/^\d+(\.\d+)?$/.test(raw) ? Number(raw) : null);
  return { from: bound(from), to: bound(to) };
}

/**
 * The last page, from Magento's answer to a page past it ("currentPage value 9 specified is greater than the 5
 * page(s) available."); null for any other failure.
 */
export function lastPageOf(message: string): number | null {
  const match = /currentPage value \d+ specified is greater than the (\d+) page\(s\) available\./.exec(message);
  const last = match ? Number(match[1]) : 0;
  return last >= CATALOG_FIRST_PAGE ? last : null;
}
