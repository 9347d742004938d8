import { graphql } from './generated';

/**
 * The store configuration the shell reads on every page (spec §3, §7: storeConfigData, page title store config,
 * getUserConfig, GetCartConfig) and the review rating metadata the stars read (reviews.ts' fragment). The server fetches it once and every
 * page carries it as the config copy.
 */
export const SHELL_CONFIG = graphql(`
  query ShellConfig {
    storeConfig {
      __typename
      store_code
      store_name
      store_group_name
      locale
      copyright
      category_url_suffix
      product_url_suffix
      root_category_uid
      newsletter_enabled
      contact_enabled
      secure_base_media_url
      default_display_currency_code
      timezone
      customer_token_expiration_time
      minimum_password_length
      required_character_classes_number
      favorite_point_of_sale_enabled
      catalog_search_min_query_length
      catalog_search_max_query_length
      free_shipping_subtotal
    }
    availableStores {
      __typename
      store_code
      store_name
      store_group_name
      locale
      default_display_currency_code
      secure_base_media_url
    }
    currency {
      __typename
      default_display_currency_code
      available_currency_codes
    }
    ...RatingScaleFields
  }
`);
