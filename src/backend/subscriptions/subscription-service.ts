import { TIMEZONE } from '../../domain/store';
import { SUBSCRIPTION_DISCOUNT_PERCENT, addCalendarDays, isSubscriptionFrequency } from '../../domain/subscriptions';
import type { QuoteItemRow } from '../cart/carts';
import type { CustomerAccounts, CustomerRow } from '../customers/accounts';
import { isEmail } from '../customers/email';
import { inputError, noSuchEntity } from '../graphql/errors';
import type { MailService } from '../mail/mail-service';
import { subscriptionPortalMail } from '../mail/subscription-portal';
import type { OrderItemRow, OrderRow } from '../sales/orders';
import { today } from '../stores/dates';
import { SUBSCRIPTION_MESSAGES as TEXT } from './messages';
import { PORTAL_CODE_LIFETIME_SECONDS, type SubscriptionPortal } from './portal';
import type { SubscriptionOwner, SubscriptionRepository, SubscriptionRow } from './subscriptions';
import type { ShopLimiters } from '../limits/shop-limits';

/** The storefront page that takes the portal's code. */
export const PORTAL_PAGE = 'subscriptions-auth';

/** Who the portal's code turned out to be: a customer (their account holds that e-mail) or a guest's e-mail. */
export type PortalAccess = { customer: CustomerRow } | { email: string };

const iso = (now: number) => new Date(now).toISOString();

/**
 * The subscription provider's module: a paid order's subscribed lines start subscriptions; their owner skips the
 * next delivery, changes the frequency, pauses, resumes and cancels; guests reach theirs through a one-time link.
 */
export class SubscriptionService {
  constructor(
    private readonly repo: SubscriptionRepository,
    private readonly portal: SubscriptionPortal,
    private readonly customers: CustomerAccounts,
    private readonly mail: MailService,
    private readonly limits: ShopLimiters,
  ) {}

  /** Called inside the payment's transaction once the order is paid: one subscription per subscribed line, once. */
  startFromOrder(order: OrderRow, quoteItems: QuoteItemRow[], orderItems: OrderItemRow[], now: number): void {
    const lines = quoteItems.flatMap((item) => {
      if (item.subscription_frequency === null) return [];
      const sold = orderItems.find((o) => o.product_id === (item.variant_id ?? item.product_id));
      return sold ? [{ productId: sold.product_id, sku: sold.sku, name: sold.name, qty: sold.qty_ordered, frequency: item.subscription_frequency }] : [];
    });
    this.repo.start(order, lines, SUBSCRIPTION_DISCOUNT_PERCENT, today(now, TIMEZONE), iso(now));
  }

  list(owner: SubscriptionOwner): SubscriptionRow[] {
    return this.repo.list(owner);
  }

  /** The next delivery moves one period later. */
  skipNext(owner: SubscriptionOwner, id: string, now: number): SubscriptionRow {
    return this.change(owner, id, now, (row) => {
      if (row.status !== 'active') throw inputError(TEXT.notActive);
      return { ...row, next_delivery_date: addCalendarDays(row.next_delivery_date!, row.frequency) };
    });
  }

  /** The next delivery keeps its date; the ones after follow the new frequency. */
  changeFrequency(owner: SubscriptionOwner, id: string, frequency: number, now: number): SubscriptionRow {
    if (!isSubscriptionFrequency(frequency)) throw inputError(TEXT.frequencyUnavailable(frequency));
    return this.change(owner, id, now, (row) => {
      if (row.status === 'canceled') throw inputError(TEXT.canceled);
      return { ...row, frequency };
    });
  }

  pause(owner: SubscriptionOwner, id: string, now: number): SubscriptionRow {
    return this.change(owner, id, now, (row) => {
      if (row.status !== 'active') throw inputError(TEXT.notActive);
      return { ...row, status: 'paused' };
    });
  }

  /** A resumed subscription delivers next one period from today, or at its planned date if that is later. */
  resume(owner: SubscriptionOwner, id: string, now: number): SubscriptionRow {
    return this.change(owner, id, now, (row) => {
      if (row.status !== 'paused') throw inputError(TEXT.notPaused);
      const earliest = addCalendarDays(today(now, TIMEZONE), row.frequency);
      const planned = row.next_delivery_date ?? earliest;
      return { ...row, status: 'active', next_delivery_date: planned > earliest ? planned : earliest };
    });
  }

  cancel(owner: SubscriptionOwner, id: string, now: number): SubscriptionRow {
    return this.change(owner, id, now, (row) => {
      if (row.status === 'canceled') throw inputError(TEXT.canceled);
      return { ...row, status: 'canceled', next_delivery_date: null };
    });
  }

  /**
   * Sends a one-time link to an e-mail that has subscriptions. The answer never says whether it has: unknown
   * addresses and requests beyond the client's or the address's limits (counted in the database, which a restart
   * keeps) send nothing, silently. Returns the mail's sending, if any.
   */
  requestLink(email: string, client: string, origin: string, now: number): Promise<boolean> | undefined {
    const address = email.trim();
    if (!address) throw inputError(TEXT.emailMissing);
    if (!isEmail(address)) throw inputError(TEXT.emailFormat);
    const { portalPerClient, portalPerRecipientMinute, portalPerRecipientHour } = this.limits;
    if (portalPerClient.isBlocked(client, now)) return undefined;
    portalPerClient.record(client, now);
    const recipient = address.toLowerCase();
    if (!this.repo.hasAny(address) || portalPerRecipientMinute.isBlocked(recipient, now) || portalPerRecipientHour.isBlocked(recipient, now)) return undefined;
    portalPerRecipientMinute.record(recipient, now);
    portalPerRecipientHour.record(recipient, now);
    const code = this.portal.issueCode(address, now / 1000);
    const link = `${origin}/${PORTAL_PAGE}?code=${encodeURIComponent(code)}`;
    if (process.env.NODE_ENV !== 'production') console.info(`[backend] Subscription portal link for ${address}: ${link}`);
    return this.mail.send(subscriptionPortalMail(this.repo.recipient(address)!, link, PORTAL_CODE_LIFETIME_SECONDS / 60), now);
  }

  /**
   * Uses up a code. An e-mail with an account is that customer's (its guest subscriptions join the account, the
   * link having proved the address); otherwise the guest's e-mail, for a portal token.
   */
  exchange(code: string, now: number): PortalAccess {
    if (!code) throw inputError(TEXT.codeMissing);
    return this.repo.transaction(() => {
      const email = this.portal.redeemCode(code, now / 1000);
      if (!email) throw inputError(TEXT.codeInvalid);
      const customer = this.customers.findByEmail(email);
      if (!customer) return { email };
      this.repo.attachToCustomer(customer.entity_id, email);
      return { customer };
    });
  }

  portalToken(email: string, now: number): string {
    return this.portal.issueToken(email, now / 1000);
  }

  /** The guest e-mail of a live portal token. */
  portalEmail(token: string, now: number): string | undefined {
    return this.portal.emailOf(token, now / 1000);
  }

  private change(owner: SubscriptionOwner, id: string, now: number, next: (row: SubscriptionRow) => SubscriptionRow): SubscriptionRow {
    if (!id) throw inputError(TEXT.idMissing);
    return this.repo.transaction(() => {
      const numeric = /^\d+$/.test(id) ? Number(id) : NaN;
      const row = Number.isSafeInteger(numeric) ? this.repo.find(owner, numeric) : undefined;
      if (!row) throw noSuchEntity(TEXT.notFound(id));
      return this.repo.save(next(row), iso(now));
    });
  }
}
