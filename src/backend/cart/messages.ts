// Magento Open Source 2.4.7's cart messages, word for word (trailing dots and quotes included): Magento_QuoteGraphQl
// resolvers, Magento_Quote (AddProductsToCart, AddProductsToCartError, CouponManagement, the quote item repository),
// Magento_ConfigurableProduct's product type and Magento_InventorySales' salability conditions (MSI ships with 2.4.7).

export const CART_MESSAGES = {
  notFound: (maskedId: string) => `Could not find a cart with ID "${maskedId}"`,
  inactive: "The cart isn't active.",
  forbidden: (maskedId: string) => `The current user cannot perform operations on cart "${maskedId}"`,
  customerOnly: 'The request is allowed for logged in customer',
  guestCartForCustomer: 'Use `Query.customerCart` for logged in customer.',
  predefinedIdLength: 'Cart ID length should to be 32 symbols.',
  predefinedIdTaken: (maskedId: string) => `Cart with ID "${maskedId}" already exists.`,
  /** The cart query, addProductsToCart, the coupon mutations and estimateShippingMethods. */
  missing: (name: string) => `Required parameter "${name}" is missing`,
  /** updateCartItems and removeItemFromCart end the sentence. */
  missingDot: (name: string) => `Required parameter "${name}" is missing.`,
  missingInItems: (name: string) => `Required parameter "${name}" for "cart_items" is missing.`,
  idAndUid: '`cart_item_id` and `cart_item_uid` can\'t be used at the same time.',
  itemNotFound: (itemId: number) => `Could not find cart item with id: ${itemId}.`,
  deleteNotFound: (quoteId: number, itemId: number) => `The ${quoteId} Cart doesn't contain the ${itemId} item.`,
  removeNotFound: "The cart doesn't contain the item",
  cannotUpdate: (sku: string, message: string) => `Could not update the product with SKU ${sku}: ${message}`,
  couponAlreadyApplied: 'A coupon is already applied to the cart. Please remove it to apply another',
  couponInvalid: "The coupon code isn't valid. Verify the code and try again.",
  /** Beyond Magento: the cart tried too many codes that were not valid (a guesser's). */
  couponAttempts: 'Too many coupon codes were tried on this cart. Please try again in an hour.',
  noProducts: 'Cart does not contain products.',
  regionMissing: 'Missing parameter(s) for region input',
  destinationEmpty: 'The parameter "destination_cart_id" cannot be empty',
} as const;

/** What stops a product from being added (addProductsToCart's user errors). */
export const ADD_MESSAGES = {
  qtyNotPositive: 'The product quantity should be greater than 0',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  chooseOptions: 'You need to choose options for your item.',
  optionsUnavailable: 'The required options you selected are not available.',
} as const;

/** Salability of a quantity (MSI's conditions), in the order Magento checks them. */
export const QTY_MESSAGES = {
  fewest: (min: number) => `The fewest you may purchase is ${min}`,
  most: 'The requested qty exceeds the maximum qty allowed in shopping cart',
  decimal: 'You cannot use decimal quantity for this product.',
  noSourceInStock: 'There are no source items with the in stock status',
  notAvailable: 'The requested qty is not available',
} as const;

/** Cart-level stock errors (the quote's error infos), reported with the cart's items. */
export const QUOTE_STOCK_MESSAGES = {
  outOfStock: 'Some of the products are out of stock.',
  notAvailable: 'The requested qty is not available',
} as const;

export type CartUserInputErrorType = 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

/** AddProductsToCartError's table: the first fragment found in the message (digits read as %s) gives the code. */
const MESSAGE_CODES: Array<[string, CartUserInputErrorType]> = [
  ['Could not find a product with SKU', 'PRODUCT_NOT_FOUND'],
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available.', 'NOT_SALABLE'],
  ['This product is out of stock', 'INSUFFICIENT_STOCK'],
  ['There are no source items', 'NOT_SALABLE'],
  ['The fewest you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
  ['Not enough items for sale', 'INSUFFICIENT_STOCK'],
  ['Only %s of %s available', 'INSUFFICIENT_STOCK'],
];

export function userErrorCode(message: string): CartUserInputErrorType {
  const text = message.replace(/\d+/g, '%s').toLowerCase();
  return MESSAGE_CODES.find(([fragment]) => text.includes(fragment.toLowerCase()))?.[1] ?? 'UNDEFINED';
}
