import type { ResultOf } from '@graphql-typed-document-node/core';
import type { ProductInput } from '../../../machines/product-page.machine';
import { productTrail, visibleImages, type LinkedProduct, type Product, type ProductAttributes } from '../../domain/product';
import { productRating } from '../../domain/review-stars';
import { REVIEW_PAGE_SIZE } from '../../domain/reviews';
import { PRODUCT_DETAILS, type GALLERY_IMAGE, type PRODUCT_PAGE } from '../graphql/product';
import { listingProductOf } from './catalog';
import { catalogueContent } from '../pagebuilder/parse';
import { shownPrice } from './fragments';
import { queryData } from './graphql/request';
import { loadStarScale } from './rating-scale';
import { reviewPageOf } from './reviews';
import type { DataServices } from './route';

type ProductAnswer = ResultOf<typeof PRODUCT_PAGE>;

function attributes(answer: ProductAnswer['custom_attributesV2']): ProductAttributes {
  const items = answer?.items ?? [];
  const find = (code: string) => items.find((item) => item.code === code);
  const labels = (code: string) => {
    const item = find(code);
    return item && 'selected_options' in item ? item.selected_options.map((option) => option.label) : [];
  };
  const value = (code: string) => {
    const item = find(code);
    return item && 'value' in item ? item.value : null;
  };
  return {
    brand: labels('brand')[0] ?? null,
    form: labels('form')[0] ?? null,
    dietary: labels('dietary'),
    ingredients: value('ingredients'),
    dosage: value('dosage'),
  };
}

type ProductCategories = ProductAnswer['categories'];

/** The product's categories with their ancestors, for its trail. */
function categoriesOf(answer: ProductCategories) {
  return (answer ?? []).flatMap((category) =>
    category?.name && category.url_path
      ? [{
          name: category.name,
          urlPath: category.url_path,
          ancestors: (category.breadcrumbs ?? []).flatMap((crumb) =>
            crumb?.category_name && crumb.category_url_path ? [{ name: crumb.category_name, urlPath: crumb.category_url_path }] : [],
          ),
        }]
      : [],
  );
}

/** Linked products as cards (a null entry, which Magento gives for a product it cannot load, is left out). */
const linkedOf = (answer: ProductAnswer['related_products'], scale: number | null): LinkedProduct[] =>
  (answer ?? []).flatMap((item) => (item ? [listingProductOf(item, scale)] : []));

/** The page's product from its answer; its stars on `scale` (the rating metadata's), none without one. */
export function productOf(answer: ProductAnswer, scale: number | null): Product {
  const name = answer.name ?? '';
  const gallery = (media: readonly (ResultOf<typeof GALLERY_IMAGE> | null)[] | null) => visibleImages(media?.filter((entry) => entry !== null), name);
  const minimum = shownPrice(answer.price_range.minimum_price);
  return {
    uid: answer.uid,
    typename: answer.__typename,
    sku: answer.sku ?? '',
    name,
    urlKey: answer.url_key ?? '',
    description: catalogueContent(answer.description?.html),
    shortDescription: catalogueContent(answer.short_description?.html),
    attributes: attributes(answer.custom_attributesV2),
    images: gallery(answer.media_gallery),
    price: { minimum, maximum: answer.price_range.maximum_price ? shownPrice(answer.price_range.maximum_price) : minimum },
    inStock: answer.stock_status === 'IN_STOCK',
    onlyLeft: answer.only_x_left_in_stock,
    options:
      'configurable_options' in answer
        ? (answer.configurable_options ?? []).flatMap((option) =>
            option
              ? [
                  {
                    code: option.attribute_code ?? '',
                    label: option.label ?? '',
                    values: (option.values ?? []).flatMap((value) => (value?.uid ? [{ uid: value.uid, label: value.label ?? '' }] : [])),
                  },
                ]
              : [],
          )
        : [],
    variants:
      'variants' in answer
        ? (answer.variants ?? []).flatMap((variant) =>
            variant?.product
              ? [
                  {
                    uid: variant.product.uid,
                    sku: variant.product.sku ?? '',
                    options: Object.fromEntries((variant.attributes ?? []).flatMap((a) => (a?.code ? [[a.code, a.uid]] : []))),
                    inStock: variant.product.stock_status === 'IN_STOCK',
                    onlyLeft: variant.product.only_x_left_in_stock,
                    images: gallery(variant.product.media_gallery),
                    price: shownPrice(variant.product.price_range.minimum_price),
                  },
                ]
              : [],
          )
        : [],
    metaTitle: answer.meta_title,
    metaDescription: answer.meta_description,
    subscriptionOffer: 'subscription_offer' in answer && answer.subscription_offer
      ? { frequencies: answer.subscription_offer.frequencies, discountPercent: answer.subscription_offer.discount_percent }
      : null,
    rating: productRating(answer.rating_summary, answer.review_count, scale),
    reviews: reviewPageOf(answer.reviews, scale),
    breadcrumbs: productTrail(categoriesOf(answer.categories)),
    related: linkedOf(answer.related_products, scale),
    upsells: linkedOf(answer.upsell_products, scale),
  };
}

/** The product of a product page; null when the catalogue has none with this URL key. */
export async function loadProduct({ client }: DataServices, { urlKey }: ProductInput): Promise<Product | null> {
  const graphql = await client();
  const [{ products }, scale] = await Promise.all([queryData(graphql, PRODUCT_DETAILS, { urlKey, reviewsPageSize: REVIEW_PAGE_SIZE }), loadStarScale(graphql)]);
  const answer = products?.items?.[0];
  return answer ? productOf(answer, scale) : null;
}
