import type { CartService } from '../cart/cart-service';
import type { CartRepository, QuoteRow } from '../cart/carts';
import type { CatalogSession } from '../catalog/product-repository';
import { rulesFailed, type CheckoutService, type CheckoutSummary } from '../checkout/checkout-service';
import { CHECKOUT_MESSAGES } from '../checkout/messages';
import { phraseInput } from '../checkout/phrase';
import type { CustomerAccounts } from '../customers/accounts';
import type { MailService } from '../mail/mail-service';
import type { MailContext } from '../mail/messages';
import { orderConfirmationMail } from '../mail/order-confirmation';
import type { PaymentAttempt } from '../payment/attempts';
import type { CardPayments } from '../payment/card-payments';
import { PAYMENT_MESSAGES } from '../payment/messages';
import { ADYEN_CC, ADYEN_CC_VAULT, isOfflineMethod } from '../payment/methods';
import { paymentResponse, type PaymentResponse } from '../payment/payment-response';
import { cardFromStateData, storedCardFromStateData, storesPaymentMethod } from '../payment/state-data';
import type { StoredCard } from '../payment/stored-cards';
import type { CardDetails } from '../payment/test-cards';
import type { Vault } from '../payment/vault';
import type { SubscriptionService } from '../subscriptions/subscription-service';
import { orderSnapshot, type Buyer } from './order-snapshot';
import type { OrderRepository, OrderRow } from './orders';
import { PENDING_ORDER_LIFETIME_MINUTES, type StockReservations } from './reservations';

export interface Placement {
  /** The cart, its owner checked by the caller; inactive only when its order is placed. */
  quote: QuoteRow;
  method: string;
  /** Adyen's stateData: the card, or a saved card's security code. */
  stateData: unknown;
  /** The vault token paid with (adyen_cc_vault): its public hash. */
  publicHash?: unknown;
  session: CatalogSession;
  now: number;
  mail: MailContext;
}

/** What a finished transaction leaves to do once committed: the e-mail, the catalogue's cached stock. */
interface AfterCommit {
  /** The confirmation queued in the outbox, to deliver once committed. */
  mail?: number;
  stockChanged: number[];
}

/**
 * Orders: placing a cart's order with its card payment or an offline method, and the card payment's 3-D Secure
 * progress. Placing is idempotent per cart — one order per cart (sales_order.quote_id is unique), found again by a
 * repeated or concurrent placement; a refused card leaves the order unpaid and the cart active, the next card makes a
 * new attempt on the same order. Placing takes the order's goods from the salable stock (a reservation), which a
 * refused or cancelled payment, or an order left unpaid past the pending lifetime, gives back. An authorised payment
 * pays the order, keeps its goods, ends the cart and sends the confirmation e-mail, once; its subscribed lines start
 * their subscriptions. An offline method (a check, a bank transfer, nothing to pay) places the order at once, as
 * Magento does: it waits for its payment in the `new` state, its goods kept, the cart ended, its confirmation sent.
 */
export class OrderService {
  constructor(
    private readonly repo: CartRepository,
    private readonly carts: CartService,
    private readonly checkout: CheckoutService,
    private readonly orders: OrderRepository,
    private readonly payments: CardPayments,
    private readonly customers: CustomerAccounts,
    private readonly mail: MailService,
    private readonly vault: Vault,
    private readonly subscriptions: SubscriptionService,
    private readonly reservations: StockReservations,
    /** Products whose stock an order took or gave back. */
    private readonly stockChanged: (productIds: number[]) => void,
  ) {}

  orderOf(quote: QuoteRow): OrderRow | undefined {
    return this.orders.byQuote(quote.entity_id);
  }

  byId(id: number): OrderRow | undefined {
    return this.orders.byId(id);
  }

  byIncrementId(incrementId: string): OrderRow | undefined {
    return this.orders.byIncrementId(incrementId);
  }

  /**
   * Whether the order is placed for good: paid, or taken with an offline method and waiting for its payment. Its cart
   * is ended, and placing it again answers it as it is.
   */
  isPlaced(order: OrderRow | undefined): boolean {
    return order?.state === 'processing' || order?.state === 'new';
  }

