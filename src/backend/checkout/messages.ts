// Magento Open Source 2.4.7's checkout texts, word for word: Magento_QuoteGraphQl's resolvers, Magento_Checkout's
// ShippingInformationManagement, Magento_Quote's payment method management and validation rules, and the customer
// address validator. Templates keep Magento's placeholders; PhraseError renders them for GraphQL.

export const CHECKOUT_MESSAGES = {
  /** A pickup location code that names no store or relay point (InventoryInStorePickupQuote's words). */
  pickupLocationUnknown: 'The pickup location is not available.',
  invalidEmail: 'Invalid email format',
  guestEmailForCustomer: 'The request is not allowed for logged in customers',
  guestEmailMissing: 'Guest email for cart is missing.',
  multipleShippingAddresses: 'You cannot specify multiple shipping addresses.',
  shippingAddressEitherOr: 'The shipping address must contain either "customer_address_id" or "address".',
  shippingAddressBoth: 'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
  billingAddressEitherOr: 'The billing address must contain either "customer_address_id" or "address".',
  billingAddressBoth: 'The billing address cannot contain "customer_address_id" and "address" at the same time.',
  customerAddressNotFound: 'Could not find a address with ID "%address_id"',
  streetLines: '"Street Address" cannot contain more than %1 lines.',
  /** Magento_Eav's text attribute rule. */
  tooLong: '"%1" length must be equal or less than %2 characters.',
  invalidFieldValue: 'Invalid value of "%value" provided for the %fieldName field.',
  multipleShippingMethods: 'You cannot specify multiple shipping methods.',
  missingInMethod: (name: string) => `Required parameter "${name}" is missing.`,
  emptyCartShipping: "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
  shippingAddressMissing: 'The shipping address is missing. Set the address and try again.',
  carrierNotFound: 'Carrier with such method not found: %1, %2',
  shippingMethodMissing: 'The shipping method is missing. Select the shipping method and try again.',
  shippingInformationNotSaved: 'The shipping information was unable to be saved. Error: "%message"',
  paymentCodeMissing: 'Required parameter "code" for "payment_method" is missing.',
  paymentMethodUnavailable: 'The requested Payment Method is not available.',
  paymentMethodMissing: 'Enter a valid payment method and try again.',
  checkShippingAddress: 'Please check the shipping address information.',
  checkBillingAddress: 'Please check the billing address information.',
  unableToPlaceOrder: 'Unable to place order: %message',
  fieldRequired: '"%fieldName" is required. Enter and try again.',
} as const;
