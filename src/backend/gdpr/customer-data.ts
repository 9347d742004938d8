import type { Database } from 'better-sqlite3';

/**
 * Everything the shop keeps about one customer, as the copy a confirmed export request e-mails them (GDPR art. 15
 * and 20): the account, the address book, the orders with their lines and addresses, the product subscriptions, the
 * newsletter subscription, the consents given, the wishlist and the messages sent through the contact form. Secrets
 * (the password's hash, payment tokens) are the shop's, not data about the customer: left out.
 */
export interface CustomerData {
  exported_at: string;
  account: Record<string, unknown>;
  addresses: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
  consents: Record<string, unknown>[];
  wishlist: Record<string, unknown>[];
  saved_payment_methods: Record<string, unknown>[];
  contact_messages: Record<string, unknown>[];
}

export function customerData(db: Database, customerId: number, timestamp: string): CustomerData | undefined {
  const account = db.prepare(
    `SELECT entity_id AS id, email, prefix, firstname, middlename, lastname, suffix, dob, gender, taxvat, is_consent,
       created_at, updated_at FROM customer_entity WHERE entity_id = ?`,
  ).get(customerId) as Record<string, unknown> & { email: string } | undefined;
  if (!account) return undefined;
  const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Record<string, unknown>[];
  const orders = all(
    `SELECT entity_id, increment_id AS number, status, customer_email, customer_firstname, customer_lastname,
       shipping_description, coupon_code, subtotal_incl_tax, discount_amount, shipping_incl_tax, tax_amount, grand_total,
       order_currency_code AS currency, created_at FROM sales_order WHERE customer_id = ? ORDER BY entity_id`,
    customerId,
  ).map(({ entity_id: orderId, ...order }) => ({
    ...order,
    items: all('SELECT sku, name, qty_ordered, price_incl_tax, row_total_incl_tax FROM sales_order_item WHERE order_id = ? ORDER BY item_id', orderId),
    addresses: all(
      `SELECT address_type AS type, firstname, lastname, company, street, city, postcode, region, country_id, telephone, email
       FROM sales_order_address WHERE parent_id = ? ORDER BY address_type`,
      orderId,
    ),
  }));
  return {
    exported_at: timestamp,
    account,
    addresses: all(
      `SELECT entity_id AS id, firstname, lastname, company, street, city, postcode, region, country_id, telephone,
         entity_id = (SELECT default_billing FROM customer_entity WHERE entity_id = ?) AS default_billing,
         entity_id = (SELECT default_shipping FROM customer_entity WHERE entity_id = ?) AS default_shipping,
         created_at, updated_at FROM customer_address_entity WHERE parent_id = ? ORDER BY entity_id`,
      customerId, customerId, customerId,
    ),
    orders,
    subscriptions: all(
      `SELECT sku, name, qty, frequency, discount_percent, status, next_delivery_date, created_at, updated_at
       FROM product_subscription WHERE customer_id = ? ORDER BY subscription_id`,
      customerId,
    ),
    newsletter: (db.prepare('SELECT email, status, created_at, updated_at FROM newsletter_subscriber WHERE customer_id = ? OR email = ?')
      .get(customerId, account.email) as Record<string, unknown> | undefined) ?? null,
    consents: all('SELECT consent_text, is_consent, created_at FROM consent_log WHERE customer_id = ? ORDER BY log_id', customerId),
    wishlist: all(
      `SELECT p.sku, p.name, i.qty, i.added_at FROM wishlist_item i JOIN wishlist w ON w.wishlist_id = i.wishlist_id
       JOIN catalog_product p ON p.entity_id = COALESCE(i.variant_id, i.product_id) WHERE w.customer_id = ? ORDER BY i.wishlist_item_id`,
      customerId,
    ),
    saved_payment_methods: all(
      `SELECT payment_method_code, details, created_at, expires_at FROM vault_payment_token
       WHERE customer_id = ? AND is_active = 1 AND is_visible = 1 ORDER BY entity_id`,
      customerId,
    ).map((token) => ({ ...token, details: JSON.parse(String(token.details)) as unknown })),
    contact_messages: all(
      'SELECT name, email, telephone, comment, contact_reason, order_number, created_at FROM contact_message WHERE email = ? ORDER BY message_id',
      account.email,
    ),
  };
}
