import type { Database, Statement } from 'better-sqlite3';

export interface ContactMessage {
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  contactReason: string | null;
  orderNumber: string | null;
  isConsent: boolean | null;
}

/** What shoppers send that is not an account: contact messages and guest consents. */
export class Submissions {
  private readonly contact: Statement<[Record<string, unknown>]>;
  private readonly guestConsent: Statement<[string, number, string]>;
  private readonly newsletterOptin: Statement<[number, string | null, string]>;

  constructor(db: Database) {
    this.contact = db.prepare(
      `INSERT INTO contact_message (name, email, telephone, comment, contact_reason, order_number, is_consent, created_at)
       VALUES (@name, @email, @telephone, @comment, @contactReason, @orderNumber, @isConsent, @ts)`,
    );
    this.guestConsent = db.prepare(
      `INSERT INTO guest_consent (cart_id, is_consent, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (cart_id) DO UPDATE SET is_consent = excluded.is_consent, updated_at = excluded.updated_at`,
    );
    this.newsletterOptin = db.prepare('UPDATE newsletter_subscriber SET is_consent = ?, optin_source = ? WHERE email = ?');
  }

  /** The consent and the form (optinSource) of a newsletter subscription just made. */
  setNewsletterOptin(email: string, isConsent: boolean, source: string | null): void {
    this.newsletterOptin.run(isConsent ? 1 : 0, source, email.trim());
  }

  addContactMessage(message: ContactMessage, timestamp: string): void {
    this.contact.run({ ...message, isConsent: message.isConsent === null ? null : +message.isConsent, ts: timestamp });
  }

  setGuestConsent(cartId: string, consent: boolean, timestamp: string): void {
    this.guestConsent.run(cartId, consent ? 1 : 0, timestamp);
  }
}
