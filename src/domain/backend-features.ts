import type { BackendFeature } from './feature-names';

/**
 * The shop's features that need more of the backend's schema than Magento Open Source 2.4's core and bundled modules
 * serve, or that a release of the core no longer serves: each names, as `Type.field` (an input's field, an enum's
 * value) or a type's name (one the shop's routes select on, or its operations declare), what its operations read and
 * send. A feature is on when the backend's schema has every one; off, the shop does without it or as that release does.
 */
export const BACKEND_FEATURES = [
  { name: 'tokenLifetime', label: 'customer token lifetime', needs: ['StoreConfig.customer_token_expiration_time'] },
  { name: 'searchBounds', label: 'search query length bounds', needs: ['StoreConfig.catalog_search_min_query_length', 'StoreConfig.catalog_search_max_query_length'] },
  { name: 'megaMenu', label: 'mega menu layout and promo', needs: ['CategoryTree.skinny_navigation', 'CategoryTree.promo_content'] },
  { name: 'cartSummaryCount', label: 'cart count as configured', needs: ['Cart.total_summary_quantity_including_config'] },
  { name: 'catalogFilters', label: 'brand, form and dietary filters', needs: ['ProductAttributeFilterInput.brand', 'ProductAttributeFilterInput.form', 'ProductAttributeFilterInput.dietary'] },
  {
    name: 'favouriteStore', label: 'stores and favourite store',
    needs: [
      'StoreConfig.favorite_point_of_sale_enabled', 'Query.pointsOfSale', 'Query.favoriteStore', 'Mutation.setFavoriteStore',
      'UrlRewriteEntityTypeEnum.POINT_OF_SALE', 'PointOfSale', 'PointOfSaleList',
    ],
  },
  {
    name: 'consents', label: 'data-protection consents',
    needs: ['StoreConfig.gdpr_consent_texts', 'Customer.is_consent', 'Mutation.addOrUpdateCustomerConsent', 'Mutation.addOrUpdateGuestConsent'],
  },
  { name: 'dataRequests', label: 'data copy and erasure requests', needs: ['Mutation.requestGdprAction', 'Mutation.confirmGdprRequest'] },
  { name: 'contactDetails', label: 'contact reason, order and consent', needs: ['ContactUsInput.contact_reason', 'ContactUsInput.order_number', 'ContactUsInput.is_consent'] },
  { name: 'needHelp', label: 'checkout "Need help?"', needs: ['StoreConfig.need_help'] },
  { name: 'newsletterConsent', label: 'newsletter consent', needs: ['Mutation.subscribeEmailToNewsletterWithConsent', 'StoreConfig.marketing_email_consent'] },
  {
    name: 'subscriptions', label: 'subscriptions',
    needs: [
      'SimpleProduct.subscription_offer', 'ConfigurableProduct.subscription_offer', 'SimpleCartItem.subscription_frequency',
      'ConfigurableCartItem.subscription_frequency', 'Customer.subscriptions', 'Query.subscriptionPortal', 'Mutation.requestSubscriptionPortalLink',
      'Mutation.exchangeSubscriptionPortalCode', 'Mutation.skipNextSubscriptionDelivery', 'Mutation.changeSubscriptionFrequency',
      'Mutation.pauseSubscription', 'Mutation.resumeSubscription', 'Mutation.cancelSubscription',
    ],
  },
  // Magento 2.4.8 renamed guestOrder's input to GuestOrderInformationInput, which takes the billing last name instead.
  { name: 'orderLookupByPostcode', label: 'order tracking by postcode (2.4.8: by last name)', needs: ['OrderInformationInput', 'OrderInformationInput.postcode'] },
  { name: 'botProtection', label: 'proof-of-work bot protection', needs: ['Query.botProtectionChallenge'] },
  { name: 'adyenCard', label: 'card payment (Adyen)', needs: ['Query.adyenPaymentMethods', 'Mutation.adyenPaymentDetails'] },
  { name: 'freeShippingThreshold', label: 'free-shipping meter', needs: ['StoreConfig.free_shipping_subtotal'] },
] as const satisfies readonly { name: BackendFeature; label: string; needs: readonly string[] }[];


/** A feature as the backend offers it: on, or off for want of `missing` (the first need its schema lacks). */
export interface FeatureState {
  feature: BackendFeature;
  label: string;
  on: boolean;
  missing: string | null;
}

/** The features the schema whose `Type.field` names (input fields and enum values too) are `fields` allows. */
export function featureTable(fields: ReadonlySet<string>): FeatureState[] {
  return BACKEND_FEATURES.map(({ name, label, needs }) => {
    const missing = needs.find((need) => !fields.has(need)) ?? null;
    return { feature: name, label, on: missing === null, missing };
  });
}

/** The table as the server's start and check:backend print it: one line a feature. */
export function featureLines(table: readonly FeatureState[]): string[] {
  const width = Math.max(...table.map((state) => state.label.length));
  return table.map((state) => `  ${state.on ? 'on ' : 'off'}  ${state.missing ? `${state.label.padEnd(width)}  (no ${state.missing})` : state.label}`);
}

/** The fields the features that are off need: those a document for this backend must do without. */
export function offFields(table: readonly FeatureState[]): Set<string> {
  const off = new Set(table.filter((state) => !state.on).map((state) => state.feature));
  return new Set(BACKEND_FEATURES.filter((feature) => off.has(feature.name)).flatMap((feature) => feature.needs));
}

/** The features that are on, by name. */
export const onFeatures = (table: readonly FeatureState[]): BackendFeature[] => table.filter((state) => state.on).map((state) => state.feature);

