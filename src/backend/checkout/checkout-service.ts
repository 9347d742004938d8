import type { CartService, CartView } from '../cart/cart-service';
import type { CartRepository, QuoteRow } from '../cart/carts';
import type { Carriers, ShippingRate } from '../cart/shipping';
import { taxIncluded, toCents, toEuros } from '../cart/totals';
import type { CatalogSession } from '../catalog/product-repository';
import type { BackendProfile } from '../config/profile';
import type { CustomerAccounts } from '../customers/accounts';
import { acceptsPaymentMethod, availablePaymentMethods, type PaymentMethod } from '../payment/methods';
import {
  ADDRESS_LABELS, ADDRESS_TEXT_MAX, STREET_LINES, addressProblems, countryLabel,
  type CartAddress, type QuoteAddress, type QuoteAddresses,
} from './addresses';
import { CHECKOUT_MESSAGES as TEXT } from './messages';
import { phraseInput, phraseNoSuchEntity } from './phrase';
import type { QuotePayment, QuotePayments } from './quote-payments';
import { pickupKindOf } from '../../domain/pickup';
import type { PickupLocation, PickupLocations } from '../stores/pickup-locations';

/** A cart's checkout as read at the time of the request: what was set, and what it costs with the chosen shipping. */
export interface CheckoutSummary {
  /** The guest's e-mail, or the customer's. */
  email: string | null;
  shipping: QuoteAddress | null;
  billing: QuoteAddress | null;
  payment: QuotePayment | null;
  /** The methods that can carry the cart to the shipping address (none without one, or for an empty cart). */
  rates: ShippingRate[];
  /** The chosen method, while it can still carry the cart. */
  selected: ShippingRate | null;
  shippingInclTax: number;
  shippingExclTax: number;
  shippingTax: number;
  /** VAT of the goods and of the shipping. */
  tax: number;
  /** What the shopper pays: goods after discounts plus shipping, tax included. */
  grandTotal: number;
  /** The store or relay point the order is collected from, when the chosen method collects there. */
  pickup: PickupLocation | null;
}

const methodKey = (carrier: string, method: string) => `${carrier}_${method}`;

/**
 * The checkout steps of Magento 2.4.7 on a cart already checked by GetCartForUser: the guest's e-mail, the shipping
 * address and method, the billing address, the payment method, and REST's shipping-information, each with Magento's
 * checks and texts. Each change is one transaction.
 */
export class CheckoutService {
  constructor(
    private readonly repo: CartRepository,
    private readonly carts: CartService,
    private readonly addresses: QuoteAddresses,
    private readonly payments: QuotePayments,
    private readonly carriers: Carriers,
    private readonly customers: CustomerAccounts,
    /** Decides the payment methods offered: Adyen's card, or Magento's offline methods. */
    private readonly profile: BackendProfile,
    private readonly pickupLocations: PickupLocations,
  ) {}

  /** The place a pickup location code names. */
  pickupLocation(code: string | null): PickupLocation | null {
    return code === null ? null : this.pickupLocations.byCode(code) ?? null;
  }

  summary(quote: QuoteRow, view: CartView): CheckoutSummary {
    const shipping = this.addresses.find(quote.entity_id, 'shipping');
    const rates = shipping && view.lines.length > 0 ? this.carriers.estimate({
      country: shipping.countryId, weight: view.weight, goodsTotal: view.totals.grandTotal, freeShipping: view.rule?.freeShipping ?? false,
    }) : [];
    const selected = rates.find((r) => methodKey(r.carrierCode, r.methodCode) === shipping?.shippingMethod) ?? null;
    const shippingCents = selected ? toCents(selected.priceInclTax) : 0;
    const shippingTax = taxIncluded(shippingCents);
    const email = quote.customer_id === null ? quote.customer_email : this.customers.find(quote.customer_id)?.email ?? null;
    const place = this.pickupLocation(shipping?.pickupLocationCode ?? null);
    return {
      pickup: place && selected && pickupKindOf(selected.carrierCode) === place.kind ? place : null,
      email,
      shipping,
      billing: this.addresses.find(quote.entity_id, 'billing'),
      payment: this.payments.find(quote.entity_id),
      rates,
      selected,
      shippingInclTax: toEuros(shippingCents),
      shippingExclTax: toEuros(shippingCents - shippingTax),
      shippingTax: toEuros(shippingTax),
      tax: toEuros(toCents(view.totals.tax) + shippingTax),
      grandTotal: toEuros(toCents(view.totals.grandTotal) + shippingCents),
    };
  }

