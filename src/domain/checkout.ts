// Checkout's data (spec §3 "Checkout state", §4 "Checkout", §5, §7 REST): the address form for France, the steps'
// values as they are saved in the browser between visits, the receipt, and the failures as the shopper reads them.
import { isFrenchPostcode, SHIPPING_COUNTRY, type Money } from './cart';
import type { Receipt } from './receipt';
import type { PickupChoice } from './pickup';
import { consent, email, required, type FieldValue, type Rule } from './validation';

/** The steps in order (spec §4); `order` is the payment step's place-order. */
export const CHECKOUT_STEPS = ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod', 'order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street1', 'street2', 'postcode', 'city', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The shipping step asks a guest for an e-mail and the data-protection consent too (spec §5, §6). */
export type ShippingAddressField = AddressField | 'email' | 'consent';

/** A French postal address (the shop delivers to France only, spec §9). */
export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  postcode: string;
  city: string;
  telephone: string;
  countryCode: typeof SHIPPING_COUNTRY;
}

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: Money;
}

/** What the browser keeps of a checkout under way (spec §4 "begin restores…"); never card data. */
export interface SavedCheckout {
  email: string | null;
  /** The guest ticked the data-protection consent. */
  consent: boolean;
  shippingAddress: Address | null;
  shippingMethod: ShippingMethod | null;
  /** The store or relay point chosen with that method, when it collects. */
  pickup?: PickupChoice | null;
  availableShippingMethods: ShippingMethod[] | null;
  /** null: the same as the shipping address. */
  billingAddress: Address | null;
  /** The payment method's code; once set, the billing step was passed. */
  paymentMethod: string | null;
  /** The methods the backend offered once the billing address was set. */
  availablePaymentMethods: PaymentMethod[] | null;
}

export const NOTHING_SAVED: SavedCheckout = {
  email: null,
  consent: false,
  shippingAddress: null,
  shippingMethod: null,
  availableShippingMethods: null,
  billingAddress: null,
  paymentMethod: null,
  availablePaymentMethods: null,
};

/** The payment method of card payments (Adyen's Magento module). */
export const CARD_PAYMENT_METHOD = 'adyen_cc';
/** Paying with a card the customer saved (Adyen's vault method). */
export const SAVED_CARD_PAYMENT_METHOD = 'adyen_cc_vault';

/** A payment method the backend offers for the cart (its `available_payment_methods`). */
export interface PaymentMethod {
  code: string;
  title: string;
}

/**
 * Whether the cart is paid by card: when the backend offers Adyen's card, or says nothing of its methods (a checkout
 * saved before it did). Otherwise the order is placed with one of the methods it offers, Magento's offline ones
 * (`checkmo`, `banktransfer`, `free` for a zero total), which take no payment details.
 */
export const paysByCard = (methods: readonly PaymentMethod[] | null) =>
  !methods?.length || methods.some((method) => method.code === CARD_PAYMENT_METHOD);

const text = (value: FieldValue) => (typeof value === 'string' ? value.trim() : '');

/** Five digits. */
export const postcode: Rule = (value) => (text(value) !== '' && !isFrenchPostcode(text(value)) ? { message: 'validation.postcode' } : null);

/** A French number: 10 digits from 0, or +33 and 9 digits; spaces, dots and dashes allowed between. */
export const telephone: Rule = (value) => {
  const digits = text(value).replace(/[\s.-]/g, '');
  return digits !== '' && !/^(?:0\d{9}|\+33\d{9})$/.test(digits) ? { message: 'validation.telephone' } : null;
};

export const addressRules: Record<AddressField, Rule[]> = {
  firstname: [required],
  lastname: [required],
  street1: [required],
  street2: [],
  postcode: [required, postcode],
  city: [required],
  telephone: [required, telephone],
};

export const shippingAddressRules = (guest: boolean): Record<ShippingAddressField, Rule[]> => ({
  email: guest ? [required, email] : [],
  consent: guest ? [consent] : [],
  ...addressRules,
});

/** The address typed in the form's fields. */
export function addressOf(values: Readonly<Record<string, FieldValue>>): Address {
  return {
    firstname: text(values.firstname ?? ''),
    lastname: text(values.lastname ?? ''),
    street: [text(values.street1 ?? ''), text(values.street2 ?? '')].filter(Boolean),
    postcode: text(values.postcode ?? ''),
    city: text(values.city ?? ''),
    telephone: text(values.telephone ?? ''),
    countryCode: SHIPPING_COUNTRY,
  };
}

/** The form's fields for an address (to edit a saved one). */
export function fieldsOf(address: Address | null): Record<AddressField, string> {
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    street1: address?.street[0] ?? '',
    street2: address?.street[1] ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    telephone: address?.telephone ?? '',
  };
}

export const sameMethod = (a: ShippingMethod | null, b: ShippingMethod | null) =>
  a !== null && b !== null && a.carrierCode === b.carrierCode && a.methodCode === b.methodCode;

/** The account creation offered after an order (spec §2 "/create-account"), prefilled from the shipping address. */
export function accountOfferPath(receipt: Pick<Receipt, 'email' | 'shippingAddress'>): string {
  const query = new URLSearchParams({ email: receipt.email ?? '', firstName: receipt.shippingAddress.firstname, lastName: receipt.shippingAddress.lastname });
  return `/create-account?${query.toString()}`;
}

/**
 * Why a step failed, as the shopper reads it (`checkout.error.*`): spec §5's two missing-information texts, its
 * invalid-e-mail text (a guest's malformed e-mail), a
 * refused card, a 3-D Secure check the shopper failed (the same card may try again), the network, or spec §5's generic form error (the backend's own words are logged, not shown).
 */
export type CheckoutFailure = { reason: 'missingCartId' | 'missingEmail' | 'invalidEmail' | 'paymentRefused' | 'authenticationFailed' | 'network' | 'generic' };

/** An error a checkout service throws with what the shopper reads; anything else reads as generic. */
export class CheckoutError extends Error {
  constructor(readonly failure: CheckoutFailure) {
    super(failure.reason);
  }
}

export const failureOf = (error: unknown): CheckoutFailure => (error instanceof CheckoutError ? error.failure : { reason: 'generic' });