  count(): number {
    return this.orders.count();
  }

  /** The newest orders, for the test hooks. */
  newest(limit: number): OrderRow[] {
    return this.orders.newest(limit);
  }

  /** The latest payment attempt's result code, for the test hooks. */
  lastResultCode(order: OrderRow): string | null {
    return this.payments.latest(order.entity_id)?.resultCode ?? null;
  }

  /**
   * Places the cart's order and starts its card payment, or takes it with an offline method. An order placed for good
   * is answered as it is. Checks, in Magento's order: the guest's e-mail, stock, the shipping address, the shipping
   * method, the billing address, the payment method (available for the cart as it is now) and its card. A refused
   * card throws "The payment is REFUSED." once the order and its attempt are saved.
   */
  place(p: Placement): OrderRow {
    const after: AfterCommit = { stockChanged: [] };
    const { order, attempt } = this.repo.transaction(() => {
      this.cancelAbandoned(p.now, after);
      const existing = this.orders.byQuote(p.quote.entity_id);
      if (existing && this.isPlaced(existing)) return { order: existing, attempt: undefined };
      // What an earlier attempt of this order holds (a challenge left unanswered) comes back before the cart's stock is
      // checked again: the shopper is not short of their own goods.
      if (existing) after.stockChanged.push(...this.reservations.release(existing.entity_id, iso(p.now)));
      const quote = this.repo.reload(p.quote);
      const view = this.carts.view(quote, p.session, p.now);
      const summary = this.checkout.summary(quote, view);
      const buyer = this.readyToPlace(quote, view.errors, summary);
      if (!this.checkout.acceptsPayment(summary, p.method)) throw phraseInput(CHECKOUT_MESSAGES.paymentMethodUnavailable);
      const pay = isOfflineMethod(p.method) ? null : this.payer(p, buyer.customerId);
      const snapshot = orderSnapshot(view, summary, buyer, p.method);
      const timestamp = iso(p.now);
      const placed = existing ? this.orders.refresh(existing.entity_id, snapshot, timestamp) : this.orders.create(quote.entity_id, snapshot, timestamp);
      after.stockChanged.push(...this.reservations.reserve(placed.entity_id, this.orders.items(placed.entity_id), timestamp));
      if (!pay) {
        this.takeOffline(placed, p.now, after, p.mail);
        return { order: this.orders.byId(placed.entity_id)!, attempt: undefined };
      }
      const started = pay(placed.entity_id);
      this.settle(placed, started, p.now, after, p.mail);
      return { order: this.orders.byId(placed.entity_id)!, attempt: started };
    });
    this.afterCommit(after);
    if (attempt?.resultCode === 'Refused') throw phraseInput(PAYMENT_MESSAGES.refused);
    return order;
  }

  /**
   * The payment as Adyen's module reports it (payment-status), with the 3DS2 action's pages on `origin`. An order
   * taken with another method has no Adyen result: the module's final Error.
   */
  status(order: OrderRow, origin: string): PaymentResponse {
    const method = this.orders.paymentMethod(order.entity_id);
    const attempt = method !== undefined && isOfflineMethod(method) ? undefined : this.payments.latest(order.entity_id);
    return paymentResponse(attempt, order.increment_id, this.payments.signer, origin);
  }

  /**
   * payments-details: the threeDSResult of the payload moves the latest attempt on. An attempt already final answers
   * as it is (a refused one with "The payment is REFUSED.", as Adyen's module does); a result this installation did
   * not issue for the attempt is "Payment details call failed".
   */
  details(order: OrderRow, payload: Record<string, unknown>, origin: string, now: number, mail: MailContext): PaymentResponse {
    const after: AfterCommit = { stockChanged: [] };
    const attempt = this.repo.transaction(() => {
      const latest = this.payments.latest(order.entity_id);
      // An order cancelled as abandoned gave its stock back, one taken with an offline method is paid otherwise: a
      // late 3-D Secure answer pays neither.
      const state = this.orders.byId(order.entity_id)?.state;
      if (!latest || state === 'canceled' || state === 'new') throw phraseInput(PAYMENT_MESSAGES.detailsFailed);
      const details = payload.details as { threeDSResult?: unknown } | undefined;
      const next = this.payments.details(latest, details?.threeDSResult, now);
      if (!next) throw phraseInput(PAYMENT_MESSAGES.detailsFailed);
      if (next !== latest) this.settle(this.orders.byId(order.entity_id)!, next, now, after, mail);
      return next;
    });
    this.afterCommit(after);
    if (attempt.resultCode === 'Refused') throw phraseInput(PAYMENT_MESSAGES.refused);
    return paymentResponse(attempt, order.increment_id, this.payments.signer, origin);
  }

