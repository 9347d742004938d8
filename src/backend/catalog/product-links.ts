import type { Database, Statement } from 'better-sqlite3';
import type { LinkKind } from '../seed/product-links';

/** Magento's catalog_product_link_type ids. */
export const LINK_TYPES: Readonly<Record<LinkKind, number>> = { related: 1, upsell: 4, crosssell: 5 };

/** Related products, up-sells and cross-sells of a product (Magento's catalog_product_link). */
export class ProductLinks {
  private readonly linked: Statement<[number, number], { linked_product_id: number }>;

  constructor(db: Database) {
    this.linked = db.prepare(
      'SELECT linked_product_id FROM catalog_product_link WHERE product_id = ? AND link_type_id = ? ORDER BY position, link_id',
    );
  }

  /** The ids of the products linked to `productId` as `kind`, in their order. */
  of(productId: number, kind: LinkKind): number[] {
    return this.linked.all(productId, LINK_TYPES[kind]).map((row) => row.linked_product_id);
  }
}
