import type { ProductInput } from '../../../machines/product-page.machine';
import { STORE_CURRENCY } from '../../domain/store';
import { visibleImages, type MediaGalleryEntry, type Product, type ProductAttributes, type ProductPrice } from '../../domain/product';
import { PRODUCT_DETAILS } from '../graphql/product';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

// The answer of PRODUCT_DETAILS, as far as the page reads it.
interface Money {
  value: number | null;
  currency: string | null;
}
interface PriceAnswer {
  regular_price: Money;
  final_price: Money;
  discount: { percent_off: number | null } | null;
}
type AttributeAnswer = { code: string; value?: string; selected_options?: { label: string; value: string }[] };
interface ProductAnswer {
  __typename: string;
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  meta_title: string | null;
  meta_description: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  custom_attributesV2: { items: AttributeAnswer[] } | null;
  media_gallery: MediaGalleryEntry[] | null;
  price_range: { minimum_price: PriceAnswer; maximum_price: PriceAnswer };
  configurable_options?: { uid: string; attribute_code: string; label: string; values: { uid: string; label: string }[] | null }[] | null;
  variants?: {
    attributes: { code: string; uid: string }[] | null;
    product: {
      uid: string;
      sku: string;
      stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
      only_x_left_in_stock: number | null;
      media_gallery: MediaGalleryEntry[] | null;
      price_range: { minimum_price: PriceAnswer };
    } | null;
  }[] | null;
}

const money = (answer: Money, currency: string) => ({ value: answer.value ?? 0, currency: answer.currency ?? currency });

function price(answer: PriceAnswer): ProductPrice {
  const currency = answer.final_price.currency ?? answer.regular_price.currency ?? STORE_CURRENCY;
  return { regular: money(answer.regular_price, currency), final: money(answer.final_price, currency), percentOff: answer.discount?.percent_off ?? 0 };
}

function attributes(items: AttributeAnswer[]): ProductAttributes {
  const find = (code: string) => items.find((item) => item.code === code);
  const labels = (code: string) => find(code)?.selected_options?.map((option) => option.label) ?? [];
  return {
    brand: labels('brand')[0] ?? null,
    form: labels('form')[0] ?? null,
    dietary: labels('dietary'),
    ingredients: find('ingredients')?.value ?? null,
    dosage: find('dosage')?.value ?? null,
  };
}

/** The shop's reading of the catalogue's answer. */
export function productOf(answer: ProductAnswer): Product {
  return {
    uid: answer.uid,
    typename: answer.__typename,
    sku: answer.sku,
    name: answer.name,
    urlKey: answer.url_key,
    description: answer.description?.html ?? '',
    shortDescription: answer.short_description?.html ?? '',
    attributes: attributes(answer.custom_attributesV2?.items ?? []),
    images: visibleImages(answer.media_gallery, answer.name),
    price: { minimum: price(answer.price_range.minimum_price), maximum: price(answer.price_range.maximum_price) },
    inStock: answer.stock_status === 'IN_STOCK',
    onlyLeft: answer.only_x_left_in_stock,
    options: (answer.configurable_options ?? []).map((option) => ({ code: option.attribute_code, label: option.label, values: option.values ?? [] })),
    variants: (answer.variants ?? []).flatMap(({ attributes: chosen, product }) =>
      product
        ? [
            {
              uid: product.uid,
              sku: product.sku,
              options: Object.fromEntries((chosen ?? []).map((a) => [a.code, a.uid])),
              inStock: product.stock_status === 'IN_STOCK',
              onlyLeft: product.only_x_left_in_stock,
              images: visibleImages(product.media_gallery, answer.name),
              price: price(product.price_range.minimum_price),
            },
          ]
        : [],
    ),
    metaTitle: answer.meta_title,
    metaDescription: answer.meta_description,
  };
}

/** The product of a product page; null when the catalogue has none with this URL key. */
export async function loadProduct({ client }: DataServices, { urlKey }: ProductInput): Promise<Product | null> {
  const data = await queryData<{ products: { items: ProductAnswer[] } }>(await client(), PRODUCT_DETAILS, { urlKey });
  const answer = data.products.items[0];
  return answer ? productOf(answer) : null;
}