  /**
   * How the order will be paid, checked before anything is saved: a card (saved for a customer who asks, Adyen's
   * shopperReference being the customer id), or a customer's own saved card with its security code. A card that is
   * no card, or a vault token that is not the customer's, is "Error with payment method…".
   */
  private payer(p: Placement, customerId: number | null): (orderId: number) => PaymentAttempt {
    if (p.method === ADYEN_CC_VAULT.code) {
      const stored = this.storedCardOf(p, customerId);
      if (!stored) throw phraseInput(PAYMENT_MESSAGES.methodError);
      return (orderId) => this.payments.authoriseStored(orderId, stored.card, stored.securityCode, p.now);
    }
    const card: CardDetails | null = cardFromStateData(p.stateData);
    if (!card) throw phraseInput(PAYMENT_MESSAGES.methodError);
    const storeFor = customerId !== null && storesPaymentMethod(p.stateData) ? String(customerId) : undefined;
    return (orderId) => this.payments.authorise(orderId, card, p.now, storeFor);
  }

  private storedCardOf(p: Placement, customerId: number | null): { card: StoredCard; securityCode: string } | null {
    const given = storedCardFromStateData(p.stateData);
    const token = customerId !== null && typeof p.publicHash === 'string' ? this.vault.find(p.publicHash, customerId) : undefined;
    if (!given || !token || (given.storedPaymentMethodId !== null && given.storedPaymentMethodId !== token.gatewayToken)) return null;
    const card = this.payments.storedCard(token.gatewayToken, String(customerId));
    return card ? { card, securityCode: given.securityCode } : null;
  }

  /** Who buys, once the checkout is complete; Magento's validation rules otherwise, in their order. */
  private readyToPlace(quote: QuoteRow, stockErrors: string[], summary: CheckoutSummary): Buyer {
    const customer = quote.customer_id === null ? undefined : this.customers.find(quote.customer_id);
    if (!summary.email) throw phraseInput(CHECKOUT_MESSAGES.guestEmailMissing);
    if (stockErrors.length > 0) throw phraseInput(stockErrors[0]!);
    if (!summary.shipping) throw phraseInput(CHECKOUT_MESSAGES.shippingAddressMissing);
    const shippingProblems = rulesFailed(CHECKOUT_MESSAGES.checkShippingAddress, summary.shipping);
    if (shippingProblems.length > 0) throw phraseInput(shippingProblems.join(' '));
    if (!summary.selected) throw phraseInput(CHECKOUT_MESSAGES.shippingMethodMissing);
    const billingProblems = rulesFailed(CHECKOUT_MESSAGES.checkBillingAddress, summary.billing ?? {
      firstname: '', lastname: '', company: null, street: [], city: '', postcode: null, region: null, regionId: null, countryId: '', telephone: null,
    });
    if (billingProblems.length > 0) throw phraseInput(billingProblems.join(' '));
    const names = customer ?? summary.billing!;
    return { customerId: customer?.entity_id ?? null, email: summary.email, firstname: names.firstname, lastname: names.lastname };
  }

