import { describe, expect, it } from 'vitest';
import {
  activeSort,
  clearFilters,
  hasFilters,
  lastPageOf,
  layeredFilters,
  LISTING_MAX_PAGE,
  parseListingQuery,
  priceBounds,
  removeFilter,
  sameListingQuery,
  serializeListingQuery,
  toggleFilter,
  toggleFilterValue,
  withFilters,
  withFilterTypes,
  withPage,
  withSort,
} from '../../src/domain/listing-query';

/** The filters a backend offers: the seed catalogue's, and a colour whose values are words. */
const TYPES = { category_uid: 'equal', price: 'range', brand: 'equal', form: 'equal', dietary: 'equal', colour: 'match' } as const;
const category = (search: string) => parseListingQuery(search, 'category', TYPES);
const search = (query: string) => parseListingQuery(query, 'search', TYPES);

describe('listing query strings', () => {
  it('read filters, sort and page, and write them back in one fixed order', () => {
    const query = category('?page=2&sort=price-desc&dietary=19,17&brand=7&form=10&price=10_20&category=NA==');
    expect(query).toEqual({
      kind: 'category',
      types: TYPES,
      term: '',
      filters: { category_uid: ['NA=='], price: ['10_20'], brand: ['7'], dietary: ['17', '19'], form: ['10'] },
      sort: 'price-desc',
      page: 2,
    });
    expect(serializeListingQuery(query)).toBe('?category=NA==&price=10_20&brand=7&dietary=17,19&form=10&sort=price-desc&page=2');
  });

  it('give the same URL whatever order the values were ticked in', () => {
    const a = toggleFilter(toggleFilter(category(''), 'brand', '12'), 'brand', '7');
    const b = toggleFilter(toggleFilter(category(''), 'brand', '7'), 'brand', '12');
    expect(serializeListingQuery(a)).toBe('?brand=7,12');
    expect(serializeListingQuery(b)).toBe('?brand=7,12');
    expect(sameListingQuery(category('?brand=12&brand=7&utm_source=mail'), a)).toBe(true);
  });

  it('ignore parameters the backend does not filter on, and invalid values', () => {
    expect(category('?utm_source=mail&sku=ZINC&brand=a b,7&price=cheap&category=<script>&query=zinc')).toEqual({
      kind: 'category',
      types: TYPES,
      term: '',
      filters: { brand: ['7'] },
      sort: null,
      page: 1,
    });
    expect(serializeListingQuery(category('?utm_source=mail&brand=a%20b'))).toBe('');
  });

  it('take any attribute the backend filters on, each as its filter type says', () => {
    expect(category('?colour=rouge,vert&brand=7').filters).toEqual({ brand: ['7'], colour: ['rouge'] });
    expect(serializeListingQuery(toggleFilter(category('?colour=rouge'), 'colour', 'vert'))).toBe('?colour=vert');
    // Before the backend has said, the URL's filters are taken as they look; its answer drops the others.
    const unknown = parseListingQuery('?utm_source=mail&brand=7&Bad-Code=1', 'category');
    expect(unknown.filters).toEqual({ brand: ['7'], utm_source: ['mail'] });
    expect(withFilterTypes(unknown, TYPES).filters).toEqual({ brand: ['7'] });
  });

  it('read the backend’s filter input: equal, range and match fields, less those that find products', () => {
    expect(layeredFilters([
      { name: 'category_id', type: 'FilterEqualTypeInput' },
      { name: 'category_uid', type: 'FilterEqualTypeInput' },
      { name: 'name', type: 'FilterMatchTypeInput' },
      { name: 'sku', type: 'FilterEqualTypeInput' },
      { name: 'price', type: 'FilterRangeTypeInput' },
      { name: 'colour', type: 'FilterMatchTypeInput' },
      { name: 'saveur', type: 'FilterEqualTypeInput' },
      { name: 'odd', type: 'SomethingElse' },
      { name: 'none', type: null },
    ])).toEqual({ category_uid: 'equal', price: 'range', colour: 'match', saveur: 'equal' });
  });

  it('read Magento’s answer for a page past the last', () => {
    expect(lastPageOf('currentPage value 99 specified is greater than the 5 page(s) available.')).toBe(5);
    expect(lastPageOf('Some other failure, currentPage value 3 specified is greater than the 2 page(s) available.')).toBe(2);
    expect(lastPageOf('currentPage value must be greater than 0.')).toBeNull();
    expect(lastPageOf('backend down')).toBeNull();
  });

  it('clamp bad page numbers and leave page 1 out', () => {
    expect(category('?page=0').page).toBe(1);
    expect(category('?page=-3').page).toBe(1);
    expect(category('?page=abc').page).toBe(1);
    expect(category('?page=').page).toBe(1);
    expect(category('?page=2.7').page).toBe(2);
    expect(category('?page=99999999999999999999').page).toBe(LISTING_MAX_PAGE);
    expect(serializeListingQuery(category('?page=1&brand=7'))).toBe('?brand=7');
    expect(serializeListingQuery(withPage(category('?brand=7'), 3))).toBe('?brand=7&page=3');
  });

  it('keep the search term first, encoded, and trimmed to Magento’s longest query', () => {
    const query = search('?page=2&query=%20huile%20d%27onagre%2C%20bio%20');
    expect(query.term).toBe("huile d'onagre, bio");
    expect(serializeListingQuery(query)).toBe("?query=huile%20d'onagre,%20bio&page=2");
    expect(search(`?query=${'a'.repeat(300)}`).term).toHaveLength(128);
    expect(sameListingQuery(search('?query=huile+bio'), search('?query=huile%20bio'))).toBe(true);
  });

  it('leave out the default sort of each kind, and refuse a sort the kind does not offer', () => {
    expect(category('?sort=position').sort).toBeNull();
    expect(search('?query=zinc&sort=relevance').sort).toBeNull();
    expect(category('?sort=relevance').sort).toBeNull();
    expect(search('?query=zinc&sort=position').sort).toBeNull();
    expect(activeSort(category(''))).toBe('position');
    expect(activeSort(search('?query=zinc'))).toBe('relevance');
    expect(serializeListingQuery(withSort(category('?page=3'), 'name'))).toBe('?sort=name');
    expect(serializeListingQuery(withSort(category('?sort=name'), 'position'))).toBe('');
  });

  it('take one price range at a time; other filters combine', () => {
    const query = toggleFilter(toggleFilter(category(''), 'price', '0_10'), 'price', '10_20');
    expect(query.filters.price).toEqual(['10_20']);
    expect(toggleFilter(query, 'price', '10_20').filters.price).toBeUndefined();
    expect(category('?price=0_10,10_20').filters.price).toEqual(['0_10']);
    expect(toggleFilterValue({ dietary: ['17'] }, 'dietary', '19')).toEqual({ dietary: ['17', '19'] });
  });

  it('start again from the first page when filters or sort change', () => {
    const onPage3 = category('?brand=7&form=10&page=3');
    expect(toggleFilter(onPage3, 'brand', '8').page).toBe(1);
    expect(removeFilter(onPage3, 'brand', '7')).toMatchObject({ filters: { form: ['10'] }, page: 1 });
    expect(clearFilters(onPage3)).toMatchObject({ filters: {}, page: 1 });
    expect(withFilters(onPage3, { dietary: ['17'] })).toMatchObject({ filters: { dietary: ['17'] }, page: 1 });
    expect(withSort(onPage3, 'name').page).toBe(1);
    expect(hasFilters(onPage3.filters)).toBe(true);
    expect(hasFilters(clearFilters(onPage3).filters)).toBe(false);
  });

  it('read price buckets as bounds, open-ended when a side is missing', () => {
    expect(priceBounds('10_20')).toEqual({ from: 10, to: 20 });
    expect(priceBounds('100_*')).toEqual({ from: 100, to: null });
    expect(priceBounds('_9.5')).toEqual({ from: null, to: 9.5 });
    expect(category('?price=100_*').filters.price).toEqual(['100_*']);
    expect(category('?price=_').filters.price).toBeUndefined();
  });

  it('round-trip: parsing a serialized state gives it back', () => {
    const states = [category(''), category('?category=Mw==,NA==&sort=name&page=4'), search('?query=magnésium&dietary=17&sort=price-asc')];
    for (const state of states) expect(parseListingQuery(serializeListingQuery(state), state.kind, TYPES)).toEqual(state);
  });
});

