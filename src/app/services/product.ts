import type { ProductDetails, ProductInput } from '../../../machines/product-page.machine';
import { PRODUCT_DETAILS } from '../graphql/product';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

export async function loadProduct({ client }: DataServices, { urlKey }: ProductInput): Promise<ProductDetails> {
  const data = await queryData<{ products: { items: ProductDetails[] } }>(await client(), PRODUCT_DETAILS, { urlKey });
  const product = data.products.items[0];
  if (!product) throw new Error(`No product with URL key ${urlKey}`);
  return product;
}