  /** Keeps the attempt's state on the order's payment; an authorised one pays the order, once. */
  private settle(order: OrderRow, attempt: PaymentAttempt, now: number, after: AfterCommit, context: MailContext): void {
    this.orders.recordPayment(order, 'adyen_cc', {
      resultCode: attempt.resultCode, pspReference: attempt.pspReference, cc_type: attempt.brand,
      ...(attempt.refusalReason ? { refusalReason: attempt.refusalReason } : {}),
    });
    if (this.isPlaced(order)) return;
    const timestamp = iso(now);
    if (attempt.resultCode === 'Refused' || attempt.resultCode === 'Cancelled') {
      after.stockChanged.push(...this.reservations.release(order.entity_id, timestamp));
      return;
    }
    if (attempt.resultCode !== 'Authorised') return;
    this.orders.markPaid(order.entity_id, attempt.pspReference, timestamp);
    this.saveCard(order, attempt, timestamp);
    this.reservations.settle(order.entity_id);
    this.subscriptions.startFromOrder(order, this.repo.items(order.quote_id), this.orders.items(order.entity_id), now);
    this.repo.deactivate(order.quote_id, timestamp);
    this.confirm(order.entity_id, after, context);
  }

  /**
   * An order placed with an offline method: no card, no attempt (one an earlier placement left waiting for 3-D Secure
   * ends). As Magento, it waits for its payment in the `new` state, status `pending`; its goods are kept, the cart
   * ends and the confirmation goes out. No subscription starts: they start from a paid order.
   */
  private takeOffline(order: OrderRow, now: number, after: AfterCommit, context: MailContext): void {
    const timestamp = iso(now);
    this.payments.cancelOpen(order.entity_id, now);
    this.orders.markPending(order.entity_id, timestamp);
    this.reservations.settle(order.entity_id);
    this.repo.deactivate(order.quote_id, timestamp);
    this.confirm(order.entity_id, after, context);
  }

  /**
   * Queues the order's confirmation, once, in the outbox within this very transaction: an order answered placed always
   * has its confirmation on its way.
   */
  private confirm(orderId: number, after: AfterCommit, context: MailContext): void {
    const order = this.orders.byId(orderId)!;
    if (order.email_sent !== 0) return;
    this.orders.markEmailSent(orderId);
    const mail = orderConfirmationMail(
      order, this.orders.items(orderId), this.orders.addresses(orderId), this.orders.paymentMethod(orderId), context,
      this.checkout.pickupLocation(order.pickup_location_code),
    );
    after.mail = this.mail.queue(mail, Date.parse(order.updated_at));
  }

  /**
   * The card the customer asked to save, once its payment is authorised: a vault token as Adyen's module saves it
   * (Vault::saveRecurringDetails: brand, last four digits, expiry "M/YYYY", valid to the end of its expiry month).
   */
  private saveCard(order: OrderRow, attempt: PaymentAttempt, timestamp: string): void {
    if (attempt.recurringReference === null || order.customer_id === null) return;
    const card = this.payments.storedCard(attempt.recurringReference, String(order.customer_id));
    if (!card) return;
    this.vault.save({
      customerId: order.customer_id,
      paymentMethodCode: ADYEN_CC.code,
      gatewayToken: card.reference,
      details: { type: card.brand, maskedCC: card.last4, expirationDate: `${card.expiryMonth}/${card.expiryYear}`, tokenType: 'CardOnFile' },
      expiresAt: new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1)).toISOString(),
    }, timestamp);
  }

  /**
   * Magento's cron for pending payments: a card order still unpaid past the pending lifetime is cancelled and its
   * stock given back (an order placed for good holds no reservation). Run at each placement, the only moment the stock
   * it holds is wanted.
   */
  private cancelAbandoned(now: number, after: AfterCommit): void {
    const timestamp = iso(now);
    for (const orderId of this.reservations.heldSince(iso(now - PENDING_ORDER_LIFETIME_MINUTES * 60_000))) {
      if (this.isPlaced(this.orders.byId(orderId))) continue;
      after.stockChanged.push(...this.reservations.release(orderId, timestamp));
      this.orders.cancel(orderId, timestamp);
    }
  }

  private afterCommit(after: AfterCommit): void {
    if (after.stockChanged.length > 0) this.stockChanged([...new Set(after.stockChanged)]);
    // In the background: the order is placed whatever becomes of its e-mail (the outbox tries again until it is sent).
    if (after.mail !== undefined) void this.mail.deliver(after.mail);
  }
}

function iso(now: number): string {
  return new Date(now).toISOString();
}
