// Admin preview (spec §4 "Preview mode", §6, §7, §9): what it is, how long it lasts, what it changes.

/** An admin's preview: their token (Authorization) and the draft version to show (Preview-Version). */
export interface Preview {
  token: string;
  version: string;
}

/** Spec §9: the stored preview is removed this long after the page that read it started. */
export const PREVIEW_TTL_MS = 10_000;

/**
 * The read operations a preview changes (spec §6): category and search listings and suggestions, the product page
 * (its recommendations and upsells with it), CMS pages and blocks, and the guest cart (its coupons and price
 * summary). A customer's own cart is not among them: the preview's admin token stands in for the customer's, and
 * the cart would not be theirs. Every other request goes as it would without a preview.
 */
export const PREVIEW_OPERATIONS: ReadonlySet<string> = new Set([
  'CategoryListing', 'SearchListing', 'SearchSuggestions', 'ProductDetails', 'CmsPage', 'CmsBlocks', 'GetContactPageCmsBlocks', 'Cart',
]);