  setGuestEmail(quote: QuoteRow, email: string, now: number): QuoteRow {
    return this.repo.transaction(() => {
      this.repo.setEmail(quote.entity_id, email, iso(now));
      return this.repo.reload(quote);
    });
  }

  /** setShippingAddressesOnCart with an address (the shop keeps no address book), and the place it is collected from. */
  setShippingAddress(quote: QuoteRow, address: CartAddress, now: number, pickupLocationCode: string | null = null): QuoteRow {
    checkAddressInput(address);
    return this.repo.transaction(() => {
      this.addresses.save(quote.entity_id, 'shipping', address, iso(now), pickupLocationCode);
      this.repo.touch(quote.entity_id, iso(now));
      return this.repo.reload(quote);
    });
  }

  /** setBillingAddressOnCart; `sameAsShipping` (Magento's use_for_shipping) makes it the shipping address too. */
  setBillingAddress(quote: QuoteRow, address: CartAddress, sameAsShipping: boolean, now: number): QuoteRow {
    checkAddressInput(address);
    return this.repo.transaction(() => {
      this.saveBilling(quote, address, sameAsShipping, now);
      return this.repo.reload(quote);
    });
  }

  /** setShippingMethodsOnCart: saveAddressInformation's checks on the cart's own shipping address. */
  setShippingMethod(quote: QuoteRow, carrierCode: string, methodCode: string, session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      const view = this.carts.view(quote, session, now);
      if (view.lines.length === 0) throw phraseInput(TEXT.emptyCartShipping);
      const shipping = this.addresses.find(quote.entity_id, 'shipping');
      if (!shipping) throw phraseInput(TEXT.shippingAddressMissing);
      this.chooseMethod(quote, shipping, view, carrierCode, methodCode, now);
      return this.repo.reload(quote);
    });
  }

  /** The payment methods the cart may be paid with as it is now (Magento's PaymentMethodManagement::getList). */
  paymentMethods(summary: CheckoutSummary): readonly PaymentMethod[] {
    return availablePaymentMethods(this.profile, summary.grandTotal);
  }

  /** Whether the cart may be paid with `code` as it is now; Magento checks it when the method is set and placed. */
  acceptsPayment(summary: CheckoutSummary, code: string): boolean {
    return acceptsPaymentMethod(this.profile, summary.grandTotal, code);
  }

  setPaymentMethod(quote: QuoteRow, payment: QuotePayment, session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      if (!this.addresses.find(quote.entity_id, 'shipping')) throw phraseInput(TEXT.shippingAddressMissing);
      const summary = this.summary(quote, this.carts.view(quote, session, now));
      if (!this.acceptsPayment(summary, payment.method)) throw phraseInput(TEXT.paymentMethodUnavailable);
      this.payments.save(quote.entity_id, payment, iso(now));
      this.repo.touch(quote.entity_id, iso(now));
      return this.repo.reload(quote);
    });
  }

  /**
   * REST shipping-information (ShippingInformationManagement::saveAddressInformation): the cart must hold products,
   * the shipping address name a country and pass the address rules, then both addresses and the method are saved;
   * a method that cannot carry the cart is "not found". All or nothing.
   */
  saveShippingInformation(
    quote: QuoteRow,
    info: { shipping: CartAddress | null; billing: CartAddress | null; carrierCode: string; methodCode: string; pickupLocationCode?: string | null },
    session: CatalogSession, now: number,
  ): QuoteRow {
    return this.repo.transaction(() => {
      const view = this.carts.view(quote, session, now);
      if (view.lines.length === 0) throw phraseInput(TEXT.emptyCartShipping);
      if (!info.shipping || !info.shipping.countryId) throw phraseInput(TEXT.shippingAddressMissing);
      const problems = [
        ...rulesFailed(TEXT.checkShippingAddress, info.shipping),
        ...(info.billing ? rulesFailed(TEXT.checkBillingAddress, info.billing) : []),
      ];
      if (problems.length > 0) throw phraseInput(TEXT.shippingInformationNotSaved, { message: problems.join(' ') });
      try {
        checkAddressInput(info.shipping);
        if (info.billing) checkAddressInput(info.billing);
      } catch (error) {
        throw phraseInput(TEXT.shippingInformationNotSaved, { message: (error as Error).message });
      }
      this.addresses.save(quote.entity_id, 'shipping', info.shipping, iso(now), info.pickupLocationCode ?? null);
      if (info.billing) this.saveBilling(quote, info.billing, false, now);
      const shipping = this.addresses.find(quote.entity_id, 'shipping')!;
      if (!info.methodCode) throw phraseNoSuchEntity(TEXT.shippingMethodMissing);
      this.chooseMethod(quote, shipping, view, info.carrierCode, info.methodCode, now);
      return this.repo.reload(quote);
    });
  }

  /** Keeps a billing address given with the payment (payment-information's billingAddress) and a guest's e-mail. */
  savePaymentInformation(quote: QuoteRow, info: { email?: string; billing?: CartAddress | null }, now: number): QuoteRow {
    if (info.billing) checkAddressInput(info.billing);
    return this.repo.transaction(() => {
      if (info.email !== undefined) this.repo.setEmail(quote.entity_id, info.email, iso(now));
      if (info.billing) this.saveBilling(quote, info.billing, false, now);
      return this.repo.reload(quote);
    });
  }

  private saveBilling(quote: QuoteRow, address: CartAddress, sameAsShipping: boolean, now: number): void {
    this.addresses.save(quote.entity_id, 'billing', address, iso(now));
    if (sameAsShipping) this.addresses.save(quote.entity_id, 'shipping', address, iso(now));
    this.repo.touch(quote.entity_id, iso(now));
  }

  private chooseMethod(quote: QuoteRow, shipping: QuoteAddress, view: CartView, carrierCode: string, methodCode: string, now: number) {
    const rates = this.carriers.estimate({
      country: shipping.countryId, weight: view.weight, goodsTotal: view.totals.grandTotal, freeShipping: view.rule?.freeShipping ?? false,
    });
    if (!rates.some((r) => r.carrierCode === carrierCode && r.methodCode === methodCode)) {
      throw phraseNoSuchEntity(TEXT.carrierNotFound, [carrierCode, methodCode]);
    }
    this.addresses.setShippingMethod(shipping.id, methodKey(carrierCode, methodCode), iso(now));
    this.repo.touch(quote.entity_id, iso(now));
  }
}

/** What the GraphQL address input and the REST address must hold to be saved at all. */
function checkAddressInput(address: CartAddress): void {
  if (address.street.length > STREET_LINES) throw phraseInput(TEXT.streetLines, [STREET_LINES]);
  for (const [key, label] of Object.entries(ADDRESS_LABELS) as [keyof typeof ADDRESS_LABELS, string][]) {
    const value = address[key];
    const texts = Array.isArray(value) ? value : [value ?? ''];
    if (texts.some((text) => [...text].length > ADDRESS_TEXT_MAX)) throw phraseInput(TEXT.tooLong, [label, ADDRESS_TEXT_MAX]);
  }
  if (!countryLabel(address.countryId)) {
    throw phraseInput(TEXT.invalidFieldValue, { value: address.countryId, fieldName: 'countryId' });
  }
}

/** Magento's address validation rule: its general message, then each problem; nothing when the address passes. */
export function rulesFailed(general: string, address: CartAddress): string[] {
  const problems = addressProblems(address);
  return problems.length > 0 ? [general, ...problems] : [];
}

function iso(now: number): string {
  return new Date(now).toISOString();
}
