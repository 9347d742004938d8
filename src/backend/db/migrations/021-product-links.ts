// Links between products (Magento's catalog_product_link): related products, up-sells and cross-sells, each kind
// in its own order. link_type_id is Magento's: 1 relation, 4 up_sell, 5 cross_sell.
export const sql = /* sql */ `
CREATE TABLE catalog_product_link (
  link_id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  linked_product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  link_type_id INTEGER NOT NULL CHECK (link_type_id IN (1, 4, 5)),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, link_type_id, linked_product_id)
);
CREATE INDEX catalog_product_link_product ON catalog_product_link(product_id, link_type_id, position);
`;
