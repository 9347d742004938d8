import type { KeyingConfig, PossibleTypesConfig, ResolverConfig } from '@urql/exchange-graphcache';

type Data = Record<string, unknown>;
const byUid = (data: Data) => (data.uid as string | undefined) ?? null;
const byCode = (data: Data) => (data.code as string | undefined) ?? null;
const byUrl = (data: Data) => (data.url as string | undefined) ?? null;
const byIdentifier = (data: Data) => (data.identifier as string | undefined) ?? null;
const shippingMethod = (data: Data) => (data.carrier_code && data.method_code ? `${data.carrier_code}|${data.method_code}` : null);
const single = () => 'current';
const embedded = () => null;

const PRODUCT_TYPES = ['SimpleProduct', 'ConfigurableProduct', 'VirtualProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct'];
const CART_ITEM_TYPES = ['SimpleCartItem', 'ConfigurableCartItem', 'VirtualCartItem', 'BundleCartItem', 'DownloadableCartItem'];
const WISHLIST_ITEM_TYPES = ['SimpleWishlistItem', 'ConfigurableWishlistItem', 'VirtualWishlistItem', 'BundleWishlistItem', 'GroupedProductWishlistItem', 'DownloadableWishlistItem'];
const byId = (data: Data) => (data.id as string | undefined) ?? null;
/** Values that only make sense inside their parent (prices, page info, aggregations …). */
const VALUE_TYPES = [
  'Money', 'ProductPrice', 'PriceRange', 'ProductDiscount', 'SearchResultPageInfo', 'Aggregation', 'AggregationOption',
  'SortFields', 'SortField', 'Breadcrumb', 'CategoryResult', 'Products', 'ConfigurableVariant', 'ConfigurableAttributeOption',
  'ConfigurableProductOptions', 'ConfigurableProductOptionsValues', 'ProductCustomAttributes', 'AttributeValue',
  'AttributeSelectedOptions', 'AttributeSelectedOption', 'CmsBlocks', 'CartPrices', 'CartItemPrices', 'Discount', 'CartTaxItem', 'AppliedCoupon',
  'Currency', 'ExchangeRate', 'RoutableUrl', 'ProductStockStatus', 'ProductReviewRatingsMetadata', 'ProductReviewRatingMetadata',
  'ProductReviewRatingValueMetadata', 'ProductReviews', 'ProductReview', 'CreateProductReviewOutput', 'ComplexTextValue', 'GdprConsentTexts', 'MarketingEmailConsentConfig', 'NeedHelpConfig',
  'UrlRewrite', 'HttpQueryParameter', 'SelectedConfigurableOption', 'CartItemQuantity',
  'CustomerOrders', 'OrderTotal', 'OrderAddress', 'OrderItemOption', 'OrderPaymentMethod', 'ReorderItemsOutput', 'CheckoutUserInputError',
  'WishlistItems', 'WishListUserInputError', 'WishlistCartUserInputError',
  'PointsOfSale', 'PointOfSaleOpeningHours', 'PointOfSaleSpecialHours', 'PointOfSaleDaySchedule',
  'CustomerPaymentTokens', 'DeletePaymentTokenOutput',
  'SubscriptionOffer', 'ProductSubscriptionOutput', 'SubscriptionPortalLinkOutput', 'SubscriptionPortalAccess',
  'ContactUsOutput',
  'ReCaptchaConfigurationV3', 'BotProtectionChallenge', 'SubscribeEmailToNewsletterOutput',
  '__Type', '__InputValue',
];

/** The cached data identity of spec §3, as graphcache keys. */
export const cacheKeys: KeyingConfig = {
  Cart: single,
  Customer: single,
  AvailableShippingMethod: shippingMethod,
  SelectedShippingMethod: shippingMethod,
  AvailablePaymentMethod: byCode,
  SelectedPaymentMethod: byCode,
  AppliedGiftCard: byCode,
  CategoryTree: byUid,
  ...Object.fromEntries(PRODUCT_TYPES.map((type) => [type, byUid])),
  ...Object.fromEntries(CART_ITEM_TYPES.map((type) => [type, byUid])),
  PaymentToken: (data) => (data.public_hash as string | undefined) ?? null,
  // Wishlist items by id (spec §3), and the wishlist itself: Magento's ids, unique in the store.
  WishlistItem: byId,
  Wishlist: byId,
  ...Object.fromEntries(WISHLIST_ITEM_TYPES.map((type) => [type, byId])),
  ProductSubscription: (data) => (data.id as string | undefined) ?? null,
  ProductImage: byUrl,
  ProductVideo: byUrl,
  MediaGalleryEntry: (data) => (data.file as string | undefined) ?? null,
  StoreConfig: (data) => (data.store_code as string | undefined) ?? null,
  CmsPage: byIdentifier,
  CmsBlock: byIdentifier,
  PointOfSale: byIdentifier,
  ...Object.fromEntries(VALUE_TYPES.map((type) => [type, embedded])),
};

/**
 * A cart whose stock changed answers its items with a null entry per cart-level error (Magento's stock messages,
 * spec §8). The cache would read that null as missing data and lose the whole cart: the list is read without it.
 */
export const cacheResolvers: ResolverConfig = {
  Cart: {
    items: (_parent, _args, cache, info) => {
      const items = cache.resolve(info.parentKey, 'items') as (string | null)[] | null;
      return items ? items.filter((item) => item !== null) : items;
    },
  },
};

/** The concrete types of the interfaces the shop's fragments select on: fragments match by type, not by guess. */
export const possibleTypes: PossibleTypesConfig = {
  ProductInterface: PRODUCT_TYPES,
  CartItemInterface: CART_ITEM_TYPES,
  WishlistItemInterface: WISHLIST_ITEM_TYPES,
  AttributeValueInterface: ['AttributeValue', 'AttributeSelectedOptions'],
  CategoryInterface: ['CategoryTree'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  RoutableInterface: [...PRODUCT_TYPES, 'CategoryTree', 'CmsPage', 'PointOfSale', 'PointOfSaleList', 'RoutableUrl'],
};
