import { URL_SUFFIX } from '../../../domain/store';
import { ATTRIBUTES, type AttributeDefinition } from '../../catalog/attributes';
import { productImageUrl } from '../../catalog/media-url';
import type { MediaRow, ProductRecord } from '../../catalog/product-repository';
import type { ProductFilter, SearchRequest, SortDirection, SortField, TextMatch } from '../../catalog/product-search';
import type { LinkKind } from '../../seed/product-links';
import type { Context } from '../context';
import { inputError } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import { decodeIdUid, decodeUid, encodeUid } from '../uid';
import type { FieldResolver, Resolvers } from './types';
import { categoryNode } from './categories';

/** Products with fewer units than this show "only N left" (cataloginventory/options/stock_threshold_qty). */
const STOCK_THRESHOLD = 5;

interface EqualFilter { eq?: string | null; in?: Array<string | null> | null }
interface MatchFilter { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null }
interface RangeFilter { from?: string | null; to?: string | null }

interface ProductsArgs {
  search?: string | null;
  filter?: Record<string, EqualFilter | MatchFilter | RangeFilter | null> | null;
  sort?: Partial<Record<SortField, SortDirection | null>> | null;
  pageSize: number;
  currentPage: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A base-currency amount in the request's currency (Content-Currency), at its rate. */
const money = (value: number, context: Context) => ({ value: context.services.stores.convert(value, context.currency), currency: context.currency });

function equalValues(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.eq !== undefined && filter.eq !== null) return [filter.eq];
  if (filter.in !== undefined && filter.in !== null) return filter.in.filter((v): v is string => v !== null);
  return undefined;
}

function matchValue(filter: MatchFilter | null | undefined): TextMatch | undefined {
  if (!filter?.match) return undefined;
  return { match: filter.match, full: filter.match_type === 'FULL' };
}

