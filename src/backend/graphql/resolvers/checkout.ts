import { countryLabel, type CartAddress, type QuoteAddress } from '../../checkout/addresses';
import { CHECKOUT_MESSAGES as TEXT } from '../../checkout/messages';
import { CART_MESSAGES } from '../../cart/messages';
import type { ShippingRate } from '../../cart/shipping';
import { isEmail } from '../../customers/email';
import { paymentMethod } from '../../payment/methods';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authorizationError, inputError, noSuchEntity } from '../errors';
import { encodeUid } from '../uid';
import { cartFor, cartSource, money, shippingMethod, type CartSource } from './cart';
import { placeOrderResolver } from './place-order';
import type { Resolvers } from './types';

interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  postcode?: string | null;
  region?: string | null;
  region_id?: number | null;
  country_code: string;
  telephone?: string | null;
}

interface AddressChoice {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  /** A shipping address's store or relay point (InventoryInStorePickupGraphQl). */
  pickup_location_code?: string | null;
}

/** The place a shipping address names, when it names one; a code that names none is refused. */
export function pickupLocationOf(code: string | null | undefined, context: Context): string | null {
  const given = optional(code);
  if (given === null) return null;
  if (!context.services.pickupLocations.byCode(given)) throw inputError(TEXT.pickupLocationUnknown);
  return given;
}

interface PaymentMethodInput {
  code: string;
  adyen_additional_data_cc?: { stateData?: string | null; public_hash?: string | null } | null;
  adyen_additional_data?: { stateData?: string | null; public_hash?: string | null } | null;
}

const optional = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

function cartAddress(input: CartAddressInput): CartAddress {
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: optional(input.company),
    street: input.street.map((line) => line.trim()),
    city: input.city.trim(),
    postcode: optional(input.postcode),
    region: optional(input.region),
    regionId: input.region_id ?? null,
    countryId: input.country_code.trim().toUpperCase(),
    telephone: optional(input.telephone),
  };
}

/** An address chosen by value; the shop keeps no address book, so a customer's address id names nothing. */
function chosenAddress(choice: AddressChoice, context: Context, kind: 'shipping' | 'billing'): CartAddress {
  const id = choice.customer_address_id ?? null;
  const address = choice.address ?? null;
  if (id === null && address === null) throw inputError(kind === 'shipping' ? TEXT.shippingAddressEitherOr : TEXT.billingAddressEitherOr);
  if (id !== null && address !== null) throw inputError(kind === 'shipping' ? TEXT.shippingAddressBoth : TEXT.billingAddressBoth);
  if (id !== null) {
    if (!context.customer) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
    throw noSuchEntity(TEXT.customerAddressNotFound.replace('%address_id', String(id)));
  }
  return cartAddress(address!);
}

/** A quote address as Magento's CartAddressInterface reads it. */
function addressFields(a: QuoteAddress) {
  return {
    __typename: a.type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
    uid: encodeUid(a.id),
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    telephone: a.telephone,
    country: { code: a.countryId, label: countryLabel(a.countryId) ?? a.countryId },
    region: { code: null, label: a.region, region_id: a.regionId },
  };
}

function selectedMethod(rate: ShippingRate | null) {
  return rate && {
    carrier_code: rate.carrierCode,
    carrier_title: rate.carrierTitle,
    method_code: rate.methodCode,
    method_title: rate.methodTitle,
    amount: money(rate.priceInclTax),
    price_incl_tax: money(rate.priceInclTax),
    price_excl_tax: money(rate.priceExclTax),
  };
}

/** The cart of a checkout mutation, after Magento's checks of its input. */
function checkoutCart(cartId: string | undefined, context: Context, missing = CART_MESSAGES.missing('cart_id')) {
  context.cache.markPrivate();
  if (!cartId) throw inputError(missing);
  return cartFor(cartId, context);
}

