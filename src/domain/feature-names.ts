// The backend's features as the browser knows them: by name only. What each needs of the schema is the server's
// (backend-features.ts), kept out of the pages' first load.

/** The shop's features that need more of the backend than Magento's core, in the order the table lists them. */
export const BACKEND_FEATURE_NAMES = [
  'tokenLifetime', 'searchBounds', 'megaMenu', 'cartSummaryCount', 'catalogFilters', 'favouriteStore', 'consents', 'dataRequests',
  'contactDetails', 'needHelp', 'newsletterConsent', 'subscriptions', 'orderLookupByPostcode', 'botProtection', 'adyenCard',
  'freeShippingThreshold',
] as const;

export type BackendFeature = (typeof BACKEND_FEATURE_NAMES)[number];

/** Every feature: a shop on the spec's Magento, and what a page without its configuration copy assumes. */
export const ALL_FEATURES: readonly BackendFeature[] = BACKEND_FEATURE_NAMES;

/** The key of the page's configuration copy that lists the features that are on. */
export const COPY_FEATURES_KEY = 'backendFeatures';

/** The cache tag of every page (each shows the features): a change of the backend's features drops them all. */
export const FEATURES_TAG = 'vitrine_backend_features';
