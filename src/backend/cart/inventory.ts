import type { Database, Statement } from 'better-sqlite3';

/**
 * Stock as the cart sees it: read from the database at every check, never from the catalogue's cached records,
 * so that a change of stock (an order, the test hook) is enforced at once.
 */
export class Inventory {
  private readonly qtyOf: Statement<[string], { entity_id: number; qty: number }>;
  private readonly bySku: Statement<[string], { entity_id: number; parent_id: number | null; type_id: string }>;
  private readonly setQuantity: Statement<[number, string, number]>;
  private readonly setInStock: Statement<[number, number]>;
  private readonly variantPrices: Statement<[number], { final: number; regular: number; in_stock: number }>;
  private readonly setParentIndex: Statement<[number, number, number, number, number, number]>;

  constructor(private readonly db: Database) {
    this.qtyOf = db.prepare('SELECT entity_id, qty FROM catalog_product WHERE entity_id IN (SELECT value FROM json_each(?))');
    this.bySku = db.prepare('SELECT entity_id, parent_id, type_id FROM catalog_product WHERE sku = ?');
    this.setQuantity = db.prepare('UPDATE catalog_product SET qty = ?, updated_at = ? WHERE entity_id = ?');
    this.setInStock = db.prepare('UPDATE catalog_product_index_price SET in_stock = ? WHERE entity_id = ?');
    this.variantPrices = db.prepare(
      `SELECT ip.min_price AS final, ip.min_regular_price AS regular, p.qty > 0 AS in_stock
       FROM catalog_product p JOIN catalog_product_index_price ip ON ip.entity_id = p.entity_id WHERE p.parent_id = ?`,
    );
    this.setParentIndex = db.prepare(
      `UPDATE catalog_product_index_price SET min_price = ?, max_price = ?, min_regular_price = ?, max_regular_price = ?,
       in_stock = ? WHERE entity_id = ?`,
    );
  }

  /** Units in stock by product id. */
  quantities(ids: readonly number[]): Map<number, number> {
    return new Map(this.qtyOf.all(JSON.stringify(ids)).map((r) => [r.entity_id, r.qty]));
  }

  /**
   * Sets the stock of a simple product or variant and reindexes it and its parent (a parent's price range leaves out
   * variants out of stock, as the seed builds it). Returns the products whose catalogue records changed, or
   * undefined for an unknown SKU or a configurable parent (its variants hold the stock).
   */
  setQty(sku: string, qty: number, timestamp: string): number[] | undefined {
    const product = this.bySku.get(sku);
    if (!product || product.type_id !== 'simple') return undefined;
    return this.db.transaction(() => {
      this.setQuantity.run(qty, timestamp, product.entity_id);
      this.setInStock.run(qty > 0 ? 1 : 0, product.entity_id);
      if (product.parent_id === null) return [product.entity_id];
      const variants = this.variantPrices.all(product.parent_id);
      const inStock = variants.filter((v) => v.in_stock === 1);
      const basis = inStock.length > 0 ? inStock : variants;
      this.setParentIndex.run(
        Math.min(...basis.map((v) => v.final)), Math.max(...basis.map((v) => v.final)),
        Math.min(...basis.map((v) => v.regular)), Math.max(...basis.map((v) => v.regular)),
        inStock.length > 0 ? 1 : 0, product.parent_id,
      );
      return [product.entity_id, product.parent_id];
    }).immediate();
  }
}
