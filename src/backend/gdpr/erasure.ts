import type { Database } from 'better-sqlite3';

/** What takes the place of a name, and the address an erased account answers to (a reserved domain: nobody's). */
export const ERASED_NAME = 'Anonyme';
export const erasedEmail = (customerId: number) => `compte-supprime-${customerId}@erased.invalid`;

/**
 * Erases a customer's account at once, when its request is confirmed (GDPR art. 17), in one transaction:
 * - the account stays as an empty shell, so that the orders kept still count for one customer: every personal field
 *   is replaced, the password is gone (signing in fails as with a wrong one), and its default addresses with it;
 * - deleted: the address book, the wishlist, the saved payment methods, the newsletter subscription, the carts'
 *   addresses, the contact messages, a pending password reset, the delivered e-mails (the export copy among them);
 * - kept, as French accounting law requires for ten years (Code de commerce L123-22): the orders, their lines and
 *   their billing address, which an invoice must show; their e-mail and phone numbers are removed, the shipping
 *   address is anonymised, and they are detached from the account. Product subscriptions are cancelled and anonymised;
 * - kept as they are: the consent log (which proves the consents given, and holds only the account's number) and the
 *   requests themselves (which prove this erasure).
 * The caller revokes the customer's tokens in the same transaction.
 */
export function eraseCustomer(db: Database, customerId: number, timestamp: string): void {
  const row = db.prepare('SELECT email FROM customer_entity WHERE entity_id = ?').get(customerId) as { email: string } | undefined;
  if (!row) return;
  const email = row.email;
  const erased = erasedEmail(customerId);
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...params);
  run(
    `UPDATE customer_entity SET email = ?, firstname = ?, lastname = ?, middlename = NULL, prefix = NULL, suffix = NULL,
       dob = NULL, gender = NULL, taxvat = NULL, password_hash = NULL, favorite_pos_id = NULL, is_consent = NULL,
       default_billing = NULL, default_shipping = NULL, updated_at = ? WHERE entity_id = ?`,
    erased, ERASED_NAME, ERASED_NAME, timestamp, customerId,
  );
  run('DELETE FROM customer_address_entity WHERE parent_id = ?', customerId);
  run('DELETE FROM wishlist WHERE customer_id = ?', customerId);
  run('DELETE FROM vault_payment_token WHERE customer_id = ?', customerId);
  run('DELETE FROM adyen_stored_card WHERE shopper_reference = ?', String(customerId));
  run('DELETE FROM newsletter_subscriber WHERE customer_id = ? OR email = ?', customerId, email);
  run('DELETE FROM customer_password_reset WHERE customer_id = ?', customerId);
  run('DELETE FROM oauth_token_request_log WHERE user_name = ?', email);
  run('DELETE FROM contact_message WHERE email = ?', email);
  run('DELETE FROM mail_outbox WHERE recipient = ? AND sent_at IS NOT NULL', email);
  run('DELETE FROM quote_address WHERE quote_id IN (SELECT entity_id FROM quote WHERE customer_id = ?)', customerId);
  run('UPDATE quote SET customer_email = ?, is_active = 0 WHERE customer_id = ?', erased, customerId);
  run(
    `UPDATE product_subscription SET customer_email = ?, status = 'canceled', next_delivery_date = NULL, updated_at = ?
     WHERE customer_id = ? OR customer_email = ?`,
    erased, timestamp, customerId, email,
  );
  run('DELETE FROM product_subscription_portal_code WHERE customer_email = ?', email);
  const orders = 'SELECT entity_id FROM sales_order WHERE customer_id = ?';
  run(`UPDATE sales_order_address SET telephone = NULL, email = NULL WHERE parent_id IN (${orders})`, customerId);
  run(
    `UPDATE sales_order_address SET firstname = ?, lastname = ?, company = NULL, street = ?, city = ?, postcode = NULL, region = NULL
     WHERE address_type = 'shipping' AND parent_id IN (${orders})`,
    ERASED_NAME, ERASED_NAME, ERASED_NAME, ERASED_NAME, customerId,
  );
  run(
    'UPDATE sales_order SET customer_email = ?, customer_firstname = ?, customer_lastname = ?, customer_id = NULL WHERE customer_id = ?',
    erased, ERASED_NAME, ERASED_NAME, customerId,
  );
}
