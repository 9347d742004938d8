import { CROSS_SELL_SOURCES } from '../../domain/cross-sells';
import type { LinkedProduct } from '../../domain/product';
import { CART_CROSS_SELLS } from '../graphql/cross-sells';
import { listingProductOf } from './catalog';
import { queryData } from './graphql/request';
import { loadStarScale } from './rating-scale';
import type { DataServices } from './route';

/**
 * The cross-sells of the cart's products as cards, in the order of the products asked for (Magento answers a SKU
 * filter in its own order); the first CROSS_SELL_SOURCES products only. A null entry, which Magento gives for a
 * product it cannot load, is left out.
 */
export async function loadCrossSells({ client }: DataServices, { skus }: { skus: readonly string[] }): Promise<LinkedProduct[]> {
  const asked = skus.slice(0, CROSS_SELL_SOURCES);
  if (asked.length === 0) return [];
  const graphql = await client();
  const [{ products }, scale] = await Promise.all([
    queryData(graphql, CART_CROSS_SELLS, { skus: asked, pageSize: asked.length }),
    loadStarScale(graphql),
  ]);
  const items = products?.items ?? [];
  return asked.flatMap((sku) =>
    (items.find((item) => item?.sku === sku)?.crosssell_products ?? []).flatMap((linked) => (linked ? [listingProductOf(linked, scale)] : [])),
  );
}
