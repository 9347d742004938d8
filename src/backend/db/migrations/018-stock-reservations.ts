// Stock a placed, unpaid order holds (MSI's reservations): taken from the salable quantity when the order is placed,
// given back when its payment is refused or the order abandoned, kept for good once it is paid.
export const sql = /* sql */ `
CREATE TABLE inventory_reservation (
  reservation_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  quantity REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX inventory_reservation_order ON inventory_reservation (order_id);
CREATE INDEX inventory_reservation_created ON inventory_reservation (created_at);
`;
