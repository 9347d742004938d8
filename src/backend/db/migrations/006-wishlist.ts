// Wishlists, named after Magento's wishlist and wishlist_item tables. Magento Open Source gives a customer one
// wishlist, created the first time it is asked for.
export const sql = /* sql */ `
CREATE TABLE wishlist (
  wishlist_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  -- Magento's 32-character code for a shared wishlist's link.
  sharing_code TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One item per product and chosen variant; a configurable added without its options has no variant.
CREATE TABLE wishlist_item (
  wishlist_item_id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlist(wishlist_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  variant_id INTEGER REFERENCES catalog_product(entity_id),
  qty REAL NOT NULL CHECK (qty > 0),
  added_at TEXT NOT NULL
);
CREATE UNIQUE INDEX wishlist_item_product ON wishlist_item(wishlist_id, product_id, IFNULL(variant_id, 0));
`;