/** PHP's float cast, which is how Magento reads a price bound: leading number, else 0. */
function priceBound(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

const numeric = (values: string[]) => values.map((v) => (/^\d+$/.test(v.trim()) ? Number(v) : Number.NaN)).filter((n) => !Number.isNaN(n));

/** The storefront's filter input, decoded into the search's terms. */
export function productFilter(input: ProductsArgs['filter'], context: Context): ProductFilter {
  const f = input ?? {};
  const out: ProductFilter = {};
  const eq = (key: string) => equalValues(f[key] as EqualFilter | undefined);
  const categories: number[][] = [];
  const ids = eq('category_id');
  if (ids) categories.push(numeric(ids));
  const uids = eq('category_uid');
  if (uids) categories.push(uids.map(decodeIdUid).filter((n) => !Number.isNaN(n)));
  const paths = eq('category_url_path');
  if (paths) {
    categories.push(paths.map((p) => context.services.categories.byUrlPath(p.replace(/^\/+|\/+$/g, ''))?.entity_id)
      .filter((n): n is number => n !== undefined));
  }
  if (categories.length > 0) {
    // Several category filters must all hold: keep the categories they agree on.
    out.categoryIds = categories.reduce((a, b) => a.filter((x) => b.includes(x)));
  }
  const skus = eq('sku');
  if (skus) out.skus = skus;
  const urlKeys = eq('url_key');
  if (urlKeys) out.urlKeys = urlKeys;
  const name = matchValue(f.name as MatchFilter | undefined);
  if (name) out.name = name;
  const description = matchValue(f.description as MatchFilter | undefined);
  if (description) out.description = description;
  const shortDescription = matchValue(f.short_description as MatchFilter | undefined);
  if (shortDescription) out.shortDescription = shortDescription;
  const price = f.price as RangeFilter | undefined;
  if (price) {
    const from = priceBound(price.from);
    const to = priceBound(price.to);
    if (from !== undefined || to !== undefined) out.price = { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
  }
  // The other fields are the filterable attributes the schema declares for this installation.
  for (const attribute of context.services.search.filterable) {
    const ids = eq(attribute.code);
    if (ids) out.attributes = { ...out.attributes, [attribute.code]: numeric(ids) };
  }
  return out;
}

function sortOrder(args: ProductsArgs, isSearch: boolean): SearchRequest['sort'] {
  const sort = Object.entries(args.sort ?? {})
    .filter((e): e is [SortField, SortDirection] => e[1] === 'ASC' || e[1] === 'DESC')
    .map(([field, direction]) => ({ field, direction }));
  if (sort.length > 0) return sort;
  return isSearch
    ? [{ field: 'relevance', direction: 'DESC' }, { field: 'position', direction: 'ASC' }]
    : [{ field: 'position', direction: 'ASC' }];
}

function sortFields(isSearch: boolean, context: Context) {
  const options = [
    { label: 'Position', value: 'position' },
    { label: 'Nom du produit', value: 'name' },
    { label: 'Prix', value: 'price' },
  ];
  return isSearch
    ? { default: 'relevance', options: [{ label: 'Pertinence', value: 'relevance' }, ...options] }
    : { default: String(context.services.config.store.catalog_default_sort_by ?? 'position'), options };
}

/** A listing page: what products, category products and search share. */
export function listing(args: ProductsArgs, context: Context, extra: ProductFilter = {}) {
  checkPaging(args.pageSize, args.currentPage);
  const isSearch = args.search !== undefined && args.search !== null;
  const filter = { ...productFilter(args.filter, context), ...extra };
  const ids = context.services.search.search({ ...(isSearch ? { search: args.search! } : {}), filter, sort: sortOrder(args, isSearch) });
  const page_info = pageInfo(ids.length, args.pageSize, args.currentPage);
  const items = context.session.products(pageSlice(ids, args.pageSize, args.currentPage));
  context.cache.tag('cat_p', ...items.map((p) => `cat_p_${p.entity_id}`));
  return {
    total_count: ids.length,
    items,
    page_info,
    sort_fields: sortFields(isSearch, context),
    suggestions: null,
    aggregations: (agg: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null }) =>
      context.services.search.aggregations(ids, filter, agg.filter?.category?.includeDirectChildrenOnly === true),
  };
}

function image(product: ProductRecord, context: Context, media: MediaRow | undefined) {
  if (!media) return null;
  return {
    url: productImageUrl(context.mediaUrl, media.file),
    label: media.label || product.name,
    position: media.position,
    disabled: media.disabled === 1,
  };
}

function productPrice(regular: number, final: number, context: Context) {
  const amountOff = round2(Math.max(0, regular - final));
  return {
    regular_price: money(regular, context),
    final_price: money(final, context),
    discount: { amount_off: context.services.stores.convert(amountOff, context.currency), percent_off: regular > 0 ? round2((amountOff / regular) * 100) : 0 },
    fixed_product_taxes: [],
  };
}

const attributeFlags: Record<string, (a: AttributeDefinition) => boolean> = {
  is_comparable: (a) => a.comparable,
  is_filterable: (a) => a.filterable,
  is_filterable_in_search: (a) => a.filterable,
  is_html_allowed_on_front: (a) => a.htmlAllowedOnFront,
  is_searchable: (a) => a.searchable,
  is_used_for_price_rules: () => false,
  is_used_for_promo_rules: () => false,
  is_visible_in_advanced_search: (a) => a.searchable,
  is_visible_on_front: (a) => a.visibleOnFront,
  is_wysiwyg_enabled: () => false,
  used_in_product_listing: (a) => a.usedInProductListing,
};

/** The product's values of the attributes the filters select, select attributes with their option labels. */
function customAttributes(p: ProductRecord, filters: Record<string, boolean | null> | null | undefined) {
  const wanted = Object.entries(filters ?? {}).filter((e): e is [string, boolean] => typeof e[1] === 'boolean');
  const items: unknown[] = [];
  for (const attribute of Object.values(ATTRIBUTES) as AttributeDefinition[]) {
    if (!wanted.every(([flag, value]) => attributeFlags[flag]?.(attribute) === value)) continue;
    if (attribute.input === 'textarea') {
      const value = attribute.code === 'ingredients' ? p.ingredients : p.dosage;
      if (value) items.push({ code: attribute.code, value });
      continue;
    }
    // brand and form are product columns; the other select attributes are option rows.
    const column = attribute.code === 'brand' ? [p.brand_id, p.brand_label] : attribute.code === 'form' ? [p.form_id, p.form_label] : null;
    const selected = column
      ? (column[0] === null ? [] : [{ label: String(column[1]), value: String(column[0]) }])
      : p.options.filter((o) => o.attribute_id === attribute.id).map((o) => ({ label: o.label, value: String(o.option_id) }));
    if (selected.length > 0) items.push({ code: attribute.code, selected_options: selected });
  }
  return { items, errors: [] };
}

const configurableValueUid = (attributeId: number, optionId: number) => encodeUid(`configurable/${attributeId}/${optionId}`);

function variantAttributes(parent: ProductRecord, variant: ProductRecord) {
  return parent.superAttributes.map((s) => {
    const value = variant.options.find((o) => o.attribute_id === s.attribute_id);
    return value ? { code: s.attribute_code, label: value.label, uid: configurableValueUid(s.attribute_id, value.option_id), value_index: value.option_id } : null;
  }).filter((a) => a !== null);
}

function optionsSelection(p: ProductRecord, uids: readonly string[] | null | undefined, context: Context) {
  const selected = new Map<number, number>();
  for (const uid of uids ?? []) {
    const m = /^configurable\/(\d+)\/(\d+)$/.exec(decodeUid(uid));
    if (m) selected.set(Number(m[1]), Number(m[2]));
  }
  const variants = context.session.products(p.variantIds);
  const valueOf = (v: ProductRecord, attributeId: number) => v.options.find((o) => o.attribute_id === attributeId)?.option_id;
  const matches = (v: ProductRecord, except?: number) =>
    [...selected].every(([attributeId, optionId]) => attributeId === except || valueOf(v, attributeId) === optionId);
  const available = (attributeId: number) => new Set(variants
    .filter((v) => v.qty > 0 && matches(v, attributeId)).map((v) => valueOf(v, attributeId)));
  const variant = selected.size === p.superAttributes.length ? variants.find((v) => matches(v)) ?? null : null;
  return {
    configurable_options: p.superAttributes.map((s) => {
      const open = available(s.attribute_id);
      return {
        attribute_code: s.attribute_code,
        label: s.label,
        uid: encodeUid(`configurable/${p.entity_id}/${s.attribute_id}`),
        values: s.values.map((v) => ({
          uid: configurableValueUid(s.attribute_id, v.option_id), label: v.label, is_available: open.has(v.option_id),
          is_use_default: false, swatch: null,
        })),
      };
    }),
    options_available_for_selection: p.superAttributes.map((s) => ({
      attribute_code: s.attribute_code,
      option_value_uids: [...available(s.attribute_id)].filter((id): id is number => id !== undefined)
        .map((id) => configurableValueUid(s.attribute_id, id)),
    })),
    variant,
    media_gallery: (variant ?? p).media.map((m) => ({ ...image(variant ?? p, context, m)!, __typename: 'ProductImage' })),
  };
}

/**
 * A product's links of one kind that a shopper may see (visibility 4: catalogue and search), in their order; the answer is
 * tagged with each of them, so that a change to one refreshes the pages that show it.
 */
function linkedProducts(p: ProductRecord, kind: LinkKind, context: Context): ProductRecord[] {
  const linked = context.session.products(context.services.links.of(p.entity_id, kind)).filter((l) => l.visibility === 4);
  context.cache.tag('cat_p', ...linked.map((l) => `cat_p_${l.entity_id}`));
  return linked;
}

const relativeUrl = (p: ProductRecord) => (p.url_key ? `${p.url_key}${URL_SUFFIX}` : null);

/** Fields every product type has (SimpleProduct and ConfigurableProduct both implement ProductInterface). */
const productFields: Record<string, FieldResolver> = {
  uid: (p: ProductRecord) => encodeUid(p.entity_id),
  id: (p: ProductRecord) => p.entity_id,
  attribute_set_id: () => 4,
  type_id: (p: ProductRecord) => p.type_id,
  url_suffix: () => URL_SUFFIX,
  url_path: () => null,
  canonical_url: relativeUrl,
  url_rewrites: (p: ProductRecord) => (p.url_key ? [{ url: relativeUrl(p), parameters: [] }] : []),
  // A route answer carries its own redirect code and relative URL.
  redirect_code: (p: ProductRecord & { redirect_code?: number }) => p.redirect_code ?? 0,
  relative_url: (p: ProductRecord & { relative_url?: string }) => p.relative_url ?? relativeUrl(p),
  type: () => 'PRODUCT',
  // An admin's preview shows a product's draft of these fields (drafts.ts).
  name: (p: ProductRecord, _a, c: Context) => c.drafted('product', p.sku, p).name,
  meta_title: (p: ProductRecord, _a, c: Context) => c.drafted('product', p.sku, p).meta_title,
  meta_description: (p: ProductRecord, _a, c: Context) => c.drafted('product', p.sku, p).meta_description,
  description: (p: ProductRecord, _a, c: Context) => ({ html: c.content(c.drafted('product', p.sku, p).description) ?? '' }),
  short_description: (p: ProductRecord, _a, c: Context) => ({ html: c.content(c.drafted('product', p.sku, p).short_description) ?? '' }),
  meta_keyword: () => null,
  image: (p: ProductRecord, _a, c: Context) => image(p, c, p.media[0]),
  small_image: (p: ProductRecord, _a, c: Context) => image(p, c, p.media[0]),
  thumbnail: (p: ProductRecord, _a, c: Context) => image(p, c, p.media[0]),
  swatch_image: () => null,
  media_gallery: (p: ProductRecord, _a, c: Context) => p.media.map((m) => ({ ...image(p, c, m)!, __typename: 'ProductImage' })),
  media_gallery_entries: (p: ProductRecord) => p.media.map((m, i) => ({
    id: m.value_id, uid: encodeUid(m.value_id), file: m.file, label: m.label, position: m.position,
    disabled: m.disabled === 1, media_type: 'image', types: i === 0 ? ['image', 'small_image', 'thumbnail'] : [],
    content: null, video_content: null,
  })),
  price_range: (p: ProductRecord, _a, c: Context) => ({
    minimum_price: productPrice(p.min_regular_price, p.min_price, c),
    maximum_price: productPrice(p.max_regular_price, p.max_price, c),
  }),
  price_tiers: () => [],
  special_price: (p: ProductRecord) => p.special_price,
  special_from_date: () => null,
  special_to_date: () => null,
  new_from_date: () => null,
  new_to_date: () => null,
  stock_status: (p: ProductRecord) => ((p.type_id === 'configurable' ? p.in_stock === 1 : p.qty > 0) ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: (p: ProductRecord) => (p.type_id === 'simple' && p.qty > 0 && p.qty <= STOCK_THRESHOLD ? p.qty : null),
  categories: (p: ProductRecord, _a, c: Context) => p.categoryIds
    .map((id) => c.services.categories.get(id)).filter((row) => row !== undefined).map((row) => categoryNode(row, c)),
  custom_attributesV2: (p: ProductRecord, args: { filters?: Record<string, boolean | null> | null }) =>
    customAttributes(p, args.filters),
  country_of_manufacture: () => null,
  gift_message_available: () => null,
  options_container: () => 'container2',
  rating_summary: (p: ProductRecord) => p.rating_summary,
  review_count: (p: ProductRecord) => p.review_count,
  related_products: (p: ProductRecord, _a, c: Context) => linkedProducts(p, 'related', c),
  upsell_products: (p: ProductRecord, _a, c: Context) => linkedProducts(p, 'upsell', c),
  crosssell_products: (p: ProductRecord, _a, c: Context) => linkedProducts(p, 'crosssell', c),
  weight: (p: ProductRecord) => p.weight,
};

export const productResolvers: Resolvers = {
  fields: {
    Query: {
      products: (_s, args: ProductsArgs, context: Context) => {
        if ((args.search === undefined || args.search === null) && (args.filter === undefined || args.filter === null)) {
          checkPaging(args.pageSize, args.currentPage);
          throw inputError("'search' or 'filter' input argument is required.");
        }
        return listing(args, context);
      },
    },
    SimpleProduct: productFields,
    ConfigurableProduct: {
      ...productFields,
      configurable_options: (p: ProductRecord) => p.superAttributes.map((s) => ({
        id: s.product_super_attribute_id,
        uid: encodeUid(`configurable/${p.entity_id}/${s.attribute_id}`),
        attribute_id: String(s.attribute_id),
        attribute_id_v2: s.attribute_id,
        attribute_uid: encodeUid(s.attribute_id),
        attribute_code: s.attribute_code,
        label: s.label,
        position: s.position,
        product_id: p.entity_id,
        use_default: false,
        values: s.values.map((v) => ({
          uid: configurableValueUid(s.attribute_id, v.option_id), value_index: v.option_id, label: v.label,
          default_label: v.label, store_label: v.label, use_default_value: true, swatch_data: null,
        })),
      })),
      variants: (p: ProductRecord, _a, c: Context) => c.session.products(p.variantIds)
        .map((v) => ({ product: v, attributes: variantAttributes(p, v) })),
      configurable_product_options_selection: (p: ProductRecord, args: { configurableOptionValueUids?: string[] | null }, c: Context) =>
        optionsSelection(p, args.configurableOptionValueUids, c),
    },
  },
  types: {
    ProductInterface: (p) => ((p as ProductRecord).type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct'),
    PhysicalProductInterface: (p) => ((p as ProductRecord).type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct'),
    MediaGalleryInterface: () => 'ProductImage',
    SwatchDataInterface: () => 'TextSwatchData',
    AttributeValueInterface: (v) => ('selected_options' in (v as object) ? 'AttributeSelectedOptions' : 'AttributeValue'),
    AttributeSelectedOptionInterface: () => 'AttributeSelectedOption',
    AggregationOptionInterface: () => 'AggregationOption',
  },
};
