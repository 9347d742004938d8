// The data layer in one module: the browser loads it (with urql and the operation documents) on first need,
// after the first render; a server imports it at once.
export {
  createAccount,
  customerCartId,
  loadAccountConsentTexts,
  loadCustomer,
  mergeCarts,
  recordAccountConsent,
  requestPasswordReset,
  resetPassword,
  revokeToken,
  signIn,
} from './account';
export { addItem, applyCoupon, createCart, estimateShipping, loadCart, removeCoupon, removeItems, updateItem } from './cart';
export { loadListing } from './catalog';
export { paymentDetails, paymentStatus, placeOrder, submitBillingAddress, submitShippingAddress, submitShippingMethod } from './checkout';
export { loadCmsBlock, loadCmsPage } from './cms';
export { loadCrossSells } from './cross-sells';
export { loadNearestStore, loadServerFavorite, loadStoreDetails, saveFavoriteStore } from './favorite-store';
export { loadCategoryTree } from './navigation';
export { loadNeedHelp } from './need-help';
export { prefetchPage } from './prefetch';
export { loadProduct } from './product';
export { loadReviewPage, loadReviewSettings, sendReview } from './reviews';
export { resolveLocation } from './route';
export { deleteSavedCard, loadSavedCards } from './saved-payments';
export { storeRoute } from './store-switch';
export { loadPointsOfSale } from './stores';
export { loadSuggestions } from './search';
export { addToWishlist, loadWishlist, moveToCart, removeFromWishlist } from './wishlist';
