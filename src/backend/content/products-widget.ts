import { URL_SUFFIX } from '../../domain/store';
import { productImageUrl } from '../catalog/media-url';
import type { CatalogSession, ProductRecord } from '../catalog/product-repository';
import type { ProductFilter, ProductSearch, SearchRequest } from '../catalog/product-search';
import { escapeHtml } from './directives';
import { productConditions, type ProductCondition } from './widget-conditions';

export interface ProductsWidgetDeps {
  search: ProductSearch;
  session: CatalogSession;
  baseUrl: string;
  mediaUrl: string;
  storeCode: string;
}

/** Magento's ProductsList widget default. */
const DEFAULT_COUNT = 10;
const IMAGE = { width: 240, height: 300 };
const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * Renders Magento's catalog products list widget: the product items Magento's grid and carousel templates output,
 * with the class names storefronts read (a.product-item-photo and a.product-item-link carry the product URL).
 */
export function renderProductsWidget(params: Record<string, string>, deps: ProductsWidgetDeps): string {
  const { ids, skuOrder } = selectProducts(params, deps.search);
  const count = Math.max(1, Number.parseInt(params.products_count ?? '', 10) || DEFAULT_COUNT);
  let ordered = ids;
  if (skuOrder && (params.sort_order === undefined || params.sort_order === 'position' || params.sort_order === 'position_by_sku')) {
    const rank = new Map(skuOrder.map((sku, i) => [sku.toLowerCase(), i]));
    const bySku = deps.session.products(ids);
    ordered = bySku.sort((a, b) => (rank.get(a.sku.toLowerCase()) ?? 0) - (rank.get(b.sku.toLowerCase()) ?? 0)).map((p) => p.entity_id);
  }
  const products = deps.session.products(ordered.slice(0, count));
  const carousel = (params.template ?? '').includes('carousel');
  const items = products.map((p) => item(p, deps)).join('');
  return `<div class="block widget block-products-list ${carousel ? 'carousel' : 'grid'}"><div class="block-content">`
    + `<div class="products-${carousel ? 'carousel' : 'grid'} ${carousel ? 'carousel' : 'grid'}">`
    + `<ol class="product-items ${carousel ? 'widget-product-carousel' : 'widget-product-grid'}">${items}</ol>`
    + '</div></div></div>';
}

function item(p: ProductRecord, deps: ProductsWidgetDeps): string {
  const url = `${deps.baseUrl}${p.url_key}${URL_SUFFIX}`;
  const name = escapeHtml(p.name);
  const image = p.media[0];
  const src = image
    ? productImageUrl(deps.mediaUrl, image.file, { ...IMAGE, store: deps.storeCode, 'image-type': 'small_image' })
    : '';
  const final = p.min_price;
  const regular = p.min_regular_price;
  const prices = final < regular
    ? `<span class="special-price">${amount(p, final, 'finalPrice')}</span><span class="old-price">${amount(p, regular, 'oldPrice')}</span>`
    : amount(p, final, 'finalPrice');
  return '<li class="product-item"><div class="product-item-info">'
    + `<a href="${url}" class="product-item-photo"><span class="product-image-container" style="width:${IMAGE.width}px;">`
    + `<span class="product-image-wrapper" style="padding-bottom: ${(IMAGE.height / IMAGE.width) * 100}%;">`
    + `<img class="product-image-photo" src="${escapeHtml(src)}" width="${IMAGE.width}" height="${IMAGE.height}" alt="${name}"/>`
    + '</span></span></a><div class="product-item-details">'
    + `<strong class="product-item-name"><a title="${name}" href="${url}" class="product-item-link">${name}</a></strong>`
    + `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${p.entity_id}">${prices}</div>`
    + '</div></div></li>';
}

function amount(p: ProductRecord, value: number, type: string): string {
  return `<span class="price-container price-final_price tax"><span id="${type === 'oldPrice' ? 'old-' : ''}product-price-${p.entity_id}"`
    + ` data-price-amount="${value}" data-price-type="${type}" class="price-wrapper"><span class="price">${price.format(value)}</span></span></span>`;
}

/** The products a widget lists: from conditions_encoded, else from Page Builder's condition_option, else all. */
function selectProducts(params: Record<string, string>, search: ProductSearch): { ids: number[]; skuOrder?: string[] } {
  const decoded = params.conditions_encoded ? productConditions(params.conditions_encoded) : undefined;
  let conditions: ProductCondition[] = decoded?.conditions ?? [];
  let aggregator = decoded?.aggregator ?? 'all';
  if (conditions.length === 0 && params.condition_option && params.condition_option_value) {
    conditions = [{ attribute: params.condition_option, operator: '()', value: params.condition_option_value }];
    aggregator = 'all';
  }
  const sort = sortFor(params.sort_order);
  const supported = conditions.filter((c) => c.attribute === 'sku' || c.attribute === 'category_ids');
  if (supported.length === 0) return { ids: search.search({ filter: {}, sort }) };

  const list = (value: string) => value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  const sets = supported.map((c) => {
    const filter: ProductFilter = c.attribute === 'sku'
      ? { skus: list(c.value) }
      : { categoryIds: list(c.value).map(Number).filter(Number.isInteger) };
    const matched = new Set(search.search({ filter, sort }));
    if (!c.operator.startsWith('!')) return matched;
    return new Set(search.search({ filter: {}, sort }).filter((id) => !matched.has(id)));
  });
  const chosen = sets.reduce((acc, set) => new Set(aggregator === 'all'
    ? [...acc].filter((id) => set.has(id))
    : [...acc, ...set]));
  const categoryIds = supported.length === 1 && supported[0]!.attribute === 'category_ids'
    ? list(supported[0]!.value).map(Number).filter(Number.isInteger) : undefined;
  const ids = search.search({ filter: { productIds: [...chosen], ...(categoryIds ? { categoryIds } : {}) }, sort });
  const skuCondition = supported.find((c) => c.attribute === 'sku' && !c.operator.startsWith('!'));
  return { ids, ...(skuCondition ? { skuOrder: list(skuCondition.value) } : {}) };
}

function sortFor(order: string | undefined): SearchRequest['sort'] {
  switch (order) {
    case 'name_ascending': return [{ field: 'name', direction: 'ASC' }];
    case 'name_descending': return [{ field: 'name', direction: 'DESC' }];
    case 'price_low_to_high': return [{ field: 'price', direction: 'ASC' }];
    case 'price_high_to_low': return [{ field: 'price', direction: 'DESC' }];
    default: return [{ field: 'position', direction: 'ASC' }];
  }
}