export const checkoutResolvers: Resolvers = {
  fields: {
    Mutation: {
      setGuestEmailOnCart: (_s, args: { input?: { cart_id: string; email: string } | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        if (!args.input.email) throw inputError(CART_MESSAGES.missing('email'));
        const email = args.input.email.trim();
        if (!isEmail(email)) throw inputError(TEXT.invalidEmail);
        if (context.customer) throw inputError(TEXT.guestEmailForCustomer);
        const quote = cartFor(args.input.cart_id, context);
        return { cart: cartSource(context.services.checkout.setGuestEmail(quote, email, context.now), context) };
      },
      setShippingAddressesOnCart: (_s, args: { input?: { cart_id: string; shipping_addresses: AddressChoice[] } | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        if (args.input.shipping_addresses.length === 0) throw inputError(CART_MESSAGES.missing('shipping_addresses'));
        const quote = cartFor(args.input.cart_id, context);
        if (args.input.shipping_addresses.length > 1) throw inputError(TEXT.multipleShippingAddresses);
        const choice = args.input.shipping_addresses[0]!;
        const address = chosenAddress(choice, context, 'shipping');
        const pickup = pickupLocationOf(choice.pickup_location_code, context);
        return { cart: cartSource(context.services.checkout.setShippingAddress(quote, address, context.now, pickup), context) };
      },
      setShippingMethodsOnCart: (
        _s, args: { input?: { cart_id: string; shipping_methods: Array<{ carrier_code: string; method_code: string }> } | null }, context: Context,
      ) => {
        const quote = checkoutCart(args.input?.cart_id, context);
        const methods = args.input!.shipping_methods;
        if (methods.length === 0) throw inputError(CART_MESSAGES.missing('shipping_methods'));
        if (methods.length > 1) throw inputError(TEXT.multipleShippingMethods);
        const { carrier_code: carrier, method_code: method } = methods[0]!;
        if (!carrier) throw inputError(TEXT.missingInMethod('carrier_code'));
        if (!method) throw inputError(TEXT.missingInMethod('method_code'));
        const saved = context.services.checkout.setShippingMethod(quote, carrier, method, context.session, context.now);
        return { cart: cartSource(saved, context) };
      },
      setBillingAddressOnCart: (
        _s, args: { input?: { cart_id: string; billing_address: AddressChoice & { same_as_shipping?: boolean | null; use_for_shipping?: boolean | null } } | null },
        context: Context,
      ) => {
        const quote = checkoutCart(args.input?.cart_id, context);
        const choice = args.input!.billing_address;
        // Magento 2.4.7: same_as_shipping (formerly use_for_shipping) makes this address the shipping address too.
        const sameAsShipping = choice.same_as_shipping ?? choice.use_for_shipping ?? false;
        const address = chosenAddress(choice, context, 'billing');
        return { cart: cartSource(context.services.checkout.setBillingAddress(quote, address, sameAsShipping, context.now), context) };
      },
      setPaymentMethodOnCart: (_s, args: { input?: { cart_id: string; payment_method: PaymentMethodInput } | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missingDot('cart_id'));
        if (!args.input.payment_method.code) throw inputError(TEXT.paymentCodeMissing);
        const quote = cartFor(args.input.cart_id, context);
        const method = args.input.payment_method;
        const stateData = method.adyen_additional_data_cc?.stateData ?? method.adyen_additional_data?.stateData ?? null;
        // A saved card (adyen_cc_vault) is named by its vault token's public hash.
        const publicHash = method.adyen_additional_data_cc?.public_hash ?? method.adyen_additional_data?.public_hash ?? null;
        const info = { ...(stateData ? { stateData } : {}), ...(publicHash ? { public_hash: publicHash } : {}) };
        const saved = context.services.checkout.setPaymentMethod(quote, { method: method.code, info }, context.session, context.now);
        return { cart: cartSource(saved, context) };
      },
      placeOrder: placeOrderResolver,
    },
    Cart: {
      email: (c: CartSource) => c.checkout().email,
      shipping_addresses: (c: CartSource) => {
        const { shipping } = c.checkout();
        return shipping ? [{ ...addressFields(shipping), cart: c }] : [];
      },
      billing_address: (c: CartSource) => {
        const { billing } = c.checkout();
        return billing ? addressFields(billing) : null;
      },
      available_payment_methods: (c: CartSource, _a, context: Context) =>
        context.services.checkout.paymentMethods(c.checkout()).map(({ code, title }) => ({ code, title, is_deferred: false })),
      selected_payment_method: (c: CartSource) => {
        const code = c.checkout().payment?.method ?? '';
        return { code, title: paymentMethod(code)?.title ?? '', purchase_order_number: null };
      },
    },
    ShippingCartAddress: {
      available_shipping_methods: (a: { cart: CartSource }) => a.cart.checkout().rates.map(shippingMethod),
      selected_shipping_method: (a: { cart: CartSource }) => selectedMethod(a.cart.checkout().selected),
      pickup_location_code: (a: { cart: CartSource }) => a.cart.checkout().shipping?.pickupLocationCode ?? null,
    },
  },
  types: {
    CartAddressInterface: (a) => (a as { __typename: string }).__typename,
  },
};
