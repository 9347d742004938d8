// Magento Open Source 2.4.7's wishlist texts, word for word: Magento_WishlistGraphQl's resolvers and its
// AddProductsToWishlist and RemoveProductsFromWishlist models.

export const WISHLIST_MESSAGES = {
  disabled: 'The wishlist configuration is currently disabled.',
  guest: 'The current user cannot perform operations on wishlist',
  notFound: 'The wishlist was not found.',
  addArgumentsMissing: '"wishlistId" and "wishlistItems" parameters are required',
  removeArgumentsMissing: '"wishlistId" and "wishlistItemsIds" parameters are required',
  idMissing: '"wishlistId" value must be specified',
  itemsNotFound: (ids: readonly string[]) => `The wishlist item ids "${ids.join(',')}" were not found.`,
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  quantityZero: 'The quantity of a wish list item cannot be 0',
  itemNotFound: (id: string) => `Could not find a wishlist item with ID "${id}"`,
  optionsUnavailable: 'The required options you selected are not available.',
} as const;

export type WishlistUserErrorType = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
