import { graphql } from './generated';

// The customer's wishlist (Magento's WishlistGraphQl): `customer` is a private root field and the mutations carry
// the token. Magento Open Source gives a customer one wishlist, made the first time it is asked for.

/** A wishlist item as the heart and the wishlist page show it: product, chosen variant and options, price, stock. */
export const WISHLIST_ITEM = graphql(`
  fragment WishlistItem on WishlistItemInterface {
    id
    quantity
    product {
      uid
      sku
      name
      url_key
      url_suffix
      stock_status
      small_image {
        ...Image
      }
      price_range {
        minimum_price {
          ...ShownPrice
        }
      }
    }
    ... on ConfigurableWishlistItem {
      configured_variant {
        uid
        sku
        stock_status
        small_image {
          ...Image
        }
        price_range {
          minimum_price {
            ...ShownPrice
          }
        }
      }
      configurable_options {
        configurable_product_option_uid
        option_label
        value_label
      }
    }
  }
`);

export const WISHLIST_CONTENT = graphql(`
  fragment WishlistContent on Wishlist {
    id
    items_count
    items_v2(currentPage: 1, pageSize: 100) {
      items {
        ...WishlistItem
      }
    }
  }
`);

export const CUSTOMER_WISHLIST = graphql(`
  query CustomerWishlist {
    customer {
      wishlists {
        ...WishlistContent
      }
    }
  }
`);

export const ADD_TO_WISHLIST = graphql(`
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist {
        ...WishlistContent
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const REMOVE_FROM_WISHLIST = graphql(`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        ...WishlistContent
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const WISHLIST_TO_CART = graphql(`
  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      wishlist {
        ...WishlistContent
      }
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
    }
  }
`);