describe('listing query strings, edge by edge', () => {
  it('before the backend has said, price is a range, other codes take option ids, and reserved names are no filter', () => {
    const untyped = parseListingQuery('?price=10_20,30_40&brand=7,3&colour=deep blue&category_uid=x&sku=MAG&name=Mag&query=x&sort=name&page=2&Brand=1', 'category');
    expect(untyped.filters).toEqual({ price: ['10_20'], brand: ['3', '7'] });
    expect(parseListingQuery('?category=Mw%3D%3D,NQ==', 'category').filters).toEqual({ category_uid: ['Mw==', 'NQ=='] });
  });

  it('orders the filters categories, price, then codes in code-point order, and values numerically when both are numbers', () => {
    const query = parseListingQuery('?zinc=2&form=b,a,10,9,B&price=1_2&category=Mg==&aloe=1', 'category');
    expect(Object.keys(query.filters)).toEqual(['category_uid', 'price', 'aloe', 'form', 'zinc']);
    expect(query.filters.form).toEqual(['9', '10', 'B', 'a', 'b']);
    expect(serializeListingQuery(query)).toBe('?category=Mg==&price=1_2&aloe=1&form=9,10,B,a,b&zinc=2');
    expect(parseListingQuery('?form=10,9a,9', 'category').filters.form).toEqual(['9', '10', '9a']);
  });

  it('gives the same values in the same order however they were written', () => {
    const values = ['10', 'a9', '9', '9a', 'B'];
    const permutations = (list: string[]): string[][] =>
      list.length <= 1 ? [list] : list.flatMap((first, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [first, ...rest]));
    const urls = new Set(permutations(values).map((order) => serializeListingQuery(parseListingQuery(`?form=${order.join(',')}`, 'category'))));
    expect([...urls]).toEqual(['?form=9,10,9a,B,a9']);
  });

  it('trims the values of a list and reads the page only from a number', () => {
    expect(category('?brand= 7 , 3').filters).toEqual({ brand: ['3', '7'] });
    expect(category('?page= 3 ').page).toBe(3);
    expect(category('?page=3.').page).toBe(3);
    expect(category('?page=x3').page).toBe(1);
    expect(category('?page=3x').page).toBe(1);
    expect(category('?page=3.5.1').page).toBe(1);
  });

  it('writes the term for a search only', () => {
    expect(serializeListingQuery({ ...category(''), term: 'magnesium' })).toBe('');
    expect(serializeListingQuery(search('?query=magn%C3%A9sium&page=1'))).toBe('?query=magn%C3%A9sium');
    expect(serializeListingQuery(search(''))).toBe('');
  });

  it('tells listings apart by kind, filters, sort and page', () => {
    expect(sameListingQuery(category('?brand=7&page=2'), category('?page=2&brand=7'))).toBe(true);
    expect(sameListingQuery(category(''), search(''))).toBe(false);
    expect(sameListingQuery(category('?brand=7'), category('?brand=3'))).toBe(false);
  });

  it('has filters only when one holds a value', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ brand: [] })).toBe(false);
    expect(hasFilters({ brand: [], form: ['1'] })).toBe(true);
  });

  it('ticks a value onto a filter that had none, unticks only that value', () => {
    expect(toggleFilterValue({}, 'brand', '7', TYPES)).toEqual({ brand: ['7'] });
    expect(toggleFilterValue({ brand: ['3', '7'] }, 'brand', '7', TYPES)).toEqual({ brand: ['3'] });
    expect(toggleFilterValue({ colour: ['red'] }, 'colour', 'blue', TYPES)).toEqual({ colour: ['blue'] });
    const query = category('?brand=3,7&form=1');
    expect(removeFilter(query, 'brand', '7').filters).toEqual({ brand: ['3'], form: ['1'] });
    expect(removeFilter(query, 'dietary', '2').filters).toEqual({ brand: ['3', '7'], form: ['1'] });
    expect(removeFilter(query, 'colour', 'red').filters).toEqual({ brand: ['3', '7'], form: ['1'] });
  });

  it('reads price bounds only from plain numbers', () => {
    expect(priceBounds('10.5_20')).toEqual({ from: 10.5, to: 20 });
    expect(priceBounds('9.99_19.99')).toEqual({ from: 9.99, to: 19.99 });
    expect(priceBounds('1e3_x20')).toEqual({ from: null, to: null });
    expect(priceBounds('10._20.')).toEqual({ from: null, to: null });
  });

  it('reads a last page of one or more from Magento’s answer, with several digits', () => {
    expect(lastPageOf('currentPage value 120 specified is greater than the 12 page(s) available.')).toBe(12);
    expect(lastPageOf('currentPage value 2 specified is greater than the 1 page(s) available.')).toBe(1);
    expect(lastPageOf('currentPage value 2 specified is greater than the 0 page(s) available.')).toBeNull();
  });
});
